// The database as a plugin: opened (and migrated, unless MIGRATE_ON_START=false) before any route runs, closed in onClose (an
// open PGlite keeps the process alive).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, type Db, openDatabase } from '../../db/client';
import { migrate, pendingMigrations } from '../../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

export interface DatabasePluginOptions {
  /** An already open database (tests share one between apps); the app migrates it but does not close it. */
  database?: Database;
}

async function database(app: FastifyInstance, options: DatabasePluginOptions) {
  const { databaseUrl, dataDir, databasePoolMax, migrateOnStart } = app.config;
  const started = Date.now();
  const injected = options.database;
  const opened = injected ?? (await openDatabase({ databaseUrl, dataDir, poolMax: databasePoolMax, log: app.log }));
  try {
    if (migrateOnStart) {
      const applied = await migrate(opened);
      app.log.info(
        {
          database: opened.kind,
          dataDir: opened.kind === 'pglite' ? dataDir : undefined,
          migrationsApplied: applied,
          ms: Date.now() - started,
        },
        'database ready',
      );
    } else {
      // A rollout migrates once (`npm run db:migrate`); meanwhile this instance starts and waits,
      // not ready, rather than racing the others to apply the same files.
      const pending = await pendingMigrations(opened);
      if (pending.length > 0)
        app.log.warn({ pending }, 'migrations are pending: not ready until `npm run db:migrate` has applied them');
      else app.log.info({ database: opened.kind, ms: Date.now() - started }, 'database ready');
    }
  } catch (error) {
    if (!injected) await opened.close();
    throw error;
  }
  app.decorate('database', opened);
  app.decorate('db', opened.db);
  app.addHook('onClose', async () => {
    if (!injected) await opened.close();
  });
}

export default fp<DatabasePluginOptions>(database, { name: 'database', dependencies: ['config'] });
