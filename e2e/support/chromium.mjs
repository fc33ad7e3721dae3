// Debian's Chromium as every browser test and benchmark runs it. Plain JavaScript so that the
// benchmarks (Node scripts) and the Playwright config (TypeScript) share one definition.
import { execSync } from 'node:child_process';

/** Debian's Chromium (Playwright cannot download its own browsers here); CHROME_PATH overrides. */
export function chromiumPath() {
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

/** Headless, no sandbox (containers), no GPU, QUIC or background traffic that would add requests. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's launch options for that browser. */
export const chromiumLaunchOptions = () => ({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

/** Starts it with Playwright's `chromium` (passed in: the benchmarks and tests import their own). */
export const launchChromium = (chromium) => chromium.launch(chromiumLaunchOptions());
