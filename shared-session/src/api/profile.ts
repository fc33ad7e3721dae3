import type { ProfileUpdate } from '@resumebeat/shared-contract';
// The package name, not a relative path: the stored user is the shared singleton's.
import { setPremium } from '@resumebeat/shared-session';
import { API_BASE, request, responseSchema } from './client';

/** The calls' response schemas: loaded, and built, when the first of these calls is made. */
const schemas = () => import('./schemas/profile');

/** The profile's subscription (null on the free plan) also refreshes the stored user's isPremium. */
const withPremium = <T extends { subscription: { isActive: boolean; type: number } | null }>(value: T): T => {
  const active = value.subscription?.isActive === true;
  setPremium(active, active ? value.subscription?.type : null);
  return value;
};

export const profileApi = {
  get: () =>
    request('GET', API_BASE.profile, { auth: 'required', schema: responseSchema(schemas, 'ProfileSchema') }).then(
      withPremium,
    ),
  update: (update: ProfileUpdate) =>
    request('PUT', API_BASE.profile, {
      auth: 'required',
      json: update,
      schema: responseSchema(schemas, 'ProfileSchema'),
    }).then(withPremium),
  /** The same as paymentApi.cancelSubscription, at the profile path (docs/product/api.md#payment). */
  cancelSubscription: () =>
    request('POST', `${API_BASE.profile}/cancel-subscription`, {
      auth: 'required',
      json: {},
      schema: responseSchema(schemas, 'CancelSubscriptionResponseSchema'),
    }).then(withPremium),
};
