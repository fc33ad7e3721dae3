// Training centres, awards with a framework's level, and skills joined by '&', read on tune pages of
// decision 030's hand-written set and small texts (the held-out part enters tests only through the
// floors of devset-handwritten.test.ts).
import { parseResume, shutdownPdfWorkers } from '../src/index';
import { readTunePage as read, schoolsOf } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const readText = (text: string) => parseResume(new TextEncoder().encode(text), { fileName: 'resume.txt' });

it("a training centre is a school: 'Cork Training Centre' under 'Training' gives its award", async () => {
  const parsed = await read('latex-179-article-joiner-at-hfill-ligature-self-employed');
  expect(schoolsOf(parsed)).toEqual([
    ['Advanced Certificate Craft – Carpentry and Joinery (QQI Level 6)', 'Cork Training Centre (SOLAS)'],
  ]);
  expect(parsed.education[0]).toMatchObject({ startDate: '2011', endDate: '2014' });

  const text = await readText(
    [
      'Dale Okafor',
      'dale.okafor@example.com',
      '',
      'Training',
      'Riverside Skills Center\t2019 – 2020',
      'Certificate in Welding Technology',
      '',
    ].join('\n'),
  );
  expect(schoolsOf(text)).toEqual([['Certificate in Welding Technology', 'Riverside Skills Center']]);
});

it("a framework's level after an award's field stays part of the award, the line's dash kept", async () => {
  const parsed = await readText(
    [
      'Niamh Walsh',
      'niamh.walsh@example.com',
      '',
      'Education',
      'Galway Technical College\t2015 – 2017',
      'Advanced Certificate – Electrical Installation (QQI Level 6)',
      '',
    ].join('\n'),
  );
  expect(schoolsOf(parsed)).toEqual([
    ['Advanced Certificate – Electrical Installation (QQI Level 6)', 'Galway Technical College'],
  ]);
});

it("'DiGiCo SD & Quantum' and 'Ticket machines & Ticketer ETM' are two skills each; 'Health & Safety' stays one", async () => {
  const sound = await read('pdf-lib-60-sound-engineer-margin-dates');
  expect(sound.skills).toEqual(expect.arrayContaining(['DiGiCo SD', 'Quantum']));
  expect(sound.skills).not.toContain('DiGiCo SD & Quantum');
  const bus = await read('weasyprint-34-grid-bus-driver-skill-bars');
  expect(bus.skills).toEqual(
    expect.arrayContaining(['Ticket machines', 'Ticketer ETM', 'Wheelchair ramp & accessibility']),
  );

  const parsed = await readText(
    [
      'Priya Nair',
      'priya.nair@example.com',
      '',
      'Skills',
      'AutoCAD & Revit MEP, Health & Safety, IV therapy & PICC care, First aid & CPR',
      '',
    ].join('\n'),
  );
  expect(parsed.skills).toEqual([
    'AutoCAD',
    'Revit MEP',
    'Health & Safety',
    'IV therapy & PICC care',
    'First aid & CPR',
  ]);
});

it("'HR analytics in Excel' is a skill and the tool it is done in; 'Fluent in Spanish' is not split", async () => {
  const page = await read('latex-41-tabularx-hr-generalist');
  expect(page.skills).toContain('HR analytics');
  expect(page.skills).not.toContain('HR analytics in Excel');

  const parsed = await readText(
    [
      'Tomás Ruiz',
      'tomas.ruiz@example.com',
      '',
      'Skills',
      'Financial modelling in Python, Fluent in Spanish, Stock reports in Excel',
      '',
    ].join('\n'),
  );
  expect(parsed.skills).toEqual(expect.arrayContaining(['Financial modelling', 'Python', 'Stock reports', 'Excel']));
  expect(parsed.skills).not.toContain('Spanish');
});
