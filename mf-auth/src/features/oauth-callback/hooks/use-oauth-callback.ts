import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from '@resumebeat/shared-router';
import { returnPathAfterSignIn } from '@resumebeat/shared-session';
import { GITHUB_STATE_KEY, LINKEDIN_STATE_KEY } from '../../../shared/oauth-redirect';
import { exchangeGithubCode, exchangeLinkedinCode } from '../../../shared/auth-calls';
import { CALLBACK_ERRORS, checkCallback, type CallbackProvider } from '../../../shared/check-callback';
import { paths, pathTo } from '@resumebeat/shared-contract/paths';

/**
 * Runs once per page load (a code can be exchanged only once, so React's development double
 * effects must not post it twice): check, exchange, store the user, go to /dashboard.
 */
export function useOAuthCallback(provider: CallbackProvider) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const stateKey = provider === 'github' ? GITHUB_STATE_KEY : LINKEDIN_STATE_KEY;
    const verdict = checkCallback(
      provider,
      { code: params.get('code'), state: params.get('state'), error: params.get('error') },
      window.sessionStorage.getItem(stateKey),
    );
    const fail = (error: string) => navigate(pathTo.loginError(error), { replace: true });
    if (!verdict.ok) {
      window.sessionStorage.removeItem(stateKey);
      fail(verdict.error);
      return;
    }
    const exchange = provider === 'github' ? exchangeGithubCode : exchangeLinkedinCode;
    // The state goes with the code: the server checks it against the sign-in this browser started.
    exchange(verdict.code, verdict.state).then(
      () => {
        window.sessionStorage.removeItem(stateKey);
        // Back to the page that asked for the sign-in, if one did (decision 034).
        navigate(returnPathAfterSignIn() ?? paths.dashboard, { replace: true });
      },
      (error: unknown) => {
        console.error(`[mf-auth] ${provider} sign-in failed`, error);
        window.sessionStorage.removeItem(stateKey);
        fail(CALLBACK_ERRORS[provider].exchangeFailed);
      },
    );
  }, [navigate, params, provider]);
}
