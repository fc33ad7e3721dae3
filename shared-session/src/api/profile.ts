import { ProfileSchema, type ProfileUpdate } from '@resumebeat/shared-contract';
import { API_BASE, request } from './client';

export const profileApi = {
  get: () => request('GET', API_BASE.profile, { auth: 'required', schema: ProfileSchema }),
  update: (update: ProfileUpdate) => request('PUT', API_BASE.profile, { auth: 'required', json: update, schema: ProfileSchema }),
  cancelSubscription: () => request<unknown>('POST', `${API_BASE.profile}/cancel-subscription`, { auth: 'required', json: {} }),
};
