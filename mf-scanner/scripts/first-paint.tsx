// The first paint of mf-scanner's pages, into dist/first-paint.json (see @resumebeat/qa-harness/first-paint).
// Run after `rspack build` (package.json's build).
import path from 'node:path';
import { writeFirstPaints } from '@resumebeat/qa-harness/first-paint';
import DashboardPage from '../src/exposes/dashboard-page';
import UploadPage from '../src/exposes/upload-page';

const written = await writeFirstPaints({
  remote: 'mf_scanner',
  pages: { UploadPage, DashboardPage },
  dist: path.join(import.meta.dirname, '..', 'dist'),
});
console.log(`first paints -> dist/first-paint.json: ${written.join(', ')}`);
