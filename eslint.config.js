// One ESLint config for the workspace. Besides the usual TypeScript and React-hooks rules it
// enforces the import boundaries of ARCHITECTURE.md ("Who may import whom") with one rule,
// lint/import-boundaries.js, for static imports, `export … from`, `import()`, `require()` and
// `jest.mock()` alike; `pnpm lint` also runs its tests (lint/import-boundaries.test.mjs), so the
// rule cannot stop reporting unnoticed. docs/decisions/044.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './lint/import-boundaries.js';

/**
 * A path of the app is written once, in the route table (shared-contract/app-map, decision 041):
 * links and navigations take `paths.x` or `pathTo.x()` (`@resumebeat/shared-contract/paths`),
 * never a string literal.
 */
const APP_PATH = String.raw`/^\/[a-z-]*([?#].*)?$/`;
const LITERAL_PATH_MESSAGE =
  "A path literal: use `paths` / `pathTo` of '@resumebeat/shared-contract/paths' (the one route table's paths).";
const LITERAL_PATHS = [
  `CallExpression[callee.name=/^(navigate|go)$/] Literal[value=${APP_PATH}]`,
  `CallExpression[callee.name=/^(navigate|go)$/] TemplateLiteral > TemplateElement:first-child[value.raw=/^\\//]`,
  `JSXAttribute[name.name=/^(to|href)$/] Literal[value=${APP_PATH}]`,
  `JSXAttribute[name.name=/^(to|href)$/] TemplateLiteral > TemplateElement:first-child[value.raw=/^\\//]`,
  `BinaryExpression[operator=/^[!=]==$/][left.property.name='pathname'] > Literal[value=${APP_PATH}]`,
].map((selector) => ({ selector, message: LITERAL_PATH_MESSAGE }));
const APPS = ['shell', 'mf-auth', 'mf-scanner', 'mf-billing', 'mf-profile'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/data/**',
      'e2e/.artifacts/**',
      'e2e/test-results/**',
      '**/*.d.ts',
      'lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/__tests__/**', '**/test/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    plugins: { boundaries },
    rules: { 'boundaries/imports': 'error' },
  },
  {
    files: [...APPS.map((app) => `${app}/src/**`), 'qa-harness/src/**', 'shared-session/src/**', 'shared-ui/src/**'],
    ignores: ['**/__tests__/**', '**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/testing.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...LITERAL_PATHS] },
  },
);
