// Role headers set in new ways (decision 030, its twenty-third revision): layouts people use that
// the reader read wrong on the tune part (the held-out part enters tests only through the floors of
// devset-handwritten.test.ts).
import { shutdownPdfWorkers } from '../src/index';
import { parseResumeText } from '../src/parse/parse-resume-text';
import { readTunePage as read, rolesOf as roles } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const resume = (...sections: string[][]) =>
  parseResumeText(['Jane Roy', 'jane.roy@example.com', '', ...sections.flatMap((lines) => [...lines, ''])].join('\n'));

it("LinkedIn's line under an employer, the kind of employment with or without the time there, is neither a title nor a date", async () => {
  const parsed = await read('linkedin-121-retail-manager-grouped-positions');
  expect(roles(parsed)[0]).toEqual(['Store Manager', 'Next', 'Mar 2022', 'Present']);

  const typed = resume([
    'Experience',
    'Northwind Traders',
    'Full-time · 3 yrs 2 mos',
    'Greater Manchester Area',
    'Warehouse Supervisor',
    'Jan 2021 - Present · 3 yrs 2 mos',
    'Ran the night shift of twelve pickers.',
    '',
    'Roy Joinery',
    'Self-employed',
    'Joiner',
    'Jun 2015 - Dec 2020 · 5 yrs 7 mos',
    'Kitchens and staircases for private clients.',
  ]);
  expect(roles(typed)).toEqual([
    ['Warehouse Supervisor', 'Northwind Traders', 'Jan 2021', 'Present'],
    ['Joiner', 'Roy Joinery', 'Jun 2015', 'Dec 2020'],
  ]);
});

it("a school year's span with the end's year in two digits ('2018-19', '2017–18') is a range, not a year and a stray number", async () => {
  const parsed = await read('chromium-html-125-student-seasons-school-years');
  expect(roles(parsed)[2]).toEqual(['Math Tutor', 'Mathnasium of North Austin', '2018', '2019']);

  const typed = resume([
    'Experience',
    'Teaching Assistant, Hillside Primary School\t2017–18',
    '- Supported a Year 2 class.',
    'Library Assistant, Leeds Central Library\t1999-00',
    '- Shelving and loans.',
  ]);
  expect(roles(typed).map(([, , start, end]) => [start, end])).toEqual([
    ['2017', '2018'],
    ['1999', '2000'],
  ]);
  // ('2009-10' with a hyphen stays a year and its month, ISO's form.)
  expect(
    roles(resume(['Experience', 'Analyst, Contoso\t2009-10 – 2012-03', '- Reports.'])).map(([, , start, end]) => [
      start,
      end,
    ]),
  ).toEqual([['2009-10', '2012-03']]);
});
