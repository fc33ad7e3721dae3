// How many file uploads are read at once (review M8). Each one buffers up to UPLOAD_LIMIT_BYTES
// (10 MB) plus its fields before anything is parsed, so without a bound 200 parallel uploads hold
// 2 GB. The gate is taken before the body is read and given back when the response ends or the
// connection closes; past the bound the request is refused at once, before its body is read.
//
// A place counts time as well (review M14): a body that trickles in (a byte every few seconds is
// never idle) would hold its place up to the request timeout, so a few slow senders from several
// addresses could shut everyone else out. So a body must keep arriving at minBytesPerSecond:
// - measured over each rateWindowMs, a body still arriving below that rate is answered 408 with a
//   message and its connection closed;
// - when the gate is full, the newcomer is not refused while a place is held by a body that has
//   arrived below that rate since it began (past a short grace): the slowest such one is closed
//   (408) and its place given to the newcomer. Only bodies still arriving can be closed this way;
//   a body that has arrived is being read and keeps its place.
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from './client-address';
import { HttpError } from './http-errors';

export const UPLOAD_GATE_MESSAGES = {
  busy: 'The server is busy reading other files. Please try again in a minute.',
  perClient: 'You are sending several files at once. Wait for them to finish, then try again.',
  tooSlow: (bytesPerSecond: number) =>
    `Your file arrived too slowly (under ${Math.round(bytesPerSecond / 1024)} KB a second), so the upload was stopped. Please try again on a faster connection.`,
} as const;

/** A newcomer may take the place of a slow body only once that body is this old (its rate means something by then). */
export const SLOW_BODY_GRACE_MS = 2_000;

export interface UploadGateLimits {
  inFlight: number;
  perClient: number;
  idleMs?: number;
  /** The slowest rate a body may arrive at (bytes a second); 0 turns the rate checks off. */
  minBytesPerSecond?: number;
  /** How often the rate is measured, over the time since the last measure. */
  rateWindowMs?: number;
}

interface Holder {
  startedAt: number;
  bytesAtStart: number;
  socket: Socket;
  request: FastifyRequest;
  reply: FastifyReply;
  release: () => void;
}

export function createUploadGate(limits: UploadGateLimits) {
  let active = 0;
  let closedForSlowness = 0;
  const byClient = new Map<string, number>();
  /** Places whose body is still arriving. */
  const arriving = new Set<Holder>();
  const minRate = limits.minBytesPerSecond ?? 0;
  const rateWindowMs = limits.rateWindowMs ?? 10_000;

  /** Answers 408 with the message, closes the connection and gives the place back at once. */
  function closeSlow(holder: Holder) {
    arriving.delete(holder);
    closedForSlowness += 1;
    holder.release();
    const { reply, socket } = holder;
    const raw = reply.raw;
    if (!raw.headersSent && !raw.writableEnded) {
      const body = JSON.stringify({ message: UPLOAD_GATE_MESSAGES.tooSlow(minRate) });
      raw.writeHead(408, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        connection: 'close',
      });
      raw.end(body, () => socket.destroy());
      // A client that does not read its answer does not keep the connection either.
      setTimeout(() => socket.destroy(), 1_000).unref();
    } else {
      socket.destroy();
    }
  }

  /** The slowest body still arriving below the minimum rate since it began, past the grace; else null. */
  function slowestEvictable(now: number): Holder | null {
    let slowest: Holder | null = null;
    let slowestRate = Number.POSITIVE_INFINITY;
    for (const holder of arriving) {
      const age = now - holder.startedAt;
      if (age < SLOW_BODY_GRACE_MS || holder.request.raw.complete) continue;
      const rate = ((holder.socket.bytesRead - holder.bytesAtStart) * 1000) / age;
      if (rate < minRate && rate < slowestRate) {
        slowest = holder;
        slowestRate = rate;
      }
    }
    return slowest;
  }

  return {
    /** An onRequest hook for a route that reads a file. */
    async enter(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const client = clientAddressKey(request.ip);
      const mine = byClient.get(client) ?? 0;
      // needsPayment: false, as in every 429 of the upload route: paying would not help here.
      if (mine >= limits.perClient)
        throw new HttpError(429, UPLOAD_GATE_MESSAGES.perClient, { code: 'TOO_MANY_UPLOADS', needsPayment: false });
      if (active >= limits.inFlight) {
        const slow = minRate > 0 ? slowestEvictable(Date.now()) : null;
        if (!slow) throw new HttpError(503, UPLOAD_GATE_MESSAGES.busy, { code: 'UPLOADS_BUSY' });
        closeSlow(slow);
      }
      active++;
      byClient.set(client, mine + 1);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        active--;
        const left = (byClient.get(client) ?? 1) - 1;
        if (left > 0) byClient.set(client, left);
        else byClient.delete(client);
      };
      reply.raw.once('finish', release);
      reply.raw.once('close', release);
      const socket = request.raw.socket;
      if (request.raw.complete || !socket) return;

      const holder: Holder = { startedAt: Date.now(), bytesAtStart: socket.bytesRead, socket, request, reply, release };
      let rateTimer: NodeJS.Timeout | undefined;
      if (minRate > 0) {
        arriving.add(holder);
        let lastBytes = socket.bytesRead;
        const minPerWindow = (minRate * rateWindowMs) / 1000;
        rateTimer = setInterval(() => {
          if (request.raw.complete) return stop();
          const bytes = socket.bytesRead;
          if (bytes - lastBytes < minPerWindow) {
            stop();
            closeSlow(holder);
            return;
          }
          lastBytes = bytes;
        }, rateWindowMs);
        rateTimer.unref();
      }
      // A body that stops arriving (a slow-loris sender, a dead network) would hold its place up to
      // the request timeout; past idleMs without a byte the connection is closed, which gives the
      // place back. Once the body is in, reading the file may take its time: the timers stop.
      const onIdle = () => socket.destroy();
      const idle = Boolean(limits.idleMs) && typeof socket.setTimeout === 'function';
      if (idle) socket.setTimeout(limits.idleMs!, onIdle);
      let stopped = false;
      function stop() {
        if (stopped) return;
        stopped = true;
        arriving.delete(holder);
        if (rateTimer) clearInterval(rateTimer);
        if (idle) {
          socket.setTimeout(0);
          socket.off('timeout', onIdle);
        }
      }
      request.raw.once('end', stop);
      reply.raw.once('close', stop);
    },
    stats: () => ({ active, clients: byClient.size, closedForSlowness }),
  };
}

export type UploadGate = ReturnType<typeof createUploadGate>;
