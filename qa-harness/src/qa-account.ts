/**
 * Signs in the QA account against the local api (proxied at /api by the dev server), creating it
 * on first use, so a remote running alone can be tried as a signed-in user.
 */
export const QA_ACCOUNT = { username: 'qa_user', email: 'qa@resumebeat.local', password: 'qa-password-123' } as const;

export async function signInQaAccount(): Promise<void> {
  const { storeAuthenticatedUser } = await import('@resumebeat/shared-session');
  const { authApi } = await import('@resumebeat/shared-session/api');
  try {
    storeAuthenticatedUser(await authApi.login({ usernameOrEmail: QA_ACCOUNT.username, password: QA_ACCOUNT.password }));
  } catch {
    storeAuthenticatedUser(await authApi.register({ ...QA_ACCOUNT }));
  }
}
