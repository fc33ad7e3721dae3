import { execFileSync } from 'node:child_process';
import path from 'node:path';

const CLI = path.resolve(import.meta.dirname, '../../ats-engine/bin/resume-ats.js');

/** What the engine's own reader (the api's, the same PDFium and DOCX code) reads from a downloaded file. */
export function engineRead(file: string): {
  text: string;
  pages: number;
  layout: { columns: number; issues: Array<{ id: string }> };
} {
  const out = execFileSync(process.execPath, [CLI, 'parse', file], { encoding: 'utf8', timeout: 60_000 });
  const answer = JSON.parse(out) as {
    text: string;
    pages: number;
    layout: { columns: number; issues: Array<{ id: string }> };
    error?: { message: string };
  };
  if (answer.error) throw new Error(`the engine could not read ${path.basename(file)}: ${answer.error.message}`);
  return answer;
}
