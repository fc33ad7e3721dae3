// What the PDF reader (PDFium, src/extract/pdfium-extract.mjs) hands the layout, seen through the
// text a reader of the file gets: word gaps left without a space character, text tagged with other
// words than it prints, text set beyond the page's edge, and links over a bare handle.
import { extractDocument, shutdownPdfWorkers } from '../src/index';
// Renamed on import: a plain setter, which the lint's React rules would take for a hook by its name.
import { usePdfExtractorInThisThread as setPdfExtractorOfThisThread } from '../src/extract/pdf-worker-pool';

afterAll(() => shutdownPdfWorkers());

/** A one-page PDF with Helvetica as /F1, this content stream, and these annotations. */
function pdfWith(content: string, annots: string[] = []): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >>${
      annots.length ? ` /Annots [${annots.map((_, i) => `${6 + i} 0 R`).join(' ')}]` : ''
    } >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...annots,
  ];
  let body = '%PDF-1.7\n';
  const offsets = objects.map((object, i) => {
    const at = Buffer.byteLength(body, 'latin1');
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

const read = async (pdf: Uint8Array) => (await extractDocument(pdf, { fileName: 'cv.pdf' })).text;
const PROSE = '(Cared for twenty patients a shift on a busy surgical ward.) Tj';

it('a word gap drawn as kerning reads as a space, and tight letter spacing does not split a word', async () => {
  const text = await read(
    pdfWith(`BT /F1 12 Tf 72 700 Td [(Registered)-300(Nurse)] TJ 0 -20 Td [(Char)-15(ge)] TJ 0 -20 Td ${PROSE} ET`),
  );
  expect(text.split('\n')).toEqual([
    'Registered Nurse',
    'Charge',
    'Cared for twenty patients a shift on a busy surgical ward.',
  ]);
});

it('text tagged with other words than it prints (ActualText) reads as printed', async () => {
  const text = await read(
    pdfWith(
      `BT /F1 14 Tf 72 700 Td /Span << /ActualText (Work history) >> BDC (WORK EXPERIENCE) Tj EMC /F1 11 Tf 0 -20 Td ${PROSE} ET`,
    ),
  );
  expect(text).toContain('WORK EXPERIENCE');
  expect(text).not.toContain('Work history');
});

it('a line set below the page’s bottom edge (continued on the next page) is not read on this one', async () => {
  const text = await read(
    pdfWith(`BT /F1 12 Tf 72 700 Td (Jane Roe) Tj 0 -20 Td ${PROSE} ET BT /F1 12 Tf 72 -3 Td (Wells Fargo) Tj ET`),
  );
  expect(text).toContain('Jane Roe');
  expect(text).not.toContain('Wells Fargo');
});

it('a bare handle under a profile link reads as the profile’s address', async () => {
  const link =
    '<< /Type /Annot /Subtype /Link /Rect [70 596 130 612] /Border [0 0 0] /A << /S /URI /URI (https://www.linkedin.com/in/janeroe/) >> >>';
  const text = await read(
    pdfWith(`BT /F1 12 Tf 72 700 Td (Jane Roe) Tj 0 -100 Td (janeroe) Tj 0 -20 Td ${PROSE} ET`, [link]),
  );
  expect(text.split('\n')).toContain('linkedin.com/in/janeroe');
});

it('a thread set to read PDFs itself asks its own reader, and `null` hands them to the worker pool again', async () => {
  const pdf = pdfWith(`BT /F1 12 Tf 72 700 Td ${PROSE} ET`);
  // This thread's reader answers as PDFium does for a password-protected file, so whose answer
  // came back shows which reader was asked.
  let asked = 0;
  setPdfExtractorOfThisThread(async () => {
    asked += 1;
    return { ok: false, name: 'PasswordException', message: 'No password given' };
  });
  try {
    await expect(read(pdf)).rejects.toMatchObject({ code: 'ENCRYPTED_PDF' });
    expect(asked).toBe(1);
  } finally {
    setPdfExtractorOfThisThread(null);
  }
  expect(await read(pdf)).toBe('Cared for twenty patients a shift on a busy surgical ward.');
  expect(asked).toBe(1);
});
