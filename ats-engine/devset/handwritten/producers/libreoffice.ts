// LibreOffice documents: resume.docx to PDF by `soffice --headless --convert-to pdf`. With
// `fromSource`, resume.docx is made first from its hand-written source: resume.html opened in
// Writer (headings, paragraphs, lists and tables as a person types them in Word) and saved as Word
// 2007 XML, or resume.fodt (a Writer document), or resume.mjs (the docx package).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from './run';

function soffice(args: string[], dir: string): void {
  // A profile of its own, so a desktop LibreOffice that is open does not take the job.
  const profile = mkdtempSync(path.join(tmpdir(), 'devset-soffice-'));
  try {
    run('soffice', [`-env:UserInstallation=file://${profile}`, '--headless', ...args], dir);
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

export function renderLibreoffice(dir: string, { fromSource = false } = {}): string {
  if (fromSource && existsSync(path.join(dir, 'resume.html'))) soffice(['--infilter=HTML (StarWriter)', '--convert-to', 'docx:MS Word 2007 XML', 'resume.html'], dir);
  else if (fromSource && existsSync(path.join(dir, 'resume.fodt'))) soffice(['--convert-to', 'docx:MS Word 2007 XML', 'resume.fodt'], dir);
  else if (fromSource && existsSync(path.join(dir, 'resume.mjs'))) run('node', ['resume.mjs'], dir);
  soffice(['--convert-to', 'pdf', 'resume.docx'], dir);
  return path.join(dir, 'resume.pdf');
}
