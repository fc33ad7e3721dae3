// Builds the real app for a test file on its own database: a copy of the PGlite template (project
// api:pglite) or a fresh database on the test PostgreSQL server (project api:postgres).
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { z } from 'zod';
import { type App, buildApp, loggerOptions } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config';

export type TestDbKind = 'pglite' | 'postgres';
export const TEST_DB: TestDbKind = process.env.API_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** `describe` that skips on the postgres project when no PostgreSQL could be started. */
export const describeDb = TEST_DB === 'postgres' && !process.env.API_TEST_PG_ADMIN_URL ? describe.skip : describe;

export interface TestDatabase {
  kind: TestDbKind;
  /** DATA_DIR (always) and DATABASE_URL (postgres). */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'resumebeat-api-test-'));
  if (TEST_DB === 'pglite') {
    const template = process.env.API_TEST_PGLITE_TEMPLATE;
    if (!template) throw new Error('API_TEST_PGLITE_TEMPLATE is not set: run the tests through jest.config.cjs');
    cpSync(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.API_TEST_PG_ADMIN_URL;
  if (!adminUrl) throw new Error('no PostgreSQL for the api:postgres project');
  const name = `rb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dispose: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Limits high enough that only the tests about limits meet them. */
const GENEROUS_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '100000',
  HEALTH_RATE_LIMIT_PER_MINUTE: '100000',
  LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
  REGISTER_RATE_LIMIT_PER_MINUTE: '100000',
  ACCOUNT_LOGIN_FAILURES_PER_15_MINUTES: '1000',
  SUPPORT_RATE_LIMIT_PER_10_MINUTES: '100000',
  SCAN_FOLLOW_UP_CALLS: '100000',
  // The engine's queue and the upload gate bound one client's share; tests that are not about
  // that share send many requests from one address at once.
  ENGINE_QUEUE_MAX: '100000',
  ENGINE_JOBS_PER_CLIENT: '100000',
  // Test files run side by side: workers at the process's priority, so one file's event loop does
  // not starve another's workers (production's nice 10 is tested in the engine's own tests).
  ENGINE_WORKER_NICE: '0',
  UPLOADS_IN_FLIGHT: '100000',
  UPLOADS_PER_CLIENT: '100000',
  // The engine's time budgets (15 s and 10 s in production) count from the moment a job is queued,
  // the worker's start included: on a machine running several test files at once that can take
  // longer than the budget. Only the tests about the budget (engine-work-queue) set short ones;
  // 25 s stays inside jest's 30 s so a job that hangs still fails as a timeout, not a jest kill.
  PDF_TIMEOUT_MS: '25000',
  ENGINE_TEXT_TIMEOUT_MS: '25000',
};

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STATIC_ROOT: path.join(os.tmpdir(), 'resumebeat-no-static-root'),
    CORS_ORIGINS: 'http://localhost:3000',
    ...GENEROUS_LIMITS,
    ...env,
  });
}

export interface TestApp {
  app: App;
  config: AppConfig;
  database: TestDatabase;
  /** Every log line as JSON text, when started with captureLogs. */
  logs: string[];
  close(): Promise<void>;
}

export async function startTestApp(
  options: {
    env?: Record<string, string>;
    database?: TestDatabase;
    captureLogs?: boolean;
    /** An already open database to share with another app (a second instance on embedded PGlite). */
    openDatabase?: App['database'];
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = testConfig({ ...database.env, ...options.env });
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  const base = loggerOptions(config);
  const logger = options.captureLogs && base && typeof base === 'object' ? { ...base, level: 'info', stream } : false;
  const app = await buildApp(config, { logger, database: options.openDatabase });
  await app.ready();
  return {
    app,
    config,
    database,
    logs,
    close: async () => {
      await app.close();
    },
  };
}

/** Parses a response body with a shared-contract schema; fails the test with zod's issues. */
export function expectContract<S extends z.ZodType>(schema: S, response: LightMyRequestResponse): z.output<S> {
  const body: unknown = response.json();
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `Response ${response.statusCode} does not match the contract: ${JSON.stringify(parsed.error.issues)}\n${response.body}`,
    );
  }
  return parsed.data;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
/** A unique, valid registration (data generator with overrides). */
export function newAccount(overrides: Partial<{ username: string; email: string; password: string }> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${randomBytes(2).toString('hex')}`;
  return { username: `user_${id}`, email: `user.${id}@example.com`, password: 'correct horse 42', ...overrides };
}
