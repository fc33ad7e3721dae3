// Layout families of the hand-written development documents (devset/handwritten/, tune part
// only: the held-out part enters tests only through the floors of devset-handwritten.test.ts).
// Each document is read as its hand-written truth says.
import { shutdownPdfWorkers } from '../src/index';
import { parseResumeText } from '../src/parse/parse-resume-text';
import { readTunePage as read, rolesOf as roles } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

it('dates-first: a role whose first line is its dates, then the title and the employer', async () => {
  const parsed = await read('chromium-html-02-nurse-gdocs-swiss');
  expect(roles(parsed)).toEqual([
    // The unit after the title stays with it; the employer is the line below.
    ['Charge Nurse, Medical-Surgical Unit', 'OhioHealth Riverside Methodist Hospital', 'Sep 2021', 'Present'],
    ['Registered Nurse', 'Mount Carmel East', 'Jul 2018', 'Aug 2021'],
    ['Patient Care Technician', "Nationwide Children's Hospital", 'May 2016', 'Jun 2018'],
  ]);
}, 30_000);

it('dates-first, typeset directly: the title and employer line after the dates may be long', async () => {
  const parsed = await read('pdf-lib-01-electrician-one-column');
  expect(roles(parsed)).toEqual([
    ['Journeyman Electrician', 'Bexar Electric Co.', '03/2019', 'Present'],
    ['Apprentice Electrician', 'Alamo City Electrical Services', '06/2015', '02/2019'],
  ]);
}, 30_000);

it('a heading named after its section ("Clinical Experience", "Licenses & Skills") opens that section', async () => {
  const parsed = await read('chromium-html-02-nurse-gdocs-swiss');
  expect(parsed.sections.map((section) => section.kind)).toEqual(['experience', 'education', 'skills']);
  expect(parsed.skills).toEqual(['Epic', 'Telemetry', 'Wound Care', 'IV Therapy', 'Patient Education', 'BLS', 'ACLS']);
}, 30_000);

it('a name followed by credentials ("Marcus O\'Neill, RN") is the name without them', async () => {
  expect((await read('chromium-html-02-nurse-gdocs-swiss')).contact.fullName).toBe("Marcus O'Neill");
}, 30_000);

it("no-experience-heading and middle-dot-header: roles under the contact lines, joined by the contact line's dot", async () => {
  const parsed = await read('chromium-html-03-forklift-word-dots');
  expect(roles(parsed)).toEqual([
    ['Lead Forklift Operator', 'FedEx Ground', '2019', 'Present'],
    ['Warehouse Associate', 'Nike Distribution Center', '2015', '2019'],
  ]);
  expect(parsed.experience[0]!.bullets).toHaveLength(2);
  // No heading was printed, so none is reported: the score still asks for one.
  expect(parsed.sections.some((section) => section.kind === 'experience')).toBe(false);
  expect(parsed.contact.location).toBe('Memphis, TN');
  expect(parsed.education).toEqual([
    expect.objectContaining({ institution: 'Whitehaven High School', degree: 'High School Diploma' }),
  ]);
}, 30_000);

it("LinkedIn's profile export: 'Top Skills' in the side column, durations in parentheses after the dates", async () => {
  const parsed = await read('linkedin-01-data-analyst');
  expect(parsed.skills).toEqual(['SQL', 'Tableau', 'Python']);
  expect(roles(parsed).map(([title, company, start, end]) => [title, company, start, end])).toEqual([
    ['Data Analyst', 'Target', 'June 2022', 'Present'],
    ['Business Intelligence Intern', 'Best Buy', 'May 2021', 'August 2021'],
  ]);
}, 30_000);

it('a profile sentence above unheaded roles stays out of them, as text a person pasted', () => {
  const parsed = parseResumeText(
    [
      'Ana Ruiz',
      'Tucson, AZ · ana.ruiz@example.com',
      'Line Cook · El Charro Cafe · Tucson, AZ · 2020 – Present',
      '• Prep and cook for 150 covers a night.',
      'Skills',
      'Knife Skills, Food Safety',
    ].join('\n'),
  );
  expect(roles(parsed)).toEqual([['Line Cook', 'El Charro Cafe', '2020', 'Present']]);
  expect(parsed.skills).toEqual(['Knife Skills', 'Food Safety']);
});

it('one-word-name: a name of one word, set as the largest line on the page', async () => {
  expect((await read('latex-08-one-name-devops')).contact.fullName).toBe('Anandi');
}, 30_000);

it("coursework-between-degrees: 'Relevant coursework' under a degree leaves the next degree whole", async () => {
  const parsed = await read('latex-11-minipage-ecologist');
  expect(parsed.education.map((school) => [school.institution, school.degree])).toEqual([
    ['University of Montana', 'M.S. in Wildlife Biology'],
    ['Michigan State University', 'B.S. in Environmental Science'],
  ]);
}, 30_000);

it('a personal site on its own domain ("hanasato.design", "ihalvorsen.no", the domain of the address printed again) is a link', async () => {
  expect((await read('libreoffice-02-gdocs-barista-to-ux')).contact.links).toContain('hanasato.design');
  expect((await read('latex-05-moderncv-classic-chemist')).contact.links).toContain('ihalvorsen.no');
  expect((await read('libreoffice-07-tagline-marketing')).contact.links).toContain('gabrielamontoya.co');
  expect((await read('weasyprint-05-designer-tagline-columns')).contact.links).toContain('junhopark.studio');
}, 30_000);

it('the domain of an e-mail address alone is not a link', () => {
  expect(parseResumeText('Ada Byrne\nada@byrne.co | 555-123-4567\n\nExperience\n').contact.links).toEqual([]);
}, 30_000);

it('a school named in its own language ("Universidad de los Andes") is a school', async () => {
  expect((await read('weasyprint-01-grid-data-analyst')).education.map((entry) => entry.institution)).toContain(
    'Universidad de los Andes',
  );
}, 30_000);

it('a skills column of one item a line, some in lower case ("Python" / "pandas" / "dbt"), is one skill a line', async () => {
  expect((await read('weasyprint-01-grid-data-analyst')).skills).toEqual(
    expect.arrayContaining(['Python', 'pandas', 'dbt']),
  );
  expect(parseResumeText('Ada Byrne\nada@byrne.co\n\nSkills\nPython\npandas\ndbt\nSQL\n').skills).toEqual([
    'Python',
    'pandas',
    'dbt',
    'SQL',
  ]);
}, 30_000);

it('a form of address before the name ("Dr. Aisling Ní Bhriain") is not part of it', async () => {
  expect((await read('weasyprint-07-postdoc-sidebar')).contact.fullName).toBe('Aisling Ní Bhriain');
}, 30_000);

it('a link wrapped at its slash in a narrow column ("orcid.org/" over its number) is one link', async () => {
  expect((await read('weasyprint-07-postdoc-sidebar')).contact.links).toContain('orcid.org/0000-0002-1825-0097');
}, 30_000);

it("a link ending in a slash at the end of its line does not take the next line's word", () => {
  expect(parseResumeText('Ada Byrne\nada@byrne.co | https://byrne.dev/\nExperience\n').contact.links).toEqual([
    'https://byrne.dev/',
  ]);
}, 30_000);

it('a name set on two lines in a table cell ("Darnell" over "Washington") is one name', async () => {
  expect((await read('libreoffice-01-table-warehouse-supervisor')).contact.fullName).toBe('Darnell Washington');
}, 30_000);

