import { execSync } from 'node:child_process';

/** Debian's Chromium (Playwright cannot download its own browsers here); CHROME_PATH overrides. */
export function chromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    return execSync('command -v chromium || command -v chromium-browser', {
      encoding: 'utf8',
      shell: '/bin/sh',
    }).trim();
  } catch {
    throw new Error('Chromium not found: install it (apt-get install -y chromium) or set CHROME_PATH.');
  }
}
