import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Packages loaded exactly once in the composed app. The shell loads them first
 * (`shareStrategy: 'loaded-first'`), so a remote never fetches its own copy.
 *
 * - `react/` and `react-dom/` cover the subpaths (`react/jsx-runtime`, `react-dom/client`);
 *   without them those are bundled into every app.
 * - Shared modules are not tree-shaken, so neither Chakra nor react-router is shared itself:
 *   `@resumebeat/shared-ui` and `@resumebeat/shared-router` re-export the parts the product uses
 *   and are shared instead (one design system, one router, a fraction of the bytes).
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@emotion/react',
  '@resumebeat/shared-ui',
  '@resumebeat/shared-ui/forms',
  '@resumebeat/shared-ui/widgets',
  '@resumebeat/shared-ui/overlays',
  '@resumebeat/shared-ui/motion',
  '@resumebeat/shared-ui/charts',
  '@resumebeat/shared-session',
  '@resumebeat/shared-session/api',
  '@resumebeat/shared-router',
] as const;

type SharedConfig = Record<string, { singleton: true; requiredVersion: string; version?: string }>;

/**
 * The `shared` object of every app. Versions come from what is installed for the app, so the
 * manifest never carries pnpm's `catalog:` or `workspace:*` specifiers.
 */
export function sharedSingletons(appDir: string): SharedConfig {
  const require = createRequire(path.join(appDir, 'package.json'));
  const shared: SharedConfig = {};
  for (const key of SINGLETONS) {
    const pkg = key.endsWith('/')
      ? key.slice(0, -1)
      : key.startsWith('@')
        ? key.split('/').slice(0, 2).join('/')
        : key.split('/')[0]!;
    const { version } = require(`${pkg}/package.json`) as { version: string };
    shared[key] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}
