// A stand-in for an OpenAI-compatible chat-completions endpoint on 127.0.0.1 (port 0): answers
// JSON or server-sent `data: {chunk}` lines ending with `data: [DONE]`, and can be slow, fail,
// stall mid-stream or dribble, so the AI layer's timeouts, fallbacks and cancellation are tested
// against a real socket.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'normal' | 'slow' | 'fail' | 'stall' | 'dribble' | 'empty';

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: { model: string; stream: boolean; max_tokens?: number; messages: Array<{ role: string; content: string }> };
}

export interface FakeOpenAi {
  url: string;
  mode: FakeMode;
  /** The text the fake answers (streamed as `tokens`). */
  tokens: string[];
  requests: RecordedRequest[];
  /** Streams whose client went away before the last token was sent. */
  cancelledStreams: number;
  /** Resolves when a stream's client disconnects. */
  nextCancel(): Promise<void>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOpenAi(options: { slowMs: number }): Promise<FakeOpenAi> {
  let cancelWaiters: Array<() => void> = [];
  const fake: FakeOpenAi = {
    url: '',
    mode: 'normal',
    tokens: ['Your resume ', 'reads well.\n', 'Add more ', 'numbers to bullets.'],
    requests: [],
    cancelledStreams: 0,
    nextCancel: () => new Promise((resolve) => cancelWaiters.push(resolve)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = JSON.parse(await readBody(request)) as RecordedRequest['body'];
      fake.requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      const mode = fake.mode;
      if (mode === 'fail') {
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'upstream exploded' } }));
        return;
      }
      if (mode === 'slow') await sleep(options.slowMs);
      if (response.destroyed) return;
      if (!body.stream) {
        const content = mode === 'empty' ? '' : fake.tokens.join('');
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'c1',
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content } }],
          }),
        );
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      let finished = false;
      response.on('close', () => {
        if (!finished) {
          fake.cancelledStreams += 1;
          const waiters = cancelWaiters;
          cancelWaiters = [];
          waiters.forEach((resolve) => resolve());
        }
      });
      const chunk = (content: string) =>
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;
      response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' } }] })}\n\n`);
      if (mode === 'empty') {
        finished = true;
        response.end('data: [DONE]\n\n');
        return;
      }
      for (const [index, token] of fake.tokens.entries()) {
        if (response.destroyed) return;
        if (mode === 'stall' && index === 2) return; // never ends: the idle timeout must fire
        if (mode === 'dribble') await sleep(60);
        response.write(chunk(token));
      }
      finished = true;
      response.end('data: [DONE]\n\n');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
