// npm run serve: the production start. Serves the already-built product (api/dist and each
// front end's dist) with plain node; installs nothing, builds nothing, reads PORT, DATABASE_URL
// and the rest of .env.example from the environment. npm run db:migrate (this file, --migrate)
// applies pending migrations once, before a rollout of instances started with MIGRATE_ON_START=false.
// Runs in this process, so SIGTERM reaches the server itself and it drains (api/src/server.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const API_DIR = path.join(ROOT, 'api');
const migrateOnly = process.argv.includes('--migrate');

// The front ends may be served from another folder (STATIC_ROOT), as the api allows.
const staticRoot = process.env.STATIC_ROOT ? path.resolve(process.env.STATIC_ROOT) : ROOT;
const required = migrateOnly
  ? [path.join(API_DIR, 'dist/migrate.mjs')]
  : [
      path.join(API_DIR, 'dist/server.mjs'),
      ...['shell/dist/index.html', 'mf-auth/dist', 'mf-scanner/dist', 'mf-billing/dist', 'mf-profile/dist'].map(
        (file) => path.join(staticRoot, file),
      ),
    ];
const missing = required.filter((file) => !existsSync(file)).map((file) => path.relative(ROOT, file) || file);
if (missing.length > 0) {
  console.error(
    `Not built: ${missing.join(', ')}. Run \`pnpm install --frozen-lockfile && pnpm build\` once (npm start does both).`,
  );
  process.exit(1);
}

process.env.NODE_ENV ??= 'production';
if (process.env.STATIC_ROOT) process.env.STATIC_ROOT = staticRoot;
// The api's relative paths (DATA_DIR=./data by default) mean the same folder as under npm start.
process.chdir(API_DIR);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(API_DIR, 'dist', migrateOnly ? 'migrate.mjs' : 'server.mjs')).href);
