// Schools, degrees and skills on the twenty-first revision's layouts (devset/handwritten/*-11x-*,
// tune part only; the held-out part enters tests only through the floors of devset-handwritten.test.ts).
import { shutdownPdfWorkers } from '../src/index';
import { parseResumeText } from '../src/parse/parse-resume-text';
import { readTunePage as read, schoolsOf as schools } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const resume = (...sections: string[][]) =>
  parseResumeText(['Jane Roy', 'jane.roy@example.com', '', ...sections.flatMap((lines) => [...lines, ''])].join('\n'));
const work = ['Experience', 'Analyst, Desjardins\tJan 2020 – Present', '- Built the pricing models.'];

it("'Education & registration': the schools, not the registration and the body that keeps it", async () => {
  const parsed = await read('chromium-html-115-nurse-gdocs-skills-sidebar-college');
  expect(parsed.education.map((entry) => [entry.degree, entry.institution?.replace(/, Manila$/, '')])).toEqual([
    ['Bachelor of Science in Nursing', 'University of Santo Tomas'],
    // ('…, Humber' over 'College': the school's generic word ends the name wrapped above it.)
    ['Bridging Program for Internationally Educated Nurses', 'Humber College'],
  ]);
  // 'Graduated 2011' under the degree: its date, no entry of its own.
  expect(parsed.education[0]!.endDate).toBe('2011');

  const typed = resume(work, [
    'Education and Registration',
    'BSc (Hons) Physiotherapy, University of Brighton, 2016',
    'Registered Physiotherapist, Health and Care Professions Council, 2016',
    'Member, Chartered Society of Physiotherapy',
  ]);
  expect(schools(typed)).toEqual([['BSc (Hons) Physiotherapy', 'University of Brighton']]);
});

it("'Graduated: May 2016', 'Graduated 2011' under a degree are the entry's date, no degree nor school", () => {
  const parsed = resume(work, [
    'Education',
    'Bachelor of Science in Nursing, University of Santo Tomas',
    'Graduated 2011',
    'Diploma in Mechanical Engineering',
    'Government Polytechnic, Mysuru',
    'Graduated: June 2008',
  ]);
  expect(parsed.education.map((entry) => [entry.degree, entry.institution, entry.endDate])).toEqual([
    ['Bachelor of Science in Nursing', 'University of Santo Tomas', '2011'],
    ['Diploma in Mechanical Engineering', 'Government Polytechnic', 'June 2008'],
  ]);
});

it("an award's subjects with their grades after a colon stay in its degree: the school under it is its school", async () => {
  expect(schools(await read('libreoffice-113-primary-teacher-hons-competencies-box'))).toEqual([
    ['Bachelor of Education (Hons) Primary Education, First Class', 'University of Strathclyde'],
    ['Scottish Highers: English (A), Mathematics (A), Biology (B), Gaelic (A), History (B)', 'Hillhead High School'],
  ]);
});

it("degrees named in their own languages ('Diplom-Ingenieur', 'Grado en', 'Pre-University Course')", async () => {
  // A qualifications table under its row of column names.
  expect(schools(await read('latex-112-article-process-engineer-qualifications-table')).slice(0, 2)).toEqual([
    ['Diplom-Ingenieur Maschinenbau', 'Universität Stuttgart'],
    ['Bachelor of Engineering, Fahrzeugtechnik', 'Hochschule Esslingen'],
  ]);
  const parsed = resume(work, [
    'Education',
    'Licenciatura em Gestão, Universidade do Porto, 2014',
    'Laurea Magistrale in Ingegneria Civile, Politecnico di Milano, 2016',
  ]);
  expect(schools(parsed)).toEqual([
    ['Licenciatura em Gestão', 'Universidade do Porto'],
    ['Laurea Magistrale in Ingegneria Civile', 'Politecnico di Milano'],
  ]);
  // ('Pre-University' names a course, not a university.)
  const indian = resume(work, ['Education', 'Pre-University Course (PCMC)', 'Vidya Mandir PU College, Mysuru', '2012']);
  expect(schools(indian)).toEqual([['Pre-University Course (PCMC)', 'Vidya Mandir PU College']]);
});

it('a school in bold with its degree in italic beside it, no separator between them', async () => {
  expect(schools(await read('weasyprint-111-physiotherapist-bold-school-italic-degree'))).toEqual([
    ['Máster Universitario en Fisioterapia Deportiva', 'Universidad Europea de Madrid'],
    ['Grado en Fisioterapia', 'Universidad Complutense de Madrid'],
    ['Bachillerato de Ciencias', 'IES Ramiro de Maeztu'],
  ]);
});

it("'Courses' beside an education section: a course and its provider set apart after it", async () => {
  const parsed = await read('pdf-lib-114-data-engineer-graduated-pipes');
  expect(schools(parsed).slice(-2)).toEqual([
    ['Data Engineering on Google Cloud', 'Coursera'],
    ['Apache Kafka Series', 'Udemy'],
  ]);
});

it('sub-headings each over a list of skills are labels, not skills', async () => {
  expect((await read('chromium-html-110-site-engineer-word-degree-school-year')).skills).toEqual([
    'AutoCAD Civil 3D',
    'Revit Structure',
    'ProtaStructure',
    'Microsoft Project',
    'Leica TS06 total station',
    'Auto level',
    'GPS setting-out',
    'Concrete pour planning',
    'Bar bending schedules',
    'Quantity take-off',
  ]);
  const parsed = resume(work, [
    'Technical Skills',
    'Front of house',
    'Table service, Wine pairing, Opening and closing',
    'Behind the bar',
    'Cocktail menus, Cellar management, Stock takes',
  ]);
  expect(parsed.skills).toEqual([
    'Table service',
    'Wine pairing',
    'Opening and closing',
    'Cocktail menus',
    'Cellar management',
    'Stock takes',
  ]);
});

it("'Languages' set like the sub-headings of the skills section it stands in is a group of skills", async () => {
  // ('Manufacturing', 'Software' and 'Languages' in bold under 'Technical Skills', bold and bigger.)
  expect((await read('latex-112-article-process-engineer-qualifications-table')).skills.slice(-5)).toEqual([
    'SAP PP',
    'Python',
    'German',
    'English',
    'Italian',
  ]);
});
