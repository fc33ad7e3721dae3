import { route } from '../common/route';

/**
 * Bearer token required; empty body. Answers `{ url }` (CheckoutSessionResponse) of the payment
 * provider's billing portal, where a subscriber manages the card, invoices and cancellation.
 * 404 when the account has never paid (no billing account yet).
 */
export const BILLING_PORTAL_SESSION_ROUTE = route('POST', '/api/payment/billing-portal-session');
