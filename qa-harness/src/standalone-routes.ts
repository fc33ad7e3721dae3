import type { ComponentType } from 'react';
import { REMOTE_NAME_OF, REMOTE_ROUTES, type RemoteFolder } from '@resumebeat/shared-contract/app-map';
import type { StandaloneRoute } from './mount-standalone';

/**
 * A remote's routes on its own page: every route of the route table that shows one of its pages,
 * with the page given by exposed name (`{ AuthPage }`), in table order. A page of the remote that
 * the table shows and `pages` lacks is an error, so the standalone page cannot drift from the app.
 */
export function standaloneRoutes(remote: RemoteFolder, pages: Record<string, ComponentType>): StandaloneRoute[] {
  const name = REMOTE_NAME_OF[remote];
  return REMOTE_ROUTES.filter((route) => route.page.startsWith(`${name}/`)).map((route) => {
    const label = route.page.slice(name.length + 1);
    const Page = pages[label];
    if (!Page) throw new Error(`${route.path} shows ${route.page}, which is not among the pages given for ${remote}`);
    return { path: route.path, label, Page };
  });
}
