// Jest configuration factory shared by every package: SWC transforms TypeScript and TSX, and
// ESM-only dependencies (ky) are transformed too instead of being skipped as node_modules.
const path = require('node:path');

const ESM_ONLY = ['ky', 'jose', 'content-disposition', 'cookie'];

/**
 * @param {{ dir: string, displayName: string, environment?: 'jsdom' | 'node', setupFiles?: string[] }} options
 */
module.exports = function createJestConfig({ dir, displayName, environment = 'jsdom', setupFiles = [] }) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest-env-jsdom.cjs') : 'node',
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`node_modules/(?!(\\.pnpm/)?(${ESM_ONLY.join('|')})[@/])`],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.cjs')] : []),
      ...setupFiles,
    ],
    testEnvironmentOptions: environment === 'jsdom' ? { customExportConditions: [''] } : {},
  };
};
