/**
 * The authorization-code redirects of docs/product/api.md (GitHub and LinkedIn). The api starts the
 * sign-in (decision 027): it picks the state and the PKCE verifier, keeps them for this browser in
 * an HttpOnly cookie, and answers the provider's authorize URL. The state is also kept in
 * sessionStorage for the callback page to check, then the browser leaves for the provider.
 */
import { authApi } from '@resumebeat/shared-session/api';

export const GITHUB_STATE_KEY = 'github_auth_state';
export const LINKEDIN_STATE_KEY = 'linkedin_auth_state';

export interface OAuthProviderConfig {
  clientId: string;
  /** The provider's authorize endpoint (configurable so tests can use a local provider). */
  authorizeUrl: string;
}

/** Starts the sign-in at the api, saves its state and sends the browser to the provider. */
export async function startOAuthRedirect(
  provider: 'github' | 'linkedin',
  go = (url: string) => window.location.assign(url),
): Promise<void> {
  const { authorizeUrl, state } = await (provider === 'github' ? authApi.githubStart() : authApi.linkedinStart());
  window.sessionStorage.setItem(provider === 'github' ? GITHUB_STATE_KEY : LINKEDIN_STATE_KEY, state);
  go(authorizeUrl);
}
