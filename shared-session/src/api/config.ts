import { GET_CONFIG_ROUTE } from '@resumebeat/shared-contract/api-routes';
import type { PublicConfig } from '@resumebeat/shared-contract';
import { request, responseSchema } from './client';

/** The calls' response schemas: loaded, and built, when the first of these calls is made. */
const schemas = () => import('./schemas/config');

let configPromise: Promise<PublicConfig> | null = null;

/** GET /api/config, once per page load (every remote shares it); a failure is not kept, so a later call retries. */
export function getPublicConfig(): Promise<PublicConfig> {
  configPromise ??= request('GET', GET_CONFIG_ROUTE.path, {
    auth: 'none',
    schema: responseSchema(schemas, 'PublicConfigSchema'),
  }).catch((error: unknown) => {
    configPromise = null;
    throw error;
  });
  return configPromise;
}