it('a school\'s name wrapped before its generic words ("Southwest Tennessee" over "Community College") is one name', async () => {
  expect((await read('libreoffice-01-table-warehouse-supervisor')).education.map((entry) => entry.institution)).toEqual(
    ['Southwest Tennessee Community College'],
  );
}, 30_000);

it('headings set with tracking, cut inside their words ("Exper ience", "Sk i l ls"), open their sections', async () => {
  const parsed = await read('weasyprint-02-dots-physiotherapist');
  expect(parsed.sections.map((section) => section.kind)).toEqual(
    expect.arrayContaining(['experience', 'education', 'skills']),
  );
  expect(roles(parsed).map(([title, company]) => [title, company])).toEqual([
    ['Senior Musculoskeletal Physiotherapist', 'Leeds Teaching Hospitals NHS Trust'],
    ['Physiotherapist', 'Nuffield Health'],
    ['Rotational Physiotherapist', 'Bradford Royal Infirmary'],
  ]);
}, 30_000);

it('an academic CV\'s "Positions" heading opens the experience section', async () => {
  const parsed = await read('weasyprint-07-postdoc-sidebar');
  // (A sentence under the first role naming a year, '… on a 2023 Nature Immunology paper', is still read as a role of its own.)
  expect(roles(parsed).map(([title]) => title)).toEqual(
    expect.arrayContaining(['Postdoctoral Research Fellow', 'Visiting Researcher']),
  );
}, 30_000);

it('a plain "School" heading opens the education section', async () => {
  expect(
    (await read('libreoffice-07-tagline-marketing')).education.map((entry) => [entry.institution, entry.degree]),
  ).toEqual([['University of Colorado Boulder', 'Bachelor of Arts in Journalism']]);
}, 30_000);

it('a degree line is not read as a place ("Technical Diploma, Medical Office Assistant"), and "Associate in …" is a degree', async () => {
  expect(
    (await read('libreoffice-11-table-cells-receptionist')).education.map((school) => [
      school.institution,
      school.degree,
    ]),
    // (The part after the comma is the diploma's field, as for 'Certificate in Heating, Ventilation …'.)
  ).toEqual([['Milwaukee Area Technical College', 'Technical Diploma, Medical Office Assistant']]);
  expect(
    (await read('pdf-lib-03-welder-sidebar-wrapped')).education.map((school) => [school.institution, school.degree]),
  ).toEqual([['North Dakota State College of Science', 'Associate in Applied Science, Welding Technology']]);
}, 30_000);

it('headings in the writer\'s own words open their sections: skills under "Methods", "Specialties", "What I bring"; hobbies under "Outside work" are not skills', async () => {
  expect((await read('latex-13-paracol-ux-researcher')).skills).toEqual([
    'Usability Testing',
    'Contextual Inquiry',
    'Survey Design',
    'Diary Studies',
    'Journey Mapping',
    'Dovetail',
    'Figma',
    'Qualtrics',
  ]);
  expect((await read('weasyprint-09-sidebar-pastry-chef')).skills).toEqual([
    'Laminated Doughs',
    'Chocolate Tempering',
    'Plated Desserts',
    'Wedding Cakes',
    'Recipe Scaling',
  ]);
  expect((await read('pdf-lib-05-volunteer-coordinator-no-dates')).skills).toEqual([
    'Volunteer Management',
    'Event Planning',
    'Grant Reporting',
    'Salesforce Nonprofit',
    'Public Speaking',
  ]);
  const designer = await read('weasyprint-05-designer-tagline-columns');
  expect(designer.skills).toContain('Print production');
  expect(designer.skills).not.toContain('bouldering');
}, 30_000);

it('a skill list\'s last item wrapped in lower case ("Patient" over "education") is one skill, not a heading', async () => {
  const parsed = await read('latex-01-icu-nurse');
  expect(parsed.skills.at(-1)).toBe('Patient education');
  expect(parsed.sections.map((section) => section.kind)).toEqual([
    'summary',
    'experience',
    'education',
    'skills',
    'interests',
  ]);
}, 30_000);

it('a list set apart by middle dots, wrapped inside its last item ("Multi-line" over "Phones"), keeps the item whole', async () => {
  expect((await read('chromium-html-10-dispatcher-word-middle-dots')).skills).toEqual([
    'Computer-Aided Dispatch',
    'Emergency Medical Dispatch',
    'Radio Communications',
    'Crisis De-escalation',
    'Multi-line Phones',
  ]);
}, 30_000);

it('a comma list set justified, with wide gaps between its words ("Legal⇥research"), is read by its commas', async () => {
  expect((await read('weasyprint-04-paralegal-no-dates')).skills).toEqual([
    'Relativity',
    'Westlaw',
    'PACER',
    'e-filing',
    'Legal research',
    'Docketing',
    'Deposition preparation',
  ]);
}, 30_000);

it("LinkedIn-like export: the place under a role's dates is the role's, not the next employer", async () => {
  const parsed = await read('linkedin-06-sales-manager');
  expect(roles(parsed)).toHaveLength(3);
  expect(
    roles(parsed)
      .slice(0, 2)
      .map(([, company, start]) => [company, start]),
  ).toEqual([
    ['Zebra Technologies', 'April 2020'],
    ['Grainger', 'May 2016'],
  ]);
}, 30_000);

it('LinkedIn-like export: under an employer line the next line is the title, whatever its words ("Management Trainee")', async () => {
  const parsed = await read('linkedin-06-sales-manager');
  expect(roles(parsed).at(-1)).toEqual(['Management Trainee', 'Enterprise Holdings', 'June 2014', 'April 2016']);
}, 30_000);

it('LinkedIn-like export: a region after the title under the employer line stays with the title ("Regional Sales Manager, Midwest")', async () => {
  const parsed = await read('linkedin-06-sales-manager');
  expect(roles(parsed)[0]).toEqual(['Regional Sales Manager, Midwest', 'Zebra Technologies', 'April 2020', 'Present']);
}, 30_000);

it('LinkedIn-like export: an employer line over a title with a note ("Reading Specialist (part-time)") opens the next role', async () => {
  const parsed = await read('linkedin-05-teacher-long-summary');
  expect(roles(parsed)[1]).toEqual([
    'Reading Specialist (part-time)',
    'Newton Public Schools',
    'September 2015',
    'June 2018',
  ]);
}, 30_000);

it('LinkedIn-like export: several roles under one employer, the time there in all under its name ("5 years 2 months")', async () => {
  const parsed = await read('linkedin-03-software-engineer-promotions');
  expect(roles(parsed)).toEqual([
    ['Staff Software Engineer', 'Shopify', 'January 2023', 'Present'],
    ['Senior Software Engineer', 'Shopify', 'November 2019', 'December 2022'],
    ['Software Engineer', 'Indeed', 'June 2015', 'October 2019'],
  ]);
}, 30_000);

it('a link wrapped at a hyphen of its path ("linkedin.com/in/tomasherrera-" over "dev") keeps the hyphen', async () => {
  expect((await read('linkedin-03-software-engineer-promotions')).contact.links).toEqual([
    'www.linkedin.com/in/tomasherrera-dev',
    'github.com/therrera',
  ]);
}, 30_000);

it('a school\'s years in parentheses ("· (2011 - 2015)") are not a phone number', async () => {
  expect((await read('linkedin-03-software-engineer-promotions')).contact.phone).toBeNull();
}, 30_000);

