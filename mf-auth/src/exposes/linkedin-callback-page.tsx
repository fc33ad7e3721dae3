import { OAuthCallbackView } from '../features/oauth-callback/components/oauth-callback-view';
import { useOAuthCallback } from '../features/oauth-callback/hooks/use-oauth-callback';

/** Exposed as `mf_auth/LinkedinCallbackPage`: /linkedin-callback. */
export default function LinkedinCallbackPage() {
  useOAuthCallback('linkedin');
  return <OAuthCallbackView heading="Completing LinkedIn sign in..." text="Please wait while we log you in." />;
}
