export type CallbackProvider = 'github' | 'linkedin';

/** The /login?error= value for each way a callback can fail (docs/product/screens.md#sign-in-screen and docs/product/errors.md#sign-in-and-registration). */
export const CALLBACK_ERRORS = {
  linkedin: {
    providerError: 'access_denied',
    stateMismatch: 'invalid_state',
    noCode: 'no_code',
    exchangeFailed: 'callback_failed',
  },
  // GitHub's list has no value for a provider error; it is a failed authentication.
  github: {
    providerError: 'github_auth_failed',
    stateMismatch: 'github_state_mismatch',
    noCode: 'github_no_code',
    exchangeFailed: 'github_auth_failed',
  },
} as const;

/** Decides where a callback goes, before any network call. */
export function checkCallback(
  provider: CallbackProvider,
  params: { code: string | null; state: string | null; error: string | null },
  savedState: string | null,
): { ok: true; code: string; state: string } | { ok: false; error: string } {
  const errors = CALLBACK_ERRORS[provider];
  if (provider === 'linkedin') {
    // LinkedIn's order (docs/product/screens.md#identity-provider-callbacks): provider error, then state, then code.
    if (params.error) return { ok: false, error: errors.providerError };
    if (!params.state || params.state !== savedState) return { ok: false, error: errors.stateMismatch };
    if (!params.code) return { ok: false, error: errors.noCode };
    return { ok: true, code: params.code, state: params.state };
  }
  if (params.error) return { ok: false, error: errors.providerError };
  if (!params.code) return { ok: false, error: errors.noCode };
  if (!params.state || params.state !== savedState) return { ok: false, error: errors.stateMismatch };
  return { ok: true, code: params.code, state: params.state };
}
