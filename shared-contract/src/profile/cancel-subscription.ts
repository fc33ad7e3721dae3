import { route } from '../common/route';

/** Bearer token required; empty body. The same as POST /api/payment/cancel-subscription (CancelSubscriptionResponse). */
export const PROFILE_CANCEL_SUBSCRIPTION_ROUTE = route('POST', '/api/profile/cancel-subscription');
