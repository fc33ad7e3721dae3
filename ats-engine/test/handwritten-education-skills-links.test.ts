// Schools and skills set in ways people use: a school's name and its place across a gap over the
// degree (the 'Jake's resume' template), and skills as a profile's export prints them, each with how
// many people endorsed it.
import { parseResumeText } from '../src/parse/parse-resume-text';
import { readTunePage, schoolsOf } from './support/handwritten';

it('reads no endorsement count as a skill', async () => {
  const parsed = await readTunePage('linkedin-130-biomedical-engineer-activities-endorsements');
  expect(parsed.skills).toEqual(['Medical Device Design', 'ISO 13485', 'SolidWorks']);
});

it('keeps the skills beside their endorsement counts in a plain-text skills list', () => {
  const parsed = parseResumeText(
    [
      'Dana Whitfield',
      'dana.whitfield@example.com',
      '',
      'Skills',
      'Budgeting · 14',
      'Payroll · 8',
      'QuickBooks · 3',
    ].join('\n'),
  );
  expect(parsed.skills).toEqual(['Budgeting', 'Payroll', 'QuickBooks']);
});

it("reads a school set beside its place, over its degree and dates, as the 'Jake's resume' template sets it", async () => {
  const parsed = await readTunePage('latex-131-jake-hydrologist-short-school-minor-gpa');
  expect(schoolsOf(parsed)).toEqual([
    ['M.Tech. in Water Resources Engineering', 'IIT Bombay'],
    ['B.Tech. in Civil Engineering', 'COEP Technological University'],
  ]);
});

it('keeps a short school name beside its place as the school of the degree below it', () => {
  const parsed = parseResumeText(
    [
      'Kofi Mensah',
      'kofi.mensah@example.com',
      '',
      'Education',
      'KNUST\tKumasi, Ghana',
      'BSc Geomatic Engineering\tSep. 2012 – Jun. 2016',
    ].join('\n'),
  );
  expect(parsed.education.map((entry) => [entry.degree, entry.institution])).toEqual([
    ['BSc Geomatic Engineering', 'KNUST'],
  ]);
});

it('keeps a second degree at the school above it when the next school has its own degree under it', async () => {
  const parsed = await readTunePage('pdf-lib-133-materials-scientist-thesis-wrapped-skills');
  expect(schoolsOf(parsed)).toEqual([
    ['Dr. sc. ETH in Materials Science', 'ETH Zürich'],
    ['M.Sc. in Materials Science', 'ETH Zürich'],
    ['Licenciatura en Química', 'Universidad de Chile'],
  ]);
});

it('reads two degrees under one school, each on a dated line, before the next school and its degree', () => {
  const parsed = parseResumeText(
    [
      'Ines Carvalho',
      'ines.carvalho@example.com',
      '',
      'Education',
      'Technische Universität München',
      'Promotion in Chemical Engineering\t2018 - 2022',
      'Thesis: "Catalyst ageing in flow reactors"',
      'M.Sc. in Chemical Engineering\t2016 - 2018',
      'Universidade do Porto, Porto, Portugal',
      'Licenciatura em Química\t2012 - 2016',
    ].join('\n'),
  );
  expect(parsed.education.map((entry) => [entry.degree, entry.institution])).toEqual([
    ['Promotion in Chemical Engineering', 'Technische Universität München'],
    ['M.Sc. in Chemical Engineering', 'Technische Universität München'],
    ['Licenciatura em Química', 'Universidade do Porto'],
  ]);
});
