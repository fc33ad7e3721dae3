import {
  extractDocumentText,
  parseResume,
  ResumeParseError,
  shutdownPdfWorkers,
  type ResumeErrorCode,
} from '../src/index';
import { corpusBytes, fixtureBytes, itWithCorpus } from './support/corpus';
import { makeDeclaredZipBomb, makeLyingZipBomb, makePdf, makeZipOf, pngBytes } from './support/fixtures';

afterAll(() => shutdownPdfWorkers());

async function failure(promise: Promise<unknown>): Promise<ResumeParseError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ResumeParseError);
    return error as ResumeParseError;
  }
  throw new Error('expected a ResumeParseError');
}

describe('files that cannot be read fail with a typed, user-facing error', () => {
  const cases: Array<
    [
      string,
      () => Uint8Array | Promise<Uint8Array>,
      { fileName?: string; mimeType?: string },
      ResumeErrorCode,
      number,
      RegExp,
    ]
  > = [
    [
      'an encrypted PDF',
      () => makePdf(['Jane Doe', 'jane@example.com'], { userPassword: 'secret' }),
      { fileName: 'cv.pdf' },
      'ENCRYPTED_PDF',
      422,
      /password-protected/,
    ],
    [
      'a scanned PDF with no text layer',
      () => makePdf([], { imageOnly: true }),
      { fileName: 'cv.pdf' },
      'SCANNED_PDF',
      422,
      /^This PDF is an image: export it with text, or upload DOCX\.$/,
    ],
    [
      'a corrupt PDF',
      () => new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 0x37)])),
      { fileName: 'cv.pdf' },
      'CORRUPT_FILE',
      422,
      /damaged/,
    ],
    [
      'a truncated PDF',
      () => fixtureBytes('resumes/john_doe.pdf').slice(0, 900),
      { fileName: 'cv.pdf' },
      'CORRUPT_FILE',
      422,
      /PDF/,
    ],
    ['an empty file', () => new Uint8Array(0), { fileName: 'cv.pdf' }, 'EMPTY_FILE', 400, /empty/],
    [
      'a PNG named .pdf',
      pngBytes,
      { fileName: 'resume.pdf' },
      'TYPE_MISMATCH',
      415,
      /named as PDF but its content is a PNG image/,
    ],
    ['a PNG with no name', pngBytes, {}, 'UNSUPPORTED_TYPE', 415, /Only PDF, DOCX, and TXT/],
    [
      'a PDF named .docx',
      () => fixtureBytes('resumes/john_doe.pdf'),
      { fileName: 'resume.docx' },
      'TYPE_MISMATCH',
      415,
      /named as DOCX but its content is PDF/,
    ],
    [
      'a .doc file',
      () => new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      { fileName: 'cv.doc' },
      'UNSUPPORTED_TYPE',
      415,
      /Only PDF, DOCX, and TXT/,
    ],
    [
      'a zip bomb disguised as DOCX (declared sizes)',
      makeDeclaredZipBomb,
      { fileName: 'cv.docx' },
      'ARCHIVE_BOMB',
      413,
      /expands/,
    ],
    ['a zip bomb that lies about its sizes', makeLyingZipBomb, { fileName: 'cv.docx' }, 'ARCHIVE_BOMB', 413, /expands/],
    [
      'a zip that is not a Word document',
      () => makeZipOf(['photos/a.jpg', 'notes.txt']),
      { fileName: 'cv.docx' },
      'NOT_A_DOCUMENT',
      415,
      /ZIP archive, not a Word document/,
    ],
    [
      'an Excel workbook named .docx',
      () => makeZipOf(['[Content_Types].xml', 'xl/workbook.xml']),
      { fileName: 'cv.docx' },
      'NOT_A_DOCUMENT',
      415,
      /Excel workbook/,
    ],
    [
      'a file over 10 MB',
      () => new Uint8Array(10 * 1024 * 1024 + 1).fill(0x41),
      { fileName: 'cv.txt' },
      'FILE_TOO_LARGE',
      413,
      /^File size must be less than 10MB$/,
    ],
    [
      'a text file with only blanks',
      () => new TextEncoder().encode(' \n\t\n '),
      { fileName: 'cv.txt' },
      'NO_TEXT',
      422,
      /no text/,
    ],
  ];

  it.each(cases)('%s', async (_label, make, options, code, status, message) => {
    const error = await failure(parseResume(await make(), options));
    expect(error.code).toBe(code);
    expect(error.httpStatus).toBe(status);
    expect(error.message).toMatch(message);
    expect(JSON.parse(JSON.stringify(error))).toEqual({ code, message: error.message });
  });

  it('bounds the time spent on one PDF and keeps working afterwards', async () => {
    const error = await failure(parseResume(fixtureBytes('resumes/john_doe.pdf'), { timeoutMs: 1 }));
    expect(error.code).toBe('PDF_TIMEOUT');
    const next = await parseResume(fixtureBytes('resumes/john_doe.pdf'));
    expect(next.contact.fullName).toBe('John Doe');
  });

  itWithCorpus('reads PDFs concurrently without mixing their results up', async () => {
    const files = ['john_doe.pdf', 'barry_allen_fe.pdf', 'bruce_wayne_fullstack.pdf', 'alfred_pennyworth_pm.pdf'];
    const names = await Promise.all(
      files.map(async (f) => (await parseResume(corpusBytes(`resumes/${f}`))).contact.fullName),
    );
    expect(names).toEqual(['John Doe', 'Barry Allen', 'Bruce Wayne', 'Alfred Pennyworth']);
  });

  it('fails the same way for job-description files', async () => {
    expect((await failure(extractDocumentText(pngBytes(), { fileName: 'jd.pdf' }))).code).toBe('TYPE_MISMATCH');
    expect((await failure(extractDocumentText(new Uint8Array(0)))).code).toBe('EMPTY_FILE');
  });
});
