// Role headers and dates set in ways the hand-written set did not have before (decision 030,
// twentieth revision; devset/handwritten/*-100-* to *-109-* tune pages and small texts only: the
// held-out part enters tests only through the floors of devset-handwritten.test.ts).
import { shutdownPdfWorkers } from '../src/index';
import { findDateRange, toMonthIndex } from '../src/parse/dates';
import { parseResumeText } from '../src/parse/parse-resume-text';
import { readTunePage as read, rolesOf as roles } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

it("'Mar ’19 – Nov ’21' (a curly apostrophe before the year) and '2020 – until now' are ranges", async () => {
  expect(findDateRange('Mar ’19 – Nov ’21')).toMatchObject({ start: 'Mar ’19', end: 'Nov ’21' });
  expect(toMonthIndex('Nov ’21')).toBe(2021 * 12 + 10);
  expect(findDateRange('Jan ’22 – ongoing')).toMatchObject({ start: 'Jan ’22', end: 'ongoing' });
  expect(findDateRange('Pharmacist in Charge, Priceline Pharmacy\t2020 – until now')).toMatchObject({
    start: '2020',
    end: 'Present',
  });
  expect(roles(await read('weasyprint-103-translator-title-employer-city-italic-dates')).slice(1)).toEqual([
    ['Senior Translator', 'Lionbridge', 'Mar ’19', 'Dec ’21'],
    ['Localisation Coordinator', 'Ubisoft', 'Sep ’16', 'Feb ’19'],
    ['Translation Trainee', 'European Parliament', 'Mar ’16', 'Jul ’16'],
  ]);
  const electrician = roles(await read('libreoffice-109-electrician-tab-dates-smallcaps'));
  expect(electrician.map(([, , start, end]) => [start, end])).toEqual([
    ['2020', 'Present'],
    ['Mar ’16', 'Nov ’19'],
    ['Sep ’14', 'Feb ’16'],
    ['Sep ’10', 'Aug ’14'],
  ]);
}, 30_000);

it("a role dated by one month alone ('Kitchen Hand⇥2016.08', '(Dec 2011)') began and ended in that month", async () => {
  const parsed = parseResumeText(
    [
      'Ana Ruiz',
      'ana.ruiz@example.com',
      '',
      'Experience',
      'Barista, Blue Bottle Coffee\tJun 2019 – Present',
      '• Opened the store six days a week.',
      'Event Staff, Melbourne Cup Carnival\tNov 2018',
      '• Bar service for a four-day race meeting.',
      'Kitchen Porter, The Grand\t2017',
      '• Dishes and prep.',
    ].join('\n'),
  );
  expect(roles(parsed)).toEqual([
    ['Barista', 'Blue Bottle Coffee', 'Jun 2019', 'Present'],
    ['Event Staff', 'Melbourne Cup Carnival', 'Nov 2018', 'Nov 2018'],
    ['Kitchen Porter', 'The Grand', '2017', '2017'],
  ]);
  expect(roles(await read('latex-101-article-sous-chef-hfill-smallcaps'))[3]).toEqual([
    'Kitchen Hand',
    'Hakata Gensuke',
    '2016.08',
    '2016.08',
  ]);
  expect(roles(await read('pdf-lib-104-logistics-veteran-paren-ranges'))[2]).toEqual([
    'Seasonal Driver Helper',
    'UPS',
    'Dec 2011',
    'Dec 2011',
  ]);
}, 30_000);

