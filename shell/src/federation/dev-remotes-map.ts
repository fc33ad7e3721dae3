import { REMOTES } from '@resumebeat/shared-contract/app-map';

interface JsonResponse {
  setHeader(name: string, value: string): void;
  end(body: string): void;
}

/** `/remotes.json` of the dev server: every remote on its own dev server port. */
export function devRemotesMiddleware<T>(middlewares: T[]): T[] {
  const map = Object.fromEntries(REMOTES.map(({ name, port }) => [name, `http://localhost:${port}/mf-manifest.json`]));
  middlewares.unshift({
    name: 'remotes-json',
    path: '/remotes.json',
    middleware: (_req: unknown, res: JsonResponse) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(map, null, 2));
    },
  } as T);
  return middlewares;
}
