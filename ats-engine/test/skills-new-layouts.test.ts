// Skills sections in shapes people use that the reader did not know (decision 030, seventeenth
// revision): a trade's own heading ('Tools of the trade', 'In the kitchen'), a section of personal
// qualities after the skills, a level in parentheses followed by what it covers, items the writer
// set apart with commas, and moderncv's 'Languages' group label beside another group. The
// hand-written documents here are of the tune part only (the held-out part enters tests only
// through the floors of devset-handwritten.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseResume, parseResumeText, shutdownPdfWorkers } from '../src/index';
import { HANDWRITTEN_DIR } from '../devset/truth';
import { makePdf } from './support/fixtures';
import { readTunePage } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const HEAD = [
  'Dana Reyes',
  'dana.reyes@example.com',
  '',
  'EXPERIENCE',
  'Office Manager, Acme Corp, Denver, CO    Jan 2020 - Present',
  '- Ran the office for 40 staff and cut supply costs by 12%',
  '',
];
const skillsOf = (lines: string[]) => parseResumeText([...HEAD, ...lines].join('\n')).skills;

async function readTune(id: string) {
  const parsed = await readTunePage(id);
  const truth = JSON.parse(readFileSync(path.join(HANDWRITTEN_DIR, id, 'truth.json'), 'utf8')) as { skills: string[] };
  const norm = (skill: string) =>
    skill
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return { read: parsed.skills.map(norm).sort(), truth: truth.skills.map(norm).sort() };
}

describe("a trade's own heading opens its skills", () => {
  it("'Tools of the trade' over labelled groups", () => {
    expect(skillsOf(['Tools of the trade', 'CAT: memoQ, Trados Studio', 'QA: Xbench, Verifika'])).toEqual([
      'memoQ',
      'Trados Studio',
      'Xbench',
      'Verifika',
    ]);
  });
  it("'In the kitchen' in a PDF", async () => {
    const parsed = await parseResume(makePdf([...HEAD, 'In the kitchen', 'Butchery, sous vide, allergen management']), {
      fileName: 'resume.pdf',
    });
    expect(parsed.skills).toEqual(['Butchery', 'sous vide', 'allergen management']);
  });
});

it("'Personal qualities' after the skills ends them: qualities are no skills", () => {
  expect(
    skillsOf([
      'SKILLS',
      'Soil sampling, crop scouting, QGIS',
      'Personal qualities',
      '- Patient with farmer groups who have seen many projects come and go',
      '- Comfortable on a motorbike on rough roads in the long rains',
    ]),
  ).toEqual(['Soil sampling', 'crop scouting', 'QGIS']);
});

it("a level in parentheses, then what it covers: 'Excel (advanced – pivot tables, VLOOKUP)' is Excel", () => {
  expect(skillsOf(['IT SKILLS', 'Microsoft Office: Excel (advanced – pivot tables, VLOOKUP), Word, Outlook'])).toEqual([
    'Excel',
    'Word',
    'Outlook',
  ]);
});

it("items the writer set apart with commas stay whole: 'HIPAA compliance' is one skill", () => {
  expect(skillsOf(['KEY SKILLS', '● HIPAA compliance, front desk supervision'])).toEqual([
    'HIPAA compliance',
    'front desk supervision',
  ]);
  // (A run of known skills with no separator is still several: 'Python SQL Tableau'.)
  expect(skillsOf(['SKILLS', 'Python SQL Tableau'])).toEqual(['Python', 'SQL', 'Tableau']);
});

it("moderncv's 'Languages' group beside another, its colon lost: the label is no skill", () => {
  expect(skillsOf(['TECHNICAL SKILLS', 'Languages SQL, Python, R\tBI: Tableau, Looker'])).toEqual([
    'SQL',
    'Python',
    'R',
    'Tableau',
    'Looker',
  ]);
  // ('Language Arts, Reading' is a teacher's skill list, not a label.)
  expect(skillsOf(['SKILLS', 'Language Arts, Reading intervention'])).toEqual([
    'Language Arts',
    'Reading intervention',
  ]);
});

describe('hand-written tune pages read as their truth says', () => {
  it.each([
    // moderncv: \cvitem groups, a \cvdoubleitem with 'Languages', then \cvlistitem qualities.
    'latex-70-moderncv-casual-agronomist',
    // 'Core competencies' in a two-column table, 'IT skills' with levels and certifications (DOCX).
    'libreoffice-70-bookkeeper-competencies-table',
    // 'Key skills' bullets with several items each, a software table rated in stars.
    'chromium-html-72-medical-office-gdocs-star-ratings',
  ])(
    '%s',
    async (id) => {
      const { read, truth } = await readTune(id);
      expect(read).toEqual(truth);
    },
    30_000,
  );
});

it('sentences about the writer at the head of a skills section are prose, not skills', () => {
  expect(
    skillsOf([
      'What I bring',
      'Licensed clinical social worker with nine years in child welfare, hospital discharge planning and',
      'community mental health. Trauma-informed, bilingual, steady in a crisis.',
      '',
      'Crisis intervention and safety planning',
      'Motivational interviewing',
    ]),
  ).toEqual(['Crisis intervention and safety planning', 'Motivational interviewing']);
  // (A list that ends with a full stop is still a list.)
  expect(skillsOf(['SKILLS', 'Excel, QuickBooks, payroll, month-end close.'])).toEqual([
    'Excel',
    'QuickBooks',
    'payroll',
    'month-end close',
  ]);
});