it('a title line with a note after it ("Kennel Attendant (weekends)") over the employer and dates opens the next role', async () => {
  const parsed = await read('chromium-html-07-vet-tech-gdocs-coral');
  expect(roles(parsed)[1]).toEqual(['Kennel Attendant (weekends)', 'Happy Tails Boarding', 'AUG 2019', 'APR 2022']);
}, 30_000);

it('"Title, Employer — Place (dates)": the comma sets the title and the employer apart, the dash the place', async () => {
  expect(roles(await read('chromium-html-09-line-cook-gdocs-oneword'))).toEqual([
    ['Sous Chef', 'Le Pigeon', 'MARCH 2021', 'PRESENT'],
    ['Line Cook', "Ava Gene's", 'JULY 2017', 'FEBRUARY 2021'],
  ]);
  expect(roles(await read('libreoffice-07-tagline-marketing')).map(([title, company]) => [title, company])).toEqual([
    ['Content Marketing Manager', 'REI Co-op'],
    ['Senior Copywriter', 'Crispin Porter + Bogusky'],
    ['Reporter', 'The Denver Post'],
  ]);
}, 30_000);

it('Jake\'s-resume-like schools: the place after the school ("Medford, MA") is neither a degree nor a place line to skip', async () => {
  expect(
    (await read('latex-15-jake-data-scientist')).education.map((school) => [school.institution, school.degree]),
  ).toEqual([
    ['Tufts University', 'Master of Science in Data Science'],
    ['Wellesley College', 'Bachelor of Arts in Mathematics'],
  ]);
}, 30_000);

it('schools and degrees named in French ("Institut Paul Bocuse", "Diplôme de Pâtisserie")', async () => {
  expect(
    (await read('weasyprint-09-sidebar-pastry-chef')).education.map((school) => [school.institution, school.degree]),
  ).toEqual([['Institut Paul Bocuse', 'Diplôme de Pâtisserie']]);
}, 30_000);

it('titles named by their trade\'s ending ("Wildlife Ecologist") and more words titles use ("Kennel Attendant", "Reporter") open roles', async () => {
  expect(roles(await read('latex-11-minipage-ecologist')).slice(0, 2)).toEqual([
    ['Wildlife Ecologist', 'U.S. Fish and Wildlife Service', '2019', 'present'],
    ['Biological Technician', 'Idaho Department of Fish and Game', '2016', '2019'],
  ]);
}, 30_000);

it('dated roles under a heading of the writer\'s own ("TEACHING") are read, the heading still not a standard one', async () => {
  const parsed = await read('latex-07-minipage-teacher');
  expect(roles(parsed)).toEqual([
    ['Science Teacher, Grade 7', 'Hilliard City Schools', 'Aug 2016', 'present'],
    ['Long-Term Substitute Teacher', 'Columbus City Schools', 'Aug 2014', 'Jun 2016'],
    ['Student Teacher', 'Worthington Kilbourne High School', 'Jan 2014', 'May 2014'],
  ]);
  expect(parsed.sections.find((section) => section.heading === 'TEACHING')?.kind).toBe('other');
}, 30_000);

it('"TOOLBOX" opens the skills and "LICENSURE" the certifications', async () => {
  const parsed = await read('latex-07-minipage-teacher');
  expect(parsed.skills).toEqual([
    'Google Classroom',
    'Lesson planning',
    'Differentiated instruction',
    'Lab safety',
    'Classroom management',
    'PowerSchool',
    'Project-based learning',
  ]);
  expect(parsed.sections.find((section) => section.heading === 'LICENSURE')?.kind).toBe('certifications');
}, 30_000);

it('"Methods and instruments" (moderncv) opens the skills', async () => {
  expect((await read('latex-05-moderncv-classic-chemist')).skills).toEqual([
    'ICP-MS',
    'HPLC',
    'GC-MS',
    'FTIR',
    'Method validation',
    'ISO 17025',
    'R',
  ]);
}, 30_000);

it('roles printed with no dates: a title line over an employer line after the sentences of the role above opens the next role', async () => {
  expect(roles(await read('weasyprint-04-paralegal-no-dates'))).toEqual([
    ['Senior Litigation Paralegal', 'Alston & Bird LLP', null, null],
    ['Paralegal', 'Georgia Legal Services Program', null, null],
    ['Legal Secretary', 'Hall & Whitley, P.C.', null, null],
  ]);
  expect(roles(await read('pdf-lib-05-volunteer-coordinator-no-dates'))).toEqual([
    ['Volunteer Coordinator', 'Philabundance', null, null],
    ['AmeriCorps VISTA Member', 'Mural Arts Philadelphia', null, null],
  ]);
}, 30_000);

it('"P.C." after an employer\'s name is part of it ("Hall & Whitley, P.C.")', async () => {
  expect(roles(await read('weasyprint-04-paralegal-no-dates'))[2]).toEqual([
    'Legal Secretary',
    'Hall & Whitley, P.C.',
    null,
    null,
  ]);
}, 30_000);

it('a role dated by one year alone ("2015") began and ended that year', async () => {
  expect(roles(await read('latex-11-minipage-ecologist'))[2]).toEqual([
    'Field Assistant (seasonal)',
    'Teton Raptor Center',
    '2015',
    '2015',
  ]);
}, 30_000);

it('in an education section a certificate is a credential of its own ("Paralegal Certificate, Emory University Continuing Education")', async () => {
  expect(
    (await read('weasyprint-04-paralegal-no-dates')).education.map((school) => [school.institution, school.degree]),
  ).toEqual([
    ['Mercer University', 'Bachelor of Arts in Political Science'],
    ['Emory University Continuing Education', 'Paralegal Certificate'],
  ]);
}, 30_000);

it('a long role header ending with its place ("…, St. Paul, MN") does not take the sentence under it as its wrapped end', async () => {
  expect(roles(await read('libreoffice-05-one-name-electrician'))[1]).toEqual([
    'Apprentice Electrician',
    'Hunt Electric Corporation',
    '2016',
    '2020',
  ]);
}, 30_000);

it('a one-word name set in capitals ("BASHIR"), the largest line on the page, is the name, not a heading', async () => {
  const parsed = await read('libreoffice-05-one-name-electrician');
  expect(parsed.contact.fullName).toBe('Bashir');
  expect(parsed.sections.map((section) => section.heading)).not.toContain('BASHIR');
}, 30_000);

it('"Education & Licenses" opens the education section', async () => {
  const parsed = await read('libreoffice-05-one-name-electrician');
  expect(parsed.education.map((school) => school.institution)).toEqual(['Dunwoody College of Technology']);
}, 30_000);

it('an employer ending with a company\'s suffix ("Baker Tilly US, LLP") is not read as a place', async () => {
  expect(roles(await read('latex-04-moderncv-banking-accountant'))[1]).toEqual([
    'Staff Accountant',
    'Baker Tilly US, LLP',
    'Sep 2017',
    'Mar 2020',
  ]);
}, 30_000);

it('a school or institute and the university it is part of are one name ("Carlson School of Management, University of Minnesota")', async () => {
  expect((await read('chromium-html-12-analyst-word-two-column')).education[0]?.institution).toBe(
    'Carlson School of Management, University of Minnesota',
  );
  expect(roles(await read('weasyprint-07-postdoc-sidebar'))[0]?.[1]).toBe(
    'Conway Institute, University College Dublin',
  );
}, 30_000);

