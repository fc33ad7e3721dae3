import { z } from 'zod';
import { route } from '../common/route';

/** The deploy-time map of remote name to its mf-manifest.json URL, sent with no-store. */
export const REMOTES_JSON_ROUTE = route('GET', '/remotes.json');

export const REMOTE_NAMES = ['mf_auth', 'mf_scanner', 'mf_billing', 'mf_profile'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const RemotesMapSchema = z.record(z.string().min(1), z.string().min(1)).meta({ id: 'RemotesMap' });
export type RemotesMap = z.infer<typeof RemotesMapSchema>;
