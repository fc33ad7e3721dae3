import { z } from 'zod';
import { PaymentProviderSchema } from '../payment/payment-config';

export const OAuthProviderPublicConfigSchema = z.object({
  enabled: z.boolean(),
  clientId: z.string().nullable(),
  authorizeUrl: z.string(),
  scope: z.string(),
});
export type OAuthProviderPublicConfig = z.infer<typeof OAuthProviderPublicConfigSchema>;

export const PublicConfigSchema = z
  .object({
    auth: z.object({
      // enabled: the server can complete the sign-in (client id, and secret for the code flows, set).
      google: z.object({ enabled: z.boolean(), clientId: z.string().nullable(), scriptUrl: z.string() }),
      github: OAuthProviderPublicConfigSchema,
      linkedin: OAuthProviderPublicConfigSchema,
    }),
    payments: z.object({
      provider: PaymentProviderSchema,
      stripePublishableKey: z.string().nullable(),
    }),
    limits: z.object({
      maxUploadBytes: z.number().int(),
      freeScans: z.number().int(),
      scanWindow: z.enum(['day', 'month']),
    }),
    session: z.object({
      lifetimeMs: z.number().int().meta({ description: 'The sliding session lifetime (3 hours).' }),
      tokenRefreshPath: z.string(),
    }),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
