import { z } from 'zod';
import { route } from '../common/route';
import type { RemoteName } from './app-map';

/** The deploy-time map of remote name to its mf-manifest.json URL, sent with no-store. */
export const REMOTES_JSON_ROUTE = route('GET', '/remotes.json');

export type { RemoteName };

export const RemotesMapSchema = z.record(z.string().min(1), z.string().min(1)).meta({ id: 'RemotesMap' });
export type RemotesMap = z.infer<typeof RemotesMapSchema>;
