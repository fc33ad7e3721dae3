// Known tune misses of decision 030 (its twenty-seventh revision): layouts people use that the reader
// read wrong on the tune part (the held-out part enters tests only through the floors of
// devset-handwritten.test.ts).
import { shutdownPdfWorkers } from '../src/index';
import { parseResumeText } from '../src/parse/parse-resume-text';
import { readTunePage as read } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

it('a section label in capitals beside or before the name is no part of it', async () => {
  // A Europass CV: 'PERSONAL INFORMATION' in the left column, wrapped, its first word on the name's line.
  const europass = await read('latex-141-europass-forestry-technician-slash-months-laval');
  expect(europass.contact.fullName).toBe('Émilie Gagnon-Roy');

  const typed = (nameHint: string) =>
    parseResumeText(
      [nameHint, 'ana.lima@example.com', '', 'Experience', 'Nurse, Hospital Sírio-Libanês\t2019 – 2023'].join('\n'),
      {
        nameHint,
      },
    ).contact.fullName;
  expect(typed('CONTACT Ana Lima')).toBe('Ana Lima');
  expect(typed('PERSONAL DETAILS Ana Lima')).toBe('Ana Lima');
  // A first name in capitals is the name's, not a label.
  expect(typed('ANA Lima')).toBe('ANA Lima');
});
