import { z } from 'zod';
import { route } from '../common/route';

/** Identity-provider sign-ins (issue 6); they answer AuthResponse. */
export const GOOGLE_AUTH_ROUTE = route('POST', '/api/auth/google');
export const GITHUB_AUTH_ROUTE = route('POST', '/api/auth/github');
export const LINKEDIN_AUTH_ROUTE = route('POST', '/api/auth/linkedin');

export const GoogleAuthRequestSchema = z.object({ idToken: z.string().min(1).max(8192) }).meta({ id: 'GoogleAuthRequest' });
export type GoogleAuthRequest = z.infer<typeof GoogleAuthRequestSchema>;

export const OAuthCodeRequestSchema = z.object({ code: z.string().min(1).max(2048) }).meta({ id: 'OAuthCodeRequest' });
export type OAuthCodeRequest = z.infer<typeof OAuthCodeRequestSchema>;
