// A skills section whose groups' labels are set apart by their type alone ('Clinical' in bold,
// then 'Epic charting, BLS' in the body's type, no colon), as Word and Google Docs pages print
// them: small pages typeset here with pdf-lib (Helvetica and its bold), read with their cues and
// as the same text with none.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractDocument, parseResume, shutdownPdfWorkers, type ParsedResume } from '../src/index';
import { parseResumeText } from '../src/parse/parse-resume-text';

afterAll(() => shutdownPdfWorkers());

type Type = 'r' | 'b';
type Line = string | [string, Type, number] | Array<[string, Type]>;

async function pdf(lines: Line[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const fonts = {
    r: await doc.embedFont(StandardFonts.Helvetica),
    b: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  let y = 740;
  for (const line of lines) {
    const size = Array.isArray(line) && typeof line[0] === 'string' ? ((line[2] as number | undefined) ?? 10) : 10;
    const runs: Array<[string, Type]> =
      typeof line === 'string'
        ? [[line, 'r']]
        : typeof line[0] === 'string'
          ? [[line[0], line[1] as Type]]
          : (line as Array<[string, Type]>);
    let x = 54;
    for (const [text, type] of runs) {
      if (text !== '') page.drawText(text, { x, y, size, font: fonts[type] });
      x += fonts[type].widthOfTextAtSize(text, size);
    }
    y -= size + 5;
  }
  return new Uint8Array(await doc.save());
}

async function asText(bytes: Uint8Array): Promise<ParsedResume> {
  const doc = await extractDocument(bytes, { fileName: 'resume.pdf' });
  return parseResumeText(doc.text, { kind: doc.kind, pages: doc.pages, layout: doc.layout, nameHint: doc.nameHint });
}

const page = (skills: Line[]): Line[] => [
  ['Maria Lopez', 'b', 18],
  'maria.lopez@example.com | 555-201-3344',
  '',
  ['EXPERIENCE', 'b', 12],
  ['Registered Nurse', 'b', 10],
  'Tampa General Hospital | Mar 2019 – Present',
  '• Cared for up to six patients a shift on a 32-bed medical-surgical unit.',
  '',
  ['EDUCATION', 'b', 12],
  'Bachelor of Science in Nursing, University of Florida',
  '',
  ['SKILLS', 'b', 12],
  ...skills,
];

const labelled: Line[] = [
  [
    ['Clinical ', 'b'],
    ['Epic charting, IV therapy, Wound care', 'r'],
  ],
  [
    ['Certifications ', 'b'],
    ['BLS, ACLS, PALS', 'r'],
  ],
  [
    ['Languages ', 'b'],
    ['Spanish, English', 'r'],
  ],
];
const skillsRead = ['Epic charting', 'IV therapy', 'Wound care', 'BLS', 'ACLS', 'PALS', 'Spanish', 'English'];

it("a group's label set in bold with no colon is a label, not part of the group's first skill", async () => {
  const parsed = await parseResume(await pdf(page(labelled)), { fileName: 'resume.pdf' });
  expect(parsed.skills).toEqual(skillsRead);
  expect(parsed.skills).not.toContain('Clinical Epic charting');
  expect(parsed.skills).not.toContain('Clinical');
}, 30_000);

it('a bulleted line opening with a bold label reads the same', async () => {
  const bulleted: Line[] = [
    [
      ['• Clinical ', 'b'],
      ['Epic charting, IV therapy, Wound care', 'r'],
    ],
    [
      ['• Certifications ', 'b'],
      ['BLS, ACLS, PALS', 'r'],
    ],
  ];
  const parsed = await parseResume(await pdf(page(bulleted)), { fileName: 'resume.pdf' });
  expect(parsed.skills).toEqual(skillsRead.slice(0, 6));
}, 30_000);

it('the same lines with no cues (the text alone, or a page set in one type) read as before', async () => {
  const bytes = await pdf(page(labelled));
  // As text alone the label cannot be told from the first skill, as before the cues were read.
  const plain = await asText(bytes);
  expect(plain.skills).toContain('Clinical Epic charting');
  const oneType = await parseResume(
    await pdf(
      page([
        'Clinical Epic charting, IV therapy, Wound care',
        'Certifications BLS, ACLS, PALS',
        'Languages Spanish, English',
      ]),
    ),
    { fileName: 'resume.pdf' },
  );
  expect(oneType.skills).toEqual(plain.skills);
}, 30_000);

it('a first skill set in bold for its weight (a comma after it) stays a skill', async () => {
  const parsed = await parseResume(
    await pdf(
      page([
        [
          ['Epic charting', 'b'],
          [', IV therapy, Wound care', 'r'],
        ],
      ]),
    ),
    { fileName: 'resume.pdf' },
  );
  expect(parsed.skills).toEqual(['Epic charting', 'IV therapy', 'Wound care']);
}, 30_000);
