import { createHash } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import type { ResumeModel } from './corpus';

// ---------- DOCX ----------

export interface DocxOptions {
  /** Put the contact line in the page header, where ATS do not look. */
  contactInHeader?: boolean;
  /** Put the skills in a two-column table. */
  skillsTable?: boolean;
  /**
   * Set the roles in a table, as Word's résumé templates do: 'dates-first', a row a role with its
   * dates in a narrow left cell and title, employer and bullets in the right one; 'header-row', a
   * row of title, employer and dates cells over the role's bullets.
   */
  experienceTable?: 'dates-first' | 'header-row';
}

function experienceBlock(
  r: ResumeModel,
  options: DocxOptions,
  bullet: (text: string) => Paragraph,
): Array<Paragraph | Table> {
  const cell = (children: Paragraph[]) => new TableCell({ children });
  if (options.experienceTable === 'dates-first') {
    return [
      new Table({
        rows: r.experience.map(
          (e) =>
            new TableRow({
              children: [
                cell([new Paragraph(e.dates)]),
                cell([new Paragraph(e.title), new Paragraph(`${e.company}, ${e.location}`), ...e.bullets.map(bullet)]),
              ],
            }),
        ),
      }),
    ];
  }
  if (options.experienceTable === 'header-row') {
    return r.experience.flatMap((e) => [
      new Table({
        rows: [
          new TableRow({
            children: [
              cell([new Paragraph(e.title)]),
              cell([new Paragraph(e.company)]),
              cell([new Paragraph(e.dates)]),
            ],
          }),
        ],
      }),
      ...e.bullets.map(bullet),
    ]);
  }
  return r.experience.flatMap((e) => [
    new Paragraph(`${e.title} | ${e.company} | ${e.location} | ${e.dates}`),
    ...e.bullets.map(bullet),
  ]);
}

export async function makeDocx(r: ResumeModel, options: DocxOptions = {}): Promise<Uint8Array> {
  const contact = `${r.email} | ${r.phone} | ${r.location} | ${r.links.join(' | ')}`;
  const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 });
  const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 } });
  const body: Array<Paragraph | Table> = [
    new Paragraph({ children: [new TextRun({ text: r.name, bold: true, size: 36 })], alignment: AlignmentType.LEFT }),
    new Paragraph(r.title),
    ...(options.contactInHeader ? [] : [new Paragraph(contact)]),
    heading('Summary'),
    new Paragraph(r.summary),
    heading('Experience'),
    ...experienceBlock(r, options, bullet),
    heading('Education'),
    ...r.education.map((e) => new Paragraph(`${e.degree} | ${e.institution} | ${e.dates}`)),
    heading('Skills'),
    ...(options.skillsTable
      ? [
          new Table({
            rows: [0, 2, 4].map(
              (i) =>
                new TableRow({
                  children: [
                    new TableCell({ children: [new Paragraph(r.skills[i] ?? '')] }),
                    new TableCell({ children: [new Paragraph(r.skills[i + 1] ?? '')] }),
                  ],
                }),
            ),
          }),
        ]
      : [new Paragraph(r.skills.join(', '))]),
    heading('Certifications'),
    ...r.certifications.map(bullet),
  ];
  const doc = new Document({
    numbering: { config: [] },
    sections: [
      {
        headers: options.contactInHeader ? { default: new Header({ children: [new Paragraph(contact)] }) } : undefined,
        footers: { default: new Footer({ children: [new Paragraph('Page 1')] }) },
        children: body,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

// ---------- ZIP ----------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of data) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export interface ZipPart {
  name: string;
  data: Uint8Array;
  /** Pre-deflated bytes to reuse (a bomb repeats one compressed block). */
  deflated?: Uint8Array;
  /** Lie about the uncompressed size in the headers. */
  declaredSize?: number;
  crc?: number;
}

export function makeZip(parts: ZipPart[]): Uint8Array {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const compressed = part.deflated ?? deflateRawSync(part.data);
    const crc = part.crc ?? crc32(part.data);
    const size = part.declaredSize ?? part.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    chunks.push(local, name, Buffer.from(compressed));
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(compressed.length, 20);
    dir.writeUInt32LE(size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += 30 + name.length + compressed.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...chunks, dirBytes, end]));
}

const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"></Types>',
);

/** A "DOCX" whose parts declare 3 x 40 MB of XML: refused from the directory alone. */
export function makeDeclaredZipBomb(): Uint8Array {
  const zeros = new Uint8Array(40 * 1024 * 1024);
  const deflated = deflateRawSync(zeros);
  const crc = crc32(zeros);
  return makeZip([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    ...[1, 2, 3].map((n) => ({ name: `word/document${n === 1 ? '' : n}.xml`, data: zeros, deflated, crc })),
  ]);
}

