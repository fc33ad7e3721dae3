import { ResumeParseError } from '../errors';
import type { DocumentKind } from '../types';

/** docs/product/rules-and-limits.md#sizes: resumes and job descriptions are at most 10 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

const SIGNATURES: Array<{ name: string; bytes: number[] }> = [
  { name: 'a PNG image', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { name: 'a JPEG image', bytes: [0xff, 0xd8, 0xff] },
  { name: 'a GIF image', bytes: [0x47, 0x49, 0x46, 0x38] },
  { name: 'a WebP or RIFF file', bytes: [0x52, 0x49, 0x46, 0x46] },
  { name: 'a TIFF image', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { name: 'a TIFF image', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  { name: 'a legacy Word (.doc) or other Office 97 file', bytes: [0xd0, 0xcf, 0x11, 0xe0] },
  { name: 'a gzip archive', bytes: [0x1f, 0x8b] },
  { name: 'a RAR archive', bytes: [0x52, 0x61, 0x72, 0x21] },
  { name: 'a 7-Zip archive', bytes: [0x37, 0x7a, 0xbc, 0xaf] },
  { name: 'an RTF document', bytes: [0x7b, 0x5c, 0x72, 0x74, 0x66] },
  { name: 'a program', bytes: [0x7f, 0x45, 0x4c, 0x46] },
  { name: 'a program', bytes: [0x4d, 0x5a] },
];

const KIND_LABEL: Record<DocumentKind, string> = { pdf: 'PDF', docx: 'DOCX', txt: 'text' };

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

/** Finds "%PDF-" in the first KiB: some generators put junk before the header and readers accept it. */
function hasPdfHeader(bytes: Uint8Array): boolean {
  const limit = Math.min(bytes.length - 5, 1024);
  for (let i = 0; i <= limit; i++) {
    if (bytes[i] === 0x25 && startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d], i)) return true;
  }
  return false;
}

function looksLikeText(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf]) || startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    return true;
  }
  // Text has no NUL and few control characters; one stray byte should not reject a resume.
  const sample = bytes.subarray(0, 8192);
  let control = 0;
  for (const b of sample) {
    if (b === 0) return false;
    if (b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b)) control++;
  }
  return control <= Math.max(2, sample.length / 200);
}

function kindFromName(fileName: string | undefined): DocumentKind | 'other' | null {
  if (!fileName) return null;
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim());
  if (!match) return null;
  const ext = match[1]!.toLowerCase();
  if (ext === 'pdf') return 'pdf';
  if (ext === 'docx') return 'docx';
  if (ext === 'txt' || ext === 'text' || ext === 'md') return 'txt';
  return 'other';
}

function kindFromMime(mimeType: string | undefined): DocumentKind | 'other' | null {
  if (!mimeType) return null;
  const mime = mimeType.split(';')[0]!.trim().toLowerCase();
  // Browsers and curl send this when they do not know; it says nothing about the file.
  if (mime === '' || mime === 'application/octet-stream') return null;
  if (mime === 'application/pdf' || mime === 'application/x-pdf') return 'pdf';
  if (mime === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') return 'docx';
  if (mime.startsWith('text/')) return 'txt';
  return 'other';
}

/**
 * Decides what the bytes are. The name and MIME type only serve to catch a mismatch, because a
 * renamed file must fail clearly instead of being parsed as something it is not.
 */
export function detectDocumentKind(
  bytes: Uint8Array,
  options: { fileName?: string; mimeType?: string } = {},
): DocumentKind {
  if (bytes.length === 0) {
    throw new ResumeParseError('EMPTY_FILE', 'The file is empty. Choose the resume file again and re-upload it.');
  }
  if (bytes.length > MAX_FILE_BYTES) {
    throw new ResumeParseError('FILE_TOO_LARGE', 'File size must be less than 10MB');
  }

  let actual: DocumentKind | null = null;
  let foreign: string | null = null;
  if (hasPdfHeader(bytes)) actual = 'pdf';
  else if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) actual = 'docx';
  else {
    foreign = SIGNATURES.find((s) => startsWith(bytes, s.bytes))?.name ?? null;
    if (!foreign && looksLikeText(bytes)) actual = 'txt';
  }

  const claimed = kindFromName(options.fileName) ?? kindFromMime(options.mimeType);
  if (actual === null) {
    const what = foreign ?? 'not a PDF, DOCX or text file';
    if (claimed && claimed !== 'other') {
      throw new ResumeParseError(
        'TYPE_MISMATCH',
        `The file is named as ${KIND_LABEL[claimed]} but its content is ${what}. Only PDF, DOCX, and TXT files are supported.`,
      );
    }
    throw new ResumeParseError(
      'UNSUPPORTED_TYPE',
      `This file is ${what}. Only PDF, DOCX, and TXT files are supported.`,
    );
  }
  if (claimed === 'other') {
    throw new ResumeParseError('UNSUPPORTED_TYPE', 'Only PDF, DOCX, and TXT files are supported');
  }
  if (claimed && claimed !== actual) {
    throw new ResumeParseError(
      'TYPE_MISMATCH',
      `The file is named as ${KIND_LABEL[claimed]} but its content is ${KIND_LABEL[actual]}. Rename it or export it again.`,
    );
  }
  return actual;
}
