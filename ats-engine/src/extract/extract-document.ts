import { ResumeParseError } from '../errors';
import { assertReadableLength } from '../limits';
import type { ExtractedDocument, ExtractOptions } from '../types';
import { decodeText } from './decode-text';
import { detectDocumentKind } from './detect-type';
import { extractDocx } from './docx-extract';
import { layoutPdf } from './pdf-layout';
import { extractPdfPages } from './pdf-worker-pool';

async function extractPdf(bytes: Uint8Array, timeoutMs: number | undefined): Promise<ExtractedDocument> {
  const pages = await extractPdfPages(bytes, timeoutMs);
  if (pages.length === 0) throw new ResumeParseError('NO_TEXT', 'This PDF has no pages.');
  const { text, layout, chars, imagePages, nameHint, linkHints, typeCues } = layoutPdf(pages);
  if (chars < 20) {
    if (imagePages > 0 || pages.some((p) => p.images > 0)) {
      throw new ResumeParseError('SCANNED_PDF', 'This PDF is an image: export it with text, or upload DOCX.');
    }
    throw new ResumeParseError('NO_TEXT', 'This PDF has no text in it. Export it again with text, or upload DOCX.');
  }
  return { text, kind: 'pdf', pages: pages.length, layout, nameHint, linkHints, typeCues };
}

async function extractAnyKind(bytes: Uint8Array, options: ExtractOptions): Promise<ExtractedDocument> {
  const kind = detectDocumentKind(bytes, options);
  if (kind === 'pdf') return extractPdf(bytes, options.timeoutMs);
  if (kind === 'docx') return extractDocx(bytes);
  const { text } = decodeText(bytes);
  return {
    text: text.trim(),
    kind: 'txt',
    pages: Math.max(1, Math.ceil(text.split('\n').length / 55)),
    layout: { columns: 1, issues: [] },
  };
}

/** Bytes in, text out, for resumes and job-description files alike. Throws ResumeParseError. */
export async function extractDocument(bytes: Uint8Array, options: ExtractOptions = {}): Promise<ExtractedDocument> {
  if (!(bytes instanceof Uint8Array)) throw new ResumeParseError('INVALID_ARGUMENT', 'Expected the file as bytes.');
  const doc = await extractAnyKind(bytes, options);
  assertReadableLength(doc.text, 'file');
  return doc;
}

export async function extractDocumentText(
  bytes: Uint8Array,
  options: ExtractOptions = {},
): Promise<{ text: string; kind: 'pdf' | 'docx' | 'txt' }> {
  const { text, kind } = await extractDocument(bytes, options);
  return { text, kind };
}
