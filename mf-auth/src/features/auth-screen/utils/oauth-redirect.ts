/**
 * The authorization-code redirects of SPEC.md section 7 (GitHub and LinkedIn): a random state is
 * kept in sessionStorage for the callback page to check, then the browser leaves for the provider.
 */
export const GITHUB_STATE_KEY = 'github_auth_state';
export const LINKEDIN_STATE_KEY = 'linkedin_auth_state';

export interface OAuthProviderConfig {
  clientId: string;
  /** The provider's authorize endpoint (configurable so tests can use a local provider). */
  authorizeUrl: string;
}

/** 128 bits of randomness, hex: unguessable, and safe in a URL. */
export function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function githubAuthorizeUrl(config: OAuthProviderConfig, state: string, origin = window.location.origin): string {
  const url = new URL(config.authorizeUrl);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', `${origin}/github-callback`);
  url.searchParams.set('scope', 'read:user user:email');
  url.searchParams.set('state', state);
  return url.href;
}

export function linkedinAuthorizeUrl(config: OAuthProviderConfig, state: string, origin = window.location.origin): string {
  const url = new URL(config.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', `${origin}/linkedin-callback`);
  url.searchParams.set('scope', 'openid profile email');
  url.searchParams.set('state', state);
  return url.href;
}

/** Saves a fresh state and sends the browser to the provider. */
export function startOAuthRedirect(provider: 'github' | 'linkedin', config: OAuthProviderConfig): void {
  const state = randomState();
  window.sessionStorage.setItem(provider === 'github' ? GITHUB_STATE_KEY : LINKEDIN_STATE_KEY, state);
  window.location.assign(provider === 'github' ? githubAuthorizeUrl(config, state) : linkedinAuthorizeUrl(config, state));
}
