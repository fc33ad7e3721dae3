// pnpm test:faults: compiled api processes killed, PostgreSQL stopped and started, the embedded
// database killed mid-write (faults/). Slower than the api tests and hard on the machine, so run
// apart from `npm test`, one file at a time, each with its own servers and database.
const createJestConfig = require('@resumebeat/build-config/jest');

const base = createJestConfig({ dir: __dirname, displayName: 'api:faults', environment: 'node' });

module.exports = {
  ...base,
  testMatch: ['<rootDir>/faults/**/*.test.ts'],
  maxWorkers: 1,
  testTimeout: 180_000,
};
