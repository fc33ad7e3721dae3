// Schools, degrees and dates on the eighteenth revision's layouts (devset/handwritten/*-80-*, tune
// part only; the held-out part enters tests only through the floors of devset-handwritten.test.ts).
import { shutdownPdfWorkers } from '../src/index';
import { parseResumeText } from '../src/parse/parse-resume-text';
import { toMonthIndex } from '../src/parse/dates';
import { yearsOfExperience } from '../src/score/score-resume';
import { readTunePage as read, schoolsOf as schools } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const resume = (...sections: string[][]) =>
  parseResumeText(['Jane Roy', 'jane.roy@example.com', '', ...sections.flatMap((lines) => [...lines, ''])].join('\n'));
const work = ['Experience', 'Analyst, Desjardins\tJan 2020 – Present', '- Built the pricing models.'];

it('a season is its months: its first month as a start, its last as an end', () => {
  expect(toMonthIndex('Summer 2015', undefined, 'start')).toBe(2015 * 12 + 5);
  expect(toMonthIndex('Summer 2015', undefined, 'end')).toBe(2015 * 12 + 7);
  expect(toMonthIndex('Fall 2021')).toBe(2021 * 12 + 8);
  expect(toMonthIndex('Winter 2024', undefined, 'end')).toBe(2024 * 12 + 1);
  expect(toMonthIndex('Spring 2017', undefined, 'end')).toBe(2017 * 12 + 4);
  // A summer job counts towards the years of experience (it read as one month, January, before).
  const parsed = resume(['Experience', 'Kitchen Porter, Glasshouse Hotel', 'Summer 2015']);
  expect(parsed.experience.map((role) => [role.startDate, role.endDate])).toEqual([['Summer 2015', 'Summer 2015']]);
  expect(yearsOfExperience(parsed, new Date('2026-01-01'))).toBeGreaterThan(0);
});

it('a school with no school word over its degree, then a university: the university opens the next entry', () => {
  const parsed = resume(work, [
    'Education',
    'HEC Montréal',
    'MBA\t2019',
    'McGill University',
    'Bachelor of Commerce\t2015',
  ]);
  expect(schools(parsed)).toEqual([
    ['MBA', 'HEC Montréal'],
    ['Bachelor of Commerce', 'McGill University'],
  ]);
});

it("moderncv's school line wrapped with its date's end joins the school's name", async () => {
  expect(schools(await read('latex-44-moderncv-classic-data-analyst'))[0]![1]).toBe(
    'Carlson School of Management, University of Minnesota',
  );
  const parsed = resume(work, [
    'Education',
    '2024 – M.S. Business Analytics, Carlson School of Management, University of',
    '2026\tMinnesota',
    '2017 – 2021\tB.A. Economics, St. Olaf College',
  ]);
  expect(parsed.education.map((entry) => [entry.institution, entry.startDate, entry.endDate])).toEqual([
    ['Carlson School of Management, University of Minnesota', '2024', '2026'],
    ['St. Olaf College', '2017', '2021'],
  ]);
});

it("'Qualifications' that name awards at schools are read for the schools; 'Tickets' are certificates", async () => {
  expect(schools(await read('latex-80-article-maintenance-tech-qualifications'))).toEqual([
    ['Level 3 Advanced Apprenticeship, Engineering Maintenance', 'The Sheffield College'],
    ['BTEC Level 3 Extended Diploma in Engineering (D*DD)', 'Barnsley College'],
    ['A-levels: Maths (B), Physics (C)', 'Penistone Grammar School'],
    ['GCSEs: 9 at grades 9–5 including Maths (7) and English (6)', 'Penistone Grammar School'],
  ]);
});

it('a school set above its degrees: a dated school line over what was studied, a thesis note, a second degree at the same school', async () => {
  expect(schools(await read('weasyprint-80-robotics-engineer-academic-background'))).toEqual([
    ['Doctoral studies in Robotics, Control and Intelligent Systems (EDRS)', 'EPFL'],
    ['MSc Robotics, Systems and Control', 'ETH Zürich'],
    ['BSc Mechanical Engineering', 'ETH Zürich'],
    ['Matura', 'Kantonsschule Zürich Nord'],
  ]);
  const parsed = resume(work, [
    'Education',
    'Michigan Technological University',
    'Bachelor of Science - BS, Mechanical Engineering · (2006 - 2010)',
    'Politechnika Wrocławska',
    'Exchange semester, Mechanical Engineering · (2009 - 2009)',
  ]);
  // (The degree with its letters and field as LinkedIn prints them, since decision 030's forty-first revision.)
  expect(schools(parsed)).toEqual([
    ['Bachelor of Science - BS, Mechanical Engineering', 'Michigan Technological University'],
    ['Exchange semester, Mechanical Engineering', 'Politechnika Wrocławska'],
  ]);
});

it('a course with its provider in parentheses, a cégep', async () => {
  expect(schools(await read('chromium-html-80-marketing-analyst-word-education-training')).slice(2)).toEqual([
    ["Diplôme d'études collégiales (DEC), Sciences humaines", 'Cégep du Vieux Montréal'],
    ['Google Data Analytics Professional Certificate', 'Coursera'],
  ]);
});

it("'Title · Employer, City': a name and a city that is no region's name are the employer and its place", async () => {
  const parsed = await read('weasyprint-80-robotics-engineer-academic-background');
  expect(parsed.experience.slice(0, 2).map((role) => [role.title, role.company])).toEqual([
    ['Robotics Engineer', 'ANYbotics'],
    ['Research Intern', 'Disney Research'],
  ]);
  const text = resume(['Experience', 'Nurse · Toronto, Ontario\t2019 – 2021', '- Cared for patients.']);
  expect(text.experience.map((role) => role.company)).toEqual([null]);
});

it("'Training and certifications' beside an education section is read for its schools; year-first lines each open an entry", async () => {
  expect(schools(await read('libreoffice-80-data-analyst-bootcamp-training')).slice(2, 4)).toEqual([
    ['Data Analytics Bootcamp', 'Flatiron School (online, 15 weeks)'],
    ['Google Data Analytics Professional Certificate', 'Coursera'],
  ]);
});
