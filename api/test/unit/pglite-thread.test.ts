// The embedded database on its own thread (src/db/pglite-thread.ts): what Drizzle and the
// migrations rely on must behave as PGlite in the same thread did.
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DatabaseThreadError, PGliteThread } from '../../src/db/pglite-thread';
import { isUniqueViolation } from '../../src/lib/db-errors';
import { createTestDatabase, type TestDatabase } from '../support/test-app';

describe('PGlite on its own thread', () => {
  let database: TestDatabase;
  let client: PGliteThread;

  beforeAll(async () => {
    database = await createTestDatabase();
    client = await PGliteThread.open(path.join(database.env.DATA_DIR!, 'pglite'));
    await client.exec('CREATE TABLE things (id int PRIMARY KEY, name text NOT NULL, at timestamptz, data jsonb)');
  }, 60_000);

  afterAll(async () => {
    await client.close();
    await database.dispose();
  });

  const names = async () =>
    (await client.query<{ name: string }>('SELECT name FROM things ORDER BY id')).rows.map((row) => row.name);

  it('runs parameterised statements and answers rows as objects or arrays', async () => {
    await client.query('INSERT INTO things (id, name, at, data) VALUES ($1, $2, $3, $4)', [
      1,
      'one',
      '2026-01-02T03:04:05Z',
      JSON.stringify({ a: [1, 2] }),
    ]);
    const objects = await client.query<{ id: number; name: string; at: Date; data: unknown }>(
      'SELECT * FROM things WHERE id = $1',
      [1],
    );
    expect(objects.rows).toEqual([{ id: 1, name: 'one', at: new Date('2026-01-02T03:04:05Z'), data: { a: [1, 2] } }]);
    expect(objects.fields.map((field) => field.name)).toEqual(['id', 'name', 'at', 'data']);
    const arrays = await client.query<unknown[]>('SELECT id, name FROM things', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'one']]);
  });

  it('keeps timestamps as text when asked with parsers that keep the text, as Drizzle does', async () => {
    const keep = (value: string) => value;
    const { rows } = await client.query<{ at: unknown }>('SELECT at FROM things WHERE id = 1', [], {
      parsers: { 1184: keep },
    });
    expect(typeof rows[0]!.at).toBe('string');
    await expect(
      client.query('SELECT 1', [], { parsers: { 1184: (value: string) => new Date(value) } }),
    ).rejects.toThrow(/only parsers that keep the text/);
  });

  it('passes PostgreSQL errors with their fields, so a unique violation is known as one', async () => {
    const error = await client
      .query('INSERT INTO things (id, name) VALUES (1, $1)', ['again'])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseThreadError);
    expect(isUniqueViolation(error)).toBe(true);
    expect((error as DatabaseThreadError).constraint).toBe('things_pkey');
  });

  it('commits a transaction that resolves and rolls back one that throws, rethrowing its error', async () => {
    await client.transaction(async (tx) => {
      await tx.query('INSERT INTO things (id, name) VALUES (2, $1)', ['two']);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('INSERT INTO things (id, name) VALUES (3, $1)', ['three']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      client.transaction(async (tx) => {
        await tx.query('INSERT INTO things (id, name) VALUES (4, $1)', ['four']);
        await tx.rollback();
        return 'kept the answer';
      }),
    ).resolves.toBe('kept the answer');
    expect(await names()).toEqual(['one', 'two']);
  });

  it('makes statements from outside wait until an open transaction ends', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('UPDATE things SET name = $1 WHERE id = 2', ['two, updated']);
      await held;
      order.push('transaction ends');
    });
    await sleep(20);
    const outside = client.query<{ name: string }>('SELECT name FROM things WHERE id = 2').then((result) => {
      order.push('outside reads');
      return result.rows[0]!.name;
    });
    await sleep(50);
    release();
    await transaction;
    expect(await outside).toBe('two, updated');
    expect(order).toEqual(['transaction ends', 'outside reads']);
  });

  it('runs multi-statement scripts', async () => {
    const results = await client.exec(
      "INSERT INTO things (id, name) VALUES (5, 'five'); SELECT count(*)::int AS n FROM things",
    );
    expect(results.at(-1)!.rows).toEqual([{ n: 3 }]);
  });

  it('refuses a parameter that cannot cross threads, and keeps working', async () => {
    await expect(client.query('SELECT $1', [() => 1])).rejects.toThrow();
    expect(await names()).toEqual(['one', 'two, updated', 'five']);
  });

  it('fails every statement clearly once closed', async () => {
    const other = await createTestDatabase();
    const closing = await PGliteThread.open(path.join(other.env.DATA_DIR!, 'pglite'));
    await closing.close();
    await expect(closing.query('SELECT 1')).rejects.toThrow(/embedded database is closed/);
    await other.dispose();
  }, 60_000);
});
