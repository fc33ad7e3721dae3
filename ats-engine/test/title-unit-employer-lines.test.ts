// A role's line written 'Title, Unit, Employer' (the field or function the title serves between
// them), read on tune pages of decision 030's hand-written set and small texts (the held-out part
// enters tests only through the floors of devset-handwritten.test.ts).
import { parseResume, shutdownPdfWorkers } from '../src/index';
import { readTunePage as read, rolesOf } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const readText = (text: string) => parseResume(new TextEncoder().encode(text), { fileName: 'resume.txt' });

it("'Vice President, Credit Risk Analytics, Bank of America': the unit stays with the title, the employer is the name after it", async () => {
  const banking = await read('chromium-html-223-gdocs-title-unit-employer-tab-dates-banking');
  expect(rolesOf(banking).map(([title, employer]) => [title, employer])).toEqual([
    ['Vice President, Credit Risk Analytics', 'Bank of America'],
    ['Senior Analyst, Treasury', 'Wells Fargo & Company'],
    ['Analyst, Finance', 'Duke Energy Corporation'],
  ]);
  const paramedic = await read('latex-222-article-title-unit-employer-hfill-dates-paramedic');
  expect(rolesOf(paramedic).map(([, employer]) => employer)).toEqual([
    'National Ambulance Service',
    'Dublin Fire Brigade',
    'Order of Malta Ambulance Corps',
  ]);
  const pharmacist = await read('weasyprint-224-pharmacist-title-unit-employer-dates-below');
  expect(rolesOf(pharmacist)[2]).toEqual([
    'Pre-registration Pharmacist, Retail',
    'Guardian Health and Beauty',
    'Jul 2015',
    'Jun 2016',
  ]);

  // A single word after the unit may be a town: 'Analyst, Finance, London' is read as before.
  const parsed = await readText(
    [
      'Ama Owusu',
      'ama.owusu@example.com',
      '',
      'Experience',
      'Analyst, Finance, London\t2019 – 2021',
      '• Month-end close.',
      '',
    ].join('\n'),
  );
  expect(rolesOf(parsed).map(([title, employer]) => [title, employer])).toEqual([['Analyst', 'Finance']]);
});

it("'Registered Nurse, Emergency Department – TriStar Centennial Medical Center, Nashville, TN': the unit stays with the title, the employer follows the dash", async () => {
  const nurse = await read('latex-204-article-nurse-practitioner-degree-dash-school-month-year');
  expect(rolesOf(nurse).map(([title, employer]) => [title, employer])).toEqual([
    ['Family Nurse Practitioner', 'MinuteClinic'],
    ['Registered Nurse, Emergency Department', 'TriStar Centennial Medical Center'],
    ['Registered Nurse, Medical-Surgical', 'University of Tennessee Medical Center'],
  ]);

  // A name after the title's comma is the employer, and the dash sets its place apart, as before.
  const parsed = await readText(
    [
      'Kay Rob',
      'kay@example.com',
      '',
      'Experience',
      'Sous Chef, Le Pigeon — Portland, OR\t2012 – 2014',
      '• Cooked.',
      '',
    ].join('\n'),
  );
  expect(rolesOf(parsed).map(([title, employer]) => [title, employer])).toEqual([['Sous Chef', 'Le Pigeon']]);
});
