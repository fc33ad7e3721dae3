import { z } from 'zod';
import { route } from '../common/route';

/**
 * Bearer token required. The account's purchase in progress, if any (one at a time per account,
 * docs/decisions/028): a second tab shows it instead of starting another. `null` when none.
 */
export const PURCHASE_ROUTE = route('GET', '/api/payment/purchase');

export const PurchaseSchema = z
  .object({
    kind: z.enum(['card', 'checkout']).meta({
      description: 'card: the card form (a one-month pass); checkout: hosted checkout (a monthly subscription).',
    }),
    planId: z.number().int(),
    planName: z.string(),
    state: z.enum(['open', 'processing']).meta({
      description:
        'open: waiting for the card or the checkout page (continue it with paymentIntentId/clientSecret or checkoutUrl); ' +
        'processing: charged or being charged, the plan is not active yet: the server finishes it by itself (webhook or reconciliation), the dialog can close.',
    }),
    paymentIntentId: z.string().nullable(),
    clientSecret: z
      .string()
      .nullable()
      .meta({ description: 'Only for kind card and state open: the same intent is reused, never a second one.' }),
    checkoutUrl: z.string().nullable().meta({ description: 'Only for kind checkout and state open.' }),
    message: z.string().meta({ description: 'What to tell the buyer about it, as is.' }),
    createdAt: z.string(),
  })
  .meta({ id: 'Purchase' });
export type Purchase = z.infer<typeof PurchaseSchema>;

export const PurchaseResponseSchema = z
  .object({ purchase: PurchaseSchema.nullable() })
  .meta({ id: 'PurchaseResponse' });
export type PurchaseResponse = z.infer<typeof PurchaseResponseSchema>;
