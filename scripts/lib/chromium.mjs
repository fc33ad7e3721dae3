// Browser tests drive Debian's Chromium (Playwright cannot download browsers here).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run, step } from './run.mjs';

function findChromium() {
  if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  for (const name of ['chromium', 'chromium-browser']) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  }
  return null;
}

/** Returns the Chromium path, installing Debian's package with apt-get when missing and possible. */
export async function ensureChromium() {
  let chromium = findChromium();
  if (chromium) return chromium;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      'Chromium is needed for the browser tests and was not found. Install it (Debian: `sudo apt-get install -y chromium`) ' +
        'or set CHROME_PATH to a Chromium or Chrome binary, then run npm test again.',
    );
  }
  step('Installing Chromium from Debian packages (browser tests)');
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  chromium = findChromium();
  if (!chromium) throw new Error('apt-get installed chromium but no chromium binary is on the PATH.');
  return chromium;
}
