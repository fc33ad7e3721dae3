// npm start: install, build the shell and the remotes, and serve the whole product at
// http://localhost:8080 from the api (embedded database, local engines).
import { installWorkspace, pnpm, step } from './lib/run.mjs';

try {
  await installWorkspace();
  step('Building the shell and the remotes');
  await pnpm(['run', 'build']);
  step(`Starting ResumeBeat on http://localhost:${process.env.PORT ?? 8080}`);
  await pnpm(['--filter', '@resumebeat/api', 'start']);
} catch (error) {
  console.error(`\nnpm start failed: ${error.message}`);
  process.exit(1);
}
