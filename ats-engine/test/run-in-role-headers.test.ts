// Role headers under a dates line of their own: run into the role's sentences as currvita sets them,
// or long enough to look wrapped; and titles stacked under one employer, as a promotion is listed.
// Read on tune pages of decision 030's hand-written set and small texts (the held-out part enters
// tests only through the floors of devset-handwritten.test.ts).
import { parseResume, shutdownPdfWorkers } from '../src/index';
import { readTunePage as read, rolesOf } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const readText = (text: string) => parseResume(new TextEncoder().encode(text), { fileName: 'resume.txt' });

it("'2020–' over 'Lead Test Engineer, Nokia, Tampere. Test strategy for …': the header before the full stop, the sentences the role's", async () => {
  const engineer = await read('latex-227-currvita-years-left-title-comma-employer-run-in');
  expect(rolesOf(engineer)).toEqual([
    ['Lead Test Engineer', 'Nokia', '2020', null],
    ['Software Test Engineer', 'Bittium', '2015', '2020'],
    ['Research Assistant', 'Tampere University of Technology', '2013', '2015'],
  ]);
  expect(engineer.experience[0]?.bullets.join(' ')).toContain('Test strategy for 5G baseband software');
});

it('a long header under its dates line is not continued by the sentence under it', async () => {
  const parsed = await readText(
    [
      'Henrik Aaltonen',
      'henrik@example.com',
      '',
      'Work Experience',
      '2013–2015',
      'Research Assistant, Tampere University of Technology, Tampere',
      'Signal processing lab; two conference papers.',
      '',
    ].join('\n'),
  );
  expect(rolesOf(parsed)).toEqual([['Research Assistant', 'Tampere University of Technology', '2013', '2015']]);
});

it("'Product Manager, Growth' stacked under a promotion at 'Duolingo': the unit is the title's, the employer the one above", async () => {
  const manager = await read('latex-228-mcdowell-company-location-two-titles-italic-dates');
  expect(rolesOf(manager).map(([title, employer]) => [title, employer])).toEqual([
    ['Senior Product Manager, Learning Experience', 'Duolingo'],
    ['Product Manager, Growth', 'Duolingo'],
    ['Associate Product Manager', 'UPMC Enterprises'],
  ]);
});