it('a sentence naming a year between its words ("lead author on a 2023 Nature Immunology paper") is not read as a role', async () => {
  expect(roles(await read('weasyprint-07-postdoc-sidebar')).map(([title]) => title)).toEqual([
    'Postdoctoral Research Fellow',
    'Visiting Researcher',
  ]);
}, 30_000);

it('a role dated by one season alone ("Rodman⇥Summer 2020") began and ended that season', async () => {
  expect(roles(await read('weasyprint-12-surveyor-paren-note-coursework'))[2]?.slice(2)).toEqual([
    'Summer 2020',
    'Summer 2020',
  ]);
}, 30_000);

it("a degree line ending with its school is whole: the certificates on the next line are not the school's name", async () => {
  expect((await read('weasyprint-11-dispatcher-dates-first-dots')).education).toEqual([
    expect.objectContaining({
      degree: 'Associate of Applied Science in Criminal Justice',
      institution: 'Grand Rapids Community College',
    }),
  ]);
}, 30_000);

it('skill groups on one line ("Field: GNSS, Leveling; Office: Civil 3D") each lose their label', async () => {
  const { skills } = await read('weasyprint-12-surveyor-paren-note-coursework');
  expect(skills).toEqual(expect.arrayContaining(['Leveling', 'Civil 3D', 'ArcGIS Pro']));
  expect(skills.filter((skill) => skill.includes(':'))).toEqual([]);
  // A colon with no space after it is part of a skill's name.
  expect(
    parseResumeText('Ana Lima\nana@example.com\n\nSkills\nQuality: ISO 9001:2015; Tools: Minitab\n').skills,
  ).toEqual(['ISO 9001:2015', 'Minitab']);
}, 30_000);

it('a name and then its trade ("Westech Engineering") is the employer beside a title with no title word ("Rodman")', async () => {
  expect(roles(await read('weasyprint-12-surveyor-paren-note-coursework'))[2]?.slice(0, 2)).toEqual([
    'Rodman',
    'Westech Engineering',
  ]);
  // A title's word before the trade keeps it a title.
  const parsed = parseResumeText(
    'Ana Lima\nana@example.com\n\nExperience\nVP Engineering, Acme Robotics\tJan 2020 – Present\n• Led 40 engineers.\n',
  );
  expect(parsed.experience.map((role) => [role.title, role.company])).toEqual([['VP Engineering', 'Acme Robotics']]);
}, 30_000);

it('no experience heading and no dates: a short title line over an employer line, sentences under them, is a role', async () => {
  expect(roles(await read('latex-18-article-landscaper-no-dates'))).toEqual([
    ['Landscape Foreman', 'Green Pastures Landscaping', null, null],
    ['Crew Leader', 'City of Durham Parks and Recreation', null, null],
    ['Landscape Laborer', 'Brightview', null, null],
  ]);
}, 30_000);

it('an employer of six words before its place ("City of Durham Parks and Recreation, Durham, NC") heads the role, not its bullets', () => {
  const parsed = parseResumeText(
    'Ana Lima\nana@example.com\n\nExperience\nCrew Leader\tJan 2019 – Dec 2021\nCity of Durham Parks and Recreation, Durham, NC\n• Mowed 22 parks.\n',
  );
  expect(parsed.experience.map((role) => [role.title, role.company, role.location, role.bullets])).toEqual([
    ['Crew Leader', 'City of Durham Parks and Recreation', 'Durham, NC', ['Mowed 22 parks.']],
  ]);
});

it('with no education section, a "Training" section naming degrees at schools gives the schools', async () => {
  const parsed = await read('latex-18-article-landscaper-no-dates');
  expect(parsed.education.map((school) => [school.degree, school.institution])).toEqual([
    ['Certificate in Turfgrass Management', 'Wake Technical Community College'],
    ['High School Diploma', 'Southeast Raleigh High School'],
  ]);
  expect(parsed.sections.find((section) => section.heading === 'Training')?.kind).toBe('certifications');
}, 30_000);

it("LaTeX's T1 encoding with no Unicode map ('Jun 2019 \\u0015 present', 'Certi\\u001ccations') reads as its dashes and ligatures", async () => {
  const parsed = await read('latex-19-article-building-inspector');
  expect(roles(parsed)).toEqual([
    ['Senior Building Inspector', 'Ada County Development Services', 'Jun 2019', 'present'],
    ['Combination Inspector', 'City of Nampa Building Division', 'Feb 2015', 'May 2019'],
    ['Framing Carpenter / Crew Lead', 'Hubble Homes', '2008', '2015'],
  ]);
  expect(parsed.education.map((school) => [school.degree, school.institution])).toEqual([
    ['Bachelor of Applied Science in Construction Management', expect.stringMatching(/^Boise State University\b/)],
  ]);
  expect(parsed.experience[0]!.bullets[0]).toContain('final occupancy');
}, 30_000);

it('a long note after a title, or one giving the hours, is not the title; one wrapped in its cell ends on the next line', async () => {
  const parsed = await read('chromium-html-15-hvac-gdocs-on-call');
  expect(roles(parsed)[0]).toEqual([
    'HVAC Service Technician',
    'Buckeye Heating & Cooling Inc.',
    'May 2019',
    'Present',
  ]);
  expect(parsed.experience[0]!.bullets.some((bullet) => bullet.includes('in season'))).toBe(false);
  expect(roles(await read('weasyprint-14-staff-accountant-flex'))[0]?.[0]).toBe('Staff Accountant II');
  // A short note stays as printed.
  const short = parseResumeText(
    'Ana Lima\nana@example.com\n\nExperience\nBarista (part-time)\tJan 2020 – Present\nStarbucks\n• Made coffee.\nData Analyst (contract, 20 hrs/week)\tJan 2018 – Dec 2019\nAcme Corp\n• Built reports.\n',
  );
  expect(short.experience.map((role) => role.title)).toEqual(['Barista (part-time)', 'Data Analyst']);
}, 30_000);

it("a degree's field after its comma ('Certificate in Heating, Ventilation and Air Conditioning') is the degree's", async () => {
  expect((await read('chromium-html-15-hvac-gdocs-on-call')).education.map((school) => school.degree)).toEqual([
    'Certificate in Heating, Ventilation and Air Conditioning',
  ]);
  expect((await read('latex-21-jake-mechanical-engineer')).education[0]?.degree).toBe(
    'Master of Science in Engineering, Mechanical Engineering',
  );
  // A grade or an honour after the comma is not.
  const parsed = parseResumeText(
    'Ana Lima\nana@example.com\n\nEducation\nUniversity of Michigan\nBachelor of Science in Accounting, cum laude\n',
  );
  expect(parsed.education.map((school) => school.degree)).toEqual(['Bachelor of Science in Accounting']);
}, 30_000);

it("a long name in a header's first cell, its place in the next ('Heat Transfer and Fluids Lab, University of Michigan⇥Ann Arbor, MI'), is the employer", async () => {
  expect(roles(await read('latex-21-jake-mechanical-engineer'))[1]).toEqual([
    'Graduate Research Assistant',
    'Heat Transfer and Fluids Lab, University of Michigan',
    'Sep 2022',
    'May 2024',
  ]);
}, 30_000);

