// The payment calls' schemas (plans, checkout, subscription, the providers): an entry of its
// own so that an app can build them apart from the rest (shell/src/bootstrap.tsx).
import '../common/browser-parsing';
export * from './subscription';
export * from './membership-plans';
export * from './plan-id';
export * from './create-payment-intent';
export * from './confirm-payment';
export * from './checkout-session';
export * from './verify-checkout';
export * from './subscription-status';
export * from './billing-portal-session';
export * from './cancel-subscription';
export * from './payment-config';
export * from './purchase';
export * from './webhook';
export * from './local-provider';
