// The first paint of mf-auth's pages, into dist/first-paint.json (see @resumebeat/qa-harness/first-paint).
// Run after `rspack build` (package.json's build).
import path from 'node:path';
import { writeFirstPaints } from '@resumebeat/qa-harness/first-paint';
import AuthPage from '../src/exposes/auth-page';

const written = await writeFirstPaints({
  remote: 'mf_auth',
  pages: { AuthPage },
  dist: path.join(import.meta.dirname, '..', 'dist'),
});
console.log(`first paints -> dist/first-paint.json: ${written.join(', ')}`);
