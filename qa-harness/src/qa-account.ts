/**
 * Signs in a QA account against the local api (proxied at /api by the dev server), so a remote
 * running alone can be tried as a signed-in user. The free account is created on first use; the
 * Premium member is made by `pnpm --filter @resumebeat/api qa:accounts` (run while the api is
 * stopped), which creates both with these credentials (api/scripts/qa-accounts.ts).
 */
export const QA_ACCOUNT = { username: 'qa_user', email: 'qa@resumebeat.local', password: 'qa-password-123' } as const;
export const QA_MEMBER = {
  username: 'qa_member',
  email: 'qa-member@resumebeat.local',
  password: 'qa-password-123',
} as const;

export async function signInQaAccount(): Promise<void> {
  const { storeAuthenticatedUser } = await import('@resumebeat/shared-session');
  const { authApi } = await import('@resumebeat/shared-session/api');
  try {
    storeAuthenticatedUser(
      await authApi.login({ usernameOrEmail: QA_ACCOUNT.username, password: QA_ACCOUNT.password }),
    );
  } catch {
    storeAuthenticatedUser(await authApi.register({ ...QA_ACCOUNT }));
  }
}

export async function signInQaMember(): Promise<void> {
  const { storeAuthenticatedUser } = await import('@resumebeat/shared-session');
  const { authApi } = await import('@resumebeat/shared-session/api');
  try {
    storeAuthenticatedUser({
      ...(await authApi.login({ usernameOrEmail: QA_MEMBER.username, password: QA_MEMBER.password })),
      isPremium: true,
    });
  } catch (error) {
    throw new Error(
      `${String(error)}. Create the QA member first: stop the api, run \`pnpm --filter @resumebeat/api qa:accounts\`, start it again.`,
      { cause: error },
    );
  }
}
