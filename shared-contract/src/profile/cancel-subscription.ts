import { route } from '../common/route';

/** Bearer token required; empty body (billing issue). */
export const PROFILE_CANCEL_SUBSCRIPTION_ROUTE = route('POST', '/api/profile/cancel-subscription');
