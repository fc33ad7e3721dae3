#!/usr/bin/env node
// `pnpm --filter <app> preview`: serves the app's built dist/ folder the way any static host
// would (CORS on, deep links fall back to index.html), on the app's own port. QA uses it to
// check a remote's production build alone; it is also what "deployable anywhere" means.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};
const PORTS = { shell: 3000, 'mf-auth': 3001, 'mf-scanner': 3002, 'mf-billing': 3003, 'mf-profile': 3004 };

const appDir = process.cwd();
const dist = path.join(appDir, 'dist');
const port = Number(process.env.PORT ?? PORTS[path.basename(appDir)] ?? 3100);
if (!existsSync(dist)) {
  console.error(`No build in ${dist}: run the app's build first.`);
  process.exit(1);
}

createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  let file = path.join(dist, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dist, 'index.html');
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', /\.[0-9a-f]{8}\.js$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
  createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`Serving ${dist} at http://localhost:${port}`));
