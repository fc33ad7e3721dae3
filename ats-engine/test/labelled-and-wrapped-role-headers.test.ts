// Role headers as people write them on LaTeX pages: labelled fields, a range wrapped in a narrow
// dates column, a title with its unit before the employer. Read on tune pages of decision 030's
// hand-written set and small texts (the held-out part enters tests only through the floors of
// devset-handwritten.test.ts).
import { parseResume, shutdownPdfWorkers } from '../src/index';
import { readTunePage as read, rolesOf, schoolsOf } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const readText = (text: string) => parseResume(new TextEncoder().encode(text), { fileName: 'resume.txt' });

it("'Organisation:', 'Designation:' and 'Duration:' lines give a role's employer, title and dates", async () => {
  const page = await read('latex-183-article-labelled-fields-automotive-engineer-pune');
  expect(rolesOf(page)).toEqual([
    ['Senior Manager – Vehicle Integration', 'Tata Motors Ltd', 'July 2019', 'Present'],
    ['Design Engineer', 'Bharat Forge Ltd', 'June 2015', 'June 2019'],
    ['Graduate Engineer Trainee', 'Kirloskar Oil Engines Ltd', 'Aug 2013', 'May 2015'],
  ]);

  // The labels in another order and words ('Position', 'Company', 'Period'), with no place.
  const parsed = await readText(
    [
      'Fatima Al-Sayed',
      'fatima.alsayed@example.com',
      '',
      'Work Experience',
      'Position: Site Engineer',
      'Company: Al Habtoor Engineering',
      'Period: 03/2018 – 12/2021',
      '• Supervised the MEP works on a 40-storey tower.',
      '',
    ].join('\n'),
  );
  expect(rolesOf(parsed)).toEqual([['Site Engineer', 'Al Habtoor Engineering', '03/2018', '12/2021']]);
});

it("a range wrapped in a narrow dates column ('Feb 2020 to' over 'Present') dates the role beside it", async () => {
  const page = await read('latex-184-tabular-dates-to-left-column-nurse-brisbane');
  expect(rolesOf(page)).toEqual([
    [
      'Clinical Nurse, Emergency Department',
      'Royal Brisbane and Women’s Hospital (Metro North Health)',
      'Feb 2020',
      'Present',
    ],
    ['Registered Nurse, Acute Medical Unit', 'The Prince Charles Hospital', 'Mar 2017', 'Jan 2020'],
    ['Graduate Registered Nurse', 'Toowoomba Hospital (Darling Downs Health)', 'Jan 2016', 'Feb 2017'],
  ]);
});

it('a title, its unit and the employer before the place: the unit stays with the title, a department with the employer', async () => {
  const page = await read('latex-185-article-title-department-employer-analyst-levels');
  expect(rolesOf(page)).toEqual([
    ['Pricing Analyst II, Revenue Management', 'Nationwide Mutual Insurance', 'March 2021', 'Present'],
    ['Data Analyst I, Member Analytics', 'Huntington National Bank', 'July 2018', 'February 2021'],
    ['Research Assistant', 'Department of Economics, The Ohio State University', 'September 2016', 'May 2018'],
  ]);
});

it("an education table's row of column names ('Degree⇥Institute⇥Year⇥Score') is no school", async () => {
  const page = await read('latex-183-article-labelled-fields-automotive-engineer-pune');
  expect(schoolsOf(page)).toEqual([
    ['B.E. (Mechanical)', 'College of Engineering Pune'],
    ['Diploma in Mechanical Engineering', 'Government Polytechnic, Pune'],
  ]);
});
