// Skills and roles on the thirty-fourth revision's layouts (devset/handwritten/*-177-* to *-182-*,
// tune part only; the held-out part enters tests only through the floors of
// devset-handwritten.test.ts).
import { shutdownPdfWorkers } from '../src/index';
import { parseResumeText } from '../src/parse/parse-resume-text';
import { readTunePage as read } from './support/handwritten';

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
