// A commerce degree ('BCom', 'B.Com', 'MCom') and an employer whose brand sets its letters in lower
// case ('Millennium bcp'), read on tune pages of decision 030's hand-written set and small texts (the
// held-out part enters tests only through the floors of devset-handwritten.test.ts).
import { parseResume, shutdownPdfWorkers } from '../src/index';
import { readTunePage as read, rolesOf, schoolsOf } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const readText = (text: string) => parseResume(new TextEncoder().encode(text), { fileName: 'resume.txt' });

it("'BCom Logistics Management' and 'B.Com (Hons)' are degrees", async () => {
  const page = await read('weasyprint-220-ops-manager-competency-grid-now-to-present');
  expect(schoolsOf(page)[0]).toEqual(['BCom Logistics Management', 'University of Johannesburg']);

  const parsed = await readText(
    [
      'Ravi Menon',
      'ravi.menon@example.com',
      '',
      'Education',
      'B.Com (Hons), University of Delhi, 2014',
      'MCom, University of Mumbai, 2016',
      '',
    ].join('\n'),
  );
  expect(schoolsOf(parsed)).toEqual([
    ['B.Com (Hons)', 'University of Delhi'],
    ['MCom', 'University of Mumbai'],
  ]);
});

it("'Millennium bcp, Porto Salvo' under a role's dates is its employer", async () => {
  const page = await read('weasyprint-219-data-engineer-chip-skills-levels-numeric-ranges');
  expect(rolesOf(page)).toEqual([
    ['Senior Data Engineer', 'Farfetch', '12/2022', 'present'],
    ['Data Engineer', 'OutSystems', '03/2019', '11/2022'],
    ['BI Developer', 'Millennium bcp', '09/2017', '02/2019'],
  ]);
});
