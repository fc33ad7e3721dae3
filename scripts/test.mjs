// npm test: from a fresh clone to every test passed — install, typecheck, lint, unit and api
// tests (on PGlite and on a throwaway PostgreSQL), build, then the browser tests against the
// built app served by the real api.
import {
  CHROMIUM_NEED,
  POSTGRES_NEED,
  ensureSystemPackages,
  findChromium,
  findPostgresServer,
} from './lib/system-packages.mjs';
import { SECRET_CANARIES, findSecretsInBundles } from './check-bundle-secrets.mjs';
import { installWorkspace, pnpm, step } from './lib/run.mjs';

const started = Date.now();
try {
  await ensureSystemPackages([CHROMIUM_NEED, POSTGRES_NEED]);
  await installWorkspace();
  step('Typecheck (tsc, every package)');
  await pnpm(['run', 'typecheck']);
  step('Lint (eslint, with the import boundaries)');
  await pnpm(['run', 'lint']);
  step('Formatting (prettier --check; `pnpm format` fixes it)');
  await pnpm(['run', 'format:check']);
  // The reader's development set (JSON Resume themes printed by Chromium): with it built, the
  // engine's tests hold every layout to its accuracy floors and check nothing is invented in it.
  step("Building the reader's development set (JSON Resume themes to PDF and DOCX)");
  await pnpm(['run', 'devset'], { env: { ...process.env, CHROME_PATH: findChromium() } });
  step(
    `Unit, component and api tests (jest, every package${findPostgresServer() ? '; api on PGlite and PostgreSQL' : '; api on PGlite only'})`,
  );
  const apiEnv = findPostgresServer() ? { API_TEST_REQUIRE_POSTGRES: '1' } : {};
  await pnpm(['run', 'test:unit'], { env: { ...process.env, ...apiEnv } });
  step('Building the shell and the remotes (every server secret set to a canary)');
  await pnpm(['run', 'build'], { env: { ...process.env, ...SECRET_CANARIES } });
  const bundles = findSecretsInBundles();
  if (bundles.findings.length > 0) throw new Error(`secrets in the web build:\n  ${bundles.findings.join('\n  ')}`);
  console.log(`No secret in the web build (${bundles.files} files).`);
  const chromium = findChromium();
  step(`Browser tests (Playwright, ${chromium})`);
  await pnpm(['run', 'test:e2e'], { env: { ...process.env, CHROME_PATH: chromium } });
  console.log(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s.`);
} catch (error) {
  console.error(`\nnpm test failed: ${error.message}`);
  process.exit(1);
}
