// Texts every feature of the upgrade dialog shows (plans, checkout and the dialog itself): here,
// outside the features, so that none of them imports another for its words.
/** docs/product/plans-and-billing.md#upgrade-dialog, docs/product/rules-and-limits.md#payment and docs/product/errors.md#plans-and-payment: the upgrade dialog's texts, word for word. */
export const UPGRADE_TEXT = {
  title: 'Upgrade Your Account',
  plansHeading: 'Choose Your Plan',
  plansSubheading: 'Unlock unlimited resume scans and advanced features',
  currentPlan: 'Current Plan',
  mostPopular: 'Most Popular',
  guarantee: 'All plans include a 30-day money-back guarantee',
  noCommitment: 'Cancel anytime • No long-term commitments',
  paymentTitle: (plan: string) => `Upgrade to ${plan}`,
  paymentSubtitle: 'Get unlimited access to all features',
  steps: ['Payment Details', 'Processing', 'Complete'] as const,
  hostedButton: 'Continue to secure checkout',
  signupMessage: 'Create an account to upgrade and get unlimited scans!',
} as const;

export const PAYMENT_MESSAGES = {
  plansFailed: 'Failed to load membership plans',
  initFailed: 'Failed to initialize payment. Please try again.',
  checkoutFailed: 'Failed to start checkout. Please try again.',
  cardMissing: 'Card information not found. Please try again.',
  notReady: 'Payment system not ready. Please try again.',
  notSuccessful: 'Payment was not successful',
  providerFailed: 'Payment failed',
  failedRetry: 'Payment failed. Please try again.',
} as const;
