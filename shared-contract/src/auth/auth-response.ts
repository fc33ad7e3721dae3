import { z } from 'zod';

/**
 * What register, login, refresh and the identity-provider sign-ins return (docs/product/api.md#auth:
 * the browser reads token, username, email). `expiresAt` (epoch ms) is when the token stops being
 * accepted; the browser refreshes before that while the session is active.
 */
export const AuthResponseSchema = z
  .object({
    token: z.string(),
    username: z.string(),
    email: z.string(),
    isPremium: z.boolean().optional(),
    firstName: z
      .string()
      .optional()
      .meta({ description: 'The first name on the profile, when known: the app bar greets the person by it.' }),
    expiresAt: z.number().int().optional().meta({ description: 'Token expiry, milliseconds since the epoch.' }),
  })
  .meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;