it("'Employer, Town⇥2013 – 2016' over titles with their own dates: the employer of each, its span to the year's end", async () => {
  const parsed = parseResumeText(
    [
      'Joseph Mwangi',
      'joseph.mwangi@example.com',
      '',
      'Work experience',
      'Aga Khan University Hospital, Mombasa\t2015 – 2019',
      'Charge Nurse\t03/2017 – 12/2019',
      '• Led a night shift of eight nurses on a surgical ward.',
      'Staff Nurse\t02/2015 – 02/2017',
      '• Surgical and orthopaedic patients.',
    ].join('\n'),
  );
  expect(
    parsed.experience.map((role) => [role.title, role.company, role.location, role.startDate, role.endDate]),
  ).toEqual([
    ['Charge Nurse', 'Aga Khan University Hospital', 'Mombasa', '03/2017', '12/2019'],
    ['Staff Nurse', 'Aga Khan University Hospital', 'Mombasa', '02/2015', '02/2017'],
  ]);
  expect(roles(await read('libreoffice-102-nurse-grouped-employer-span')).slice(2)).toEqual([
    ['ICU Nurse', 'Kenyatta National Hospital', '06/2014', '12/2016'],
    ['Nurse Intern', 'Kenyatta National Hospital', '01/2013', '05/2014'],
  ]);
}, 30_000);

it("an employer in capitals (small capitals) under its title's dated line is the role's, not a section's heading", async () => {
  const parsed = parseResumeText(
    [
      'Siobhan Kowalczyk',
      'siobhan@example.com',
      '',
      'EMPLOYMENT',
      'Apprentice Electrician\tSep 2012 – Aug 2014',
      'CARDIFF COUNCIL',
      "Four-year apprenticeship in the council's building maintenance team.",
      'Trainee Electrician\tSep 2010 – Aug 2012',
      'WESSEX WATER',
      'Pump station wiring under a qualified supervisor.',
    ].join('\n'),
  );
  expect(roles(parsed)).toEqual([
    ['Apprentice Electrician', 'CARDIFF COUNCIL', 'Sep 2012', 'Aug 2014'],
    ['Trainee Electrician', 'WESSEX WATER', 'Sep 2010', 'Aug 2012'],
  ]);
  expect(roles(await read('libreoffice-109-electrician-tab-dates-smallcaps'))[3]).toEqual([
    'Apprentice Electrician',
    'CARDIFF COUNCIL',
    'Sep ’10',
    'Aug ’14',
  ]);
}, 30_000);

it("a name and its trade ('Jones Bros Civil Engineering, Ruthin', in capitals too) is the employer, under a title with no title's word", async () => {
  const parsed = parseResumeText(
    [
      'Owen Price',
      'owen.price@example.com',
      '',
      'Employment',
      'Approved Electrician\tMar 2016 – Nov 2019',
      'Spie UK, Newport',
      'Commercial fit-outs and containment for offices and schools.',
      'Electrical Improver\tSep 2014 – Feb 2016',
      'Jones Bros Civil Engineering, Ruthin',
      'Site lighting and temporary supplies on road schemes.',
    ].join('\n'),
  );
  expect(roles(parsed)[1]![0]).toBe('Electrical Improver');
  expect(roles(parsed)[1]![1]).toMatch(/^Jones Bros Civil Engineering/);
  expect(roles(await read('libreoffice-109-electrician-tab-dates-smallcaps'))[2]).toEqual([
    'Electrical Improver',
    'JONES BROS CIVIL ENGINEERING',
    'Sep ’14',
    'Feb ’16',
  ]);
}, 30_000);

it("roles under 'Placements' or 'Clinical placements' are experience, beside the paid ones", async () => {
  const parsed = parseResumeText(
    [
      'Aisling Murphy',
      'aisling.murphy@example.com',
      '',
      'Experience',
      'Staff Nurse, Cork University Hospital\tJan 2022 – Present',
      '• Acute medical ward, 30 beds.',
      '',
      'Clinical placements',
      'Student Nurse, Mercy University Hospital\tJan 2021 – Apr 2021',
      '• Surgical ward placement in the final year.',
    ].join('\n'),
  );
  expect(roles(parsed)).toEqual([
    ['Staff Nurse', 'Cork University Hospital', 'Jan 2022', 'Present'],
    ['Student Nurse', 'Mercy University Hospital', 'Jan 2021', 'Apr 2021'],
  ]);
  const pharmacist = roles(await read('chromium-html-105-pharmacist-gdocs-town-italic'));
  expect(pharmacist).toHaveLength(4);
  expect(pharmacist[3]!.slice(2)).toEqual(['Jul 2014', 'Aug 2014']);
}, 30_000);

