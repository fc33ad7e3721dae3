import { logout, storeUser } from '../../index';
import { ApiError, resumeApi, type ServerSentEvent } from '../../api';
import { SseParser } from '../sse';
import { eventStream, json, startTestServer } from '../../testing/test-server';

const server = startTestServer();
const encoder = new TextEncoder();

async function collect(stream: AsyncIterable<ServerSentEvent>) {
  const events: ServerSentEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

function parseInChunks(text: string, cuts: number[]) {
  const parser = new SseParser();
  const events: ServerSentEvent[] = [];
  let from = 0;
  for (const cut of [...cuts, text.length]) {
    events.push(...parser.push(text.slice(from, cut)));
    from = cut;
  }
  events.push(...parser.flush());
  return events;
}

describe('the server-sent event parser', () => {
  const stream =
    'event: delta\r\ndata: Strong \r\n\r\n' +
    ': keep-alive comment\n\n' +
    'event: delta\ndata: line one\ndata: line two\n\n' +
    'event:delta\ndata:no space\n\n' +
    'event: final\ndata: {"score":84}\n\n';
  const expected = [
    { event: 'delta', data: 'Strong ' },
    { event: 'delta', data: 'line one\nline two' },
    { event: 'delta', data: 'no space' },
    { event: 'final', data: '{"score":84}' },
  ];

  it('gives the same events wherever a single cut falls, inside a field, a CRLF or the blank line', () => {
    for (let cut = 0; cut <= stream.length; cut += 1) {
      expect({ cut, events: parseInChunks(stream, [cut]) }).toEqual({ cut, events: expected });
    }
  });

  it('gives the same events when the text arrives one character at a time', () => {
    expect(
      parseInChunks(
        stream,
        Array.from({ length: stream.length }, (_, i) => i),
      ),
    ).toEqual(expected);
  });

  it('delivers a last block that ends without its blank line', () => {
    const parser = new SseParser();
    expect(parser.push('event: delta\ndata: tail')).toEqual([]);
    expect(parser.flush()).toEqual([{ event: 'delta', data: 'tail' }]);
  });

  it("names a block without an event line 'message' and skips blocks without data", () => {
    expect(parseInChunks('data: plain\n\nevent: ping\n\n', [])).toEqual([
      { event: 'message', data: 'plain' },
      { event: 'ping', data: '' },
    ]);
  });
});

describe('streaming calls', () => {
  beforeEach(() => {
    window.localStorage.clear();
    logout();
  });

  it('POST the payload without an authorization header and yield the events as they arrive', async () => {
    storeUser({ token: 'jwt-123', username: 'casey', email: 'casey@example.com' });
    const bytes = encoder.encode('event: delta\ndata: Strong start\n\nevent: final\ndata: {"score":84}\n\n');
    // Cut at awkward places: inside "event", right after a '\n' of the blank line, mid-data.
    server.handler = eventStream([bytes.slice(0, 3), bytes.slice(3, 27), bytes.slice(27, 40), bytes.slice(40)]);
    const events = await collect(resumeApi.streamAnalysis({ content: 'resume', jobDescription: 'jd' }));
    expect(events).toEqual([
      { event: 'delta', data: 'Strong start' },
      { event: 'final', data: '{"score":84}' },
    ]);
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/resume/stream-analysis',
      authorization: undefined,
      contentType: 'application/json',
    });
    expect(JSON.parse(server.requests[0]?.body ?? '{}')).toEqual({ content: 'resume', jobDescription: 'jd' });
  });

  it('decode characters whose bytes are split between network chunks', async () => {
    const bytes = encoder.encode('event: delta\ndata: Résumé — 履歴書 ✓\n\n');
    const chunks = Array.from(bytes, (_, i) => bytes.slice(i, i + 1));
    server.handler = eventStream(chunks, 1);
    await expect(collect(resumeApi.streamOptimize({ content: 'resume' }))).resolves.toEqual([
      { event: 'delta', data: 'Résumé — 履歴書 ✓' },
    ]);
    expect(server.requests[0]).toMatchObject({ url: '/api/resume/stream-optimize', authorization: undefined });
  });

  it('stop when the signal aborts', async () => {
    server.handler = eventStream(
      Array.from({ length: 200 }, (_, i) => encoder.encode(`event: delta\ndata: ${i}\n\n`)),
      10,
    );
    const controller = new AbortController();
    const events: ServerSentEvent[] = [];
    const reading = (async () => {
      for await (const event of resumeApi.streamOptimize({ content: 'resume' }, controller.signal)) {
        events.push(event);
        if (events.length === 3) controller.abort();
      }
    })();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(events).toHaveLength(3);
  });

  it('throw an ApiError when the server refuses to stream', async () => {
    server.handler = json(400, { message: 'content is required' });
    const error = await collect(resumeApi.streamAnalysis({ content: '' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'content is required' });
  });
});
