import { route } from '../common/route';
import { type OAuthCodeRequest, OAuthCodeRequestSchema } from './oauth';

/**
 * Sign in with the code GitHub sent to /github-callback: the server exchanges it, reads the user
 * and their primary verified email; answers AuthResponse (401 refused, 502 GitHub unreachable,
 * 503 not configured).
 */
export const GITHUB_AUTH_ROUTE = route('POST', '/api/auth/github');

export const GithubAuthRequestSchema = OAuthCodeRequestSchema;
export type GithubAuthRequest = OAuthCodeRequest;
