// Numbered SQL migrations (migrations/NNNN_name.sql), applied in order of number at start (any not yet
// applied, also one numbered below an applied one), each recorded in
// schema_migrations. All pending ones run in one transaction: a failure leaves the database as it
// was. On PostgreSQL an advisory lock makes concurrent starts of several instances safe.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './client';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => /^\d{4}_[a-z0-9_-]+\.sql$/i.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 4)),
      name: file.replace(/\.sql$/, ''),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
  // Numbers are taken when work on a change starts and changes merge in any order, so a number may
  // be missing for a while (0005 merged before 0004); two files with one number never are.
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (migration.version < 1 || (previous && migration.version <= previous.version)) {
      throw new Error(`Migrations must have distinct numbers from 0001 up: ${migration.name}`);
    }
  });
  return migrations;
}

/**
 * The names of migrations not yet applied (none when the table does not exist yet means all).
 * Read without a lock: an instance that does not migrate at start asks this to know whether it
 * may take traffic (readiness), while `db:migrate` runs elsewhere.
 */
export async function pendingMigrations(database: Database, migrations = readMigrations()): Promise<string[]> {
  return database.withTransaction(async (runner) => {
    const [table] = await runner.query<{ present: string | null }>(
      "SELECT to_regclass('schema_migrations')::text AS present",
    );
    if (!table?.present) return migrations.map((migration) => migration.name);
    const rows = await runner.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => Number(row.version)));
    return migrations.filter((migration) => !applied.has(migration.version)).map((migration) => migration.name);
  });
}

/** Applies what is pending; returns the names applied now. */
export async function migrate(database: Database, migrations = readMigrations()): Promise<string[]> {
  return database.withTransaction(async (runner) => {
    if (database.kind === 'postgres')
      await runner.query("SELECT pg_advisory_xact_lock(hashtext('resumebeat:migrations'))");
    await runner.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await runner.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => Number(row.version)));
    const known = new Set(migrations.map((migration) => migration.version));
    const unknown = [...applied].filter((version) => !known.has(version));
    if (unknown.length > 0) {
      throw new Error(
        `The database has migrations this code does not know (${unknown.join(', ')}): is it newer than this build?`,
      );
    }
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await runner.exec(migration.sql);
      await runner.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
    return pending.map((migration) => migration.name);
  });
}
