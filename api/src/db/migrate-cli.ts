// `npm run db:migrate` (pnpm --filter @resumebeat/api db:migrate): applies pending migrations once,
// before a rollout, then exits. Instances started with MIGRATE_ON_START=false never migrate; they
// report not ready (/api/health/ready) until this has run. Safe to run twice or from two places
// at once: migrate() holds an advisory lock and applies everything pending in one transaction.
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { migrate } from './migrate';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolMax: 1,
  log: console,
});
try {
  const applied = await migrate(database);
  const where =
    database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
  console.log(
    applied.length > 0
      ? `Applied ${applied.length} migration(s) to ${where}: ${applied.join(', ')}`
      : `No pending migration in ${where}.`,
  );
} catch (error) {
  console.error(
    `Migration failed; nothing of it was applied: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
