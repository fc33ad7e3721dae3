import { PORTS } from '@resumebeat/build-config/ports';
import { REMOTE_NAMES } from '@resumebeat/build-config/federation';

interface JsonResponse {
  setHeader(name: string, value: string): void;
  end(body: string): void;
}

/** `/remotes.json` of the dev server: every remote on its own dev server port. */
export function devRemotesMiddleware<T>(middlewares: T[]): T[] {
  const map = Object.fromEntries(
    Object.entries(REMOTE_NAMES).map(([folder, name]) => [
      name,
      `http://localhost:${PORTS[folder as keyof typeof REMOTE_NAMES]}/mf-manifest.json`,
    ]),
  );
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
