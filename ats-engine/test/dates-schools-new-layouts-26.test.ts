// Dates and schools set in new ways (decision 030, its twenty-sixth revision): layouts people use
// that the reader read wrong on the tune part (the held-out part enters tests only through the
// floors of devset-handwritten.test.ts).
import { shutdownPdfWorkers } from '../src/index';
import { findPhone } from '../src/parse/contact';
import { parseResumeText } from '../src/parse/parse-resume-text';
import { readTunePage as read, rolesOf as roles, schoolsOf as schools } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const resume = (...sections: string[][]) =>
  parseResumeText(['Jane Roy', 'jane.roy@example.com', '', ...sections.flatMap((lines) => [...lines, ''])].join('\n'));

it("'From March 2022 to date' over the title is the role's range, its 'From' no employer", async () => {
  const parsed = await read('weasyprint-142-flex-lighting-technician-words-to-date-short-contract');
  expect(roles(parsed)[0]).toEqual(['Senior Lighting Technician', 'Wales Millennium Centre', 'MARCH 2022', 'Present']);

  const typed = resume([
    'Experience',
    'From March 2020 to date',
    'Warehouse Supervisor',
    'Northwind Traders, Leeds',
    '- Ran the night shift of twelve pickers.',
    'From June 2015 to February 2020',
    'Joiner',
    'Roy Joinery',
    '- Kitchens and staircases for private clients.',
  ]);
  expect(roles(typed)).toEqual([
    ['Warehouse Supervisor', 'Northwind Traders', 'March 2020', 'Present'],
    ['Joiner', 'Roy Joinery', 'June 2015', 'February 2020'],
  ]);
});

it("a postal code of four digits and three before its town ('4050-174 Porto') is no phone", async () => {
  const parsed = await read('latex-139-awesome-geophysicist-cventry-abbrev-months-faculty');
  expect(parsed.contact.phone).toBe('+351 912 448 307');

  expect(findPhone('Rua de Cedofeita 214, 4050-174 Porto, Portugal | +351 912 448 307')).toBe('+351 912 448 307');
  expect(findPhone('Avenida da Liberdade 110, 1250-146 Lisboa')).toBeNull();
});

it("a school's name does not wrap across the next school's dates set on a line of their own above it", async () => {
  const parsed = await read('weasyprint-140-grid-hospitality-trainer-iso-since-bootcamp');
  expect(schools(parsed)).toEqual([
    ['Data Analytics Bootcamp (part-time)', 'Le Wagon Melbourne'],
    ['Certificate IV in Hospitality', 'William Angliss Institute'],
  ]);

  const typed = resume(
    [
      'Education',
      '2023 – 2024',
      'Northcoders Manchester',
      'Software Development Bootcamp',
      '2015 – 2018',
      'Salford City College',
      'Level 3 Diploma in IT',
    ],
    ['Skills', 'SQL, Python'],
  );
  expect(schools(typed)).toEqual([
    ['Software Development Bootcamp', 'Northcoders Manchester'],
    ['Level 3 Diploma in IT', 'Salford City College'],
  ]);
});

it("a list's line opening with a name written in lower case with capitals inside ('grandMA3') is an item of its own", async () => {
  const parsed = await read('weasyprint-142-flex-lighting-technician-words-to-date-short-contract');
  expect(parsed.skills.slice(0, 3)).toEqual(['ETC Eos', 'grandMA3', 'Capture']);

  const typed = resume(
    ['Skills', 'Xcode', 'iOS', 'Swift', 'macOS administration'],
    ['Education', 'BSc Computing, Ulster University, 2019'],
  );
  expect(typed.skills).toEqual(['Xcode', 'iOS', 'Swift', 'macOS administration']);
});

it("a Europass CV's left column, its dates beside each role and its headings beside their rules, is read beside its rows", async () => {
  const parsed = await read('latex-141-europass-forestry-technician-slash-months-laval');
  expect(roles(parsed).map(([title, , start, end]) => [title, start, end])).toEqual([
    ['Forest Inventory Technician', '09/2021', 'Present'],
    ['Silviculture Crew Leader', '05/2019', '08/2021'],
    ['Summer Student, Fire Prevention', '05/2017', '08/2017'],
  ]);
  expect(schools(parsed)[0]).toEqual(['Bachelor of Science in Forest Operations', 'Université Laval']);
  expect(parsed.skills).toEqual(expect.arrayContaining(['ArcGIS Pro', 'Wildland fire suppression', 'Excel']));
});

it("an employer's name written in French or Spanish sentence case ('Groupement forestier de Portneuf') is the employer", async () => {
  const parsed = await read('latex-141-europass-forestry-technician-slash-months-laval');
  expect(roles(parsed)[1]).toEqual([
    'Silviculture Crew Leader',
    'Groupement forestier de Portneuf',
    '05/2019',
    '08/2021',
  ]);

  const typed = resume([
    'Experience',
    '03/2018 – 06/2022\tBranch Officer',
    'Caja de ahorros de Galicia, Vigo',
    'Mortgages and savings accounts for private clients.',
  ]);
  expect(roles(typed)).toEqual([['Branch Officer', 'Caja de ahorros de Galicia', '03/2018', '06/2022']]);
});
