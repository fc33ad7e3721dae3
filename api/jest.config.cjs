// API tests run twice, as two Jest projects over the same files: on embedded PGlite (always) and
// on real PostgreSQL (when `initdb`/`pg_ctl` are installed or TEST_DATABASE_URL is set). The global
// setup prepares both: a PGlite template data dir (created once, copied per test file) and a
// throwaway PostgreSQL on a free loopback port (stopped in the global teardown).
const createJestConfig = require('@resumebeat/build-config/jest');
const { findPostgresBinaries } = require('./test/support/postgres-binaries.cjs');

const base = createJestConfig({ dir: __dirname, displayName: 'api', environment: 'node' });
// jose, content-disposition (@fastify/static) and cookie (light-my-request) are ESM-only: transform them like ky.
const shared = {
  ...base,
  transformIgnorePatterns: ['node_modules/(?!(\\.pnpm/)?(ky|jose|content-disposition|cookie)[@/])'],
};

// API_TEST_POSTGRES=0 runs PGlite only even where PostgreSQL is installed.
const postgres =
  process.env.API_TEST_POSTGRES !== '0' && (Boolean(process.env.TEST_DATABASE_URL) || findPostgresBinaries() !== null);

module.exports = {
  globalSetup: '<rootDir>/test/support/global-setup.cjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.cjs',
  // Each worker holds one PGlite (~300 MB) at a time; two workers suit this 2-core machine.
  maxWorkers: 2,
  // A bound against a hung test, not a speed check: beside other work on this 2-core machine
  // (load 11), starting a PGlite app took over 30 s and ten accounts' hundred password checks too.
  testTimeout: 60_000,
  projects: [
    { ...shared, displayName: 'api:pglite', setupFiles: ['<rootDir>/test/support/use-pglite.cjs'] },
    ...(postgres
      ? [
          {
            ...shared,
            displayName: 'api:postgres',
            setupFiles: ['<rootDir>/test/support/use-postgres.cjs'],
            // Tests that do not touch the database run once, in the PGlite project.
            testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/unit/', '<rootDir>/test/web/'],
          },
        ]
      : []),
  ],
};
