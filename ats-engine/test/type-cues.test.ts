// The type's cues (bold, italic, bigger type) carried from a PDF's fonts and a DOCX's runs to the
// reader: small pages written for each test, typeset here with pdf-lib (Helvetica and its bold and
// oblique) or written as DOCX, each read with its cues and, where it says so, as the same text with
// none (what a pasted resume gives).
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractDocument, parseResume, shutdownPdfWorkers, type ParsedResume } from '../src/index';
import { typeCuesOf, STYLE_BOLD, STYLE_ITALIC } from '../src/extract/type-cues';
import { parseResumeText } from '../src/parse/parse-resume-text';

afterAll(() => shutdownPdfWorkers());

/** r: the body's type, b: bold, i: italic (oblique); a number after it: the size (10 when none). */
type Type = 'r' | 'b' | 'i';
type Line = string | [string, Type] | [string, Type, number] | Array<[string, Type]>;

const runsOf = (line: Line): { runs: Array<[string, Type]>; size: number } => {
  if (typeof line === 'string') return { runs: [[line, 'r']], size: 10 };
  if (typeof line[0] === 'string') return { runs: [[line[0], line[1] as Type]], size: (line[2] as number) ?? 10 };
  return { runs: line as Array<[string, Type]>, size: 10 };
};

async function pdf(lines: Line[], allIn?: Type): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const fonts = {
    r: await doc.embedFont(StandardFonts.Helvetica),
    b: await doc.embedFont(StandardFonts.HelveticaBold),
    i: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  let y = 740;
  for (const line of lines) {
    const { runs, size } = runsOf(line);
    let x = 54;
    for (const [text, type] of runs) {
      const font = fonts[allIn ?? type];
      if (text !== '') page.drawText(text, { x, y, size, font });
      x += font.widthOfTextAtSize(text, size);
    }
    y -= size + 5;
  }
  return new Uint8Array(await doc.save());
}

