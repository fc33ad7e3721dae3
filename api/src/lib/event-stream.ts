// Server-sent events over the raw response: `event: <name>` and one `data:` line per line of the
// data (the client joins them with \n), a blank line after each event. The producer gets an
// AbortSignal that fires when the client disconnects; the loop then stops pulling, returns the
// iterator (so generators run their `finally` and cancel their work) and ends the response.
import { once } from 'node:events';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface ServerSentEvent {
  event: string;
  data: string;
}

export function formatEvent({ event, data }: ServerSentEvent): string {
  return `event: ${event}\n${data
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}`)
    .join('\n')}\n\n`;
}

export async function sendEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  produce: (signal: AbortSignal) => AsyncIterable<ServerSentEvent>,
): Promise<void> {
  const controller = new AbortController();
  const res = reply.raw;
  const onClose = () => {
    if (!res.writableFinished) controller.abort(new Error('client disconnected'));
  };
  res.on('close', onClose);
  reply.hijack();
  // Headers set by the hooks (CORS, security, rate limit) travel with the stream.
  const inherited = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined)) as OutgoingHttpHeaders;
  res.writeHead(200, {
    ...inherited,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();

  const iterator = produce(controller.signal)[Symbol.asyncIterator]();
  let finished = false;
  try {
    while (!controller.signal.aborted) {
      const next = await iterator.next();
      if (next.done) {
        finished = true;
        break;
      }
      if (controller.signal.aborted) break;
      if (!res.write(formatEvent(next.value))) {
        // A slow reader: wait for room, or for the client to leave.
        await Promise.race([once(res, 'drain'), once(controller.signal, 'abort')]);
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) {
      request.log.error({ err: error }, 'event stream failed');
      if (!res.destroyed) res.write(formatEvent({ event: 'error', data: JSON.stringify({ message: 'The stream stopped unexpectedly. Please try again.' }) }));
    }
    finished = true;
  } finally {
    if (!finished) await iterator.return?.().catch(() => undefined);
    res.off('close', onClose);
    if (controller.signal.aborted) request.log.info('event stream stopped: the client disconnected');
    if (!res.writableEnded) res.end();
  }
}
