// Inputs written to hurt: the reproductions of the security review (C1, H2, M9) and the text
// shapes that make backtracking patterns quadratic. Generated in milliseconds, never stored.
import { constants, createDeflate, deflateSync } from 'node:zlib';
import { makeZip } from './fixtures';

/** Text shapes that defeat backtracking patterns: long runs with no space, separator or '@'. */
export const HOSTILE_SHAPES: Record<string, (n: number) => string> = {
  letters: (n) => 'a'.repeat(n),
  digits: (n) => '1'.repeat(n),
  dots: (n) => '.'.repeat(n),
  letterDot: (n) => 'a.'.repeat(n / 2),
  atSigns: (n) => 'a@'.repeat(n / 2),
  dashes: (n) => '-'.repeat(n),
  innerSpaces: (n) => `x${' '.repeat(n - 2)}x`,
  digitSpace: (n) => '1 '.repeat(n / 2),
  words: (n) => 'word '.repeat(n / 5),
  shortLines: (n) => 'ab\n'.repeat(n / 3),
  bullets: (n) => '• Managed\n'.repeat(n / 10),
  commas: (n) => 'a,'.repeat(n / 2),
  pipes: (n) => 'a | '.repeat(n / 4),
  parens: (n) => '('.repeat(n),
  slashes: (n) => 'a/'.repeat(n / 2),
  dates: (n) => '2020 - '.repeat(n / 7),
  capitals: (n) => 'ABC '.repeat(n / 4),
  skillLists: (n) => 'Skills: a, '.repeat(n / 11),
  schemes: (n) => 'http://'.repeat(n / 7),
  domains: (n) => 'a.com'.repeat(n / 5),
  tabs: (n) => 'a\t'.repeat(n / 2),
  plusDigits: (n) => '+1'.repeat(n / 2),
  underscores: (n) => '_'.repeat(n),
  mixed: (n) => 'a1-'.repeat(n / 3),
  angles: (n) => '<'.repeat(n),
  ampersands: (n) => '&'.repeat(n),
};

async function syncFlushed(stream: ReturnType<typeof createDeflate>, chunk: Buffer): Promise<Buffer> {
  const out: Buffer[] = [];
  const onData = (data: Buffer) => out.push(data);
  stream.on('data', onData);
  stream.write(chunk);
  await new Promise<void>((resolve) => stream.flush(constants.Z_SYNC_FLUSH, () => resolve()));
  stream.off('data', onData);
  return Buffer.concat(out);
}

/**
 * A one-page PDF whose content stream is a FlateDecode bomb: about `megabytes` of compressed
 * data that inflates about 1000 times (review M9's "10 MB of deflated zeros"). Built in well under a
 * second: once the window holds only spaces, every further block of spaces compresses to the same
 * bytes, so one block is repeated. The stream is never finished (no checksum): a reader that
 * stops at its budget never gets there, and one that does not runs out of memory first.
 */
export async function makeFlateBombPdf(megabytes = 10): Promise<Uint8Array> {
  const deflate = createDeflate({ level: 9 });
  const block = Buffer.alloc(16 * 1024 * 1024, 0x20);
  const head = await syncFlushed(
    deflate,
    Buffer.concat([Buffer.from('BT /F1 12 Tf 72 720 Td (Bomb Resume) Tj ET\n'), block]),
  );
  const repeat = await syncFlushed(deflate, block);
  deflate.destroy();
  const copies = Math.max(1, Math.floor((megabytes * 1024 * 1024 - head.length) / repeat.length));
  const stream = Buffer.concat([head, ...Array<Buffer>(copies).fill(repeat)]);

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  const add = (chunk: Buffer) => {
    offsets.push(parts.reduce((sum, p) => sum + p.length, 0));
    parts.push(chunk);
  };
  add(Buffer.from('1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n'));
  add(Buffer.from('2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n'));
  add(
    Buffer.from(
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj\n',
    ),
  );
  add(
    Buffer.concat([
      Buffer.from(`4 0 obj << /Length ${stream.length} /Filter /FlateDecode >> stream\n`),
      stream,
      Buffer.from('\nendstream endobj\n'),
    ]),
  );
  add(Buffer.from('5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\n'));
  const xrefAt = parts.reduce((sum, p) => sum + p.length, 0);
  const xref = `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(
    Buffer.from(`${xref}trailer << /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`),
  );
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * A small PDF whose one page's content is `operators` graphics-state saves and restores ('q Q'):
 * about 60 KB that keep a PDF reader parsing for seconds (about 5 s for PDFium here) without
 * drawing anything or growing its memory. The slow file of the work-queue tests.
 */
export function makeManyOperatorsPdf(operators = 16_000_000): Uint8Array {
  const content = deflateSync(Buffer.from('q Q '.repeat(operators)));
  const body = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj\n',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  const size = () => parts.reduce((sum, p) => sum + p.length, 0);
  for (const object of body) {
    offsets.push(size());
    parts.push(Buffer.from(object));
  }
  offsets.push(size());
  parts.push(
    Buffer.concat([
      Buffer.from(`4 0 obj << /Length ${content.length} /Filter /FlateDecode >> stream\n`),
      content,
      Buffer.from('\nendstream endobj\n'),
    ]),
  );
  offsets.push(size());
  parts.push(Buffer.from('5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\n'));
  const xrefAt = size();
  const xref = `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(
    Buffer.from(`${xref}trailer << /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`),
  );
  return new Uint8Array(Buffer.concat(parts));
}

const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"></Types>',
);
const PACKAGE_RELS = Buffer.from(
  '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
);
const documentXml = (body: string) =>
  Buffer.from(
    `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
const paragraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

/** Review C1: a 2-3 KB DOCX whose page header holds a million letters. */
export function makeDocxWithLongHeader(letters = 1_000_000): Uint8Array {
  return makeZip([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: '_rels/.rels', data: PACKAGE_RELS },
    { name: 'word/document.xml', data: documentXml(paragraph('Jane Roe') + paragraph('Registered Nurse')) },
    {
      name: 'word/header1.xml',
      data: Buffer.from(
        `<w:hdr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${paragraph('a'.repeat(letters))}</w:hdr>`,
      ),
    },
  ]);
}

/** Review H2: a small DOCX whose document.xml is `megabytes` of one-letter paragraphs. */
export function makeDocxWithHugeBody(megabytes: number): Uint8Array {
  const one = paragraph('x');
  return makeZip([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: '_rels/.rels', data: PACKAGE_RELS },
    { name: 'word/document.xml', data: documentXml(one.repeat(Math.ceil((megabytes * 1024 * 1024) / one.length))) },
  ]);
}
