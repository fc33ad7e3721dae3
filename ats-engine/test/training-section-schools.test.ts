// A 'Training' section, with no education section on the page, whose entries print a dates line
// between the school and its award, and awards the reader did not know ('Level 4 Award in …', a
// foreign award glossed '(… diploma)'): read for the schools, on a tune page of decision 030's
// hand-written set and small texts (the held-out part enters tests only through the floors of
// devset-handwritten.test.ts).
import { parseResume, shutdownPdfWorkers } from '../src/index';
import { readTunePage as read, schoolsOf } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const readText = (text: string) => parseResume(new TextEncoder().encode(text), { fileName: 'resume.txt' });

it("'Training' over a school, its years and its award: the schools are read, the awards with them", async () => {
  const chef = await read('libreoffice-199-chef-date-column-skills-table');
  expect(schoolsOf(chef)).toEqual([
    ['Technik Żywienia (Catering Technician diploma)', 'Technikum Gastronomiczne'],
    ['Level 4 Award in Food Safety Management', 'Highfield Qualifications'],
  ]);
});

it('a dates line between a college and its certificate keeps them together', async () => {
  const parsed = await readText(
    [
      'Ray Doyle',
      'ray.doyle@example.com',
      '',
      'Experience',
      'Joiner, Doyle Joinery\t2015 – 2023',
      '• Kitchens and staircases.',
      '',
      'Training',
      'Limerick College of Further Education',
      '2012 – 2014',
      'Level 2 Award in Health and Safety in a Construction Environment',
      '',
    ].join('\n'),
  );
  expect(schoolsOf(parsed)).toEqual([
    ['Level 2 Award in Health and Safety in a Construction Environment', 'Limerick College of Further Education'],
  ]);
});

it('a training section of courses with no school on it gives no school', async () => {
  const parsed = await readText(
    [
      'Ray Doyle',
      'ray.doyle@example.com',
      '',
      'Experience',
      'Joiner, Doyle Joinery\t2015 – 2023',
      '• Kitchens and staircases.',
      '',
      'Training',
      'Manual handling',
      '2019',
      'Working at height',
      '',
    ].join('\n'),
  );
  expect(schoolsOf(parsed)).toEqual([]);
});
