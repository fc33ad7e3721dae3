import { z } from 'zod';

export const MeResponseSchema = z
  .object({
    username: z.string(),
    email: z.string(),
    isPremium: z.boolean(),
    firstName: z.string().optional().meta({ description: 'The first name on the profile, when known.' }),
  })
  .meta({ id: 'MeResponse' });
export type MeResponse = z.infer<typeof MeResponseSchema>;
