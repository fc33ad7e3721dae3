// Layouts people use for roles and skills, read on tune pages of decision 030's hand-written set
// (LaTeX employer blocks, tabular margins and 'Title at Employer' lines; skills in bold categories
// and pipe lines). The held-out part enters tests only through the floors of
// devset-handwritten.test.ts.
import { parseResume, shutdownPdfWorkers } from '../src/index';
import { readTunePage as read, rolesOf, schoolsOf } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const readText = (text: string) => parseResume(new TextEncoder().encode(text), { fileName: 'resume.txt' });

it("a hyphenated compound before a word in lower case is one skill, not two chips ('Cross-functional communication')", async () => {
  const parsed = await read('chromium-html-190-gdocs-supply-chain-analyst-bold-categories-soft-skills-pipes');
  expect(parsed.skills).toEqual(
    expect.arrayContaining(['Supplier negotiation', 'Cross-functional communication', 'Presenting to leadership']),
  );
  expect(parsed.skills).not.toContain('communication');

  const inline = await readText(
    'Dana Price\ndana.price@example.com\n\nSkills\nClient-facing presentations | Excel SQL Tableau | Budgeting\n',
  );
  expect(inline.skills).toEqual(expect.arrayContaining(['Client-facing presentations', 'Excel', 'SQL', 'Tableau']));
});

it("a tabular's left column of dates and row labels is read row by row with the entries beside it, not as a sidebar", async () => {
  const parsed = await read('latex-193-tabular-road-engineer-numeric-month-dates-title-over-employer');
  expect(rolesOf(parsed)).toEqual([
    ['Senior Pavement Engineer', 'Infraestruturas de Portugal', '05/2019', 'present'],
    ['Road Design Engineer', 'COBA Consultores de Engenharia e Ambiente', '02/2015', '04/2019'],
    ['Site Engineer', 'Construtora Norberto Odebrecht', '03/2012', '12/2014'],
  ]);
  expect(schoolsOf(parsed)[0]).toEqual(['Bachelor of Civil Engineering', 'Universidade Federal de Minas Gerais']);
  // The row labels ('Software', 'Technical') name groups of skills, not skills.
  expect(parsed.skills).toEqual(expect.arrayContaining(['AutoCAD Civil 3D', 'Pavement design', 'Road safety audit']));
  expect(parsed.skills).not.toContain('Technical');
});

it("a skills section's groups in bold under its small-capitals heading ('LANGUAGES', 'EMBEDDED', 'TOOLS') all give their skills", async () => {
  const parsed = await read('latex-192-deedy-firmware-engineer-caps-employer-bar-title-dates-city');
  expect(parsed.skills).toEqual(
    expect.arrayContaining(['C++', 'Rust', 'AUTOSAR', 'FreeRTOS', 'JTAG debugging', 'ISO 26262', 'Vector CANoe']),
  );
  expect(parsed.skills).not.toContain('EMBEDDED');
});

it('an education column in small capitals gives each school and degree as printed, a name hyphenated or wrapped in it whole', async () => {
  const parsed = await read('latex-192-deedy-firmware-engineer-caps-employer-bar-title-dates-city');
  expect(schoolsOf(parsed)).toEqual([
    ['MSC ELECTRICAL ENGINEERING', 'TECHNICAL UNIVERSITY OF MUNICH'],
    ['B.E. ELECTRONICS AND COMMUNICATION', 'ANNA UNIVERSITY'],
  ]);
});

it('a school in capitals over its degree in capitals is read like the same lines in mixed case', async () => {
  const parsed = await parseResume(
    new TextEncoder().encode(
      'Dana Price\ndana.price@example.com\n\nEducation\nUNIVERSITY OF LEEDS\nBSC GEOGRAPHY\n2014 – 2017\n\nSkills\nArcGIS, R\n',
    ),
    { fileName: 'resume.txt' },
  );
  expect(schoolsOf(parsed)).toEqual([['BSC GEOGRAPHY', 'UNIVERSITY OF LEEDS']]);
});
