// Reading the hand-written development documents (devset/handwritten/) in engine tests. Only the
// tune part may be read here: the held-out part enters tests only through the floors of
// devset-handwritten.test.ts, so a test that names a held-out document fails.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseResume, type ParsedResume } from '../../src/index';
import { HANDWRITTEN_DIR } from '../../devset/truth';

/** A tune document's file, checked to be of the tune part. */
export function tunePageBytes(id: string): Uint8Array {
  const meta = JSON.parse(readFileSync(path.join(HANDWRITTEN_DIR, id, 'meta.json'), 'utf8')) as { part: string };
  expect(meta.part).toBe('tune');
  return new Uint8Array(readFileSync(path.join(HANDWRITTEN_DIR, id, 'resume.pdf')));
}

/** A tune document as the reader reads it. */
export function readTunePage(id: string): Promise<ParsedResume> {
  return parseResume(tunePageBytes(id), { fileName: 'resume.pdf' });
}

/** Each role as [title, employer, start, end]. */
export const rolesOf = (parsed: ParsedResume) =>
  parsed.experience.map((role) => [role.title, role.company, role.startDate, role.endDate]);

/** Each school as [degree, institution]. */
export const schoolsOf = (parsed: ParsedResume) => parsed.education.map((entry) => [entry.degree, entry.institution]);
