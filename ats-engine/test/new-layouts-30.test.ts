// Degrees, titles and dates set in new ways (decision 030, its thirtieth revision): layouts people
// use that the reader read wrong on the tune part (the held-out part enters tests only through the
// floors of devset-handwritten.test.ts).
import { shutdownPdfWorkers } from '../src/index';
import { toMonthIndex } from '../src/parse/dates';
import { parseResumeText } from '../src/parse/parse-resume-text';
import { readTunePage as read, rolesOf as roles, schoolsOf as schools } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const resume = (...sections: string[][]) =>
  parseResumeText(['Jane Roy', 'jane.roy@example.com', '', ...sections.flatMap((lines) => [...lines, ''])].join('\n'));

it("a range of quarters ('Q2 2021 – Q4 2023') is the role's range, from the first quarter's first month to the last one's last", async () => {
  const parsed = await read('weasyprint-151-side-column-demand-planner-quarters-summer-years-count');
  expect(roles(parsed)[1]).toEqual(['Senior Demand Planner', 'Glanbia Nutritionals', 'Q2 2021', 'Q4 2023']);

  const typed = resume([
    'Experience',
    'Financial Analyst, Northwind Traders⇥Q1 2022 – Present'.replace('⇥', '\t'),
    '- Monthly forecast and variance reports.',
    'Junior Analyst, Roy Joinery⇥Q3 2019 – Q4 2021'.replace('⇥', '\t'),
    '- Cost tracking for the workshop.',
  ]);
  expect(roles(typed)).toEqual([
    ['Financial Analyst', 'Northwind Traders', 'Q1 2022', 'Present'],
    ['Junior Analyst', 'Roy Joinery', 'Q3 2019', 'Q4 2021'],
  ]);
  expect(toMonthIndex('Q2 2021', undefined, 'start')).toBe(2021 * 12 + 3);
  expect(toMonthIndex('Q4 2023', undefined, 'end')).toBe(2023 * 12 + 11);
});

it("a degree's field after its comma on a dated line ('MSN, … stream⇥2019 – 2021') is no school when the school stands on the next line", async () => {
  const parsed = await read('chromium-html-149-builder-nurse-practitioner-msn-competency-table-years');
  expect(schools(parsed)).toEqual([
    [
      'Master of Science in Nursing (MSN), Primary Health Care Nurse Practitioner stream',
      'Toronto Metropolitan University',
    ],
    ['Bachelor of Science in Nursing (BScN)', 'York University'],
  ]);

  const typed = resume(
    [
      'Education',
      'Master of Engineering, Structural Engineering\t2018 – 2019',
      'Cornell University',
      'BSc Civil Engineering\t2014 – 2018',
      'University of Leeds',
    ],
    ['Skills', 'ETABS, Revit'],
  );
  expect(schools(typed)).toEqual([
    ['Master of Engineering, Structural Engineering', 'Cornell University'],
    ['BSc Civil Engineering', 'University of Leeds'],
  ]);
});

it("an employer's name over two dated lines each holding a title alone, the roles' sentences between them, is the employer of both (a promotion in a date margin)", async () => {
  const parsed = await read('latex-148-moderncv-actuary-margin-dates-smallcaps-title-promotion');
  expect(roles(parsed)).toEqual([
    ['Senior Pricing Actuary', 'Helvetia Re', '2021', 'present'],
    ['Pricing Actuary', 'Zurich Insurance Group', '2018', '2021'],
    ['Actuarial Analyst', 'Zurich Insurance Group', '2016', '2018'],
    ['Actuarial Intern', 'Mobiliar', '2015', '2015'],
  ]);

  const typed = resume([
    'Experience',
    '2022 – 2024\tSite Engineer, Roy Joinery, Leeds',
    'Set out the foundations for two schools.',
    'Northwind Construction, Bristol',
    '2019 – 2022\tProject Engineer',
    'Ran the groundworks packages on a hospital extension.',
    '2017 – 2019\tGraduate Engineer',
    'Temporary works design and site diaries.',
  ]);
  expect(roles(typed)).toEqual([
    ['Site Engineer', 'Roy Joinery', '2022', '2024'],
    ['Project Engineer', 'Northwind Construction', '2019', '2022'],
    ['Graduate Engineer', 'Northwind Construction', '2017', '2019'],
  ]);
});

it("a profession's qualification and the association that awards it ('Fully qualified actuary SAV, Swiss Association of Actuaries') are a credential and its school", async () => {
  const parsed = await read('latex-148-moderncv-actuary-margin-dates-smallcaps-title-promotion');
  expect(schools(parsed)).toEqual([
    ['MSc in Quantitative Finance', 'ETH Zürich'],
    ['BSc in Mathematics', 'University of Bern'],
    ['Fully qualified actuary SAV', 'Swiss Association of Actuaries'],
  ]);

  const typed = resume(
    [
      'Education',
      '2012 – 2015\tBSc Mathematics, University of Leeds',
      '2018\tQualified actuary, German Association of Actuaries',
    ],
    ['Skills', 'R, SQL'],
  );
  expect(schools(typed)).toEqual([
    ['BSc Mathematics', 'University of Leeds'],
    ['Qualified actuary', 'German Association of Actuaries'],
  ]);
});
