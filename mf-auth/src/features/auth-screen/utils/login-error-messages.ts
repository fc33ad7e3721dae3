/**
 * What the login screen says for each `/login?error=` value the identity-provider callbacks
 * send (docs/product/errors.md#sign-in-and-registration lists the values but not their display).
 */
export const LOGIN_ERROR_MESSAGES: Record<string, string> = {
  access_denied: 'LinkedIn sign-in was cancelled or refused. You can try again, or sign in another way.',
  invalid_state: 'LinkedIn sign-in could not be verified (the security check did not match). Please try again.',
  no_code: 'LinkedIn did not send back a sign-in code. Please try again.',
  callback_failed: 'We could not complete LinkedIn sign-in. Please try again in a moment.',
  github_no_code: 'GitHub did not send back a sign-in code. Please try again.',
  github_state_mismatch: 'GitHub sign-in could not be verified (the security check did not match). Please try again.',
  github_auth_failed: 'GitHub authentication failed. Please try again, or sign in another way.',
};

/** The message for an error value; unknown values get a generic sentence, never the raw value. */
export function loginErrorMessage(value: string | null): string | null {
  if (!value) return null;
  return LOGIN_ERROR_MESSAGES[value] ?? 'Sign-in did not complete. Please try again.';
}
