import { apiUrl } from './client';
import { toApiError } from './api-error';

export interface ServerSentEvent {
  /** 'message' when the block has no `event:` line. */
  event: string;
  data: string;
}

/**
 * Splits a text stream into server-sent events: blocks separated by a blank line, each with
 * `event:` and `data:` lines (several data lines join with a newline). Chunks may split a block,
 * a line, or a CRLF anywhere.
 */
export class SseParser {
  private buffer = '';

  push(chunk: string): ServerSentEvent[] {
    this.buffer += chunk;
    const events: ServerSentEvent[] = [];
    const normalized = this.buffer.replace(/\r\n?/g, '\n');
    // A trailing lone '\r' may be the first half of a CRLF: keep it for the next chunk.
    const keepCr = this.buffer.endsWith('\r');
    const blocks = normalized.split('\n\n');
    this.buffer = blocks.pop() ?? '';
    if (keepCr) this.buffer = this.buffer.replace(/\n$/, '') + '\r';
    for (const block of blocks) {
      const event = parseBlock(block);
      if (event) events.push(event);
    }
    return events;
  }

  /** Whatever remains when the stream ends (a last block without its blank line). */
  flush(): ServerSentEvent[] {
    const rest = this.buffer.replace(/\r\n?/g, '\n').trim();
    this.buffer = '';
    const event = rest ? parseBlock(rest) : null;
    return event ? [event] : [];
  }
}

function parseBlock(block: string): ServerSentEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0 && event === 'message') return null;
  return { event, data: data.join('\n') };
}

/**
 * POSTs JSON and yields the server-sent events of the answer. docs/product/api.md#conventions: the streaming calls send
 * no Authorization header. Aborting the signal stops the request (and the server's work).
 */
export async function* postEventStream(
  path: string,
  json: unknown,
  signal?: AbortSignal,
): AsyncGenerator<ServerSentEvent> {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(json),
    signal,
  });
  if (!response.ok) throw await toApiError(response);
  if (!response.body) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const event of parser.push(decoder.decode(value, { stream: true }))) yield event;
    }
    for (const event of parser.push(decoder.decode())) yield event;
    for (const event of parser.flush()) yield event;
  } finally {
    reader.releaseLock();
  }
}
