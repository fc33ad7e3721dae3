// The files the browser tests upload: the project's own (fixtures/ at the repository's root), so
// the suite runs in a clone anywhere, without the third-party sample corpus.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const FIXTURES_DIR = path.resolve(import.meta.dirname, '../../fixtures');
/** A one-column Java full-stack resume ('JOHN DOE'). */
export const RESUME_PDF = path.join(FIXTURES_DIR, 'resumes/john_doe.pdf');
/** A Java developer job description the resume fits, as text and as a PDF. */
export const JOB_TEXT = readFileSync(path.join(FIXTURES_DIR, 'jds/java-developer.txt'), 'utf8');
export const JOB_PDF = path.join(FIXTURES_DIR, 'jds/java-developer.pdf');
