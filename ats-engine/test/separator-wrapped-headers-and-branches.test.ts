// A role's header wrapped after its separator ('… Learning Resource Center |' over 'Sacramento, CA
// (August 2021 – May 2023)'), and an employer with the branch or town it worked at after a comma
// ('Store Manager – Primark, Croydon North End'). Read on tune pages of decision 030's hand-written
// set and small texts (the held-out part enters tests only through the floors of
// devset-handwritten.test.ts).
import { parseResume, shutdownPdfWorkers } from '../src/index';
import { readTunePage as read, rolesOf } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const readText = (text: string) => parseResume(new TextEncoder().encode(text), { fileName: 'resume.txt' });

it("a header cut after its '|' goes on in the next line, however long", async () => {
  const student = await read('chromium-html-231-gdocs-student-school-dash-degree-expected-gpa-transfer');
  expect(rolesOf(student)).toEqual([
    ['Engineering Intern', 'Caltrans District 3', 'June 2025', 'September 2025'],
    [
      'Peer Tutor, Engineering Mathematics',
      'Sacramento City College Learning Resource Center',
      'August 2021',
      'May 2023',
    ],
  ]);
});

it("'Store Manager – Primark, Croydon North End': the employer, then the branch it names by its place", async () => {
  const manager = await read('chromium-html-232-word-education-table-year-institution-qualification-retail');
  expect(manager.experience.map((role) => [role.title, role.company, role.location])).toEqual([
    ['Store Manager', 'Primark', 'Croydon North End'],
    ['Deputy Store Manager', 'Marks & Spencer', 'Sutton'],
    ['Sales Supervisor', 'New Look', 'Bromley'],
  ]);
});

it("a school of a university after the comma stays with the employer's name", async () => {
  const parsed = await readText(
    [
      'Chris Lee',
      'chris@example.com',
      '',
      'Experience',
      'Lecturer – Dublin City University, School of Computing (2019 – 2022)',
      'Taught databases.',
      '',
    ].join('\n'),
  );
  expect(rolesOf(parsed).map(([title, employer]) => [title, employer])).toEqual([
    ['Lecturer', 'Dublin City University, School of Computing'],
  ]);
});
