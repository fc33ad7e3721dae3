import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ScanSubject } from '../../plugins/app/scans';

/** An account when a valid token came with the request, else an anonymous visitor by IP. */
export function scanSubject(request: FastifyRequest): ScanSubject {
  return request.user ? { userId: request.user.id, ip: request.ip } : { userId: null, ip: request.ip };
}

/** Aborts when the client goes away before the answer is sent (AI calls stop). */
export function clientSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('client disconnected'));
  });
  return controller.signal;
}
