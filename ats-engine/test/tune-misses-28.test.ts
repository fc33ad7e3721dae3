// Known tune misses of decision 030 (its twenty-eighth revision): layouts people use that the reader
// read wrong on the tune part (the held-out part enters tests only through the floors of
// devset-handwritten.test.ts).
import { shutdownPdfWorkers } from '../src/index';
import { parseResumeText } from '../src/parse/parse-resume-text';
import { readTunePage as read, schoolsOf as schools } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const resume = (...sections: string[][]) =>
  parseResumeText(['Jane Roy', 'jane.roy@example.com', '', ...sections.flatMap((lines) => [...lines, ''])].join('\n'));

it('a certification with its letters, then the body that awards it, is a credential and its school', async () => {
  const page = await read('libreoffice-80-data-analyst-bootcamp-training');
  expect(schools(page)).toContainEqual(['Certified Professional Biller (CPB)', 'AAPC']);

  const typed = resume(['Education', '2019 Certified Coding Specialist (CCS), AHIMA']);
  expect(schools(typed)).toEqual([['Certified Coding Specialist (CCS)', 'AHIMA']]);
});

it("a university's name wrapped with its town and number onto the next line is the school, whole", async () => {
  const page = await read('latex-37-moderncv-classic-pharmacist');
  expect(schools(page)[0]).toEqual([
    'PharmD (Diplôme d’État de Docteur en Pharmacie)',
    'Université Claude Bernard Lyon 1',
  ]);

  const typed = resume(['Education', '2012–2016\tLicence de Droit, Université Jean Moulin', 'Lyon 3, Lyon']);
  expect(schools(typed)).toEqual([['Licence de Droit', 'Université Jean Moulin Lyon 3']]);
  // A town alone under the school is its place, not part of its name.
  const town = resume(['Education', '2012–2016\tLicence de Droit, Université Lumière', 'Lyon, France']);
  expect(schools(town)).toEqual([['Licence de Droit', 'Université Lumière']]);
});
