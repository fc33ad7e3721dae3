// Known tune misses of decision 030 (its twenty-seventh revision): layouts people use that the reader
// read wrong on the tune part (the held-out part enters tests only through the floors of
// devset-handwritten.test.ts).
import { shutdownPdfWorkers } from '../src/index';
import { parseResumeText } from '../src/parse/parse-resume-text';
import { readTunePage as read, rolesOf as roles, schoolsOf as schools } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const resume = (...sections: string[][]) =>
  parseResumeText(['Jane Roy', 'jane.roy@example.com', '', ...sections.flatMap((lines) => [...lines, ''])].join('\n'));

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

it("a long employer's name with its town and country in parentheses after it is the employer, not a sentence's start", async () => {
  const europass = await read('latex-141-europass-forestry-technician-slash-months-laval');
  expect(roles(europass)[0]).toEqual([
    'Forest Inventory Technician',
    'Ministère des Ressources naturelles et des Forêts',
    '09/2021',
    'Present',
  ]);

  const typed = resume([
    'Work Experience',
    '03/2020 – Present\tProject Coordinator',
    'Secretaría de Medio Ambiente y Recursos Naturales, Aguascalientes (Mexico)',
    'Coordinated the field teams of the household survey in four states and the',
    'training of forty new interviewers.',
  ]);
  expect(roles(typed)).toEqual([
    ['Project Coordinator', 'Secretaría de Medio Ambiente y Recursos Naturales', '03/2020', 'Present'],
  ]);
});

it("Québec's college diplomas, 'DEC' and 'AEC', name degrees; 'DEC' before a year is December", async () => {
  const europass = await read('latex-141-europass-forestry-technician-slash-months-laval');
  expect(schools(europass)).toEqual([
    ['Bachelor of Science in Forest Operations', 'Université Laval'],
    ['DEC in Forest Technology', 'Cégep de Sainte-Foy'],
  ]);

  const typed = resume(
    ['Experience', 'Network Technician, Vidéotron\tDEC 2019 – JAN 2021', '- Replaced 300 modems.'],
    ['Education', 'AEC in Network Management\tCollège de Maisonneuve\t2012 – 2013'],
  );
  expect(roles(typed)).toEqual([['Network Technician', 'Vidéotron', 'DEC 2019', 'JAN 2021']]);
  expect(schools(typed)).toEqual([['AEC in Network Management', 'Collège de Maisonneuve']]);
});

it("an employer's short name and its long name after a spaced dash are one employer, not read into the title", async () => {
  const scientist = await read('pdf-lib-133-materials-scientist-thesis-wrapped-skills');
  expect(roles(scientist)[0]).toEqual([
    'Senior Scientist',
    'Empa - Swiss Federal Laboratories for Materials Science',
    'Feb 2022',
    'present',
  ]);

  const typed = resume([
    'Experience',
    'Research Engineer, CERN – European Organization for Nuclear Research\t2012 – 2014',
    '- Built detector read-out boards.',
    // A department after the title's comma, and a place after the dash, stay as they were read.
    'Analyst, Finance - Acme Widgets Corporation\t2010 – 2012',
    '- Closed the books monthly.',
    'Sous Chef, Le Pigeon — Portland, OR\t2008 – 2010',
    '- Ran the line.',
  ]);
  expect(roles(typed).map(([title, employer]) => [title, employer])).toEqual([
    ['Research Engineer', 'CERN – European Organization for Nuclear Research'],
    ['Analyst, Finance', 'Acme Widgets Corporation'],
    ['Sous Chef', 'Le Pigeon'],
  ]);
});

it("an agency's placement under a role with no employer: the agency that placed the worker is the employer", async () => {
  const nurse = await read('libreoffice-120-site-nurse-date-cell-table');
  expect(roles(nurse)[3]).toEqual(['Healthcare Assistant', 'Randstad Care', '2015', '2015']);

  const typed = resume([
    'Experience',
    'Warehouse Assistant',
    '2019 – 2020',
    'via Hays Recruitment, assigned to Amazon BHX1',
    '- Picked and packed 180 orders an hour.',
    'Stock Controller',
    '2017 – 2019',
    'through lean counting, cut the stock write-offs by a fifth.',
  ]);
  expect(roles(typed).map(([title, employer]) => [title, employer])).toEqual([
    ['Warehouse Assistant', 'Hays Recruitment'],
    // A sentence opening with 'through' names no agency.
    ['Stock Controller', null],
  ]);
});

it("a degree's field wrapped onto a line of its own, after its school on the line above, ends the degree", async () => {
  const lead = await read('chromium-html-21-warehouse-lead-gdocs-caps-dates');
  expect(schools(lead)[0]![0]).toBe('Associate of Applied Science, Supply Chain Management');
  const supervisor = await read('chromium-html-90-fleet-supervisor-word-po-box');
  expect(schools(supervisor)).toEqual([
    ['Certificate in Motor Vehicle Mechanics', 'Nakuru Technical Training Institute'],
  ]);

  const typed = resume([
    'Education',
    'Red River College Polytechnic — Diploma in Business',
    'Administration',
    '2015 – 2017',
    // (Not a line a degree follows: 'Winnipeg' is no part of 'Certificate in Marketing'.)
    'Brandon University — Certificate in Marketing',
    'Winnipeg',
    'Bachelor of Arts in Economics\t2011 – 2015',
  ]);
  expect(schools(typed)[0]).toEqual(['Diploma in Business Administration', 'Red River College Polytechnic']);
  expect(schools(typed)[1]).toEqual(['Certificate in Marketing', 'Brandon University']);
});

it("a school's name after the degree's comma, its last word wrapped onto a line of its own, is the school, whole", async () => {
  const recruiter = await read('chromium-html-91-recruiter-gdocs-title-comma');
  expect(schools(recruiter)).toEqual([['BA (Hons) Business Management', 'Manchester Metropolitan University']]);

  const typed = resume(['Education', 'BSc (Hons) Nursing, Oxford Brookes\t2016 – 2019', 'University']);
  expect(schools(typed)).toEqual([['BSc (Hons) Nursing', 'Oxford Brookes University']]);
});

it("a French 'Licence' before its field names a degree; a driving licence does not", async () => {
  const translator = await read('weasyprint-103-translator-title-employer-city-italic-dates');
  expect(schools(translator)[1]).toEqual(['Licence LLCER English', 'Université Grenoble Alpes']);

  const typed = resume(['Education', 'Licence de Psychologie — Université de Nantes', '2012 – 2015']);
  expect(schools(typed)).toEqual([['Licence de Psychologie', 'Université de Nantes']]);
  expect(schools(resume(['Education', 'Full UK Driving Licence']))).toEqual([]);
});

it('a school and the council, board or union that runs it, after its comma, are one name', async () => {
  const millwright = await read('weasyprint-20-millwright-sidebar-no-dates');
  expect(schools(millwright)[0]).toEqual([
    'Journeyman Millwright Certificate',
    'Millwright Apprenticeship School, Chicago Regional Council of Carpenters',
  ]);

  const typed = resume([
    'Training',
    'Journeyman Electrician Certificate',
    'Electrical Apprenticeship School, Denver Joint Apprenticeship Council',
    'Certificate in Welding',
    'Red Rocks Community College, Lakewood, CO',
  ]);
  expect(schools(typed)).toEqual([
    ['Journeyman Electrician Certificate', 'Electrical Apprenticeship School, Denver Joint Apprenticeship Council'],
    // A place after the comma is still no part of the name.
    ['Certificate in Welding', 'Red Rocks Community College'],
  ]);
});
