import { z } from 'zod';

export const GoogleAuthRequestSchema = z
  .object({ idToken: z.string().trim().min(1, { message: 'idToken is required' }).max(8192) })
  .meta({ id: 'GoogleAuthRequest' });
export type GoogleAuthRequest = z.input<typeof GoogleAuthRequestSchema>;
