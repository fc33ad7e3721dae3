import {
  FORGOT_PASSWORD_ROUTE,
  RESET_PASSWORD_ROUTE,
  GITHUB_AUTH_ROUTE,
  GITHUB_AUTH_START_ROUTE,
  GOOGLE_AUTH_ROUTE,
  GOOGLE_AUTH_START_ROUTE,
  LINKEDIN_AUTH_ROUTE,
  LINKEDIN_AUTH_START_ROUTE,
  LOGIN_ROUTE,
  ME_ROUTE,
  REGISTER_ROUTE,
  linkedInErrorMessage,
} from '@resumebeat/shared-contract/api-routes';
import type {
  ForgotPasswordRequest,
  ResetPasswordRequest,
  GithubAuthRequest,
  GoogleAuthRequest,
  LinkedInAuthRequest,
  LoginRequest,
  RegisterRequest,
} from '@resumebeat/shared-contract';
// The package name, not a relative path: the stored user is the shared singleton's.
import { setPremium } from '@resumebeat/shared-session';
import { ApiError } from './api-error';
import { request, responseSchema } from './client';

/** The calls' response schemas: loaded, and built, when the first of these calls is made. */
const schemas = () => import('./schemas/auth');

/** docs/product/api.md: the LinkedIn body is text, parsed for `error`, else the text, else 'HTTP {status}'. */
async function linkedInError(response: Response): Promise<ApiError> {
  let text: string | null = null;
  try {
    text = await response.text();
  } catch {
    // unreadable: the status is all there is
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return new ApiError(response.status, linkedInErrorMessage(response.status, text), body);
}

/** Sign-in calls send no bearer token: they create the session rather than use one. */
export const authApi = {
  register: (body: RegisterRequest) =>
    request('POST', REGISTER_ROUTE.path, {
      auth: 'none',
      json: body,
      schema: responseSchema(schemas, 'SignInResponseSchema'),
    }),
  login: (body: LoginRequest) =>
    request('POST', LOGIN_ROUTE.path, {
      auth: 'none',
      json: body,
      schema: responseSchema(schemas, 'SignInResponseSchema'),
    }),
  /** 'Forgot password?': the same neutral answer whether or not the email has an account. */
  forgotPassword: (body: ForgotPasswordRequest) =>
    request('POST', FORGOT_PASSWORD_ROUTE.path, {
      auth: 'none',
      json: body,
      schema: responseSchema(schemas, 'ForgotPasswordResponseSchema'),
    }),
  /** The token of a mailed reset link and the new password; earlier sessions stop working. */
  resetPassword: (body: ResetPasswordRequest) =>
    request('POST', RESET_PASSWORD_ROUTE.path, {
      auth: 'none',
      json: body,
      schema: responseSchema(schemas, 'ResetPasswordResponseSchema'),
    }),
  /**
   * Starts a provider sign-in (decision 027): the server sets a short-lived HttpOnly cookie for this
   * browser and answers the authorize URL and state (GitHub, LinkedIn) or the nonce (Google).
   */
  githubStart: () =>
    request('POST', GITHUB_AUTH_START_ROUTE.path, {
      auth: 'none',
      schema: responseSchema(schemas, 'OAuthStartResponseSchema'),
    }),
  linkedinStart: () =>
    request('POST', LINKEDIN_AUTH_START_ROUTE.path, {
      auth: 'none',
      schema: responseSchema(schemas, 'OAuthStartResponseSchema'),
    }),
  googleStart: () =>
    request('POST', GOOGLE_AUTH_START_ROUTE.path, {
      auth: 'none',
      schema: responseSchema(schemas, 'GoogleStartResponseSchema'),
    }),
  google: (body: GoogleAuthRequest) =>
    request('POST', GOOGLE_AUTH_ROUTE.path, {
      auth: 'none',
      json: body,
      schema: responseSchema(schemas, 'SignInResponseSchema'),
    }),
  github: (body: GithubAuthRequest) =>
    request('POST', GITHUB_AUTH_ROUTE.path, {
      auth: 'none',
      json: body,
      schema: responseSchema(schemas, 'SignInResponseSchema'),
    }),
  linkedin: (body: LinkedInAuthRequest) =>
    request('POST', LINKEDIN_AUTH_ROUTE.path, {
      auth: 'none',
      json: body,
      schema: responseSchema(schemas, 'SignInResponseSchema'),
      toError: linkedInError,
    }),
  /** The signed-in account (bearer); its isPremium refreshes the stored user's. */
  me: () =>
    request('GET', ME_ROUTE.path, { auth: 'required', schema: responseSchema(schemas, 'MeResponseSchema') }).then(
      (me) => {
        setPremium(me.isPremium);
        return me;
      },
    ),
};
