// pnpm dev: the api and every app with hot reload, each on its fixed port (ARCHITECTURE.md).
// Open the shell at http://localhost:3000; it proxies /api to the api on 8080.
import { spawn } from 'node:child_process';
import { pnpmCommand, ROOT } from './lib/run.mjs';

const APPS = [
  ['api', '@resumebeat/api'],
  ['shell', '@resumebeat/shell'],
  ['auth', '@resumebeat/mf-auth'],
  ['scanner', '@resumebeat/mf-scanner'],
  ['billing', '@resumebeat/mf-billing'],
  ['profile', '@resumebeat/mf-profile'],
];
const [command, ...prefix] = pnpmCommand();
const children = APPS.map(([label, pkg]) => {
  const child = spawn(command, [...prefix, '--filter', pkg, 'dev'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefixLine = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${label}] ${line}`)
      .join('\n') + '\n';
  child.stdout.on('data', (chunk) => process.stdout.write(prefixLine(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefixLine(chunk)));
  child.on('exit', (code) => console.log(`[${label}] exited with ${code}`));
  return child;
});
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
