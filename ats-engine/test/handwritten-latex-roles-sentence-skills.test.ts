// Skills and roles on the thirty-fourth revision's layouts (devset/handwritten/*-177-* to *-182-*,
// tune part only; the held-out part enters tests only through the floors of
// devset-handwritten.test.ts).
import { shutdownPdfWorkers } from '../src/index';
import { parseResumeText } from '../src/parse/parse-resume-text';
import { readTunePage as read, rolesOf as roles } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

it("a skills list written as a sentence ('Proficient in SAP, Tableau and advanced Excel.') names the tools, not its opening words or the level", async () => {
  const page = await read('chromium-html-178-accountant-gdocs-skills-sentence-categories');
  expect(page.skills).toEqual(expect.arrayContaining(['SAP', 'Tableau', 'Excel', 'CaseWare', 'Power BI', 'Alteryx']));
  expect(page.skills.some((skill) => /proficient|advanced/i.test(skill))).toBe(false);
  const parsed = parseResumeText(
    [
      'Tomás Rivera',
      'tomas.rivera@example.com',
      '',
      'Skills',
      'Skilled in AutoCAD, Revit and basic Navisworks.',
      'Familiar with Procore and Bluebeam',
    ].join('\n'),
  );
  expect(parsed.skills).toEqual(['AutoCAD', 'Revit', 'Navisworks', 'Procore', 'Bluebeam']);
}, 30_000);

it('a title and its months with no employer, ending as the role above it began, is the earlier position at the same employer (a promotion under its heading)', async () => {
  expect(roles(await read('latex-177-jake-company-first-data-analyst-promotion')).slice(0, 2)).toEqual([
    ['Senior Data Analyst', 'Loblaw Digital', 'Apr. 2022', 'Present'],
    ['Data Analyst', 'Loblaw Digital', 'Sept. 2019', 'Mar. 2022'],
  ]);
  const parsed = parseResumeText(
    [
      'Rosa Lindqvist',
      'rosa.lindqvist@example.com',
      '',
      'Experience',
      'Volvo Cars\tJune 2021 – Present',
      'Senior Buyer\tGothenburg, Sweden',
      '- Source interior trim for two car lines.',
      'Buyer\tAug 2018 – May 2021',
      '- Ran supplier audits in Poland and Czechia.',
      'Freelance Translator\tJan 2017 – Jul 2018',
      '- Technical manuals from German into Swedish.',
    ].join('\n'),
  );
  expect(roles(parsed)).toEqual([
    ['Senior Buyer', 'Volvo Cars', 'June 2021', 'Present'],
    ['Buyer', 'Volvo Cars', 'Aug 2018', 'May 2021'],
    ['Freelance Translator', null, 'Jan 2017', 'Jul 2018'],
  ]);
}, 30_000);
