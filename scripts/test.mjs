// npm test: from a fresh clone to every test passed — install, typecheck, lint, unit and api
// tests, build, then the browser tests against the built app served by the real api.
import { ensureChromium } from './lib/chromium.mjs';
import { installWorkspace, pnpm, step } from './lib/run.mjs';

const started = Date.now();
try {
  await installWorkspace();
  step('Typecheck (tsc, every package)');
  await pnpm(['run', 'typecheck']);
  step('Lint (eslint, with the import boundaries)');
  await pnpm(['run', 'lint']);
  step('Unit, component and api tests (jest, every package)');
  await pnpm(['run', 'test:unit']);
  step('Building the shell and the remotes');
  await pnpm(['run', 'build']);
  const chromium = await ensureChromium();
  step(`Browser tests (Playwright, ${chromium})`);
  await pnpm(['run', 'test:e2e'], { env: { ...process.env, CHROME_PATH: chromium } });
  console.log(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s.`);
} catch (error) {
  console.error(`\nnpm test failed: ${error.message}`);
  process.exit(1);
}
