import { NOT_AUTHENTICATED, isApiError } from '@resumebeat/shared-session/api';

/** docs/product/screens.md#profile-page, docs/product/rules-and-limits.md#profile and docs/product/errors.md#profile: the profile's texts, word for word. */
export const PROFILE_MESSAGES = {
  unauthorized: 'Unauthorized - please log in again',
  fetchFailed: 'Failed to fetch profile',
  updateFailed: 'Failed to update profile',
  cancelFailed: 'Failed to cancel subscription',
  loadFailedScreen: 'Failed to load profile. Please try again.',
  updated: 'Profile updated successfully!',
  cancelFailedTitle: 'Cancellation Failed',
  billingPortalFailed: 'Unable to open billing portal. Please try again later.',
  never: 'Never',
  free: 'Free',
} as const;

/** How long 'Profile updated successfully!' stays (docs/product/rules-and-limits.md#time-and-progress). */
export const PROFILE_SUCCESS_MS = 3000;
/** The cancel dialog closes this long after a successful cancellation (docs/product/rules-and-limits.md#time-and-progress). */
export const CANCEL_SUCCESS_CLOSE_MS = 2000;

/** A failed profile call as docs/product/errors.md#profile says it: 401 is always the same sentence. */
export function describeProfileError(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message === NOT_AUTHENTICATED) return PROFILE_MESSAGES.unauthorized;
  if (isApiError(error)) {
    if (error.status === 401) return PROFILE_MESSAGES.unauthorized;
    return serverMessage(error.body) ?? fallback;
  }
  return fallback;
}

/** The `{ message }` the api sends with every error; a proxy's page or an empty body is not one. */
export function serverMessage(body: unknown): string | null {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : null;
  return typeof message === 'string' && message.trim() ? message : null;
}
