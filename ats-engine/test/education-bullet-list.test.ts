// An education section written as a bullet list, each bullet an award at its school, read on a tune
// page of decision 030's hand-written set and small texts (the held-out part enters tests only
// through the floors of devset-handwritten.test.ts).
import { parseResume, shutdownPdfWorkers } from '../src/index';
import { readTunePage as read, schoolsOf } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const readText = (text: string) => parseResume(new TextEncoder().encode(text), { fileName: 'resume.txt' });

it("'• B.Sc. Computer Science, University of Lagos, 2013 – 2017': each bullet is a school and its award", async () => {
  const tester = await read('latex-203-article-qa-engineer-itemize-education');
  expect(schoolsOf(tester)).toEqual([
    ['B.Sc. Computer Science', 'University of Lagos'],
    ['West African Senior School Certificate (WASSCE)', 'King’s College Lagos'],
  ]);
  expect(tester.education[0]).toMatchObject({ startDate: '2013', endDate: '2017' });
});

it('bullets under a school stay its notes', async () => {
  const parsed = await readText(
    [
      'Ada Nwosu',
      'ada@example.com',
      '',
      'Education',
      'University of Lagos',
      'B.Sc. Computer Science, 2013 – 2017',
      '• Exchange semester at Delft University of Technology',
      '• Final-year project on mobile money fraud',
      '',
    ].join('\n'),
  );
  expect(schoolsOf(parsed)).toEqual([['B.Sc. Computer Science', 'University of Lagos']]);
});
