import { z } from 'zod';

/** The plan a payment is for (a membership plan's `id`); everything else comes from the plan on the server. */
export const PlanIdRequestSchema = z
  .object({ planId: z.union([z.number().int(), z.string().trim().min(1).max(40)]) })
  .meta({ id: 'PlanIdRequest' });
export type PlanIdRequest = z.infer<typeof PlanIdRequestSchema>;

/** Where a hosted checkout sends the buyer back: a path of this app ('/upload', '/profile'), never another site. */
export const ReturnPathSchema = z
  .string()
  .max(200)
  .regex(/^\/(?!\/)[A-Za-z0-9/_-]*$/, 'returnPath must be a path of this site, like /upload');

export const CheckoutSessionRequestSchema = PlanIdRequestSchema.extend({
  returnPath: ReturnPathSchema.optional().meta({
    description:
      'The page the checkout was started from (default /profile); ?payment=success&session_id=… or ?payment=cancelled is added.',
  }),
}).meta({ id: 'CheckoutSessionRequest' });
export type CheckoutSessionRequest = z.infer<typeof CheckoutSessionRequestSchema>;
