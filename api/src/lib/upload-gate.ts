// How many file uploads are read at once (review M8). Each one buffers up to UPLOAD_LIMIT_BYTES
// (10 MB) plus its fields before anything is parsed, so without a bound 200 parallel uploads hold
// 2 GB. The gate is taken before the body is read and given back when the response ends or the
// connection closes; past the bound the request is refused at once, before its body is read.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from './client-address';
import { HttpError } from './http-errors';

export const UPLOAD_GATE_MESSAGES = {
  busy: 'The server is busy reading other files. Please try again in a minute.',
  perClient: 'You are sending several files at once. Wait for them to finish, then try again.',
} as const;

export function createUploadGate(limits: { inFlight: number; perClient: number; idleMs?: number }) {
  let active = 0;
  const byClient = new Map<string, number>();

  return {
    /** An onRequest hook for a route that reads a file. */
    async enter(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const client = clientAddressKey(request.ip);
      const mine = byClient.get(client) ?? 0;
      // needsPayment: false, as in every 429 of the upload route: paying would not help here.
      if (mine >= limits.perClient) throw new HttpError(429, UPLOAD_GATE_MESSAGES.perClient, { code: 'TOO_MANY_UPLOADS', needsPayment: false });
      if (active >= limits.inFlight) throw new HttpError(503, UPLOAD_GATE_MESSAGES.busy, { code: 'UPLOADS_BUSY' });
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
      // A body that stops arriving (a slow-loris sender, a dead network) would hold its place up to
      // the request timeout; past idleMs without a byte the connection is closed, which gives the
      // place back. Once the body is in, reading the file may take its time: the timer stops.
      const socket = request.raw.socket;
      if (limits.idleMs && !request.raw.complete && typeof socket?.setTimeout === 'function') {
        const onIdle = () => socket.destroy();
        socket.setTimeout(limits.idleMs, onIdle);
        const stop = () => {
          socket.setTimeout(0);
          socket.off('timeout', onIdle);
        };
        request.raw.once('end', stop);
        reply.raw.once('close', stop);
      }
    },
    stats: () => ({ active, clients: byClient.size }),
  };
}

export type UploadGate = ReturnType<typeof createUploadGate>;
