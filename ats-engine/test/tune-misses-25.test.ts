// Known tune misses of decision 030 (its twenty-fifth revision): layouts people use that the reader
// read wrong on the tune part (the held-out part enters tests only through the floors of
// devset-handwritten.test.ts).
import { shutdownPdfWorkers } from '../src/index';
import { parseResumeText } from '../src/parse/parse-resume-text';
import { readTunePage as read, rolesOf as roles, schoolsOf as schools } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const resume = (...sections: string[][]) =>
  parseResumeText(['Jane Roy', 'jane.roy@example.com', '', ...sections.flatMap((lines) => [...lines, ''])].join('\n'));

it("seasons joined by 'and' are one span, from the first season to the last", async () => {
  const accountant = await read('weasyprint-128-accountant-employer-dates-title-under');
  expect(roles(accountant)[2]).toEqual(['Summer Intern (Tax)', 'Grant Thornton', 'Summer 2016', 'Summer 2017']);
  // On a line of its own under the header too.
  const pilot = await read('weasyprint-30-grid-pilot');
  expect(roles(pilot)[3]).toEqual(['Flight Instructor', 'Pilot Flight Academy (Bergen)', 'Summer 2009', 'Summer 2010']);

  const typed = resume([
    'Experience',
    'Lifeguard, Jones Beach State Park\tSummer 2015, Summer 2016 & Summer 2018',
    '- Kept watch over a 400-metre stretch of beach.',
    'Camp Counselor',
    'YMCA Camp Greenkill',
    'Summer 2013 and Summer 2014',
    '- Led a cabin of ten campers.',
  ]);
  expect(roles(typed)).toEqual([
    ['Lifeguard', 'Jones Beach State Park', 'Summer 2015', 'Summer 2018'],
    ['Camp Counselor', 'YMCA Camp Greenkill', 'Summer 2013', 'Summer 2014'],
  ]);
});

it("an employer's department after its comma stays in the employer's name", async () => {
  const student = await read('chromium-html-125-student-seasons-school-years');
  expect(roles(student)[1]).toEqual([
    'Undergraduate Research Assistant',
    'University of Texas at Austin, Department of Chemistry',
    'Fall 2020',
    'Spring 2022',
  ]);

  const typed = resume([
    'Experience',
    'Research Assistant',
    'University of Michigan, Department of Physics\t2019 – 2021',
    '- Calibrated the cryostat.',
    'Clinical Research Coordinator',
    'University of Toronto, Faculty of Medicine\t2016 – 2019',
    '- Ran consent interviews.',
    'Lab Technician',
    'Acme Robotics, Boston, MA\t2014 – 2016',
    '- Tested gearboxes.',
  ]);
  expect(roles(typed).map(([title, employer]) => [title, employer])).toEqual([
    ['Research Assistant', 'University of Michigan, Department of Physics'],
    ['Clinical Research Coordinator', 'University of Toronto, Faculty of Medicine'],
    // A place after the comma is still no part of the name.
    ['Lab Technician', 'Acme Robotics'],
  ]);
});

it('a degree or a certificate joined to its school by a spaced dash: the degree before it, the school after it, the city and country its place', async () => {
  const nurse = await read('pdf-lib-138-icu-nurse-degree-dash-school-split-link');
  expect(schools(nurse)).toEqual([
    ['Bachelor of Science in Nursing', 'University of Santo Tomas'],
    ['Board Certificate, Critical Care Nursing', 'Philippine Nurses Association'],
  ]);

  const typed = resume([
    'Education',
    'Grand Diplôme in Cuisine and Pastry – Le Cordon Bleu, London, United Kingdom\t2012 – 2013',
    'Food Safety Certificate, Level 3 - Highfield Qualifications\t2014',
  ]);
  expect(schools(typed)).toEqual([
    ['Grand Diplôme in Cuisine and Pastry', 'Le Cordon Bleu'],
    ['Food Safety Certificate, Level 3', 'Highfield Qualifications'],
  ]);
});

it("a school with its city and country after commas, then the next school with its own dates ('UNAM, Ciudad de México, México')", async () => {
  const coordinator = await read('libreoffice-134-logistics-coordinator-expected-category-table');
  expect(schools(coordinator)).toEqual([
    ['Licenciatura en Administración (SUAyED, distance programme)', 'UNAM'],
    ['Profesional Técnico Bachiller en Logística', 'CONALEP Monterrey II'],
  ]);
  expect(coordinator.education[0]!.endDate).toBe('May 2027');

  const typed = resume([
    'Education',
    'ITESM, Ciudad de México, México\tExpected Dec 2026',
    'Licenciatura en Economía',
    'Colegio de Bachilleres Plantel 5, Coyoacán, Mexico\t2014 – 2017',
    'Bachillerato General',
  ]);
  expect(schools(typed)).toEqual([
    ['Licenciatura en Economía', 'ITESM'],
    ['Bachillerato General', 'Colegio de Bachilleres Plantel 5'],
  ]);
});

