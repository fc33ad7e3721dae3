// WeasyPrint documents: resume.html (with its own CSS, no network) to resume.pdf.
import path from 'node:path';
import { run } from './run';

export function renderWeasyprint(dir: string): string {
  run('weasyprint', ['--quiet', 'resume.html', 'resume.pdf'], dir);
  return path.join(dir, 'resume.pdf');
}
