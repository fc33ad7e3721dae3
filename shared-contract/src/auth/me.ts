import { z } from 'zod';
import { route } from '../common/route';

/** Who the bearer token belongs to; 401 when the token is missing, invalid or expired. */
export const ME_ROUTE = route('GET', '/api/auth/me');

export const MeResponseSchema = z
  .object({
    username: z.string(),
    email: z.string(),
    isPremium: z.boolean(),
    firstName: z.string().optional().meta({ description: 'The first name on the profile, when known.' }),
  })
  .meta({ id: 'MeResponse' });
export type MeResponse = z.infer<typeof MeResponseSchema>;
