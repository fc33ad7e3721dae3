// Decision 030, thirty-third revision: schools and skills on the new LaTeX, Chromium and
// LinkedIn-like pages that the reader read wrong on the tune part (the held-out part enters tests
// only through the floors of devset-handwritten.test.ts).
import { shutdownPdfWorkers } from '../src/index';
import { parseResumeText } from '../src/parse/parse-resume-text';
import { readTunePage as read, schoolsOf as schools } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const resume = (...sections: string[][]) =>
  parseResumeText(['Jane Roy', 'jane.roy@example.com', '', ...sections.flatMap((lines) => [...lines, ''])].join('\n'));

const LINKEDIN_PAGE = 'linkedin-172-supply-chain-analyst-field-only-activities-years-only-school';

it("an 'Activities and societies' note and the words it wraps onto the next line are not the next school", async () => {
  const page = await read(LINKEDIN_PAGE);
  expect(schools(page).map(([, school]) => school)).toContain('University of Texas at Austin');
});

it("a school's name over its field of study and years ('Industrial and Systems Engineering · (2013 - 2018)') is the school", async () => {
  const page = await read(LINKEDIN_PAGE);
  expect(schools(page).map(([, school]) => school)).toEqual([
    'Tecnológico de Monterrey',
    'University of Texas at Austin',
    'Colegio Americano de Monterrey',
  ]);

  const typed = resume(['Education', 'HEC Montréal', 'Accounting · (2015 - 2018)']);
  expect(schools(typed).map(([, school]) => school)).toEqual(['HEC Montréal']);
});

it("a skill's name in capitals among a skills list's items ('SAP APO') is an item, not a heading", async () => {
  const page = await read(LINKEDIN_PAGE);
  expect(page.skills).toEqual(['Demand Forecasting', 'SAP APO', 'Inventory Optimization']);

  const typed = resume(['Skills', 'Warehouse Management', 'SAP EWM', 'Forklift Operation']);
  expect(typed.skills).toEqual(['Warehouse Management', 'SAP EWM', 'Forklift Operation']);
});

it("an award's subjects after its colon ('Highers: Home Economics, English, Maths') are the award's, not the school", async () => {
  const page = await read('weasyprint-37-sidebar-chef-hnd-dates-left');
  expect(schools(page)).toEqual([
    ['HND Professional Cookery', 'Edinburgh College (Telford Campus)'],
    ['Highers: Home Economics, English, Maths', 'Trinity Academy'],
  ]);

  const typed = resume([
    'Education',
    'A-levels: Biology, Chemistry, Spanish\t2015 – 2017',
    'Hills Road Sixth Form College, Cambridge',
  ]);
  expect(schools(typed)).toEqual([['A-levels: Biology, Chemistry, Spanish', 'Hills Road Sixth Form College']]);
});
