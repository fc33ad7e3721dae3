// Decision 030, thirty-first revision: layouts of WeasyPrint résumé-builder pages, LinkedIn
// profiles and simple generators' pages that the reader read wrong on the tune part (the held-out
// part enters tests only through the floors of devset-handwritten.test.ts).
import { shutdownPdfWorkers } from '../src/index';
import { parseResumeText } from '../src/parse/parse-resume-text';
import { readTunePage as read, rolesOf as roles, schoolsOf as schools } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const resume = (...sections: string[][]) =>
  parseResumeText(['Jane Roy', 'jane.roy@example.com', '', ...sections.flatMap((lines) => [...lines, ''])].join('\n'));

it("an arrow between a range's two ends is the range's dash", async () => {
  const page = await read('weasyprint-157-cards-ux-researcher-arrow-slash-dates');
  expect(roles(page)).toEqual([
    ['Senior UX Researcher', 'Grab', '04/2022', 'now'],
    ['UX Researcher', 'Shopee', '08/2019', '03/2022'],
    ['Research Assistant', 'National University of Singapore', '01/2018', '07/2019'],
  ]);

  const typed = resume([
    'Experience',
    'Barista, Blue Bottle\tMar 2018 → Jun 2020',
    'Pulled shots for 400 guests a day.',
  ]);
  expect(roles(typed)).toEqual([['Barista', 'Blue Bottle', 'Mar 2018', 'Jun 2020']]);
});

it("a grade after the degree's comma is not the school; the school is on the line below", async () => {
  const page = await read('pdf-lib-159-agricultural-engineering-student-expected-gpa');
  expect(schools(page)).toContainEqual([
    'Kenya Certificate of Secondary Education (KCSE)',
    'Alliance Girls High School',
  ]);

  const typed = resume(['Education', 'High School Diploma, Grade A\t2016 - 2019', 'Lincoln High School, Denver, USA']);
  expect(schools(typed)).toEqual([['High School Diploma', 'Lincoln High School']]);
  const gpa = resume(['Education', 'Bachelor of Commerce, GPA 3.8\t2016 - 2019', 'University of Nairobi']);
  expect(schools(gpa)).toEqual([['Bachelor of Commerce', 'University of Nairobi']]);
});

it("a hyphened compound before a field's head noun ('Go-to-Market Strategy') is one skill", async () => {
  const page = await read('linkedin-158-product-marketing-mba-coursera-full-months');
  expect(page.skills).toEqual(['Go-to-Market Strategy', 'Product Marketing', 'Competitive Intelligence']);

  const typed = resume(['Skills', 'Excel SQL Tableau', 'Go-to-Market Strategy, Sales Enablement']);
  expect(typed.skills).toEqual(['Excel', 'SQL', 'Tableau', 'Go-to-Market Strategy', 'Sales Enablement']);
});

it("an employer's line with where the work was after a dash ('Air Canada — Montréal-Trudeau base') heads the dated titles under it", async () => {
  const page = await read('weasyprint-160-timeline-flight-attendant-apostrophe-years');
  expect(roles(page).map(([title, employer]) => [title, employer])).toEqual([
    ['In-Charge Flight Attendant', 'Air Canada'],
    ['Flight Attendant', 'Air Canada'],
    ['Front Desk Agent', 'Fairmont The Queen Elizabeth'],
  ]);

  const typed = resume([
    'Experience',
    'Maersk — Rotterdam-Maasvlakte terminal',
    'Mar 2020 – present\tSenior Freight Planner',
    'Planned 300 sailings a year.',
    'Jan 2017 – Feb 2020\tFreight Planner',
    'Booked reefer space.',
    'Jun 2014 – Dec 2016\tDHL Global Forwarding — Antwerp',
    'Customs Clerk',
  ]);
  expect(roles(typed).map(([title, employer]) => [title, employer])).toEqual([
    ['Senior Freight Planner', 'Maersk'],
    ['Freight Planner', 'Maersk'],
    ['Customs Clerk', 'DHL Global Forwarding'],
  ]);
});