it("a unit after the employer's comma ('Madison Public Library, Central Library') is the employer's name", async () => {
  expect(roles(await read('weasyprint-16-librarian-dates-first'))[0]?.[1]).toBe(
    'Madison Public Library, Central Library',
  );
  expect(roles(await read('chromium-html-17-dispatcher-gdocs-dates-first'))[0]?.[1]).toBe(
    'Albuquerque Public Schools, Student Transportation Services',
  );
  // A place is not a unit.
  const parsed = parseResumeText(
    'Ana Lima\nana@example.com\n\nExperience\nCashier\tJan 2020 – Present\nKroger, Decatur, GA\n• Rang up.\n',
  );
  expect(parsed.experience.map((role) => role.company)).toEqual(['Kroger']);
}, 30_000);

it("a product's edition word alone in a skills grid cell ('QuickBooks' over 'Online') ends the product's name", () => {
  const parsed = parseResumeText(
    [
      'Ana Lima',
      'ana@example.com',
      '',
      'Skills',
      'Excel\tFinancial accounting',
      'QuickBooks\tPayroll',
      'Online\tBudgeting',
    ].join('\n'),
  );
  expect(parsed.skills).toEqual(expect.arrayContaining(['QuickBooks Online', 'Excel', 'Budgeting']));
  expect(parsed.skills).not.toContain('Online');
});

it("a degree's field wrapped onto its year line ('… Bachelor of Science in Civil' over 'Engineering, 2018') ends the degree", () => {
  const read = (lines: string[]) =>
    parseResumeText(['Ana Lima', 'ana@example.com', '', 'Education', ...lines].join('\n')).education.map((school) => [
      school.degree,
      school.institution,
      school.endDate,
    ]);
  expect(read(['University of Nebraska, Bachelor of Science in Civil', 'Engineering, 2018'])).toEqual([
    ['Bachelor of Science in Civil Engineering', 'University of Nebraska', '2018'],
  ]);
  // A school on the dated line is a school of its own.
  expect(
    read(['University of Nebraska, Bachelor of Science in Civil Engineering', 'Creighton University, 2014']),
  ).toEqual([
    ['Bachelor of Science in Civil Engineering', 'University of Nebraska', null],
    [null, 'Creighton University', '2014'],
  ]);
});

it("a name followed by a degree written in mixed case ('Farah Haddad-Lindqvist, PharmD') is the name without it", async () => {
  expect((await read('latex-26-minipage-pharmacist-hobbies')).contact.fullName).toBe('Farah Haddad-Lindqvist');
  expect(parseResumeText('Dana Okafor, PsyD\ndana@example.com\n').contact.fullName).toBe('Dana Okafor');
}, 30_000);

it("a heading named by what a skills section lists ('Estimating Tools', 'Trade Knowledge', 'Clinical strengths') opens the skills", async () => {
  expect((await read('weasyprint-17-hvac-estimator-two-column')).skills).toEqual([
    'Trimble AutoBid',
    'Accubid Pro',
    'Bluebeam Revu',
    'Procore',
    'Excel (XLOOKUP, Power Query)',
    'Load calculations',
    'Ductwork takeoff',
    'Value engineering',
    'Hydronic systems',
  ]);
  expect((await read('latex-26-minipage-pharmacist-hobbies')).skills).toEqual([
    'Anticoagulation',
    'Antimicrobial stewardship',
    'Pharmacokinetic dosing',
    'Medication reconciliation',
    'Epic Willow',
    'Pyxis MedStation',
    'BPS Board Certification',
  ]);
  const skills = (lines: string[]) => parseResumeText(['Ana Lima', 'ana@example.com', '', ...lines].join('\n')).skills;
  expect(skills(['Tools & Strengths', 'Primavera P6, Smartsheet'])).toEqual(['Primavera P6', 'Smartsheet']);
  // In a skills list 'Hand Tools' is an item, and 'Developer Tools:' a group's label.
  expect(skills(['Skills', 'Welding', 'Hand Tools', 'Rigging'])).toEqual(['Welding', 'Hand Tools', 'Rigging']);
  expect(skills(['Skills', 'Languages: Go, Python', 'Developer Tools: Git, Docker'])).toEqual([
    'Go',
    'Python',
    'Git',
    'Docker',
  ]);
}, 30_000);

it("hobbies under where the writer is off work ('Outside the kitchen', 'Away from the field', 'Off shift') are not skills", async () => {
  expect((await read('latex-22-article-line-cook-dates-first')).skills).toEqual([
    'Knife skills',
    'Butchery',
    'Sauces',
    'Fermentation',
    'Menu costing',
    'Inventory control',
    'ServSafe Manager',
    'Line leadership',
  ]);
  for (const heading of ['Outside the library', 'Away from the field', 'Off shift'])
    expect(
      parseResumeText(
        ['Ana Lima', 'ana@example.com', '', 'Skills', 'Alma, Canva', heading, 'Roller derby, zines'].join('\n'),
      ).skills,
    ).toEqual(['Alma', 'Canva']);
  // 'Outside Sales' names no place off work.
  expect(parseResumeText('Ana Lima\nana@example.com\n\nSkills\nCold calling\nOutside Sales\nCRM\n').skills).toContain(
    'Outside Sales',
  );
}, 30_000);

it("with no education section, a 'Training' section's degree over its school on the next line gives the school", async () => {
  expect(
    (await read('latex-22-article-line-cook-dates-first')).education.map((school) => [
      school.degree,
      school.institution,
    ]),
  ).toEqual([['Associate of Culinary Arts', 'Pennsylvania Institute of Culinary Arts']]);
}, 30_000);

it("an employer named by a series of trades ('Applewood Plumbing, Heating & Electric, Arvada, CO') keeps the series whole", async () => {
  expect(roles(await read('weasyprint-17-hvac-estimator-two-column'))).toEqual([
    ['Senior Mechanical Estimator', 'RK Mechanical', 'Mar 2021', 'Present'],
    ['Project Engineer', 'Kiewit Building Group', 'Jun 2017', 'Feb 2021'],
    ['HVAC Service Technician', 'Applewood Plumbing, Heating & Electric', 'Jun 2014', 'May 2017'],
  ]);
  // A place is still not part of it.
  expect(
    parseResumeText(
      'Ana Lima\nana@example.com\n\nExperience\nCashier\tJan 2020 – Present\nKroger, Decatur, GA\n• Rang up.\n',
    ).experience.map((role) => role.company),
  ).toEqual(['Kroger']);
}, 30_000);

it("group names that are items ('HR analytics' in a table of competencies, 'Design Systems' last in 'Top Skills') are skills", async () => {
  expect((await read('chromium-html-18-hr-word-competencies-table')).skills).toContain('HR analytics');
  expect((await read('linkedin-07-ux-designer-promotions')).skills).toEqual([
    'User Research',
    'Figma',
    'Design Systems',
  ]);
}, 30_000);

it("'Hands-on' in a sidebar opens the skills, as 'Know-how' does", async () => {
  expect((await read('weasyprint-20-millwright-sidebar-no-dates')).skills).toEqual([
    'Precision alignment',
    'Laser shaft alignment',
    'Vibration analysis',
    'Hydraulics',
    'Pneumatics',
    'Rigging and signaling',
    'Gearbox rebuilds',
    'MIG and stick welding',
  ]);
}, 30_000);