it("'Title, Employer⇥dates' over the town in italic: the town is the role's place when the page tells", async () => {
  expect(roles(await read('chromium-html-91-recruiter-gdocs-title-comma'))).toEqual([
    ['Senior Recruitment Consultant', 'Hays Specialist Recruitment', '2021', 'Present'],
    ['Recruitment Consultant', 'Reed', '2018', '2021'],
    ['Temporary Resourcer (agency contract)', 'NHS Greater Manchester', '2017', '2018'],
  ]);
  const pharmacist = (await read('chromium-html-105-pharmacist-gdocs-town-italic')).experience;
  expect(pharmacist.map((role) => [role.title, role.company, role.location])).toEqual([
    ['Pharmacist in Charge', 'Priceline Pharmacy', 'Toowoomba'],
    ['Clinical Pharmacist', 'Metro North Health', 'Brisbane'],
    ['Intern Pharmacist', 'TerryWhite Chemmart', 'Ipswich'],
    ['Student Pharmacist', 'Mater Hospital', 'South Brisbane'],
  ]);
  // In plain text: the writer's own town, as the contact line names it, under one of the roles.
  const parsed = parseResumeText(
    [
      'Tom Fletcher',
      'Leeds LS6 | tom.fletcher@example.com',
      '',
      'Experience',
      'Site Supervisor, Kier\t2019 – Present',
      'Leeds',
      '• Ran a 40-home residential phase.',
      'Assistant Site Manager, Keepmoat\t2015 – 2019',
      'Wakefield',
      '• Snagging and handovers.',
    ].join('\n'),
  );
  expect(parsed.experience.map((role) => [role.title, role.company, role.location])).toEqual([
    ['Site Supervisor', 'Kier', 'Leeds'],
    ['Assistant Site Manager', 'Keepmoat', 'Wakefield'],
  ]);
  // ('Title, Unit' over the employer's line, on a page that does not tell, is read as before.)
  const units = parseResumeText(
    [
      'Dana Ortiz',
      'Dayton, OH | dana.ortiz@example.com',
      '',
      'Experience',
      'Charge Nurse, Medical ICU\t2019 – Present',
      'Kettering Health',
      '• Charge nurse for a 24-bed unit.',
      'Staff Nurse, Cardiac Step-Down\t2015 – 2019',
      'Premier Health',
      '• Telemetry and post-cath care.',
    ].join('\n'),
  );
  expect(units.experience.map((role) => [role.title, role.company])).toEqual([
    ['Charge Nurse, Medical ICU', 'Kettering Health'],
    ['Staff Nurse, Cardiac Step-Down', 'Premier Health'],
  ]);
}, 30_000);

it("a name over two dated titles, after roles set 'Employer — Title', is the employer of both", async () => {
  const parsed = parseResumeText(
    [
      'Marta Silva',
      'marta.silva@example.com',
      '',
      'Experience',
      'Tasty n Sons — Line Cook',
      'Brunch and dinner service\tMar 2019 – Present',
      '• Grill and fry stations for 180 covers.',
      'Nong’s Khao Man Gai Portland, OR',
      'Prep Cook\tJan 2017 – Feb 2019',
      'Dishwasher\tJun 2016 – Dec 2016',
      '• Started in the dish pit, moved to prep in six months.',
    ].join('\n'),
  );
  expect(roles(parsed).map(([title, company]) => [title, company])).toEqual([
    ['Line Cook', 'Tasty n Sons'],
    ['Prep Cook', 'Nong’s Khao Man Gai Portland'],
    ['Dishwasher', 'Nong’s Khao Man Gai Portland'],
  ]);
  expect(roles(await read('weasyprint-24-sous-chef-company-first'))[3]![1]).toMatch(/^Pok Pok/);
}, 30_000);
