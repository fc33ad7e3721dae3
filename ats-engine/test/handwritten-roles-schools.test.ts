// Roles and schools on the sixteenth revision's layouts (devset/handwritten/*-60-*, tune part
// only; the held-out part enters tests only through the floors of devset-handwritten.test.ts).
import { shutdownPdfWorkers } from '../src/index';
import { parseResumeText } from '../src/parse/parse-resume-text';
import { readTunePage as read, rolesOf as roles, schoolsOf as schools } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

it('a dated role with no bullets ends at a blank line: the title and employer below it are an undated role of their own', async () => {
  expect(roles(await read('libreoffice-60-care-assistant-employment-history')).slice(-2)).toEqual([
    ['Kitchen Porter', 'Glasshouse Hotel', 'Summer 2015', 'Summer 2015'],
    ['Volunteer Befriender', 'ALONE', null, null],
  ]);
  const parsed = parseResumeText(
    [
      'Ana Costa',
      'ana.costa@example.com',
      '',
      'Work History',
      'Line Cook, Tasca do Chico, Lisbon',
      'March 2019 – May 2022',
      '- Prepped and cooked for 120 covers a night.',
      'Dishwasher, Cervejaria Ramiro, Lisbon',
      '2017 – 2019',
      '',
      'Volunteer Cook, Refood Lisboa',
      'Cooked surplus food for families twice a month.',
    ].join('\n'),
  );
  expect(roles(parsed)).toEqual([
    ['Line Cook', 'Tasca do Chico', 'March 2019', 'May 2022'],
    ['Dishwasher', 'Cervejaria Ramiro', '2017', '2019'],
    ['Volunteer Cook', 'Refood Lisboa', null, null],
  ]);
}, 30_000);

it("school-leaving and further-education awards are degrees ('Leaving Certificate', 'QQI Level 5', 'Abitur', 'BMus') at schools named 'Gymnasium' or 'Hogeschool'", async () => {
  expect(schools(await read('libreoffice-60-care-assistant-employment-history'))).toEqual([
    ['QQI Level 5 Major Award in Healthcare Support', 'Sligo College of Further Education'],
    ['Leaving Certificate', 'Ursuline College'],
  ]);
  expect(schools(await read('latex-60-tabular-structural-engineer-work-history')).at(-1)).toEqual([
    'Abitur',
    'Wilhelm-Hauff-Gymnasium',
  ]);
  expect(schools(await read('pdf-lib-60-sound-engineer-margin-dates'))).toEqual([
    ['BMus Music Technology (Audio Design)', 'Hogeschool voor de Kunsten Utrecht'],
    ['Diploma in Audio Engineering', 'SAE Institute Amsterdam'],
  ]);
}, 30_000);

it("'Title @ Employer, City': the employer after the '@' is the employer though it is set like a place", async () => {
  expect(
    roles(await read('pdf-lib-60-sound-engineer-margin-dates')).find((role) => role[0] === 'Head of Audio'),
  ).toEqual(['Head of Audio', 'Paradiso', '2021', 'Present']);
  const parsed = parseResumeText(
    [
      'Mia Jansen',
      'mia@example.com',
      '',
      'Experience',
      'Barista @ Bocca, Amsterdam',
      'Jan 2020 – Present',
      '- Opened the bar.',
    ].join('\n'),
  );
  expect(roles(parsed)).toEqual([['Barista', 'Bocca', 'Jan 2020', 'Present']]);
}, 30_000);

