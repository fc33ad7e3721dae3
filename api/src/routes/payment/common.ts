import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorResponseSchema } from '@resumebeat/shared-contract';
import { HttpError } from '../../lib/http-errors';
import { authErrorResponses } from '../common-responses';

/**
 * The origin the browser uses: where checkout and the portal send it back. PUBLIC_ORIGIN, which
 * production requires (config.ts); the request's Host only in development without it (review L6).
 */
export function browserOrigin(app: FastifyInstance, request: FastifyRequest): string {
  if (app.config.publicOrigin) return app.config.publicOrigin;
  if (app.config.env === 'production')
    throw new HttpError(503, 'PUBLIC_ORIGIN is not set: payments cannot send the browser back.');
  return `${request.protocol}://${request.host}`;
}

/** Payment calls' errors: not found, another account's, conflicts, the provider down or payments off. */
export const paymentErrorResponses = {
  ...authErrorResponses,
  402: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  502: ErrorResponseSchema,
  503: ErrorResponseSchema,
} as const;
