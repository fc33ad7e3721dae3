import { z } from 'zod';
import { ErrorResponseSchema } from '../common/errors';
import { type OAuthCodeRequest, OAuthCodeRequestSchema } from './oauth';

export const LinkedInAuthRequestSchema = OAuthCodeRequestSchema;
export type LinkedInAuthRequest = OAuthCodeRequest;

/**
 * docs/product/api.md#auth: the LinkedIn callback reads a non-OK body as text, parses it as JSON and
 * shows its `error` field (else the raw text). Every failure of this endpoint therefore carries
 * `error` (the same text as `message`) besides the usual `message`.
 */
export const LinkedInAuthErrorResponseSchema = ErrorResponseSchema.extend({
  error: z.string().meta({ description: 'The same text as message; what the LinkedIn callback displays.' }),
}).meta({ id: 'LinkedInAuthErrorResponse' });
export type LinkedInAuthErrorResponse = z.infer<typeof LinkedInAuthErrorResponseSchema>;
