// Known tune misses of decision 030 (its twenty-second revision): layouts people use that the reader
// read wrong on the tune part (the held-out part enters tests only through the floors of
// devset-handwritten.test.ts).
import { shutdownPdfWorkers } from '../src/index';
import { parseResumeText } from '../src/parse/parse-resume-text';
import { readTunePage as read, rolesOf as roles, schoolsOf as schools } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const resume = (...sections: string[][]) =>
  parseResumeText(['Jane Roy', 'jane.roy@example.com', '', ...sections.flatMap((lines) => [...lines, ''])].join('\n'));

it("a title's unit, ward, department, team or desk after a comma stays in the title", async () => {
  const parsed = await read('chromium-html-115-nurse-gdocs-skills-sidebar-college');
  expect(roles(parsed).map(([title, employer]) => [title, employer])).toEqual([
    ['Registered Nurse, Cardiac Step-Down Unit', 'Trillium Health Partners'],
    ['Personal Support Worker', 'Revera Home Health'],
    ['Staff Nurse, Medical Ward', 'St. Luke’s Medical Center'],
  ]);

  const typed = resume([
    'Experience',
    'Charge Nurse, Medical-Surgical Unit',
    'Riverside Methodist Hospital | Sep 2021 – Present',
    '- Coordinate care for a 32-bed unit.',
    'Reporter, Metro Desk',
    'The Plain Dealer | Jan 2017 – Aug 2021',
    '- Covered city hall.',
  ]);
  expect(roles(typed).map(([title, employer]) => [title, employer])).toEqual([
    ['Charge Nurse, Medical-Surgical Unit', 'Riverside Methodist Hospital'],
    ['Reporter, Metro Desk', 'The Plain Dealer'],
  ]);
  // A name after the comma is still the employer.
  const named = resume([
    'Experience',
    'Registered Nurse, Mercy Hospital',
    'Jan 2019 – Present',
    '- Cared for patients.',
  ]);
  expect(roles(named).map(([title, employer]) => [title, employer])).toEqual([['Registered Nurse', 'Mercy Hospital']]);
  // So is a department named after its town or its service.
  const department = resume([
    'Experience',
    'Police Officer, Houston Police Department',
    'Jan 2019 – Present',
    '- Patrol.',
  ]);
  expect(roles(department).map(([title, employer]) => [title, employer])).toEqual([
    ['Police Officer', 'Houston Police Department'],
  ]);
});

it("'heute' (like 'now', 'today', 'ongoing') ends a running range, in an English page too", async () => {
  const parsed = await read('latex-112-article-process-engineer-qualifications-table');
  expect(roles(parsed)[0]).toEqual(['Senior Process Engineer', 'Robert Bosch GmbH', '04/2019', 'Present']);

  for (const end of ['heute', 'bis heute', 'now', 'today', 'ongoing']) {
    const typed = resume([
      'Experience',
      `Process Engineer, Mahle Behr GmbH, Stuttgart\t10/2019 – ${end}`,
      '- Brazing furnace processes for radiators.',
      'Werkstudent, Trumpf GmbH, Ditzingen\t03/2012 – 09/2014',
      '- Tooling changes on the bending line.',
    ]);
    expect(roles(typed)).toEqual([
      ['Process Engineer', 'Mahle Behr GmbH', '10/2019', expect.stringMatching(/^(?:Present|now|today|ongoing)$/i)],
      ['Werkstudent', 'Trumpf GmbH', '03/2012', '09/2014'],
    ]);
  }
});

it('a certification body or a training academy beside a certificate is its provider, not a school', async () => {
  const parsed = await read('latex-112-article-process-engineer-qualifications-table');
  expect(schools(parsed)).toEqual([
    ['Diplom-Ingenieur Maschinenbau', 'Universität Stuttgart'],
    ['Bachelor of Engineering, Fahrzeugtechnik', 'Hochschule Esslingen'],
  ]);

  const typed = resume([
    'Education',
    'BSc Mechanical Engineering, University of Leeds, 2015',
    'Six Sigma Green Belt, TÜV Rheinland Akademie, 2018',
    'CCNA Certification, Cisco Networking Academy, 2019',
  ]);
  expect(schools(typed)).toEqual([['BSc Mechanical Engineering', 'University of Leeds']]);
  // A school's own academy stays a school.
  const academy = resume(['Education', 'High School Diploma, Phillips Academy, 2010']);
  expect(schools(academy)).toEqual([['High School Diploma', 'Phillips Academy']]);
});

it("a city and its state's code glued to an employer's name, set apart by their type, are the place", async () => {
  const parsed = await read('weasyprint-24-sous-chef-company-first');
  expect(roles(parsed)).toEqual([
    ['Sous Chef', 'Le Pigeon', 'Apr 2021', 'present'],
    ['Line Cook', "Ava Gene's", 'Sept 2018', 'Mar 2021'],
    ['Prep Cook', 'Pok Pok', 'Jan 2017', 'Aug 2018'],
    ['Dishwasher', 'Pok Pok', 'Jun 2016', 'Dec 2016'],
  ]);
  expect(parsed.experience[2]!.location).toBe('Portland, OR');
});
