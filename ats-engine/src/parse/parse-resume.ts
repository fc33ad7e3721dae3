import { extractDocument } from '../extract/extract-document';
import { assertReadableLength } from '../limits';
import type { ExtractOptions, ParsedResume } from '../types';
import { parseResumeText as parseText } from './parse-resume-text';

/** Bytes of a PDF, DOCX or TXT resume in, structure out. Throws ResumeParseError on bad input. */
export async function parseResume(bytes: Uint8Array, options: ExtractOptions = {}): Promise<ParsedResume> {
  const doc = await extractDocument(bytes, options);
  return parseText(doc.text, {
    kind: doc.kind,
    pages: doc.pages,
    layout: doc.layout,
    nameHint: doc.nameHint ?? null,
    linkHints: doc.linkHints ?? [],
    typeCues: doc.typeCues,
  });
}

/** Plain text in, structure out: what the optimize, rescore and stream calls send. */
export function parseResumeText(text: string): ParsedResume {
  assertReadableLength(text, 'text');
  return parseText(text);
}
