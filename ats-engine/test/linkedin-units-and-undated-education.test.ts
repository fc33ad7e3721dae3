// LinkedIn-like exports: a later position under one employer whose title carries its unit, with its
// place under the dates; undated education entries, a university's own school after a dash and a
// degree's letters alone after a dash. Read on tune pages of decision 030's hand-written set and
// small texts (the held-out part enters tests only through the floors of devset-handwritten.test.ts).
import { parseResume, shutdownPdfWorkers } from '../src/index';
import { readTunePage as read, rolesOf, schoolsOf } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const readText = (text: string) => parseResume(new TextEncoder().encode(text), { fileName: 'resume.txt' });

it("'Senior Scientist, Clinical Biomarkers' over its dates and 'Cambridge, Massachusetts, United States': the group's employer, the line its place", async () => {
  const scientist = await read('linkedin-213-neuroscientist-field-general-certificate-only-honors');
  expect(rolesOf(scientist).map(([title, employer]) => [title, employer])).toEqual([
    ['Associate Director, Clinical Science', 'Biogen'],
    ['Senior Scientist, Clinical Biomarkers', 'Biogen'],
    ['Postdoctoral Associate', 'Duke University School of Medicine'],
  ]);
  expect(scientist.experience[1]?.location).toBe('Cambridge, Massachusetts, United States');
});

it('undated LinkedIn education: each school over its degree, as printed', async () => {
  const controller = await read('linkedin-214-controller-self-employed-undated-education-bachelors-degree');
  expect(schoolsOf(controller)).toEqual([
    ['Master of Business Administration - MBA', 'University of Denver - Daniels College of Business'],
    ["Bachelor's degree, Business Administration and Management, General", 'Colorado State University'],
    ['High School Diploma', 'Cherry Creek High School'],
  ]);
});

it("a school's name wrapped after a degree's line that names it goes on, as before", async () => {
  const parsed = await readText(
    [
      'Al Brown',
      'al@example.com',
      '',
      'Education',
      'B.S. Mechanical Engineering, Minor in Business Administration, Purdue',
      'University',
      '',
    ].join('\n'),
  );
  expect(schoolsOf(parsed)).toEqual([
    ['B.S. Mechanical Engineering, Minor in Business Administration', 'Purdue University'],
  ]);
});
