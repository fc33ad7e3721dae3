import {
  REMOTE_ROUTES as TABLE_REMOTE_ROUTES,
  type RemoteRoute as TableRoute,
} from '@resumebeat/shared-contract/app-map';
import type { RemoteModuleId } from '../federation/remote-page';
import type { Access } from './guards';

/**
 * The routes that show a remote's page: data only, so that the start (bootstrap.tsx) can read it
 * before the app's modules are evaluated. Derived from the one route table (shared-contract/app-map).
 */
export interface RemoteRoute {
  path: string;
  id: RemoteModuleId;
  what: string;
  access: Access;
  redirectTo?: string;
  /** The login screen's line when this route sends a signed-out visitor there (decision 034). */
  signInReason?: string;
}

const toRemoteRoute = ({ path, page, what, access, redirectTo, signInReason }: TableRoute): RemoteRoute => ({
  path,
  id: page,
  what,
  access,
  ...(redirectTo ? { redirectTo } : {}),
  ...(signInReason ? { signInReason } : {}),
});

/** docs/product/screens.md#routes-and-guards: which remote page each route shows, and who may see it. */
export const REMOTE_ROUTES: RemoteRoute[] = TABLE_REMOTE_ROUTES.map(toRemoteRoute);
