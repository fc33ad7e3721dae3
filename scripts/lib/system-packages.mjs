// What npm test needs from the operating system: Debian's Chromium for the browser tests
// (Playwright cannot download browsers here) and PostgreSQL's server binaries for the api tests
// (they start a throwaway server). Missing ones are installed with apt-get when we run as root.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { run, step } from './run.mjs';

function onPath(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

export function findChromium() {
  if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  return onPath('chromium') ?? onPath('chromium-browser');
}

export function findPostgresServer() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  for (const version of readdirSync(root).sort().reverse()) {
    if (existsSync(`${root}/${version}/bin/initdb`)) return `${root}/${version}/bin`;
  }
  return null;
}

const canApt = () => typeof process.getuid === 'function' && process.getuid() === 0 && onPath('apt-get') !== null;

/**
 * Installs the Debian packages whose check fails. `required` ones stop the run with a message
 * when they cannot be installed; optional ones only warn.
 */
export async function ensureSystemPackages(needs) {
  const missing = needs.filter((need) => !need.found());
  if (missing.length === 0) return;
  if (!canApt()) {
    const required = missing.filter((need) => need.required);
    for (const need of missing.filter((n) => !n.required)) console.warn(`Note: ${need.why} (${need.hint})`);
    if (required.length > 0) throw new Error(required.map((need) => `${need.why}: ${need.hint}`).join('\n'));
    return;
  }
  step(`Installing from Debian packages: ${missing.map((need) => need.packages.join(' ')).join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { env });
  await run(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', ...missing.flatMap((need) => need.packages)],
    { env },
  );
  for (const need of missing) {
    if (need.required && !need.found()) throw new Error(`apt-get installed ${need.packages.join(' ')} but ${need.why}`);
  }
}

export const CHROMIUM_NEED = {
  found: findChromium,
  packages: ['chromium', 'fonts-liberation'],
  required: true,
  why: 'Chromium is needed for the browser tests and was not found',
  hint: 'install it (Debian: `sudo apt-get install -y chromium`) or set CHROME_PATH to a Chromium or Chrome binary, then run npm test again',
};

export const POSTGRES_NEED = {
  found: findPostgresServer,
  packages: ['postgresql'],
  // Without it the api tests run on the embedded database only (and say so); CI requires it.
  required: Boolean(process.env.CI),
  why: 'PostgreSQL server binaries were not found, so the api tests run on PGlite only',
  hint: 'install them (Debian: `sudo apt-get install -y postgresql`) to run the api tests on PostgreSQL too',
};