/** A "DOCX" that claims a 2 KB document.xml which really inflates to 8 MB. */
export function makeLyingZipBomb(): Uint8Array {
  const big = new Uint8Array(8 * 1024 * 1024).fill(0x20);
  return makeZip([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: 'word/document.xml', data: big, declaredSize: 2048 },
  ]);
}

export function makeZipOf(names: string[]): Uint8Array {
  return makeZip(names.map((name) => ({ name, data: Buffer.from(`<x>${name}</x>`) })));
}

// ---------- PDF ----------

const PAD = Buffer.from('28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A', 'hex');

function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let n = 0; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 0xff]!;
  }
  return out;
}

const md5 = (...parts: Uint8Array[]) => {
  const h = createHash('md5');
  for (const p of parts) h.update(p);
  return h.digest();
};

function padPassword(pw: string): Buffer {
  return Buffer.concat([Buffer.from(pw, 'latin1'), PAD]).subarray(0, 32);
}

export interface PdfOptions {
  /** Encrypt with the standard security handler (RC4 40-bit) and this user password. */
  userPassword?: string;
  /** Draw a grey image instead of text: a "scanned" page with no text layer. */
  imageOnly?: boolean;
}

function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A small single-page PDF with Helvetica text lines, built by hand so each failure mode is exact. */
export function makePdf(lines: string[], options: PdfOptions = {}): Uint8Array {
  const streams: Record<number, Buffer> = {};
  const objects: string[] = [];
  let content: string;
  if (options.imageOnly) {
    content = 'q 450 0 0 600 80 120 cm /Im1 Do Q';
    streams[5] = Buffer.alloc(64 * 64, 0x80);
  } else {
    content = `BT /F1 11 Tf 72 740 Td 15 TL ${lines.map((l) => `${pdfString(l)} Tj T*`).join(' ')} ET`;
  }
  streams[4] = Buffer.from(content, 'latin1');
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
  objects[3] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 6 0 R >>${options.imageOnly ? ' /XObject << /Im1 5 0 R >>' : ''} >> >>`;
  objects[4] = '';
  objects[5] = '<< /Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceGray /BitsPerComponent 8';
  objects[6] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

  const id = md5(Buffer.from(lines.join('\n') + String(options.imageOnly)));
  let fileKey: Buffer | null = null;
  if (options.userPassword !== undefined) {
    const ownerKey = md5(padPassword(`${options.userPassword}-owner`)).subarray(0, 5);
    const O = rc4(ownerKey, padPassword(options.userPassword));
    const P = Buffer.alloc(4);
    P.writeInt32LE(-44);
    fileKey = md5(padPassword(options.userPassword), O, P, id).subarray(0, 5);
    const U = rc4(fileKey, PAD);
    objects[7] = `<< /Filter /Standard /V 1 /R 2 /O <${O.toString('hex')}> /U <${U.toString('hex')}> /P -44 >>`;
  }

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let offset = parts[0]!.length;
  const count = objects.length - 1;
  for (let n = 1; n <= count; n++) {
    if (objects[n] === undefined) continue;
    if (n === 5 && !options.imageOnly) objects[5] = '<< >>';
    let body: Buffer;
    if (streams[n] && (n === 4 || options.imageOnly)) {
      let data = streams[n]!;
      if (fileKey) {
        const objKey = md5(fileKey, Buffer.from([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, 0, 0])).subarray(0, 10);
        data = rc4(objKey, data);
      }
      const dict = n === 4 ? `<< /Length ${data.length} >>` : `${objects[5]} /Length ${data.length} >>`;
      body = Buffer.concat([
        Buffer.from(`${n} 0 obj\n${dict}\nstream\n`, 'latin1'),
        data,
        Buffer.from('\nendstream\nendobj\n', 'latin1'),
      ]);
    } else {
      body = Buffer.from(`${n} 0 obj\n${objects[n]}\nendobj\n`, 'latin1');
    }
    offsets[n] = offset;
    parts.push(body);
    offset += body.length;
  }
  const xref = [
    `xref\n0 ${count + 1}\n0000000000 65535 f \n`,
    ...Array.from({ length: count }, (_, i) => `${String(offsets[i + 1] ?? 0).padStart(10, '0')} 00000 n \n`),
  ].join('');
  const trailer = `trailer\n<< /Size ${count + 1} /Root 1 0 R${fileKey ? ' /Encrypt 7 0 R' : ''} /ID [<${id.toString('hex')}> <${id.toString('hex')}>] >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(xref + trailer, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}

/** The first bytes of a real PNG: what a photo of a resume renamed to .pdf starts with. */
export function pngBytes(): Uint8Array {
  return new Uint8Array(
    Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ff5a3a0b0000000049454e44ae426082',
      'hex',
    ),
  );
}
