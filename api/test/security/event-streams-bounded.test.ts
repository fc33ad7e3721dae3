// L7 (security reviews 2026-11-23 and 2026-11-26): event streams had no maximum duration and no
// write timeout, and every wait for a slow reader left an abort listener behind. Now a stream
// ends after its maximum duration with an error event, a client that reads nothing while the
// socket is full is dropped after the write timeout, and a wait removes its listeners.
import Fastify, { type FastifyInstance } from 'fastify';
import { getEventListeners } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  EVENT_STREAM_LIMITS,
  EVENT_STREAM_TOO_LONG_MESSAGE,
  sendEventStream,
  type ServerSentEvent,
} from '../../src/lib/event-stream';

const BIG = 'x'.repeat(64 * 1024);

describe('event streams are bounded', () => {
  let app: FastifyInstance;
  let port: number;
  const seen = { ended: 0, events: 0, maxAbortListeners: 0 };

  beforeAll(async () => {
    app = Fastify({ logger: false });
    // Events of 64 KB as fast as the socket takes them, for ever: only a bound ends it.
    app.get('/flood', (request, reply) =>
      sendEventStream(
        request,
        reply,
        async function* (signal): AsyncGenerator<ServerSentEvent> {
          try {
            for (;;) {
              seen.events++;
              seen.maxAbortListeners = Math.max(seen.maxAbortListeners, getEventListeners(signal, 'abort').length);
              yield { event: 'chunk', data: BIG };
            }
          } finally {
            seen.ended++;
          }
        },
        { maxDurationMs: 60_000, writeTimeoutMs: 500 },
      ),
    );
    // A small event every 50 ms, for ever.
    app.get('/ticks', (request, reply) =>
      sendEventStream(
        request,
        reply,
        async function* (signal): AsyncGenerator<ServerSentEvent> {
          try {
            while (!signal.aborted) {
              yield { event: 'tick', data: '{}' };
              await sleep(50);
            }
          } finally {
            seen.ended++;
          }
        },
        { maxDurationMs: 400, writeTimeoutMs: 5_000 },
      ),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());
  beforeEach(() => Object.assign(seen, { ended: 0, events: 0, maxAbortListeners: 0 }));

  it('the defaults bound every stream: two minutes at most, 30 s with a full socket', () => {
    expect(EVENT_STREAM_LIMITS).toEqual({ maxDurationMs: 120_000, writeTimeoutMs: 30_000 });
  });

  it('a client that never reads is dropped after the write timeout, and the producer stops', async () => {
    const socket = connect(port, '127.0.0.1');
    socket.pause(); // never reads
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write('GET /flood HTTP/1.1\r\nhost: x\r\n\r\n');
    const started = Date.now();
    while (seen.ended === 0 && Date.now() - started < 15_000) await sleep(50);
    expect(seen.ended).toBe(1);
    socket.resume(); // reads what was buffered, then sees the server's close
    await closed;
  });

  it('a slow reader piles up no listeners', async () => {
    const socket = connect(port, '127.0.0.1');
    socket.write('GET /flood HTTP/1.1\r\nhost: x\r\n\r\n');
    // Reads in short bursts: the server waits for room again and again.
    for (let i = 0; i < 20; i++) {
      socket.pause();
      await sleep(60);
      socket.resume();
      await sleep(10);
    }
    socket.destroy();
    const started = Date.now();
    while (seen.ended === 0 && Date.now() - started < 5_000) await sleep(50);
    expect(seen.events).toBeGreaterThan(20);
    // The route's own listener and at most one wait's: not one per wait.
    expect(seen.maxAbortListeners).toBeLessThanOrEqual(2);
  });

  it('a stream that runs past its maximum duration ends with an error event that says so', async () => {
    const started = Date.now();
    const response = await fetch(`http://127.0.0.1:${port}/ticks`);
    const text = await response.text();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(text).toContain('event: tick');
    expect(text).toContain(`event: error\ndata: ${JSON.stringify({ message: EVENT_STREAM_TOO_LONG_MESSAGE })}`);
    expect(seen.ended).toBe(1);
  });
});
