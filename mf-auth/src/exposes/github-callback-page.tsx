import { OAuthCallbackView } from '../features/oauth-callback/components/oauth-callback-view';
import { useOAuthCallback } from '../features/oauth-callback/hooks/use-oauth-callback';

/** Exposed as `mf_auth/GithubCallbackPage`: /github-callback. */
export default function GithubCallbackPage() {
  useOAuthCallback('github');
  return <OAuthCallbackView heading="Signing you in with GitHub..." />;
}