it('roles set as the rows of a table: the row of column names is no role, and each row keeps its columns (an employer set like a place)', async () => {
  expect(roles(await read('latex-60-tabular-structural-engineer-work-history'))).toEqual([
    ['Senior Project Engineer', 'schlaich bergermann partner, Stuttgart', '04/2022', 'today'],
    ['Project Engineer', 'schlaich bergermann partner, Stuttgart', '09/2019', '03/2022'],
    ['Graduate Engineer', 'Arup', '10/2017', '08/2019'],
    ['Intern (Praktikum)', 'Max Bögl', '03/2015', '09/2015'],
  ]);
  const parsed = parseResumeText(
    [
      'Jonas Berg',
      'jonas@example.com',
      '',
      'Work History',
      'Period\tRole\tCompany',
      '2021 – now\tSenior Welder\tAker Solutions, Stavanger',
      '2016 – 2021\tWelder\tKværner, Verdal',
    ].join('\n'),
  );
  expect(roles(parsed)).toEqual([
    ['Senior Welder', 'Aker Solutions', '2021', 'now'],
    ['Welder', 'Kværner', '2016', '2021'],
  ]);
}, 30_000);

it('a line ending in a colon under a role ("At Bosch, with the lead partner:") introduces its bullets: it is not part of the role\'s header', () => {
  const parsed = parseResumeText(
    [
      'Jonas Berg',
      'jonas@example.com',
      '',
      'Experience',
      '03/2015 – 09/2015\tIntern\tBosch, Stuttgart',
      'At Bosch, with the lead partner:',
      '- Tested brake controllers on the rig.',
    ].join('\n'),
  );
  expect(parsed.experience).toHaveLength(1);
  expect(parsed.experience[0]!.title).toBe('Intern');
  expect(parsed.experience[0]!.company ?? '').not.toMatch(/^At /);
});

it("several roles under one employer's line with its city ('Morgan Sindall Construction, Cardiff'): each role's employer is the name, not the city", async () => {
  expect(roles(await read('chromium-html-60-site-manager-word-career-history')).slice(0, 3)).toEqual([
    ['Site Manager', 'Morgan Sindall Construction', 'March 2019', 'Present'],
    ['Assistant Site Manager', 'Morgan Sindall Construction', 'June 2016', 'March 2019'],
    ['Trainee Site Supervisor', 'Willmott Dixon', 'Sept 2013', 'May 2016'],
  ]);
}, 30_000);

it("a school whose name has no school's word ('ISIT Paris'), first in its section above a degree, pairs with that degree (schools above degrees)", async () => {
  expect(schools(await read('latex-42-moderncv-banking-translator'))).toEqual([
    ['Master 2 Traduction spécialisée', 'ISIT Paris'],
    ['Licence LLCER Japonais', 'Université Lyon 3 Jean Moulin'],
  ]);
  const parsed = parseResumeText(
    [
      'Kenji Mori',
      'kenji@example.com',
      '',
      'Education',
      'Keio SFC',
      'Master of Media Design\t2019',
      'Université de Montréal',
      'Licence en traduction\t2015',
    ].join('\n'),
  );
  expect(schools(parsed)).toEqual([
    ['Master of Media Design', 'Keio SFC'],
    ['Licence en traduction', 'Université de Montréal'],
  ]);
}, 30_000);

it("an undated 'Employer / Title' after a blank line below the last role's lines, set apart as the section's dated headers are, is a role of its own", async () => {
  expect(roles(await read('chromium-html-37-carpenter-gdocs-layout-table')).at(-1)).toEqual([
    'Volunteer Site Supervisor',
    'Habitat for Humanity Victoria',
    null,
    null,
  ]);
  const parsed = parseResumeText(
    [
      'Rua Tane',
      'rua@example.com',
      '',
      'Work History',
      '2018 – now\tFulton Hogan / Civil Labourer',
      'Pipe laying and traffic control on state highway jobs',
      '2015 – 2018\tDowner / Trainee Operator',
      'Rollers and loaders on road resurfacing',
      '',
      'Surf Life Saving Piha / Volunteer Lifeguard',
      'Summer weekends on patrol',
    ].join('\n'),
  );
  expect(roles(parsed).at(-1)).toEqual(['Volunteer Lifeguard', 'Surf Life Saving Piha', null, null]);
}, 30_000);
