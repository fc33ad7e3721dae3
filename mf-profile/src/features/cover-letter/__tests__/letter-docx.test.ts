import { crc32 as nodeCrc32, inflateRawSync } from 'node:zlib';
import { crc32, letterDocx, storedZip } from '../utils/letter-docx';

/** Reads a ZIP's central directory and entries the way any unzip tool does. */
function readZip(bytes: Uint8Array): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.byteLength - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const raw = bytes.subarray(start, start + size);
    const data = method === 0 ? raw : inflateRawSync(raw);
    expect(nodeCrc32(data)).toBe(crc);
    files.set(name, new TextDecoder().decode(data));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return files;
}

describe('the cover letter as a Word document', () => {
  it('computes the CRC-32 every ZIP reader checks', () => {
    const data = new TextEncoder().encode('Dear Hiring Manager, ünïcødé');
    expect(crc32(data)).toBe(nodeCrc32(data));
  });

  it('is a ZIP with the four parts of a DOCX; each line a paragraph, text escaped', async () => {
    const letter =
      'Dear Hiring Manager,\n\nI built <fast> APIs & "tools".\r\nSecond line\u0007.\n\nSincerely,\nJane Doe';
    const files = readZip(new Uint8Array(await letterDocx(letter).arrayBuffer()));
    expect([...files.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/_rels/document.xml.rels',
      'word/document.xml',
    ]);
    expect(files.get('[Content_Types].xml')).toContain('wordprocessingml.document.main+xml');
    const texts = [...files.get('word/document.xml')!.matchAll(/<w:t xml:space="preserve">(.*?)<\/w:t>/g)].map(
      (m) => m[1],
    );
    expect(texts).toEqual([
      'Dear Hiring Manager,',
      'I built &lt;fast&gt; APIs &amp; &quot;tools&quot;.',
      'Second line.',
      'Sincerely,',
      'Jane Doe',
    ]);
  });

  it('stores any files (a ZIP other tools can read back)', () => {
    const files = readZip(
      storedZip([
        ['a.txt', new TextEncoder().encode('one')],
        ['dir/b.txt', new TextEncoder().encode('two')],
      ]),
    );
    expect(Object.fromEntries(files)).toEqual({ 'a.txt': 'one', 'dir/b.txt': 'two' });
  });
});
