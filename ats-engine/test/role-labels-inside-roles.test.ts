// Labels inside a role ('Key responsibilities:', 'Key achievements:') as British CVs write them,
// read on a tune page of decision 030's hand-written set and a small text (the held-out part enters
// tests only through the floors of devset-handwritten.test.ts).
import { parseResume, shutdownPdfWorkers } from '../src/index';
import { readTunePage as read, rolesOf } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const readText = (text: string) => parseResume(new TextEncoder().encode(text), { fileName: 'resume.txt' });

it("'Key achievements:' under a role is a label inside it, so the roles after it are read", async () => {
  const page = await read('chromium-html-174-word-uk-role-labels-key-achievements-reason-leaving');
  expect(rolesOf(page)).toEqual([
    ['Estates and Facilities Manager', 'Swansea Bay University Health Board', 'April 2019', 'Present'],
    ['Facilities Manager', 'Swansea University', 'September 2013', 'March 2019'],
    ['Maintenance Supervisor', 'Mitie (Tesco contract)', 'June 2008', 'August 2013'],
  ]);
  expect(page.sections.map((section) => section.kind)).not.toContain('awards');

  // A section of its own, named without a colon after the roles, is still the page's achievements.
  const parsed = await readText(
    [
      'Owen Price',
      'owen.price@example.com',
      '',
      'Career History',
      'Site Manager – Persimmon Homes',
      'May 2018 – Present',
      'Key achievements:',
      '• Handed over 120 homes with no reportable accidents.',
      'Assistant Site Manager – Bellway',
      'June 2014 – April 2018',
      '',
      'Achievements',
      'NHBC Pride in the Job award, 2021',
      '',
    ].join('\n'),
  );
  expect(rolesOf(parsed)).toEqual([
    ['Site Manager', 'Persimmon Homes', 'May 2018', 'Present'],
    ['Assistant Site Manager', 'Bellway', 'June 2014', 'April 2018'],
  ]);
  expect(parsed.sections.map((section) => section.kind)).toContain('awards');
});
