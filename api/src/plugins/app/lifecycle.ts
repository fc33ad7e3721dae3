// The instance's lifecycle for several instances behind a load balancer: how many requests are in
// flight, whether it is draining (SIGTERM received), and drain(), which stops new connections and
// waits, bounded, for requests and streams in flight to end before the app (and its database)
// closes. Readiness (routes/health.ts) reports draining so the balancer stops sending traffic.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Lifecycle {
  readonly draining: boolean;
  readonly inFlight: number;
  /** Stops accepting connections and resolves when nothing is in flight or after timeoutMs. */
  drain(timeoutMs: number): Promise<{ finished: boolean; leftInFlight: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

async function lifecyclePlugin(app: FastifyInstance) {
  let draining = false;
  let inFlight = 0;
  let onIdle: (() => void) | null = null;

  app.addHook('onRequest', async (request, reply) => {
    inFlight += 1;
    // 'close' fires once the response is sent or the client went away, streams included.
    reply.raw.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) onIdle?.();
    });
    // While draining, a keep-alive client is told to reconnect (to another instance).
    if (draining) reply.header('connection', 'close');
    void request;
  });

  app.decorate('lifecycle', {
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
    async drain(timeoutMs: number) {
      draining = true;
      // No new connections; idle keep-alive ones are closed, busy ones finish their request.
      app.server.close();
      app.server.closeIdleConnections?.();
      if (inFlight === 0) return { finished: true, leftInFlight: 0 };
      const finished = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        onIdle = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
      return { finished, leftInFlight: inFlight };
    },
  } satisfies Lifecycle);
}

export default fp(lifecyclePlugin, { name: 'lifecycle' });
