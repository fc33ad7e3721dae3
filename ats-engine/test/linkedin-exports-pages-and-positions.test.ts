// LinkedIn's profile export as people's own exports print it: a role cut by a page break, several
// positions under one employer, a degree with its letters and field, read on tune pages of decision
// 030's hand-written set and small texts (the held-out part enters tests only through the floors of
// devset-handwritten.test.ts).
import { parseResume, shutdownPdfWorkers } from '../src/index';
import { readTunePage as read, rolesOf, schoolsOf } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const readText = (text: string) => parseResume(new TextEncoder().encode(text), { fileName: 'resume.txt' });

it("the roles on the page after the first, right of where the first page's sidebar stood, stay in Experience", async () => {
  const page = await read('linkedin-155-cloud-architect-two-pages-wrapped-titles-self-employed');
  expect(rolesOf(page).map(([, employer]) => employer)).toEqual([
    'Self-employed',
    'Amazon Web Services (AWS)',
    'Co-operative Banking Group',
    'Fujitsu',
  ]);
  expect(page.sections.map((section) => section.heading)).toEqual([
    'Summary',
    'Experience',
    'Education',
    'Contact',
    'Top Skills',
    'Certifications',
  ]);
  expect(page.skills).toEqual(['Amazon Web Services (AWS)', 'Terraform', 'Solution Architecture']);
});

it("positions under an employer and its time there: what follows a title's comma is its unit", async () => {
  const page = await read('linkedin-156-finance-grouped-positions-ampersand-employers-honors');
  expect(rolesOf(page).slice(0, 3)).toEqual([
    ['Director, FP&A - MedTech Surgery', 'Johnson & Johnson', 'March 2023', 'Present'],
    ['Senior Manager, Financial Planning & Analysis', 'Johnson & Johnson', 'September 2020', 'February 2023'],
    ['Manager, Business Development Finance', 'Johnson & Johnson', 'September 2020', 'September 2020'],
  ]);
  // 'US GAAP' last in 'Top Skills' is a skill, not a heading.
  expect(page.skills).toEqual(['Financial Due Diligence', 'Quality of Earnings', 'US GAAP']);

  // Without the time there in all, a title's comma still sets its employer apart.
  const parsed = await readText(
    [
      'Sam Lee',
      'sam.lee@example.com',
      '',
      'Experience',
      'Senior Analyst, Brightwave',
      'March 2021 - Present',
      'Analyst, Northbeam',
      'June 2018 - February 2021',
      '',
    ].join('\n'),
  );
  expect(rolesOf(parsed).map(([title, employer]) => [title, employer])).toEqual([
    ['Senior Analyst', 'Brightwave'],
    ['Analyst', 'Northbeam'],
  ]);
});

it("'Master of Science - MS, Accounting': the degree with its letters and field, as printed", async () => {
  const page = await read('linkedin-156-finance-grouped-positions-ampersand-employers-honors');
  expect(schoolsOf(page)).toEqual([
    ['Master of Science - MS, Accounting', 'Boston College'],
    ['Bachelor of Science - BS, Finance and Accountancy', 'Miami University'],
  ]);
});
