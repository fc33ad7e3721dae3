import { z } from 'zod';
import { route } from '../common/route';

/**
 * Sign in with the ID token (the `credential`) Google Identity Services gives the browser. The
 * server checks its signature against Google's keys, issuer, audience (GOOGLE_CLIENT_ID), expiry
 * and that the email is verified; answers AuthResponse (401 refused, 502 Google unreachable,
 * 503 not configured).
 */
export const GOOGLE_AUTH_ROUTE = route('POST', '/api/auth/google');

export const GoogleAuthRequestSchema = z
  .object({ idToken: z.string().trim().min(1, { message: 'idToken is required' }).max(8192) })
  .meta({ id: 'GoogleAuthRequest' });
export type GoogleAuthRequest = z.input<typeof GoogleAuthRequestSchema>;
