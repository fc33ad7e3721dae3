// The first paint of mf-profile's pages, into dist/first-paint.json (see @resumebeat/qa-harness/first-paint):
// an account's /profile as it looks while its data loads (decision 046).
// Run after `rspack build` (package.json's build).
import path from 'node:path';
import { writeFirstPaints } from '@resumebeat/qa-harness/first-paint';
import ProfilePage from '../src/exposes/profile-page';

const written = await writeFirstPaints({
  remote: 'mf_profile',
  pages: { ProfilePage },
  dist: path.join(import.meta.dirname, '..', 'dist'),
});
console.log(`first paints -> dist/first-paint.json: ${written.join(', ')}`);
