import { z } from 'zod';
import { route } from '../common/route';

/** No auth. Which payment provider the card form talks to, and Stripe's publishable key. */
export const PAYMENT_CONFIG_ROUTE = route('GET', '/api/payment/config');

/** stripe: Stripe; local: the built-in test provider (no real money); none: payments are off. */
export const PaymentProviderSchema = z.enum(['stripe', 'local', 'none']);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

export const PaymentConfigResponseSchema = z
  .object({
    stripePublishableKey: z.string().nullable(),
    provider: PaymentProviderSchema,
    testMode: z.boolean().meta({
      description:
        'true when no real money moves (the built-in provider, or Stripe test keys; in production only with ALLOW_TEST_PAYMENTS=true): every payment screen shows TEST MODE.',
    }),
  })
  .meta({ id: 'PaymentConfigResponse' });
export type PaymentConfigResponse = z.infer<typeof PaymentConfigResponseSchema>;
