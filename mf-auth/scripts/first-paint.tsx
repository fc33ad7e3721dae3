// The first paint of mf-auth's pages, into dist/first-paint.json (see @resumebeat/qa-harness/first-paint).
// Run after `rspack build` (package.json's build); with `--styles`, before it.
import path from 'node:path';
import { writeFirstPaintStyles, writeFirstPaints } from '@resumebeat/qa-harness/first-paint';
import { FIRST_PAINT_STYLES_FILE } from '@resumebeat/build-config/first-paint-styles';
import AuthPage from '../src/exposes/auth-page';

if (process.argv.includes('--styles')) {
  // Before `rspack build`: the class names of the same first paints, for the remote's script
  // (decision 047).
  const { names } = await writeFirstPaintStyles({
    remote: 'mf_auth',
    pages: { AuthPage },
    file: path.join(import.meta.dirname, '..', FIRST_PAINT_STYLES_FILE),
  });
  console.log(`first paints' class names -> ${FIRST_PAINT_STYLES_FILE} (${names})`);
} else {
  const written = await writeFirstPaints({
    remote: 'mf_auth',
    pages: { AuthPage },
    dist: path.join(import.meta.dirname, '..', 'dist'),
  });
  console.log(`first paints -> dist/first-paint.json: ${written.join(', ')}`);
}
