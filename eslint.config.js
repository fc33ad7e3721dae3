// One ESLint config for the workspace. Besides the usual TypeScript and React-hooks rules it
// enforces the import boundaries of ARCHITECTURE.md:
// - no remote (mf-*) imports another remote, and the shell imports no remote: they meet only at
//   run time through Module Federation;
// - only shared-ui imports Chakra, emotion, framer-motion and recharts (a second copy of Chakra in a
//   remote crashes with "useContext returned undefined"; see guides/module-federation.md);
// - only shared-session imports zustand;
// - remotes never import the federation runtime: they load each other's pieces through shared-ui;
// - shared packages never import apps.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['mf-auth', 'mf-scanner', 'mf-billing', 'mf-profile'];
const APPS = ['shell', ...REMOTES];

const DESIGN_SYSTEM_ONLY = {
  // A regex, not gitignore-style groups: the group 'motion' would also match any path segment
  // named motion, such as @resumebeat/shared-ui/motion, the very entry apps should use.
  regex: '^(@chakra-ui/|@emotion/|framer-motion(/|$)|motion(/|$)|recharts(/|$))',
  message: 'Only shared-ui imports Chakra, emotion, framer-motion and recharts: import from @resumebeat/shared-ui (charts: @resumebeat/shared-ui/charts).',
};
const SESSION_ONLY = {
  group: ['zustand', 'zustand/*'],
  message: 'Only shared-session imports zustand: use the hooks of @resumebeat/shared-session.',
};
const appImports = (except) => ({
  group: APPS.filter((app) => app !== except).flatMap((app) => [`@resumebeat/${app}`, `@resumebeat/${app}/*`, `**/${app}/src/**`]),
  message: 'Apps never import each other: the shell and remotes meet at run time (loadRemote).',
});

/**
 * A remote's own federation runtime knows no remotes (the map is registered on the shell's), so
 * remotes load each other's pieces through shared-ui, which the shell backs with its instance.
 */
const FEDERATION_RUNTIME = {
  name: '@module-federation/enhanced/runtime',
  message: "Remotes load other remotes' pieces with loadRemotePiece / RemoteUpgradeDialog from @resumebeat/shared-ui (the shell's federation instance); their own runtime knows no remotes.",
};

/** no-restricted-imports for one folder. */
const boundary = (files, patterns, paths = []) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns, paths }] },
});

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/data/**', 'e2e/.artifacts/**', 'e2e/test-results/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
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
  ...APPS.map((app) => boundary([`${app}/**`], [DESIGN_SYSTEM_ONLY, SESSION_ONLY, appImports(app)], app === 'shell' ? [] : [FEDERATION_RUNTIME])),
  boundary(['qa-harness/**'], [DESIGN_SYSTEM_ONLY, SESSION_ONLY, appImports(undefined)]),
  boundary(['shared-ui/**'], [SESSION_ONLY, appImports(undefined), { group: ['@resumebeat/shared-session'], message: 'The design system does not know about sessions.' }]),
  boundary(['shared-session/**'], [DESIGN_SYSTEM_ONLY, appImports(undefined)]),
  boundary(['shared-contract/**', 'ats-engine/**', 'api/**'], [DESIGN_SYSTEM_ONLY, SESSION_ONLY, appImports(undefined)]),
);