async function docx(lines: Line[]): Promise<Uint8Array> {
  const document = new Document({
    sections: [
      {
        children: lines.map((line) => {
          const { runs, size } = runsOf(line);
          return new Paragraph({
            children: runs.map(
              ([text, type]) =>
                new TextRun({
                  text,
                  bold: type === 'b',
                  italics: type === 'i',
                  size: size > 10 ? size * 2 : undefined,
                }),
            ),
          });
        }),
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

const roles = (parsed: ParsedResume) =>
  parsed.experience.map((role) => [role.title, role.company, role.startDate, role.endDate]);

/** The same document read as its text alone, with no cues: what the reader did before them. */
async function asText(bytes: Uint8Array, fileName: string): Promise<ParsedResume> {
  const doc = await extractDocument(bytes, { fileName });
  return parseResumeText(doc.text, { kind: doc.kind, pages: doc.pages, layout: doc.layout, nameHint: doc.nameHint });
}

const head: Line[] = [
  ['Jordan Avery', 'b', 18],
  'jordan.avery@example.com | 555-201-3344',
  '',
  ['EXPERIENCE', 'b', 12],
];
const tail: Line[] = [
  '',
  ['EDUCATION', 'b', 12],
  'Bachelor of Arts, University of Florida',
  '',
  ['SKILLS', 'b', 12],
  'Excel, Scheduling',
];
const bullet = '• Trained eight new staff members on opening and closing duties.';

// Titles in bold over employers in italics; the third role printed employer first, its words
// ('Brightstone Works', 'Mason') telling nothing.
const titleBoldEmployerItalic: Line[] = [
  ...head,
  ['Project Manager', 'b'],
  ['Kiewit', 'i'],
  'Mar 2020 – Present',
  bullet,
  '',
  ['Shift Supervisor', 'b'],
  ['Costco', 'i'],
  'Jan 2017 – Feb 2020',
  bullet,
  '',
  ['Brightstone Works', 'i'],
  ['Mason', 'b'],
  'Jun 2012 – Dec 2016',
  bullet,
  ...tail,
];
const readInItsType = [
  ['Project Manager', 'Kiewit', 'Mar 2020', 'Present'],
  ['Shift Supervisor', 'Costco', 'Jan 2017', 'Feb 2020'],
  ['Mason', 'Brightstone Works', 'Jun 2012', 'Dec 2016'],
];

it('a role whose words do not tell its title from its employer is read in the type its section sets titles in (PDF)', async () => {
  const bytes = await pdf(titleBoldEmployerItalic);
  expect(roles(await parseResume(bytes, { fileName: 'resume.pdf' }))).toEqual(readInItsType);
  // As text alone the order the other roles show decides, and it is the wrong one here.
  expect(roles(await asText(bytes, 'resume.pdf'))[2]).toEqual(['Brightstone Works', 'Mason', 'Jun 2012', 'Dec 2016']);
}, 30_000);

it('the same from a DOCX: bold and italic runs are the cues', async () => {
  const bytes = await docx(titleBoldEmployerItalic);
  expect(roles(await parseResume(bytes, { fileName: 'resume.docx' }))).toEqual(readInItsType);
}, 30_000);

it('the reverse emphasis (employers in bold, titles in italics) is learned the same way', async () => {
  const employerBold: Line[] = [
    ...head,
    ['Kiewit', 'b'],
    ['Project Manager', 'i'],
    'Mar 2020 – Present',
    bullet,
    '',
    ['Costco', 'b'],
    ['Shift Supervisor', 'i'],
    'Jan 2017 – Feb 2020',
    bullet,
    '',
    ['Mason', 'i'],
    ['Brightstone Works', 'b'],
    'Jun 2012 – Dec 2016',
    bullet,
    ...tail,
  ];
  expect(roles(await parseResume(await pdf(employerBold), { fileName: 'resume.pdf' }))).toEqual(readInItsType);
}, 30_000);

it('one line per role, title in bold and employer in the body type after a bar, dates at the end', async () => {
  const oneLine: Line[] = [
    ...head,
    [
      ['Project Manager', 'b'],
      [' | Kiewit | Mar 2020 – Present', 'r'],
    ],
    bullet,
    [
      ['Shift Supervisor', 'b'],
      [' | Costco | Jan 2017 – Feb 2020', 'r'],
    ],
    bullet,
    [
      ['Brightstone Works', 'r'],
      [' | ', 'r'],
      ['Mason', 'b'],
      [' | Jun 2012 – Dec 2016', 'r'],
    ],
    bullet,
    ...tail,
  ];
  expect(roles(await parseResume(await pdf(oneLine), { fileName: 'resume.pdf' }))).toEqual(readInItsType);
}, 30_000);

// Two dated roles, their headers opening with the title in bold; then a role with no dates, its
// title in bold over its employer in italics, after a line in the body's type that does not end
// its sentence (which the reader would otherwise read on into the title).
const undated = (title: string): Line[] => [
  ...head,
  ['Line Cook', 'b'],
  ['Olive Garden', 'i'],
  'Mar 2020 – Present',
  bullet,
  '',
  ['Prep Cook', 'b'],
  ["Chili's Grill", 'i'],
  'Jan 2017 – Feb 2020',
  bullet,
  'Kept the walk-in cooler stocked, rotated and labelled for every single shift',
  [title, 'b'],
  ['Denver Food Bank', 'i'],
  'Sorted donations and packed boxes for families every Saturday morning.',
  ...tail,
];

it("a role with no dates, its header set like the dated roles' headers, is a role of its own", async () => {
  for (const title of ['Volunteer Coordinator', 'Board Member', 'Deckhand']) {
    const bytes = await pdf(undated(title));
    const parsed = await parseResume(bytes, { fileName: 'resume.pdf' });
    expect(roles(parsed)).toEqual([
      ['Line Cook', 'Olive Garden', 'Mar 2020', 'Present'],
      ['Prep Cook', "Chili's Grill", 'Jan 2017', 'Feb 2020'],
      [title, 'Denver Food Bank', null, null],
    ]);
    // The line above the title stays the last role's own, whole.
    expect(parsed.experience[1]!.bullets.at(-1)).toBe(
      'Kept the walk-in cooler stocked, rotated and labelled for every single shift',
    );
    expect(parsed.experience[2]!.bullets).toEqual([
      'Sorted donations and packed boxes for families every Saturday morning.',
    ]);
    // As text alone the role is lost inside the one above.
    expect((await asText(bytes, 'resume.pdf')).experience).toHaveLength(2);
  }
  // Not where the dated roles' headers open in the body's type ('Line Cook, Olive Garden'): a line
  // in bold among a role's lines ('Food Safety Lead') stays the role's own.
  const page: Line[] = [
    ...head,
    'Line Cook, Olive Garden',
    'Mar 2020 – Present',
    bullet,
    'Kept the walk-in cooler stocked, rotated and labelled for every single shift',
    ['Food Safety Lead', 'b'],
    'Ran the weekly food safety audit with the kitchen manager for the whole team.',
    '',
    "Prep Cook, Chili's Grill",
    'Jan 2017 – Feb 2020',
    bullet,
    ...tail,
  ];
  expect(roles(await parseResume(await pdf(page), { fileName: 'resume.pdf' }))).toEqual([
    ['Line Cook', 'Olive Garden', 'Mar 2020', 'Present'],
    ['Prep Cook', "Chili's Grill", 'Jan 2017', 'Feb 2020'],
  ]);
}, 30_000);

it('a document set in one type has no cues and reads exactly as its text does', async () => {
  for (const type of ['r', 'b'] as const) {
    const bytes = await pdf(titleBoldEmployerItalic, type);
    const doc = await extractDocument(bytes, { fileName: 'resume.pdf' });
    // (Sizes still differ: the name and the headings are set bigger.)
    expect(doc.typeCues?.some((cue) => cue.bold || cue.italic) ?? false).toBe(false);
    const parsed = await parseResume(bytes, { fileName: 'resume.pdf' });
    expect(parsed).toEqual(await asText(bytes, 'resume.pdf'));
  }
  // Plain text has none either.
  const text = await extractDocument(new TextEncoder().encode('Jordan Avery\nProject Manager\nKiewit'), {
    fileName: 'resume.txt',
  });
  expect(text.typeCues).toBeUndefined();
}, 30_000);

it('the cues are decided against the body: its own weight and slant are no cue, bigger type is', () => {
  const run = (text: string, style: number, size = 10) => ({ text, style, size });
  // Most letters bold: bold says nothing; the italic line and the bigger heading do.
  const mostlyBold = typeCuesOf([
    [run('Project Manager at Kiewit for six years', STYLE_BOLD)],
    [run('Kiewit', STYLE_BOLD | STYLE_ITALIC)],
    [run('EXPERIENCE', STYLE_BOLD, 14)],
  ]);
  expect(mostlyBold?.map(({ key, bold, italic, big }) => [key, bold, italic, big])).toEqual([
    ['ProjectManageratKiewitforsixyears', false, false, false],
    ['Kiewit', false, true, false],
    ['EXPERIENCE', false, false, true],
  ]);
  // Runs of one type on a line join into one stretch; punctuation and spaces are not part of it.
  const joined = typeCuesOf([
    [run('Line Cook', STYLE_BOLD), run(' — ', 0), run('Olive Garden', STYLE_ITALIC)],
    [run('Sorted donations for the food bank every week.', 0), run('Again and again.', 0)],
  ]);
  expect(joined?.map(({ line, key, bold, italic }) => [line, key, bold, italic])).toEqual([
    [0, 'LineCook', true, false],
    [0, 'OliveGarden', false, true],
    [1, 'SorteddonationsforthefoodbankeveryweekAgainandagain', false, false],
  ]);
  // One type throughout: no cues at all.
  expect(typeCuesOf([[run('Line Cook', 0)], [run('Olive Garden', 0)]])).toBeUndefined();
});