it("'High School Diploma' over the school's name ('Lew Wallace High School') is one entry, after a long school line too", async () => {
  expect(
    (await read('weasyprint-20-millwright-sidebar-no-dates')).education.map((school) => [
      school.degree,
      school.institution,
    ]),
  ).toEqual([
    // (With the council that runs the school, after its comma: decision 030's twenty-seventh revision.)
    ['Journeyman Millwright Certificate', 'Millwright Apprenticeship School, Chicago Regional Council of Carpenters'],
    ['High School Diploma', 'Lew Wallace High School'],
  ]);
  const read2 = (lines: string[]) =>
    parseResumeText(['Ana Lima', 'ana@example.com', '', 'Education', ...lines].join('\n')).education.map((school) => [
      school.degree,
      school.institution,
    ]);
  expect(
    read2([
      'Bachelor of Science in Biology',
      'University of Minnesota, Twin Cities',
      'High School Diploma',
      'Lew Wallace High School',
    ]),
  ).toEqual([
    ['Bachelor of Science in Biology', 'University of Minnesota, Twin Cities'],
    ['High School Diploma', 'Lew Wallace High School'],
  ]);
  // A school's line long enough to wrap does not take the next degree as its end.
  expect(
    read2([
      'Certificate in Welding',
      'Northwest Indiana Regional Apprenticeship Training Institute of Welding',
      'High School Diploma',
      'Merrillville High School',
    ]),
  ).toEqual([
    ['Certificate in Welding', 'Northwest Indiana Regional Apprenticeship Training Institute of Welding'],
    ['High School Diploma', 'Merrillville High School'],
  ]);
}, 30_000);

it("a heading set with tracking and cut inside its words ('CL IN ICAL SK ILLS', 'W H AT I BRING', 'C E RTIFI C ATION S & SKILLS') opens its section", async () => {
  const nurse = await read('weasyprint-22-nurse-sidebar-role-table');
  expect(nurse.skills).toEqual([
    'Ventilator management',
    'Arterial line monitoring',
    'Titrating vasoactive drips',
    'CRRT',
    'Epic charting',
    'Sepsis bundles',
    'Family education',
  ]);
  const chef = await read('weasyprint-24-sous-chef-company-first');
  expect(chef.skills).toEqual(
    expect.arrayContaining(['Whole-animal butchery', 'ServSafe Manager', 'Spanish', 'Team scheduling']),
  );
  expect(chef.skills).toHaveLength(9);
  const medic = await read('chromium-html-24-paramedic-gdocs-per-diem');
  expect(medic.skills).toEqual(
    expect.arrayContaining(['Texas Paramedic License', 'RSI and advanced airway', 'mass-casualty triage']),
  );
}, 30_000);

it("'Classroom toolkit' opens the skills, and 'Jan – May 2016' is a range whose two months share the year", async () => {
  const parsed = await read('weasyprint-25-teacher-date-grid-no-dates');
  expect(parsed.skills).toEqual([
    'Guided reading',
    'Responsive Classroom',
    'Google Classroom',
    'Seesaw',
    'differentiated instruction',
    'small-group math',
    'parent conferences',
    'Wilson Reading System',
  ]);
  expect(roles(parsed)).toContainEqual(['Student Teacher', 'Haycock Elementary School', 'Jan 2016', 'May 2016']);
}, 30_000);

it("'Skills & Certifications' opens the skills, and its 'Systems:' and 'Licenses:' lines are groups of the list", async () => {
  const parsed = await read('latex-27-article-accountant-tabular');
  expect(parsed.skills).toEqual([
    'US GAAP',
    'ASC 842',
    'SOX 404',
    'month-end close',
    'consolidations',
    'SAP S/4HANA',
    'BlackLine',
    'Hyperion',
    'Excel (pivot tables, macros)',
    'Illinois CPA',
  ]);
}, 30_000);

it("a dated title line with its unit after a comma ('Registered Nurse III, Medical ICU⇥Jun 2020 – Present') over the employer's line keeps the unit", async () => {
  const parsed = await read('weasyprint-22-nurse-sidebar-role-table');
  expect(roles(parsed)).toEqual([
    ['Registered Nurse III, Medical ICU', 'OhioHealth Riverside Methodist Hospital', 'Jun 2020', 'Present'],
    ['Staff Nurse, Step-Down Unit', 'Mount Carmel East', 'Aug 2017', 'May 2020'],
    ['Patient Care Technician', "Nationwide Children's Hospital", '2015', '2017'],
  ]);
}, 30_000);

it("two dated titles under one employer's line ('Crowe LLP⇥Oak Brook, IL' over 'Audit Senior' and 'Audit Staff') are both its roles", async () => {
  const parsed = await read('latex-27-article-accountant-tabular');
  expect(roles(parsed).slice(1)).toEqual([
    ['Audit Senior', 'Crowe LLP', 'Jul 2018', 'Sep 2020'],
    ['Audit Staff', 'Crowe LLP', 'Sep 2016', 'Jun 2018'],
    ['Accounting Clerk (part-time)', 'Naperville Park District', 'May 2014', 'Aug 2016'],
  ]);
}, 30_000);

it("LinkedIn's export: a later role's place ('Dixon, Illinois, United States') is not its employer, and an employer over its time there ('4 years 5 months') heads the next role", async () => {
  const parsed = await read('linkedin-09-process-engineer-languages-certs');
  expect(roles(parsed)).toEqual([
    ['Process Engineering Manager', 'BorgWarner', 'March 2020', 'Present'],
    ['Senior Manufacturing Engineer', 'BorgWarner', 'August 2015', 'March 2020'],
    ['Manufacturing Engineer', 'Nexteer Automotive', 'March 2011', 'July 2015'],
  ]);
}, 30_000);

it("'Other work' opens more roles, and a role there with no dates keeps its title and employer", async () => {
  const parsed = await read('weasyprint-25-teacher-date-grid-no-dates');
  expect(roles(parsed)).toContainEqual(['Summer Camp Counselor', 'YMCA Camp Letts', null, null]);
}, 30_000);

it("an earlier title between a role's sentences ('Software Development Engineer in Test', no marks, no dates) is a role at the same employer", async () => {
  const parsed = await read('chromium-html-23-qa-engineer-word-dates-line');
  expect(roles(parsed)).toEqual([
    ['Senior Software Development Engineer in Test', 'Q2 Software', 'January 2022', 'Present'],
    ['Software Development Engineer in Test', 'Q2 Software', null, null],
    ['QA Analyst II', 'Athenahealth', 'June 2018', 'December 2021'],
    ['Test Intern', 'Dell Technologies', 'August 2017', 'May 2018'],
  ]);
}, 30_000);

it("a 'Title, Employer' line between a role's sentences and its own ('Volunteer Firefighter, Jollyville Fire Department') is a role with no dates", async () => {
  const parsed = await read('chromium-html-24-paramedic-gdocs-per-diem');
  expect(roles(parsed).at(-1)).toEqual(['Volunteer Firefighter', 'Jollyville Fire Department', null, null]);
  expect(roles(parsed)).toHaveLength(4);
}, 30_000);

it("'Peer Mentor · McCormick School of Engineering' after a dated role's bullets, with bullets of its own and no dates, is a role of its own, and so is the next such line", async () => {
  const parsed = await read('weasyprint-28-student-no-dates-tools');
  expect(roles(parsed)).toEqual([
    ['Operations Analyst Intern', 'Caterpillar Inc.', 'June 2025', 'August 2025'],
    ['Peer Mentor', 'McCormick School of Engineering', null, null],
    ['Volunteer Tutor', 'Evanston Public Library', null, null],
    ['Barista', 'Colectivo Coffee', 'Sept 2022', 'June 2024'],
  ]);
}, 30_000);

