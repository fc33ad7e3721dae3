// Known tune misses of decision 030 (its twenty-ninth revision): layouts people use that the reader
// read wrong on the tune part (the held-out part enters tests only through the floors of
// devset-handwritten.test.ts).
import { shutdownPdfWorkers } from '../src/index';
import { parseResumeText } from '../src/parse/parse-resume-text';
import { readTunePage as read } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const resume = (...sections: string[][]) =>
  parseResumeText(['Jane Roy', 'jane.roy@example.com', '', ...sections.flatMap((lines) => [...lines, ''])].join('\n'));
const roles = (parsed: ReturnType<typeof parseResumeText>) =>
  parsed.experience.map((role) => [role.title, role.company, role.startDate, role.endDate]);

it('a school, then the district that runs it after its comma: the school is the employer', () => {
  const typed = resume([
    'Experience',
    'Aug 2019 – Present',
    'Fourth Grade Teacher',
    'Mosby Woods Elementary School, Fairfax County Public Schools',
    '• Self-contained class of 26.',
    'Aug 2016 – Jun 2019',
    'Math Teacher',
    'Lakeview Middle School, Round Rock Independent School District',
    '• Taught three sections of Algebra I.',
  ]);
  expect(roles(typed)).toEqual([
    ['Fourth Grade Teacher', 'Mosby Woods Elementary School', 'Aug 2019', 'Present'],
    ['Math Teacher', 'Lakeview Middle School', 'Aug 2016', 'Jun 2019'],
  ]);
  // (A district's own office, or a unit after the district, stays as printed.)
  const office = resume([
    'Experience',
    '2019 – Present',
    'Transportation Coordinator',
    'Albuquerque Public Schools, Student Transportation Services',
    '• Routed 120 buses.',
  ]);
  expect(roles(office)[0]![1]).toBe('Albuquerque Public Schools, Student Transportation Services');
});

it('a word naming the work over a whole header of dates, title and employer labels the roles; the employer is the name under the title', async () => {
  const page = await read('weasyprint-25-teacher-date-grid-no-dates');
  expect(roles(page)[0]).toEqual(['Fourth Grade Teacher', 'Mosby Woods Elementary School', 'Aug 2019', 'now']);

  const typed = parseResumeText(
    [
      'Jane Roy',
      'jane.roy@example.com',
      '',
      'Nursing',
      'Mar 2020 – Present',
      'Staff Nurse',
      'Riverside Methodist Hospital',
      '• Cared for six patients a shift on a surgical floor.',
      'Jun 2017 – Feb 2020',
      'Nursing Assistant',
      'Mount Carmel East',
      '• Took vitals and charted for 12 patients.',
    ].join('\n'),
  );
  expect(roles(typed)).toEqual([
    ['Staff Nurse', 'Riverside Methodist Hospital', 'Mar 2020', 'Present'],
    ['Nursing Assistant', 'Mount Carmel East', 'Jun 2017', 'Feb 2020'],
  ]);
  // (A town under the title is the role's place: the name above the dates stays the employer.)
  const town = parseResumeText(
    [
      'Jane Roy',
      'jane.roy@example.com',
      '',
      'Walgreens',
      'Mar 2021 – Present',
      'Store Manager',
      'Tampa, FL',
      '• Ran a store of 30 staff.',
    ].join('\n'),
  );
  expect(roles(town)[0]!.slice(0, 2)).toEqual(['Store Manager', 'Walgreens']);
});

it("a store or branch named by its place after a promotion's title is where the role was, not part of the title", async () => {
  const page = await read('chromium-html-32-retail-manager-word-promotions');
  expect(page.experience[0]).toMatchObject({
    title: 'Store Director',
    company: 'TARGET CORPORATION',
    location: 'Dublin Sawmill Rd store',
  });

  const typed = resume([
    'Experience',
    'FIRST NATIONAL BANK, Omaha, NE\t2012 – Present',
    'Branch Manager, Dodge Street branch (2018 – Present)',
    '• Ran a branch of 12 bankers.',
    'Assistant Branch Manager, Lending (2015 – 2018)',
    '• Grew consumer loans by 30%.',
    'Personal Banker (2012 – 2015)',
    '• Opened 40 accounts a month.',
  ]);
  expect(roles(typed)).toEqual([
    ['Branch Manager', 'FIRST NATIONAL BANK', '2018', 'Present'],
    ['Assistant Branch Manager, Lending', 'FIRST NATIONAL BANK', '2015', '2018'],
    ['Personal Banker', 'FIRST NATIONAL BANK', '2012', '2015'],
  ]);
  expect(typed.experience[0]!.location).toBe('Dodge Street branch');
});

it("a note after a title whose second clause says when the work was held ('part-time, while studying') is no part of the title", async () => {
  const page = await read('chromium-html-93-lab-technician-gdocs-employer-bold');
  expect(page.experience.at(-1)).toMatchObject({ title: 'Customer Assistant', company: 'Boots' });

  const typed = resume([
    'Experience',
    'Barista (weekends, during university), Blue Bottle Coffee, Oakland, CA\t2016 – 2019',
    '• Opened the store three days a week.',
    'Staff Engineer (co-op, 3 terms), HDR, Omaha, NE\t2019 – 2021',
    '• Drew bridge details.',
  ]);
  expect(roles(typed).map((role) => role[0])).toEqual(['Barista', 'Staff Engineer (co-op, 3 terms)']);
});
