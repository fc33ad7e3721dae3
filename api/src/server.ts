// The only file that listens. Reads the environment, builds the app, listens on HOST:PORT, and
// closes everything (the database included) on SIGINT/SIGTERM.
import { buildApp } from './app';
import { loadConfig } from './config';

const startedAt = Date.now();
const config = loadConfig();
const app = await buildApp(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
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
  app.log.info({ ms: Date.now() - startedAt, database: app.database.kind }, `ResumeBeat api ready on http://${config.host}:${config.port}`);
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close().catch(() => {});
  process.exit(1);
}
