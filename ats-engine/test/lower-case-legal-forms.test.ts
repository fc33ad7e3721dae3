// A company's legal form written in lower case ('DATEV eG', 'Škoda Auto a.s.') on an employer's
// line of its own, read on a tune page of decision 030's hand-written set and small texts (the
// held-out part enters tests only through the floors of devset-handwritten.test.ts).
import { parseResume, shutdownPdfWorkers } from '../src/index';
import { readTunePage as read, rolesOf } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const readText = (text: string) => parseResume(new TextEncoder().encode(text), { fileName: 'resume.txt' });

it("'DATEV eG, Nürnberg' under its title is the role's employer, not the employer above carried down", async () => {
  const engineer = await read('weasyprint-207-dotted-month-dates-level-groups');
  expect(rolesOf(engineer)).toEqual([
    ['Senior Software Engineer', 'Siemens Healthineers AG', '09.2021', 'today'],
    ['Software Engineer', 'DATEV eG', '04.2017', '08.2021'],
    ['Working Student, Software Development', 'Fraunhofer IIS', '10.2015', '03.2017'],
  ]);
});

it("'Škoda Auto a.s., Mladá Boleslav' and 'Barclays plc, London' name their employers", async () => {
  const parsed = await readText(
    [
      'Jo Bell',
      'jo@example.com',
      '',
      'Experience',
      '2016 – 2019\tJunior Analyst',
      'Barclays plc, London',
      '• Reports.',
      '2014 – 2016\tEngineer',
      'Škoda Auto a.s., Mladá Boleslav',
      '• Tests.',
      '',
    ].join('\n'),
  );
  expect(rolesOf(parsed).map(([title, employer]) => [title, employer])).toEqual([
    ['Junior Analyst', 'Barclays plc'],
    ['Engineer', 'Škoda Auto a.s.'],
  ]);
});
