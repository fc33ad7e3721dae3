import { z } from 'zod';

/** The plan a payment is for (a membership plan's `id`); everything else comes from the plan on the server. */
export const PlanIdRequestSchema = z
  .object({ planId: z.union([z.number().int(), z.string().trim().min(1).max(40)]) })
  .meta({ id: 'PlanIdRequest' });
export type PlanIdRequest = z.infer<typeof PlanIdRequestSchema>;
