import { z } from 'zod';
import { route } from '../common/route';
import { ErrorResponseSchema } from '../common/errors';
import { type OAuthCodeRequest, OAuthCodeRequestSchema } from './oauth';

/**
 * Sign in with the code LinkedIn sent to /linkedin-callback: the server exchanges it and reads
 * the OpenID userinfo (verified email required); answers AuthResponse (401 refused, 502 LinkedIn
 * unreachable, 503 not configured).
 */
export const LINKEDIN_AUTH_ROUTE = route('POST', '/api/auth/linkedin');

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

/** Reads a failed LinkedIn sign-in body as docs/product/api.md#auth says: JSON `error`, else the raw text, else 'HTTP {status}'. */
export function linkedInErrorMessage(status: number, body: string | null): string {
  if (body) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string' && parsed.error)
        return parsed.error;
    } catch {
      // not JSON: the text itself is the message
    }
    if (body.trim()) return body;
  }
  return `HTTP ${status}`;
}
