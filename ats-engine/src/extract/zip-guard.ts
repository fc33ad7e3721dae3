import { inflateRawSync } from 'node:zlib';
import { ResumeParseError } from '../errors';

/** A real resume DOCX has a few dozen parts; thousands of entries only make an archive slow to open. */
export const MAX_ZIP_ENTRIES = 1000;
/** Uncompressed bytes across all parts; photos included, resumes stay far below this. */
export const MAX_ZIP_UNCOMPRESSED_BYTES = 64 * 1024 * 1024;
/**
 * One XML part (the document, its styles, headers): mammoth builds a DOM of each, which costs
 * about ten times the part's size in memory and time. A long resume's document.xml is under 1 MB.
 */
export const MAX_ZIP_XML_PART_BYTES = 8 * 1024 * 1024;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const bomb = () =>
  new ResumeParseError(
    'ARCHIVE_BOMB',
    'This DOCX expands to far more data than a resume holds, so it was not opened. Save it again from your editor or upload a PDF.',
  );
const corrupt = (cause?: unknown) =>
  new ResumeParseError(
    'CORRUPT_FILE',
    'This DOCX file is damaged and cannot be read. Save it again from your editor or upload a PDF.',
    {
      cause,
    },
  );

/** Reads the central directory only: a bomb is refused before a single byte is inflated. */
export function listZipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw corrupt();
  const count = view.getUint16(eocd + 10, true);
  const dirOffset = view.getUint32(eocd + 16, true);
  // ZIP64 markers: no word processor writes them for a resume-sized file.
  if (count === 0xffff || dirOffset === 0xffffffff) throw bomb();
  if (count > MAX_ZIP_ENTRIES) throw bomb();

  const entries: ZipEntry[] = [];
  let total = 0;
  let p = dirOffset;
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== 0x02014b50) throw corrupt();
    const method = view.getUint16(p + 10, true);
    const compressedSize = view.getUint32(p + 20, true);
    const uncompressedSize = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    const localHeaderOffset = view.getUint32(p + 42, true);
    const name = decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength));
    if (uncompressedSize === 0xffffffff || compressedSize === 0xffffffff) throw bomb();
    total += uncompressedSize;
    if (total > MAX_ZIP_UNCOMPRESSED_BYTES) throw bomb();
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Inflates one entry with the declared size as a hard ceiling, so an archive that lies about its
 * sizes in the directory still cannot allocate more than it admitted to.
 */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const p = entry.localHeaderOffset;
  if (p + 30 > bytes.length || view.getUint32(p, true) !== 0x04034b50) throw corrupt();
  const start = p + 30 + view.getUint16(p + 26, true) + view.getUint16(p + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data;
  if (entry.method !== 8) throw corrupt();
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
  } catch (error) {
    if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw bomb();
    throw corrupt(error);
  }
}

/** Checks every entry's real inflated size against the directory and returns the named parts' text. */
export function verifyZip(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
): { entries: ZipEntry[]; parts: Map<string, string> } {
  const entries = listZipEntries(bytes);
  const parts = new Map<string, string>();
  const decoder = new TextDecoder();
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    // Ratios above 1000:1 do not occur in Office files (XML compresses about 10:1).
    if (entry.uncompressedSize > 1024 * 1024 && entry.uncompressedSize / Math.max(1, entry.compressedSize) > 1000)
      throw bomb();
    if (/\.(xml|rels)$/i.test(entry.name) && entry.uncompressedSize > MAX_ZIP_XML_PART_BYTES) throw bomb();
    const data = readZipEntry(bytes, entry);
    if (wanted(entry.name)) parts.set(entry.name, decoder.decode(data));
  }
  return { entries, parts };
}