it("the employer on the line above 'Process Assistant, Outbound': the words after the title's comma are its unit, not a second employer", async () => {
  const parsed = await read('weasyprint-27-warehouse-lead-table-headers');
  expect(roles(parsed).slice(0, 2)).toEqual([
    ['Process Assistant, Outbound', 'Amazon (IND2 Fulfillment Center)', 'Oct 2021', 'Present'],
    ['Fulfillment Associate', 'Amazon (IND2 Fulfillment Center)', 'Mar 2020', 'Sep 2021'],
  ]);
  const accountant = await read('latex-27-article-accountant-tabular');
  expect(accountant.experience[0]).toMatchObject({
    title: 'Senior Accountant, Corporate Reporting',
    company: 'Grainger',
  });
}, 30_000);

it("'Design Systems' inside a list of one skill a line that no label opened is a skill, not a group's name; under groups that labels open it still names one", async () => {
  const parsed = await read('weasyprint-26-designer-sidebar');
  expect(parsed.skills).toEqual(
    expect.arrayContaining(['Brand Identity', 'Editorial Layout', 'Design Systems', 'Motion Graphics']),
  );
  const grouped = parseResumeText(
    [
      'Pat Lee',
      'pat@example.com',
      '',
      'Skills',
      'Clinical',
      'Wound Care',
      'Telemetry',
      'Software Systems',
      'Epic',
      'Pyxis',
    ].join('\n'),
  );
  expect(grouped.skills).toEqual(['Wound Care', 'Telemetry', 'Epic', 'Pyxis']);
}, 30_000);

it("'Memorial Hermann – Texas Medical Center' beside its place, under the title's line: the dash joins one employer's name", async () => {
  const parsed = await read('latex-32-article-nurse-tabular');
  expect(roles(parsed)[0]).toEqual([
    'Registered Nurse, Cardiac ICU',
    'Memorial Hermann – Texas Medical Center',
    'Aug 2020',
    'Present',
  ]);
  expect(parsed.experience[0]!.location).toBe('Houston, TX');
}, 30_000);

// Tenth revision: fifteen more documents written by hand (Word and Google Docs exports, LaTeX,
// WeasyPrint), read as their truth says.

it("headings in the left margin beside their first line ('RESEARCH⇥Graduate Research Assistant, …'): the writer's own headings open sections, and their dated roles are the experience", async () => {
  const parsed = await read('latex-39-res-margin-hydrology-phd');
  expect(roles(parsed)).toEqual([
    ['Graduate Research Assistant', 'Marchetti Hydrology Lab', 'Sep 2021', 'Present'],
    ['Visiting Researcher', 'Environment and Climate Change Canada', 'Summer 2023', 'Summer 2023'],
    ['Teaching Assistant', 'University of Waterloo', 'Fall 2021', 'Winter 2024'],
    ['Graduate Assistant', 'KNUST Department of Civil Engineering', '2016', '2019'],
    // 'INDUSTRY' holds one role: read, as the page shows its roles under headings of its own.
    ['Junior Engineer', 'Ghana Water Company Limited', '2016', '2016'],
  ]);
  // 'Computing' lists the software; the headings stay 'other', so the score still asks for standard names.
  expect(parsed.sections.map((section) => `${section.kind}:${section.heading}`)).toEqual([
    'education:EDUCATION',
    'other:RESEARCH',
    'other:TEACHING',
    'other:INDUSTRY',
    'skills:COMPUTING',
    'contact:LINKS',
  ]);
  expect(parsed.skills).toContain('MATLAB');
  expect(parsed.education.map((school) => school.degree)).toEqual([
    'PhD candidate',
    'MPhil Water Resources Engineering and Management',
    'BSc Civil Engineering',
  ]);
}, 30_000);

it("a skills table of labelled rows under 'Technical proficiencies' ('Languages⇥Python (pandas, scikit-learn), SQL'): the labels name groups, not a section or a skill", async () => {
  const parsed = await read('latex-36-tabularx-data-analyst');
  expect(parsed.sections.map((section) => section.kind)).toEqual(['experience', 'education', 'skills']);
  expect(parsed.skills).toEqual([
    'Python (pandas, scikit-learn)',
    'SQL',
    'R',
    'SAS',
    'BigQuery',
    'dbt',
    'Snowflake',
    'Looker',
    'Tableau',
    'Excel (Power Query)',
    'Airflow',
    'Git',
    'Jira',
  ]);
  expect(parsed.education[1]).toMatchObject({ institution: 'Loreto Sixth Form College' });
  expect(parsed.education[1]!.degree).toMatch(/^A-levels/);
}, 30_000);

it("a Word export's 'April 2019 – to date', 'Qualifications & Training' over a Welsh college and A-levels, and 'References available on request' closing the page", async () => {
  const parsed = await read('chromium-html-28-electrician-word-layout-table');
  expect(roles(parsed)[0]).toEqual([
    'Approved Electrician',
    'Taff Valley Electrical Ltd (Treforest)',
    'April 2019',
    'Present',
  ]);
  expect(parsed.education.map((school) => [school.institution, school.degree])).toEqual([
    ['Coleg y Cymoedd', 'NVQ Level 3 Electrotechnical Services (Installation)'],
    ['Y Pant Comprehensive School', 'A-levels: Physics (B), Maths (C), Design Technology (B)'],
  ]);
  expect(parsed.skills).not.toContain('References available on request');
  expect(parsed.skills).toHaveLength(9);
}, 30_000);

it('a running footer with the name and a profile link (a Google Docs export) is contact, not skills', async () => {
  const parsed = await read('chromium-html-29-hr-generalist-gdocs-header-footer');
  expect(parsed.contact.links).toEqual(['linkedin.com/in/nadia-okafor-chrl']);
  expect(parsed.skills).toEqual([
    'Employee relations',
    'Workplace investigations',
    'Onboarding',
    'Ceridian Dayforce',
    'BambooHR',
    'Excel pivot tables',
    'Ontario Employment Standards Act',
    'WSIB claims',
  ]);
}, 30_000);

it("'FLY ING EXPER IENCE' (tracking, no part shorter than three letters) opens the experience, and 'Lufttransport AS (Tromsø) - Pilot, King Air B200 air ambulance' over its dates heads a role; a dated line under a school's line names what was studied", async () => {
  const parsed = await read('weasyprint-30-grid-pilot');
  expect(roles(parsed).slice(0, 3)).toEqual([
    ['Captain, Dash 8-400', 'Widerøe (Bergen)', '11/2018', 'current'],
    ['First Officer, Boeing 737-800', 'Norwegian Air Shuttle (Oslo)', '04/2013', '10/2018'],
    ['Pilot, King Air B200 air ambulance', 'Lufttransport AS (Tromsø)', '2010', '2013'],
  ]);
  expect(parsed.sections.slice(0, 2).map((section) => section.kind)).toEqual(['experience', 'education']);
  // Under 'OSM Aviation Academy, Oslo', 'Integrated ATPL(A) course · 2007 – 2009' names what was studied.
  expect(parsed.education.map((school) => [school.institution, school.degree, school.startDate])).toEqual([
    ['OSM Aviation Academy', 'Integrated ATPL(A) course', '2007'],
    ['Norwegian University of Science and Technology (NTNU)', 'Bachelor in Engineering, Mechanical', '2004'],
  ]);
}, 30_000);

