import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorResponseSchema } from '@resumebeat/shared-contract';
import { authErrorResponses } from '../common-responses';

/** The origin the browser uses (PUBLIC_ORIGIN, else the request's): where checkout and the portal send it back. */
export function browserOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.publicOrigin ?? `${request.protocol}://${request.host}`;
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
