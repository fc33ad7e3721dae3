import { z } from 'zod';

/**
 * What the code-flow sign-ins (GitHub, LinkedIn; issue 6) post: the authorization code the
 * provider sent back to /github-callback or /linkedin-callback. Each endpoint has its own file.
 */
export const OAuthCodeRequestSchema = z
  .object({ code: z.string().trim().min(1, { message: 'code is required' }).max(2048) })
  .meta({ id: 'OAuthCodeRequest' });
export type OAuthCodeRequest = z.input<typeof OAuthCodeRequestSchema>;