it("a rating drawn in dots beside each skill ('Staircases⇥●●●●○') is no skill, and 'Fife College' over its SVQ under 'Training' is a school", async () => {
  const parsed = await read('weasyprint-31-flex-joiner-skill-bars');
  expect(parsed.skills).toEqual([
    'Kitchen fitting',
    'Staircases',
    'Timber frame',
    'Sash window repair',
    'Bespoke furniture',
    'SketchUp',
  ]);
  expect(parsed.education[0]).toMatchObject({ institution: 'Fife College' });
  expect(parsed.education[0]!.degree).toMatch(/^SVQ Level 3 Wood Occupations/);
  expect(parsed.education.at(-1)).toMatchObject({
    institution: 'Queen Anne High School',
    degree: 'Standard Grades and Highers',
  });
}, 30_000);

it("promotions listed under an employer's line with its whole time there ('TARGET CORPORATION … 2013 – Present') are roles at that employer; skills between diamonds are items", async () => {
  const parsed = await read('chromium-html-32-retail-manager-word-promotions');
  expect(roles(parsed).slice(0, 4)).toEqual([
    ['Store Director', 'TARGET CORPORATION', '2020', 'Present'],
    ['Executive Team Leader, General Merchandise', 'TARGET CORPORATION', '2016', '2020'],
    ['Team Leader, Electronics', 'TARGET CORPORATION', '2013', '2016'],
    ['Store Manager', 'GAMESTOP', '2009', '2013'],
  ]);
  expect(parsed.skills).toEqual([
    'P&L management',
    'Labor scheduling (Kronos)',
    'Shrink reduction',
    'Visual merchandising',
    'Talent development',
    'Microsoft Excel',
    'Workday',
    'Power BI dashboards',
  ]);
}, 30_000);

it("a site under a country's second-level domain ('leratomokoena.co.za') is read whole, 'Good at' opens skills, and 'Volunteer Social Media Lead — Langa Youth Choir' after marked bullets, set with the dated headers' dash, is a role with no dates", async () => {
  const parsed = await read('weasyprint-33-sidebar-marketing-coordinator');
  expect(roles(parsed)).toEqual([
    ['Marketing Coordinator', 'Jacaranda FM', "Sep '21", 'Now'],
    ['Social Media Assistant', 'Woolworths Financial Services', "Feb '19", "Aug '21"],
    ['Brand Ambassador', 'Red Bull South Africa', "'17", "'18"],
    ['Volunteer Social Media Lead', 'Langa Youth Choir', null, null],
  ]);
  expect(parsed.experience[2]!.bullets).toHaveLength(1);
  expect(parsed.contact.links).toEqual(['leratomokoena.co.za']);
  expect(parsed.sections.slice(0, 2).map((section) => `${section.kind}:${section.heading}`)).toEqual([
    'skills:Toolbox',
    'skills:Good at',
  ]);
  expect(parsed.skills.slice(-4)).toEqual(['Copywriting', 'Event planning', 'Community management', 'Budget tracking']);
}, 30_000);

it("LaTeX's older font encoding: an accent drawn before its letter ('Hospitali`ere') is read set together; moderncv's 'Title, Unit, Employer – Site, City' keeps the unit with the title", async () => {
  const parsed = await read('latex-37-moderncv-classic-pharmacist');
  expect(parsed.text).toContain('DES Pharmacie Hospitalière');
  expect(parsed.text).not.toContain('`');
  expect(roles(parsed)[0]).toEqual(['Clinical Pharmacist, Oncology', 'Hospices Civils de Lyon', '2020', 'Current']);
  // 'Université …' is a school ('é' ends the word), and 'DES Pharmacie Hospitalière, Université
  // Grenoble Alpes, Grenoble' is a degree at a school in a city, not a place under the first school;
  // 'Lyon 1, Lyon' on the line under the first school completes its name (decision 030, 28th revision).
  expect(parsed.education.map((school) => [school.institution, school.degree])).toEqual([
    ['Université Claude Bernard Lyon 1', 'PharmD (Diplôme d’État de Docteur en Pharmacie)'],
    ['Université Grenoble Alpes', 'DES Pharmacie Hospitalière'],
  ]);
}, 30_000);

it("a school whose name ends or begins with an accented letter ('Université Laval', 'École Polytechnique') is read as one", () => {
  const parsed = parseResumeText(
    [
      'Camille Roy',
      'camille.roy@example.com',
      '',
      'EDUCATION',
      'Master en génie civil, Université Laval, Québec	2019 – 2021',
      'Baccalauréat, École Polytechnique de Montréal, Montréal	2015 – 2019',
    ].join('\n'),
  );
  expect(parsed.education.map((school) => [school.institution, school.degree])).toEqual([
    ['Université Laval', 'Master en génie civil'],
    ['École Polytechnique de Montréal', 'Baccalauréat'],
  ]);
});

it("small fixtures: 'to date' ends a range as 'Present' (never alone), a footer repeating the name with an address is contact, and ratings and diamonds in skills", () => {
  const parsed = parseResumeText(
    [
      'Jordan Ellery',
      'jordan.ellery@example.com · 555-201-7788',
      '',
      'EXPERIENCE',
      'Site Supervisor, Harlow Builders\tMarch 2018 – to date',
      '• Ran a crew of twelve on school refurbishments',
      '',
      'SKILLS',
      'Estimating ♦ Scheduling ♦ Site safety',
      'Bluebeam\t●●●○○',
      'Jordan Ellery · Site Supervisor · jordanellery.co.uk',
    ].join('\n'),
  );
  expect(parsed.experience.map((role) => [role.title, role.company, role.startDate, role.endDate])).toEqual([
    ['Site Supervisor', 'Harlow Builders', 'March 2018', 'Present'],
  ]);
  expect(parsed.skills).toEqual(['Estimating', 'Scheduling', 'Site safety', 'Bluebeam']);
  expect(parsed.contact.links).toEqual(['jordanellery.co.uk']);
  // 'To date' opening a sentence is no date.
  const prose = parseResumeText(
    ['Jordan Ellery', 'jordan.ellery@example.com', '', 'SUMMARY', 'To date I have led forty projects.'].join('\n'),
  );
  expect(prose.summary).toBe('To date I have led forty projects.');
});

it('"Education & Certification" (one certification) opens the education section, not roles', async () => {
  const parsed = await read('weasyprint-36-role-table-lab-technician');
  expect(parsed.education.map((school) => school.institution)).toEqual([
    'Durham Technical Community College',
    'Universidad Autónoma de Nuevo León',
  ]);
  expect(parsed.experience.map((role) => role.company)).toEqual([
    'WakeMed Health & Hospitals',
    'LabCorp',
    'Kelly Scientific Resources',
  ]);
}, 30_000);

it('a name drawn in pieces either side of a ligature ("Whitf" "ield"), the largest line of a page that opens with a sidebar, is the name', async () => {
  expect((await read('weasyprint-34-grid-bus-driver-skill-bars')).contact.fullName).toBe('Gary Whitfield');
}, 30_000);

it('a heading in the writer\'s own word ("Kitchens"), alone and set in the type of the page\'s known headings, opens the roles under it and is no employer', async () => {
  const parsed = await read('weasyprint-37-sidebar-chef-hnd-dates-left');
  expect(parsed.experience.map((role) => role.company)).not.toContain('Kitchens');
  expect(roles(parsed)[0]).toEqual(['Head Chef', 'The Shore Bar & Kitchen', '2021', 'now']);
  expect(roles(parsed)[3]).toEqual(['Commis Chef', 'Gleneagles Hotel', '2012', '2015']);
}, 30_000);
