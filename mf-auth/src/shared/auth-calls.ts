/**
 * The sign-in calls of this remote, on top of shared-session's API client and session store:
 * each stores the user only when the server returned a token (docs/product/screens.md#sign-in-screen).
 */
import { storeAuthenticatedUser } from '@resumebeat/shared-session';
import { authApi } from '@resumebeat/shared-session/api';

/** docs/product/errors.md#sign-in-and-registration: a failed login is logged and rethrown (the form shows the alert). */
export async function signInWithPassword({
  usernameOrEmail,
  password,
  remember = false,
}: {
  usernameOrEmail: string;
  password: string;
  remember?: boolean;
}) {
  try {
    // 'Remember me': the server issues a 30-day token and the stored session keeps its end (decision 036).
    storeAuthenticatedUser(
      await authApi.login({ usernameOrEmail, password, ...(remember ? { remember: true } : {}) }),
      { remember },
    );
  } catch (error) {
    console.error('[mf-auth] login failed', error);
    throw error;
  }
}

/** The name typed is sent when there is one: the profile keeps it (decision 036). */
export async function signUp({
  name,
  username,
  email,
  password,
}: {
  name: string;
  username: string;
  email: string;
  password: string;
}) {
  const trimmed = name.trim();
  storeAuthenticatedUser(await authApi.register({ ...(trimmed ? { name: trimmed } : {}), username, email, password }));
}

/** The nonce for Google Identity Services; the server binds it to this browser (decision 027). */
export async function startGoogleSignIn(): Promise<string> {
  return (await authApi.googleStart()).nonce;
}

export async function signInWithGoogle(idToken: string) {
  storeAuthenticatedUser(await authApi.google({ idToken }));
}

/** The code and the state it came back with (the server checks the state; decision 027). */
export async function exchangeGithubCode(code: string, state: string) {
  storeAuthenticatedUser(await authApi.github({ code, state }));
}

/**
 * docs/product/screens.md#sign-in-screen: a successful LinkedIn answer stores the user only when it carries a token;
 * without one the callback still ends as a success (state removed, on to /dashboard).
 */
export async function exchangeLinkedinCode(code: string, state: string) {
  const result = await authApi.linkedin({ code, state });
  if (result?.token) storeAuthenticatedUser(result);
}

/** 'Forgot password?': the server's neutral answer, and whether this server sends mail. */
export async function requestPasswordReset(email: string) {
  return authApi.forgotPassword({ email });
}

export async function resetPassword(input: { token: string; password: string }) {
  return authApi.resetPassword(input);
}
