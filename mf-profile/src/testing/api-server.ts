import { json, startTestServer, type Handler } from '@resumebeat/shared-session/testing';

export { json, text, type Handler } from '@resumebeat/shared-session/testing';

/**
 * A real HTTP server for a test file (see shared-session's test server), answering by route:
 * `routes['GET /api/profile'] = json(200, aProfile())`. Routes are cleared before each test;
 * an unknown route answers 404 so a call the test did not expect fails visibly.
 */
export function startApiServer() {
  const server = startTestServer();
  const routes: Record<string, Handler> = {};
  beforeEach(() => {
    for (const key of Object.keys(routes)) delete routes[key];
    server.handler = (req, res, body) => {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      const handler =
        routes[`${req.method} ${pathname}`] ?? json(404, { message: `No test route for ${req.method} ${pathname}` });
      handler(req, res, body);
    };
  });
  return {
    routes,
    /** The requests received for one route, with their parsed JSON bodies. */
    calls(method: string, path: string) {
      return server.requests
        .filter(
          (request) => request.method === method && new URL(request.url ?? '/', 'http://localhost').pathname === path,
        )
        .map((request) => ({
          ...request,
          json: request.body ? (JSON.parse(request.body) as unknown) : undefined,
          query: new URL(request.url ?? '/', 'http://localhost').searchParams,
        }));
    },
  };
}

/** A handler that answers only when the test calls `release()` (to see a pending state). */
export function held(handler: Handler) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const wrapped: Handler = (req, res, body) => {
    void gate.then(() => handler(req, res, body));
  };
  return { handler: wrapped, release: () => release() };
}
