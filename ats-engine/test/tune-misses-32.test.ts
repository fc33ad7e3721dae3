// Known tune misses of decision 030 (its thirty-second revision): layouts people use that the reader
// read wrong on the tune part (the held-out part enters tests only through the floors of
// devset-handwritten.test.ts).
import { shutdownPdfWorkers } from '../src/index';
import { readTunePage as read, schoolsOf } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

it('a Google Scholar profile linked from its words, not printed, is one of the contact links', async () => {
  const parsed = await read('latex-39-res-margin-hydrology-phd');
  expect(parsed.contact.links).toEqual(
    expect.arrayContaining(['github.com/sko-hydro', 'scholar.google.com/citations?user=SKOB7xAAAAJ']),
  );
});

it('skills set as chips apart by a margin the text gives as single spaces are read one by one', async () => {
  const parsed = await read('weasyprint-80-robotics-engineer-academic-background');
  expect(parsed.skills).toEqual([
    'C++',
    'Python',
    'ROS 2',
    'Pinocchio',
    'MuJoCo',
    'Isaac Sim',
    'Docker',
    'German',
    'English',
    'French',
  ]);
});

it("a table's cell that runs up to the next cell's edge keeps its boundary: the degree and the school apart", async () => {
  const parsed = await read('libreoffice-80-data-analyst-bootcamp-training');
  expect(schoolsOf(parsed).slice(0, 2)).toEqual([
    ['Associate of Applied Science, Medical Billing and Coding', 'GateWay Community College'],
    ['High School Diploma', 'Carl Hayden High School'],
  ]);
});
