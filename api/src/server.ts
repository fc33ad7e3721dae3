// The only file that listens. Reads the environment, builds the app, listens on HOST:PORT, and on
// SIGINT/SIGTERM drains: readiness turns 503, no new connections, requests and streams in flight
// may finish for up to SHUTDOWN_DRAIN_MS, then everything (the database included) closes.
import { buildApp } from './app';
import { loadConfig } from './config';

const startedAt = Date.now();
const config = loadConfig();
const app = await buildApp(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal, inFlight: app.lifecycle.inFlight }, 'shutting down: draining requests in flight');
  const limitMs = config.shutdownDrainMs + 10_000;
  const timer = setTimeout(() => {
    app.log.error(`shutdown took longer than ${limitMs} ms; exiting`);
    process.exit(1);
  }, limitMs);
  timer.unref();
  try {
    const drained = await app.lifecycle.drain(config.shutdownDrainMs);
    if (!drained.finished)
      app.log.warn(
        { leftInFlight: drained.leftInFlight },
        `requests still in flight after ${config.shutdownDrainMs} ms are cut`,
      );
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
// Node ends the process on either; say why first, so the supervisor's restart has a reason.
process.on('unhandledRejection', (reason) => {
  app.log.fatal({ err: reason }, 'unhandled promise rejection');
  process.exit(1);
});
process.on('uncaughtException', (error) => {
  app.log.fatal({ err: error }, 'uncaught exception');
  process.exit(1);
});
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ host: config.host, port: config.port });
  // Engine workers load the engine in about a second: start them now, not on the first upload.
  app.engine.pool.warm();
  app.log.info(
    { ms: Date.now() - startedAt, database: app.database.kind },
    `ResumeBeat api ready on http://${config.host}:${config.port}`,
  );
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close().catch(() => {});
  process.exit(1);
}
