// Education tables, section names and skill lines as people write them, read on tune pages of
// decision 030's hand-written set and small texts (the held-out part enters tests only through the
// floors of devset-handwritten.test.ts).
import { parseResume, shutdownPdfWorkers } from '../src/index';
import { readTunePage as read, schoolsOf } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const readText = (text: string) => parseResume(new TextEncoder().encode(text), { fileName: 'resume.txt' });

it("'Educational Qualifications', 'Software Proficiency' and 'Selected Publications' open the sections they name", async () => {
  const parsed = await readText(
    [
      'Asha Rao',
      'asha.rao@example.com',
      '',
      'Educational Qualifications',
      'B.E., Mechanical Engineering, Anna University, 2016',
      '',
      'Software Proficiency',
      'SolidWorks, ANSYS',
      '',
      'Selected Publications',
      'Rao, A., Iyer, K. (2020). Fatigue of welded joints. Journal of Materials 12, 44-51.',
      '',
    ].join('\n'),
  );
  expect(schoolsOf(parsed)).toEqual([['B.E., Mechanical Engineering', 'Anna University']]);
  expect(parsed.skills).toEqual(['SolidWorks', 'ANSYS']);

  // A publication's authors are not skills ('Adeyemi', 'Wong' under 'Selected Publications').
  const page = await read('latex-194-article-chemical-engineer-degree-comma-school-city-one-line-advisor');
  expect(page.skills).not.toEqual(expect.arrayContaining(['Wong']));
  expect(page.skills).toContain('Six Sigma Green Belt');
});

it('an education table with a header row and a score column gives each degree and school without the score', async () => {
  const parsed = await read('chromium-html-195-word-structural-engineer-education-table-header-row-cgpa');
  expect(schoolsOf(parsed)).toEqual([
    ['M.Tech, Structural Engineering', 'Indian Institute of Technology Bombay'],
    ['B.E., Civil Engineering', 'College of Engineering Pune'],
    ['Higher Secondary Certificate (HSC)', 'Fergusson College, Pune'],
  ]);
});

it("a list's line that opens with a whole skill is the next line of items, not the line above wrapped", async () => {
  const parsed = await readText(
    'Dana Price\ndana.price@example.com\n\nSkills\nETABS, SAFE, STAAD.Pro\nAutoCAD, Tekla Structures\n',
  );
  expect(parsed.skills).toEqual(['ETABS', 'SAFE', 'STAAD.Pro', 'AutoCAD', 'Tekla Structures']);
  // ('Microsoft' over 'Excel, Tableau': together they name one skill, the line above wrapped.)
  const wrapped = await readText(
    'Dana Price\ndana.price@example.com\n\nSkills\nBudgeting, Forecasting, Microsoft\nExcel, Tableau\n',
  );
  expect(wrapped.skills).toEqual(['Budgeting', 'Forecasting', 'Microsoft Excel', 'Tableau']);
});
