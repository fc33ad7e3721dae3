import { getTableConfig } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { migrate, readMigrations } from '../../src/db/migrate';
import { schema } from '../../src/db/schema';
import { describeDb, startTestApp, type TestApp } from '../support/test-app';

/** node-postgres answers `{ rows }`, PGlite's Drizzle driver too; some drivers answer the array. */
const rowsOf = <Row>(result: unknown): Row[] =>
  (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];

describeDb('migrations', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  it('have distinct increasing numbers and are recorded once applied', async () => {
    const migrations = readMigrations();
    const versions = migrations.map((migration) => migration.version);
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
    const result = await t.app.db.execute(sql`SELECT version, name FROM schema_migrations ORDER BY version`);
    const applied = rowsOf<{ version: number; name: string }>(result).map((row) => row.name);
    expect(applied).toEqual(migrations.map((migration) => migration.name));
  });

  it('are idempotent: a second run applies nothing', async () => {
    await expect(migrate(t.app.database)).resolves.toEqual([]);
  });

  it('refuse a database that has a migration this code does not know', async () => {
    await expect(migrate(t.app.database, readMigrations().slice(0, 0))).rejects.toThrow(/does not know/);
  });

  it('create exactly the columns that db/schema.ts describes', async () => {
    for (const table of Object.values(schema)) {
      const config = getTableConfig(table);
      const result = await t.app.db.execute(
        sql`SELECT column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${config.name}`,
      );
      const rows = rowsOf<{ column_name: string; is_nullable: string }>(result);
      const inDatabase = Object.fromEntries(rows.map((row) => [row.column_name, row.is_nullable === 'NO']));
      const inSchema = Object.fromEntries(config.columns.map((column) => [column.name, column.notNull]));
      expect({ table: config.name, columns: inDatabase }).toEqual({ table: config.name, columns: inSchema });
    }
  });
});
