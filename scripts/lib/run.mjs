// Small helpers for the one-command scripts (npm start, npm test): they must work on a fresh
// machine with only Node 20 and npm, so pnpm comes from npx when it is not installed.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

const PNPM_VERSION = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager.split('@')[1];

/** The command that runs the pinned pnpm: a global one of the right version, else npx. */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim() === PNPM_VERSION) return ['pnpm'];
  return ['npx', '-y', `pnpm@${PNPM_VERSION}`];
}

export function step(title) {
  console.log(`\n\x1b[1m▶ ${title}\x1b[0m`);
}

/** Runs a command with inherited output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

export function pnpm(args, options) {
  const [command, ...prefix] = pnpmCommand();
  return run(command, [...prefix, ...args], options);
}

/** Installs the workspace exactly as the lockfile says. */
export async function installWorkspace() {
  step('Installing dependencies (pnpm, frozen lockfile)');
  await pnpm(['install', '--frozen-lockfile', '--prefer-offline']);
}
