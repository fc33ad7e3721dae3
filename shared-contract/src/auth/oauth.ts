import { z } from 'zod';

/**
 * What the code-flow sign-ins (GitHub, LinkedIn; issue 6) post: the authorization code the
 * provider sent back to /github-callback or /linkedin-callback, and the `state` that came with it.
 * The server checks that state against the flow it started in this browser (its sign-in cookie),
 * then exchanges the code with that flow's PKCE verifier (decision 027). Each endpoint has its own file.
 */
export const OAuthCodeRequestSchema = z
  .object({
    code: z.string().trim().min(1, { message: 'code is required' }).max(2048),
    state: z.string().trim().min(1, { message: 'state is required' }).max(512),
  })
  .meta({ id: 'OAuthCodeRequest' });
export type OAuthCodeRequest = z.input<typeof OAuthCodeRequestSchema>;

export const OAuthStartResponseSchema = z
  .object({
    authorizeUrl: z.string().meta({
      description: "The provider's authorize URL: client id, redirect URI, scope, state, code_challenge (S256).",
    }),
    state: z
      .string()
      .meta({ description: 'The state in that URL; the callback page compares it with the one it receives.' }),
  })
  .meta({ id: 'OAuthStartResponse' });
export type OAuthStartResponse = z.infer<typeof OAuthStartResponseSchema>;

export const GoogleStartResponseSchema = z.object({ nonce: z.string() }).meta({ id: 'GoogleStartResponse' });
export type GoogleStartResponse = z.infer<typeof GoogleStartResponseSchema>;