it("LinkedIn's positions under one employer: each title over its dates alone opens the next position there", async () => {
  const manager = await read('linkedin-121-retail-manager-grouped-positions');
  expect(roles(manager).slice(0, 3)).toEqual([
    ['Store Manager', 'Next', 'Mar 2022', 'Present'],
    ['Deputy Store Manager', 'Next', 'Oct 2019', 'Feb 2022'],
    ['Sales Team Leader', 'Next', 'Oct 2018', 'Sep 2019'],
  ]);

  const typed = resume([
    'Experience',
    'Accenture',
    'Full-time · 7 yrs',
    'Dublin, Ireland',
    'Senior Manager',
    'Sep 2021 - Present · 3 yrs 4 mos',
    'Leads the payments practice for Irish banks.',
    'Manager',
    'Mar 2019 - Aug 2021 · 2 yrs 6 mos',
    'Consultant',
    'Jan 2018 - Feb 2019 · 1 yr 2 mos',
    'Analyst',
    'Jan 2016 - Dec 2017 · 2 yrs',
  ]);
  expect(roles(typed)).toEqual([
    ['Senior Manager', 'Accenture', 'Sep 2021', 'Present'],
    ['Manager', 'Accenture', 'Mar 2019', 'Aug 2021'],
    ['Consultant', 'Accenture', 'Jan 2018', 'Feb 2019'],
    ['Analyst', 'Accenture', 'Jan 2016', 'Dec 2017'],
  ]);
});

it("a role table's dates cell beside the role's first bullet or its employer is the role's dates", async () => {
  const nurse = await read('libreoffice-120-site-nurse-date-cell-table');
  expect(roles(nurse).slice(0, 2)).toEqual([
    ['Senior Nurse / Ward Sister', "Addenbrooke's Hospital", 'Sept 2020', 'Present'],
    ['Staff Nurse (Band 5)', 'Peterborough City Hospital', 'Jan. 2018', 'Aug. 2020'],
  ]);

  const typed = resume([
    'Experience',
    'Site Supervisor',
    'Kier Construction, Leeds',
    'March 2021 –\t• Run a crew of twelve on a school extension.',
    '• Weekly progress reports to the client.',
    'Assistant Site Manager',
    'Feb. 2017 to Jan.\tBalfour Beatty',
    '2021',
    '• Groundworks and drainage packages.',
  ]);
  expect(roles(typed)).toEqual([
    ['Site Supervisor', 'Kier Construction', 'March 2021', 'Present'],
    ['Assistant Site Manager', 'Balfour Beatty', 'Feb. 2017', 'Jan. 2021'],
  ]);
});

it("an employer's name with the small words of another language ('Szpital Uniwersytecki w Krakowie') heads its role", async () => {
  const nurse = await read('libreoffice-120-site-nurse-date-cell-table');
  expect(roles(nurse)[2]).toEqual([
    'Pielęgniarka (Registered Nurse)',
    'Szpital Uniwersytecki w Krakowie',
    '2016',
    '2017',
  ]);

  const typed = resume([
    'Experience',
    'Enfermera',
    'Hospital Universitario del Mar',
    '2019 – 2022',
    '- Cuidados intensivos.',
    'Verpleegkundige',
    'Ziekenhuis van Amsterdam',
    '2016 – 2019',
    '- Chirurgische afdeling.',
  ]);
  expect(roles(typed)).toEqual([
    ['Enfermera', 'Hospital Universitario del Mar', '2019', '2022'],
    ['Verpleegkundige', 'Ziekenhuis van Amsterdam', '2016', '2019'],
  ]);
});

it('the name LinkedIn prints the kind of employment under is the employer, whatever its words', async () => {
  const manager = await read('linkedin-121-retail-manager-grouped-positions');
  expect(roles(manager)[3]).toEqual(['Market Trader', 'Okafor Markets', 'Jun 2015', 'Aug 2018']);

  const typed = resume([
    'Experience',
    'Deloitte',
    'Full-time · 4 yrs',
    'Audit Senior',
    'Sep 2020 - Present · 4 yrs 4 mos',
    'Statutory audits of retail groups.',
    'Northside Farmers Market',
    'Self-employed',
    'Market Trader',
    'Jun 2016 - Aug 2020 · 4 yrs 3 mos',
    'Ran a weekend stall of baked goods.',
  ]);
  expect(roles(typed)).toEqual([
    ['Audit Senior', 'Deloitte', 'Sep 2020', 'Present'],
    ['Market Trader', 'Northside Farmers Market', 'Jun 2016', 'Aug 2020'],
  ]);
});
