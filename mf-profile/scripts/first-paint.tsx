// The first paint of mf-profile's pages, into dist/first-paint.json (see @resumebeat/qa-harness/first-paint):
// an account's /profile as it looks while its data loads (decision 046).
// Run after `rspack build` (package.json's build); with `--styles`, before it.
import path from 'node:path';
import { writeFirstPaintStyles, writeFirstPaints } from '@resumebeat/qa-harness/first-paint';
import { FIRST_PAINT_RULES_FILE, FIRST_PAINT_STYLES_FILE } from '@resumebeat/build-config/first-paint-styles';
import ProfilePage from '../src/exposes/profile-page';
import { FILLED_VIEWS } from './filled-views';

if (process.argv.includes('--styles')) {
  // Before `rspack build`: the class names of the same first paints, and of the cards as a
  // member's answers fill them in (with the rules the first paint does not have), for the remote's
  // script (decision 047).
  const { names, rules } = await writeFirstPaintStyles({
    remote: 'mf_profile',
    pages: { ProfilePage },
    file: path.join(import.meta.dirname, '..', FIRST_PAINT_STYLES_FILE),
    filled: FILLED_VIEWS,
    rulesFile: path.join(import.meta.dirname, '..', FIRST_PAINT_RULES_FILE),
  });
  console.log(`first paints' class names -> ${FIRST_PAINT_STYLES_FILE} (${names}, ${rules} with their rules)`);
} else {
  const written = await writeFirstPaints({
    remote: 'mf_profile',
    pages: { ProfilePage },
    dist: path.join(import.meta.dirname, '..', 'dist'),
  });
  console.log(`first paints -> dist/first-paint.json: ${written.join(', ')}`);
}
