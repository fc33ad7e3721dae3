import { z } from 'zod';
import { route } from './common/route';

export const HEALTH_ROUTE = route('GET', '/api/health');

/**
 * 200 with status 'ok' when the server answers and its database answers `SELECT 1` within 2 s;
 * 503 with status 'unavailable' and a message otherwise (load balancers take the instance out).
 * The version and uptime are not published (review L5): they help only whoever probes for flaws.
 */
export const HealthResponseSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(['pglite', 'postgres', 'none']),
    message: z.string().optional(),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** Liveness: the process answers (never touches the database). A supervisor restarts on failure. */
export const LIVENESS_ROUTE = route('GET', '/api/health/live');
/**
 * Readiness: 200 when this instance may take traffic; 503 with a message while its database does
 * not answer, migrations are pending (MIGRATE_ON_START=false before `db:migrate`), or it is
 * shutting down. A load balancer routes by it.
 */
export const READINESS_ROUTE = route('GET', '/api/health/ready');
