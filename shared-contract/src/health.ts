import { z } from 'zod';
import { route } from './common/route';

export const HEALTH_ROUTE = route('GET', '/api/health');

export const HealthResponseSchema = z
  .object({
    status: z.literal('ok'),
    version: z.string(),
    uptimeSeconds: z.number(),
    database: z.enum(['pglite', 'postgres', 'none']),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
