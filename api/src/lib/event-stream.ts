// Server-sent events over the raw response: `event: <name>` and one `data:` line per line of the
// data (the client joins them with \n), a blank line after each event. The producer gets an
// AbortSignal that fires when the client disconnects; the loop then stops pulling, returns the
// iterator (so generators run their `finally` and cancel their work) and ends the response.
//
// Bounds (review L7): a stream lasts at most `maxDurationMs` (then an error event says so and it
// ends), and a client that reads nothing for `writeTimeoutMs` while the socket is full is dropped.
// Each wait for room adds its listeners and removes them, so a slow reader piles nothing up.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
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

export interface EventStreamLimits {
  /** The longest a stream may run: an analysis and an AI rewrite take well under a minute. */
  maxDurationMs: number;
  /** How long the socket may stay full (the client reads nothing) before the client is dropped. */
  writeTimeoutMs: number;
}

export const EVENT_STREAM_LIMITS: EventStreamLimits = { maxDurationMs: 120_000, writeTimeoutMs: 30_000 };

export const EVENT_STREAM_TOO_LONG_MESSAGE = 'This took too long and was stopped. Please try again.';

/** Waits for room in the socket; every listener it adds is removed whichever way it ends. */
function roomOrEnd(
  res: ServerResponse,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<'drain' | 'abort' | 'timeout'> {
  return new Promise((resolve) => {
    const done = (outcome: 'drain' | 'abort' | 'timeout') => {
      clearTimeout(timer);
      res.off('drain', onDrain);
      signal.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const onDrain = () => done('drain');
    const onAbort = () => done('abort');
    const timer = setTimeout(() => done('timeout'), timeoutMs);
    res.on('drain', onDrain);
    signal.addEventListener('abort', onAbort);
  });
}

export async function sendEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  produce: (signal: AbortSignal) => AsyncIterable<ServerSentEvent>,
  limits: EventStreamLimits = EVENT_STREAM_LIMITS,
): Promise<void> {
  const controller = new AbortController();
  const res = reply.raw;
  let tooLong = false;
  const deadline = setTimeout(() => {
    tooLong = true;
    controller.abort(new Error('the stream ran past its maximum duration'));
  }, limits.maxDurationMs);
  const onClose = () => {
    if (!res.writableFinished) controller.abort(new Error('client disconnected'));
  };
  res.on('close', onClose);
  reply.hijack();
  // Headers set by the hooks (CORS, security, rate limit) travel with the stream.
  const inherited = Object.fromEntries(
    Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined),
  ) as OutgoingHttpHeaders;
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
        // A slow reader: wait for room, for the client to leave, or drop a client that reads nothing.
        if ((await roomOrEnd(res, controller.signal, limits.writeTimeoutMs)) === 'timeout') {
          request.log.info('event stream stopped: the client read nothing for too long');
          controller.abort(new Error('the client read nothing'));
          res.destroy();
        }
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) {
      request.log.error({ err: error }, 'event stream failed');
      if (!res.destroyed)
        res.write(
          formatEvent({
            event: 'error',
            data: JSON.stringify({ message: 'The stream stopped unexpectedly. Please try again.' }),
          }),
        );
    }
    finished = true;
  } finally {
    clearTimeout(deadline);
    if (!finished) await iterator.return?.().catch(() => undefined);
    res.off('close', onClose);
    if (tooLong) {
      request.log.warn(
        { maxDurationMs: limits.maxDurationMs },
        'event stream stopped: it ran past its maximum duration',
      );
      if (!res.destroyed && !res.writableEnded)
        res.write(formatEvent({ event: 'error', data: JSON.stringify({ message: EVENT_STREAM_TOO_LONG_MESSAGE }) }));
    } else if (controller.signal.aborted) request.log.info('event stream stopped: the client disconnected');
    if (!res.writableEnded) res.end();
  }
}
