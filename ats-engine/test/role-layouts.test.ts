// How roles are laid out by the tools people write resumes in (Word, Google Docs, LaTeX, Canva,
// Indeed's and LinkedIn's exports): title and employer in either order, on one line or two, set
// apart by commas, dashes, bars or middle dots, the dates before, beside or under them. Each
// test is a small page written for it, not a development document.
import { toMonthIndex } from '../src/parse/dates';
import { parseResumeText } from '../src/parse/parse-resume-text';

const page = (...experience: string[]) =>
  [
    'Jordan Avery',
    'jordan.avery@example.com | 555-201-3344',
    '',
    'EXPERIENCE',
    ...experience,
    '',
    'EDUCATION',
    'Bachelor of Arts, University of Florida',
    '',
    'SKILLS',
    'Excel, Scheduling',
  ].join('\n');
const roles = (text: string) =>
  parseResumeText(text).experience.map((role) => [role.title, role.company, role.startDate, role.endDate]);
const bullet = '• Trained eight new staff members on opening and closing duties.';

it('a title named by its trade alone ("Server", "Housekeeper", "Librarian") is the title, not the employer', () => {
  expect(roles(page('Server', 'Olive Garden', 'May 2022 – Present', bullet))).toEqual([
    ['Server', 'Olive Garden', 'May 2022', 'Present'],
  ]);
  expect(roles(page('Olive Garden', 'Server', 'May 2022 – Present', bullet))).toEqual([
    ['Server', 'Olive Garden', 'May 2022', 'Present'],
  ]);
  expect(roles(page('Librarian | Pierce County Library System | Sep 2014 – Jun 2017', bullet))).toEqual([
    ['Librarian', 'Pierce County Library System', 'Sep 2014', 'Jun 2017'],
  ]);
});

it('a role whose words do not tell its title from its employer is read in the order the other roles show', () => {
  // Title first: 'Project Manager' over 'Kiewit' shows the order for 'Carpenter' over 'Turner Construction'.
  const titleFirst = page(
    'Project Manager',
    'Kiewit',
    'Mar 2020 – Present',
    bullet,
    '',
    'Carpenter',
    'Turner Construction',
    'Jan 2017 – Feb 2020',
    bullet,
    '',
    'Mason',
    'Brightstone Works',
    'Jun 2012 – Dec 2016',
    bullet,
  );
  expect(roles(titleFirst)).toEqual([
    ['Project Manager', 'Kiewit', 'Mar 2020', 'Present'],
    ['Carpenter', 'Turner Construction', 'Jan 2017', 'Feb 2020'],
    ['Mason', 'Brightstone Works', 'Jun 2012', 'Dec 2016'],
  ]);
  // Employer first, on one line with the dates: the same roles the other way round.
  const employerFirst = page(
    'Kiewit | Project Manager | Mar 2020 – Present',
    bullet,
    'Turner Construction | Carpenter | Jan 2017 – Feb 2020',
    bullet,
  );
  expect(roles(employerFirst)).toEqual([
    ['Project Manager', 'Kiewit', 'Mar 2020', 'Present'],
    ['Carpenter', 'Turner Construction', 'Jan 2017', 'Feb 2020'],
  ]);
  // A word of an employer's name decides for its own role ('Hilton Garden Inn').
  expect(roles(page('Hilton Garden Inn, Carpenter, Feb 2019 – Apr 2022', bullet))).toEqual([
    ['Carpenter', 'Hilton Garden Inn', 'Feb 2019', 'Apr 2022'],
  ]);
});

it("Google Docs' templates: 'Employer, City, ST — Title' over the dates keeps the employer apart from its place", () => {
  const parsed = parseResumeText(
    page(
      'Walgreens, Tampa, FL — Store Manager',
      'MARCH 2021 - PRESENT',
      bullet,
      '',
      'Target, Orlando, FL — Sales Associate',
      'JUNE 2015 - DECEMBER 2017',
      bullet,
    ),
  );
  expect(parsed.experience.map((role) => [role.title, role.company, role.location])).toEqual([
    ['Store Manager', 'Walgreens', 'Tampa, FL'],
    ['Sales Associate', 'Target', 'Orlando, FL'],
  ]);
  // The title first, the employer and its place after the dash.
  expect(roles(page('Store Manager — Walgreens, Tampa, FL\tMar 2021 – Present', bullet))).toEqual([
    ['Store Manager', 'Walgreens', 'Mar 2021', 'Present'],
  ]);
});

it("Indeed's export: 'Employer - City, ST' under the title, its name alone however long, then 'Month Year to Present'", () => {
  const text = page(
    'Registered Nurse',
    "St. Jude Children's Research Hospital - Memphis, TN",
    'Aug 2020 to Present',
    bullet,
    '',
    'Librarian',
    'Seattle Public Library - Seattle, WA',
    'Sep 2014 to Jun 2017',
    bullet,
  );
  expect(roles(text)).toEqual([
    ['Registered Nurse', "St. Jude Children's Research Hospital", 'Aug 2020', 'Present'],
    ['Librarian', 'Seattle Public Library', 'Sep 2014', 'Jun 2017'],
  ]);
});

it("the employer's place on a line of its own between the header and the dates does not join the role above", () => {
  const titleFirst = page(
    'Store Manager',
    'Walgreens',
    'Tampa, FL',
    'Mar 2021 – Present',
    bullet,
    '',
    'Assistant Manager',
    'CVS Pharmacy',
    'Orlando, FL',
    'Jan 2018 – Feb 2021',
    bullet,
  );
  expect(roles(titleFirst)).toEqual([
    ['Store Manager', 'Walgreens', 'Mar 2021', 'Present'],
    ['Assistant Manager', 'CVS Pharmacy', 'Jan 2018', 'Feb 2021'],
  ]);
  const employerFirst = page(
    'Walgreens',
    'Tampa, FL',
    'Store Manager',
    'Mar 2021 – Present',
    bullet,
    '',
    'CVS Pharmacy',
    'Orlando, FL',
    'Assistant Manager',
    'Jan 2018 – Feb 2021',
    bullet,
  );
  expect(roles(employerFirst)).toEqual([
    ['Store Manager', 'Walgreens', 'Mar 2021', 'Present'],
    ['Assistant Manager', 'CVS Pharmacy', 'Jan 2018', 'Feb 2021'],
  ]);
});

it('roles set on several lines with no heading above them, under a profile, are read as the experience', () => {
  const noHeading = (...roleLines: string[]) =>
    [
      'Jordan Avery',
      'jordan.avery@example.com | 555-201-3344',
      '',
      'Dependable worker with eight years in busy stores and kitchens.',
      '',
      ...roleLines,
      '',
      'EDUCATION',
      'Bachelor of Arts, University of Florida',
    ].join('\n');
  const expected = [
    ['Store Manager', 'Walgreens', 'Mar 2021', 'Present'],
    ['Sales Associate', 'Target', 'Jun 2015', 'Dec 2017'],
  ];
  // Title, employer, dates.
  expect(
    roles(
      noHeading(
        'Store Manager',
        'Walgreens, Tampa, FL',
        'Mar 2021 – Present',
        bullet,
        '',
        'Sales Associate',
        'Target, Orlando, FL',
        'Jun 2015 – Dec 2017',
        bullet,
      ),
    ),
  ).toEqual(expected);
  // The dates first.
  expect(
    roles(
      noHeading(
        'Mar 2021 – Present',
        'Store Manager',
        'Walgreens',
        bullet,
        'Jun 2015 – Dec 2017',
        'Sales Associate',
        'Target',
        bullet,
      ),
    ),
  ).toEqual(expected);
  // The title beside its dates, the employer below.
  expect(
    roles(
      noHeading(
        'Store Manager\tMar 2021 – Present',
        'Walgreens\tTampa, FL',
        bullet,
        'Sales Associate\tJun 2015 – Dec 2017',
        'Target\tOrlando, FL',
        bullet,
      ),
    ),
  ).toEqual(expected);
  const parsed = parseResumeText(noHeading('Store Manager', 'Walgreens', 'Mar 2021 – Present', bullet));
  // No section is added: the score still asks for a heading ATS know.
  expect(parsed.sections.map((section) => section.kind)).toEqual(['education']);
  // A tagline under the name naming a title, with no dates near it, is not a role.
  expect(
    parseResumeText(
      [
        'Jordan Avery',
        'Store Manager',
        'jordan.avery@example.com',
        '',
        'Kind and punctual, with eight years in retail stores.',
        '',
        'SKILLS',
        'Excel',
      ].join('\n'),
    ).experience,
  ).toEqual([]);
});

it('a title set in capitals over its employer and dates heads a role, not a section', () => {
  const text = page(
    'STORE MANAGER',
    'Walgreens, Tampa, FL',
    'Mar 2021 – Present',
    bullet,
    '',
    'SALES ASSOCIATE',
    'Target, Orlando, FL',
    'Jun 2015 – Dec 2017',
    bullet,
  );
  const parsed = parseResumeText(text);
  expect(parsed.experience.map((role) => [role.title, role.company, role.startDate, role.endDate])).toEqual([
    ['STORE MANAGER', 'Walgreens', 'Mar 2021', 'Present'],
    ['SALES ASSOCIATE', 'Target', 'Jun 2015', 'Dec 2017'],
  ]);
  expect(parsed.sections.map((section) => section.kind)).toEqual(['experience', 'education', 'skills']);
  // An employer in capitals over its title and the dates.
  expect(
    roles(
      page(
        'WALGREENS',
        'Store Manager',
        'Mar 2021 – Present',
        bullet,
        'TARGET',
        'Sales Associate',
        'Jun 2015 – Dec 2017',
        bullet,
      ),
    ),
  ).toEqual([
    ['Store Manager', 'WALGREENS', 'Mar 2021', 'Present'],
    ['Sales Associate', 'TARGET', 'Jun 2015', 'Dec 2017'],
  ]);
});

it("moderncv's entries: an end date wrapped under its start in the date margin, and the full stop after an entry's line", () => {
  // Casual and classic styles: 'Jun 2016 –' beside the entry, 'May 2018' on the next line.
  const casual = page(
    '2021–Present Sous Chef, Uchi, Austin, TX',
    'Run the hot line on 200-cover nights.',
    'Jun 2016 – Prep Cook, Whole Foods Market',
    'May 2018',
  );
  expect(roles(casual)).toEqual([
    ['Sous Chef', 'Uchi', '2021', 'Present'],
    ['Prep Cook', 'Whole Foods Market', 'Jun 2016', 'May 2018'],
  ]);
  // Fancy style: the heading in the left margin on the first entry's line, each entry ending with a full stop.
  const fancy = [
    'Rosa Delgado',
    'rosa.delgado@example.com',
    'Experience\tSous Chef, Uchi, Austin, TX.\t2021–Present',
    'Run the hot line on 200-cover nights.',
    'Prep Cook, Whole Foods Market.\tJun 2016 – May 2018',
    'Education\tDiploma in Culinary Arts, Austin Community College, Austin, TX.\t2016',
  ].join('\n');
  const parsed = parseResumeText(fancy);
  expect(parsed.sections.map((section) => section.kind)).toEqual(['experience', 'education']);
  expect(
    parsed.experience.map((role) => [role.title, role.company, role.location, role.startDate, role.endDate]),
  ).toEqual([
    ['Sous Chef', 'Uchi', 'Austin, TX', '2021', 'Present'],
    ['Prep Cook', 'Whole Foods Market', null, 'Jun 2016', 'May 2018'],
  ]);
  // An abbreviation keeps its full stop.
  expect(roles(page('Line Cook, Odd Duck Inc.\t2018–2021', bullet))).toEqual([
    ['Line Cook', 'Odd Duck Inc.', '2018', '2021'],
  ]);
});

it("a place in parentheses after the employer ('Starbucks (Dearborn, MI)') is the role's place; a work note stays with the title", () => {
  expect(
    parseResumeText(
      page(
        'Shift Lead, Starbucks (Dearborn, MI), 2014 – 2016',
        bullet,
        'Barista (part-time), Starbucks, 2012 – 2014',
        bullet,
      ),
    ).experience.map((role) => [role.title, role.company, role.location]),
  ).toEqual([
    ['Shift Lead', 'Starbucks', 'Dearborn, MI'],
    ['Barista (part-time)', 'Starbucks', null],
  ]);
});

it('a header and its dates both wrapped in a narrow column are one header with one range', () => {
  const text = page(
    'The Palmer House Hilton — Assistant Front Office\tMay 2017 – February',
    'Manager\t2020',
    bullet,
    'Marriott Marquis — Guest Services Agent\t2015 – 2017',
    bullet,
  );
  expect(roles(text)).toEqual([
    ['Assistant Front Office Manager', 'The Palmer House Hilton', 'May 2017', 'February 2020'],
    ['Guest Services Agent', 'Marriott Marquis', '2015', '2017'],
  ]);
});

it("a table's cells read one under another: a year alone between a degree and its school names no school", () => {
  const parsed = parseResumeText(
    [
      'Keisha Brown',
      'keisha.brown@example.com',
      '',
      'EDUCATION',
      'Associate of Applied Science in Dental Hygiene',
      '2016',
      'Atlanta Technical College',
    ].join('\n'),
  );
  expect(parsed.education.map((school) => [school.degree, school.institution, school.endDate])).toEqual([
    ['Associate of Applied Science in Dental Hygiene', 'Atlanta Technical College', '2016'],
  ]);
});

it("a work note in parentheses marks the title ('Carpenter (part-time)'); a name before its city and state's code is the employer", () => {
  expect(
    parseResumeText(
      page('Turner Construction, Dallas, TX — Carpenter (part-time)', 'JAN 2016 - JAN 2019', bullet),
    ).experience.map((role) => [role.title, role.company, role.location]),
  ).toEqual([['Carpenter (part-time)', 'Turner Construction', 'Dallas, TX']]);
  expect(
    parseResumeText(page('Bookkeeper', 'Smith & Jones CPAs, Boise, ID', 'Apr 2019 – Present', bullet)).experience.map(
      (role) => [role.title, role.company, role.location],
    ),
  ).toEqual([['Bookkeeper', 'Smith & Jones CPAs', 'Boise, ID']]);
});

it("LinkedIn's export: a region ('Greater Chicago Area') is a place, and a role with no description ends where the next employer begins", () => {
  const text = [
    'Maya Patel',
    'General Manager at Hilton',
    'Chicago, Illinois, United States',
    'Summary',
    'Hospitality leader.',
    'Experience',
    'Hilton',
    '8 years 3 months',
    'General Manager',
    'March 2020 - Present (4 years 10 months)',
    'Chicago, Illinois, United States',
    'Run a 400-room hotel with 120 staff.',
    'Assistant General Manager',
    'January 2017 - February 2020 (3 years 2 months)',
    'Greater Chicago Area',
    'Marriott International',
    'Front Desk Supervisor',
    'June 2014 - December 2016 (2 years 7 months)',
    'Hyatt',
    'Guest Services Agent',
    'May 2013 - May 2014 (1 year 1 month)',
    'Education',
    'University of Illinois Urbana-Champaign',
    'Bachelor of Science - BS, Hospitality Management · (2009 - 2013)',
  ].join('\n');
  expect(
    parseResumeText(text).experience.map((role) => [
      role.title,
      role.company,
      role.location,
      role.startDate,
      role.endDate,
    ]),
  ).toEqual([
    ['General Manager', 'Hilton', null, 'March 2020', 'Present'],
    ['Assistant General Manager', 'Hilton', 'Greater Chicago Area', 'January 2017', 'February 2020'],
    ['Front Desk Supervisor', 'Marriott International', null, 'June 2014', 'December 2016'],
    ['Guest Services Agent', 'Hyatt', null, 'May 2013', 'May 2014'],
  ]);
});

it("two sections side by side in a table ('EDUCATION⇥SKILLS'): each row's cells go to their own section", () => {
  const text = [
    'Kwame Mensah',
    'kwame@example.com',
    '',
    'EDUCATION\tSKILLS',
    'Georgia State University\tExcel\tFinancial accounting',
    'Bachelor of Business Administration in Accounting\tQuickBooks\tSpanish',
    'May 2026\tCustomer',
    'service',
    'Cash handling',
  ].join('\n');
  const parsed = parseResumeText(text);
  expect(parsed.sections.map((section) => section.kind)).toEqual(['education', 'skills']);
  expect(parsed.education.map((school) => [school.degree, school.institution])).toEqual([
    ['Bachelor of Business Administration in Accounting', 'Georgia State University'],
  ]);
  expect(parsed.skills).toEqual(
    expect.arrayContaining([
      'Excel',
      'QuickBooks',
      'Customer service',
      'Cash handling',
      'Financial accounting',
      'Spanish',
    ]),
  );
  expect(parsed.skills).toHaveLength(6);
});

describe('schools and degrees as people set them', () => {
  const schools = (...education: string[]) =>
    parseResumeText(
      ['Ana Diaz', 'ana@example.com', '', 'EDUCATION', ...education, '', 'SKILLS', 'Excel'].join('\n'),
    ).education.map((school) => [school.degree, school.institution]);

  it('a high school named before its diploma: the part naming the diploma is the degree', () => {
    expect(schools('Lincoln High School — High School Diploma, 2010')).toEqual([
      ['High School Diploma', 'Lincoln High School'],
    ]);
  });

  it('degrees named by their letters in the health and teaching trades (PharmD, BSN, MSW, M.Ed.)', () => {
    expect(
      schools(
        'PharmD, University of Michigan, 2018',
        'BSN, Wayne State University, 2014',
        'MSW, Boston College, 2012',
        'M.Ed., Lesley University, 2010',
      ),
    ).toEqual([
      ['PharmD', 'University of Michigan'],
      ['BSN', 'Wayne State University'],
      ['MSW', 'Boston College'],
      ['M.Ed.', 'Lesley University'],
    ]);
  });

  it("a degree and its field over the school and its place ('Cornell University, Ithaca, NY, 2017')", () => {
    expect(
      schools('Master of Engineering (M.Eng.), Structural Engineering', 'Cornell University, Ithaca, NY, 2017'),
    ).toEqual([['Master of Engineering (M.Eng.), Structural Engineering', 'Cornell University']]);
  });
});

it("LinkedIn's other sections ('Honors-Awards', 'Patents', 'Organizations') and a CV's memberships are not read into the skills above them", () => {
  const text = [
    'Ana Diaz',
    'ana@example.com',
    '',
    'Top Skills',
    'SQL',
    'Tableau',
    '',
    'Honors-Awards',
    'Employee of the Year',
    '',
    'Patents',
    'Method for routing parcels',
    '',
    'Professional Affiliations',
    'American Marketing Association',
    '',
    'Languages Spoken',
    'Spanish',
  ].join('\n');
  const parsed = parseResumeText(text);
  expect(parsed.skills).toEqual(['SQL', 'Tableau']);
  expect(parsed.sections.map((section) => section.kind)).toEqual(['skills', 'awards', 'other', 'other', 'languages']);
});

it("a role's time there after a middle dot ('Mar 2019 - Present · 5 yrs 2 mos', as LinkedIn's pages print it) leaves the dates read", () => {
  expect(
    roles(
      page(
        'Paralegal',
        'Smith & Lee LLP',
        'Mar 2019 - Present · 5 yrs 2 mos',
        bullet,
        '',
        'Legal Assistant',
        'Hart Law Group',
        '2016 – 2018 · 2 yrs',
        bullet,
      ),
    ),
  ).toEqual([
    ['Paralegal', 'Smith & Lee LLP', 'Mar 2019', 'Present'],
    ['Legal Assistant', 'Hart Law Group', '2016', '2018'],
  ]);
});

it("credentials set with full stops or two words after a name ('P.E.', 'LEED AP') are not part of it", () => {
  const name = (line: string) =>
    parseResumeText(
      [line, 'Sacramento, CA | (916) 555-0133 | henrik@example.com', '', 'EXPERIENCE', 'Engineer, Caltrans'].join('\n'),
    ).contact.fullName;
  expect(name('Henrik Vasquez-Lindqvist, P.E.')).toBe('Henrik Vasquez-Lindqvist');
  expect(name('Ana Ruiz, LEED AP')).toBe('Ana Ruiz');
  expect(name('Ravi Menon, P.Eng.')).toBe('Ravi Menon');
});

it("a state university and its campus after a comma ('California State University, Chico') are one school", () => {
  const schools = parseResumeText(
    [
      'Jordan Avery',
      'jordan.avery@example.com',
      '',
      'EDUCATION',
      'B.S. Civil Engineering',
      'California State University, Chico',
      'M.S. Civil Engineering, University of California, Davis',
    ].join('\n'),
  ).education.map((school) => school.institution);
  expect(schools).toEqual(['California State University, Chico', 'University of California, Davis']);
});

it('with no experience heading, a role whose dates come first and whose first sentence wraps is still a role', () => {
  const text = [
    'Imani Okafor',
    'imani.okafor@example.com · 414-555-0190 · Milwaukee, WI',
    '',
    'Licensed clinical social worker who has carried heavy caseloads in child welfare and hospital',
    'discharge planning. I write clean notes and I know every shelter by heart.',
    '2020 – present',
    'Medical Social Worker',
    'Froedtert Hospital, Milwaukee, WI',
    'Discharge planning for the trauma and burn units, about 18 patients a day. Coordinate',
    'placements with skilled nursing and home health agencies.',
    '2016 – 2020',
    'Case Manager',
    'Wisconsin Department of Children and Families',
    'Carried a caseload of 16 families; testified at 40 permanency hearings.',
  ].join('\n');
  expect(roles(text)).toEqual([
    ['Medical Social Worker', 'Froedtert Hospital', '2020', 'present'],
    ['Case Manager', 'Wisconsin Department of Children and Families', '2016', '2020'],
  ]);
});

it("an employer's name of seven words ('Hilton Garden Inn Las Vegas Strip South') under the title is the employer, not a sentence", () => {
  expect(
    roles(
      page(
        'Apr 2017 - Dec 2020 (3 years 9 months)',
        'Assistant General Manager',
        'Hilton Garden Inn Las Vegas Strip South',
        'Front office, housekeeping and engineering; led the 2019 renovation.',
      ),
    ),
  ).toEqual([['Assistant General Manager', 'Hilton Garden Inn Las Vegas Strip South', 'Apr 2017', 'Dec 2020']]);
});

it('with no experience heading, a one-line dated role header whose first sentence wraps is a role', () => {
  const text = [
    'Celeste Amaral\tceleste.aw@example.com',
    'Boston, MA\t(617) 555-0102',
    '',
    'Enterprise account executive who sells software to hospitals. Nine years of quota, most of them over it, and a habit',
    'of writing the mutual action plan before the first demo.',
    'Enterprise Account Executive, Veeva Systems\t2021 – present',
    'Closed 6.2M in new ARR across 14 health systems in 2023 (128% of plan). Built the first partner motion',
    'with two consultancies.',
    'Account Executive, athenahealth\t2017 – 2021',
    'Mid-market physician groups in New England; President’s Club 2019 and 2020.',
  ].join('\n');
  expect(roles(text)).toEqual([
    ['Enterprise Account Executive', 'Veeva Systems', '2021', 'present'],
    ['Account Executive', 'athenahealth', '2017', '2021'],
  ]);
});

it('roles with no dates, each a title and its employer on one line ("Welder Helper – Sheehan Pipe Line Construction, Casper, WY"), are each a role', () => {
  expect(
    roles(
      page(
        'Pipe Welder – Kiewit, Gillette, WY',
        '6G certified on carbon and stainless pipe; X-ray pass rate 98%.',
        'Welder Helper – Sheehan Pipe Line Construction, Casper, WY',
        'Beveling, grinding, fire watch and line-up clamps for two welding crews.',
      ),
    ),
  ).toEqual([
    ['Pipe Welder', 'Kiewit', null, null],
    ['Welder Helper', 'Sheehan Pipe Line Construction', null, null],
  ]);
});

it("a title with no title's word beside an employer and its place ('Ranch Hand – Double R Cattle Company, Sheridan, WY') is the title", () => {
  expect(roles(page('Ranch Hand – Double R Cattle Company, Sheridan, WY', bullet))).toEqual([
    ['Ranch Hand', 'Double R Cattle Company', null, null],
  ]);
});

it("with no dates, a role header set like the section's first ('Ranch Hand – …' under 'Pipe Welder – …') opens the next role", () => {
  expect(
    roles(
      page(
        'Pipe Welder – Kiewit, Gillette, WY',
        '6G certified on carbon and stainless pipe; X-ray pass rate 98%.',
        'Ranch Hand – Double R Cattle Company, Sheridan, WY',
        'Fencing, calving and equipment repair.',
      ),
    ),
  ).toEqual([
    ['Pipe Welder', 'Kiewit', null, null],
    ['Ranch Hand', 'Double R Cattle Company', null, null],
  ]);
});

it("a role dated 'Since 2021' (or '2021 onwards') began then and lasts; 'since 2021' inside a sentence is no role's date", () => {
  expect(
    roles(
      page(
        'Since 2021',
        'Shift Lead, H-E-B Distribution Center, Houston',
        'Lead a night crew of 18 loaders; 99.6% on-time trailer departures in 2023.',
        '2018 to 2021',
        'Forklift Operator, Sysco Houston',
        'Put-away and replenishment in the frozen dock; eleven certified since 2021.',
      ),
    ),
  ).toEqual([
    ['Shift Lead', 'H-E-B Distribution Center', '2021', 'Present'],
    ['Forklift Operator', 'Sysco Houston', '2018', '2021'],
  ]);
});

it("'Skills & Interests' is read for its skills, not its 'Interests:' line; 'Additional Information' is not skills", () => {
  const read = (...tail: string[]) =>
    parseResumeText(
      [
        'Marisela Quintero',
        'marisela.q@example.com | 720-555-0144',
        '',
        'EXPERIENCE',
        'Shift Supervisor, Chipotle',
        'March 2021 – Present',
        bullet,
        '',
        ...tail,
      ].join('\n'),
    ).skills;
  expect(
    read(
      'Skills & Interests',
      'Skills: Cash handling, Food safety, Scheduling',
      'Interests: Hiking, baking, volunteering',
    ),
  ).toEqual(['Cash handling', 'Food safety', 'Scheduling']);
  expect(
    read(
      'Skills',
      'Food safety, Scheduling',
      '',
      'Additional Information',
      'Languages: Spanish (fluent), English',
      'Certifications: ServSafe Food Handler',
    ),
  ).toEqual(['Food safety', 'Scheduling']);
});

it("headings run into their first line ('Education. Arizona State University, …', 'Skills. Salesforce, …') open their sections", () => {
  const parsed = parseResumeText(
    [
      'Ruairi McAllister',
      'ruairi.mcd@example.com\t480-555-0114',
      '',
      'EXPERIENCE',
      'Territory Manager, Medline Industries\t2020 – present',
      bullet,
      'Education. Arizona State University, B.A. in Communication, 2016.',
      'Skills. Salesforce, Territory planning, Negotiation.',
      'Interests. Trail running, golf.',
    ].join('\n'),
  );
  expect(parsed.education.map((school) => [school.institution, school.degree])).toEqual([
    ['Arizona State University', 'B.A. in Communication'],
  ]);
  expect(parsed.skills).toEqual(['Salesforce', 'Territory planning', 'Negotiation']);
});

it("a role's header run into its sentences ('Stryker — Associate Sales Representative (2018–2020). Covered …') is a role", () => {
  const text = [
    'Ruairi McAllister',
    'ruairi.mcd@example.com\t480-555-0114',
    '',
    'Inside sales rep turned territory manager. I like cold calls and clean pipelines.',
    'Medline Industries — Territory Manager (2020–present). Grew the Phoenix surgical territory from 2.1M to',
    '3.4M; 31 new accounts.',
    'Stryker — Associate Sales Representative (2018–2020). Covered 40 cases a month in orthopaedic trauma.',
    'ADP — Inside Sales Representative (2016–2018). 90 dials a day; President’s Club 2017.',
  ].join('\n');
  expect(roles(text)).toEqual([
    ['Territory Manager', 'Medline Industries', '2020', 'present'],
    ['Associate Sales Representative', 'Stryker', '2018', '2020'],
    ['Inside Sales Representative', 'ADP', '2016', '2018'],
  ]);
  expect(parseResumeText(text).experience[0]?.bullets).toEqual([
    'Grew the Phoenix surgical territory from 2.1M to 3.4M; 31 new accounts.',
  ]);
});

it("schools named 'Polytechnique', 'Politécnico', 'Conservatory' are schools", () => {
  const schools = parseResumeText(
    [
      'Émilie Tremblay',
      'emilie@example.com',
      '',
      'EDUCATION',
      '2014–2018\tB.Eng. Mechanical Engineering, Polytechnique Montréal',
      'Master of Music, New England Conservatory',
    ].join('\n'),
  ).education.map((school) => school.institution);
  expect(schools).toEqual(['Polytechnique Montréal', 'New England Conservatory']);
});

it("a double-barrelled name wrapped at its hyphen in a narrow cell ('Kofi Mensah-' over 'Larsen') is one name", () => {
  const parsed = parseResumeText(
    ['Kofi Mensah-', '', 'Larsen', '', 'IT Support Specialist', 'kofi.ml@example.com', '614-555-0152'].join('\n'),
    { nameHint: 'Kofi Mensah-' },
  );
  expect(parsed.contact.fullName).toBe('Kofi Mensah-Larsen');
});

it('a sidebar read before the name: the roles under the profile, with no heading, are still roles', () => {
  const text = [
    'Contact',
    'renata.solis@example.com',
    '402-555-0131',
    '',
    'Interests',
    'Gardening',
    '',
    'Renata Solis-Pryor',
    "Social worker with ten years in child welfare and housing. I write clean case notes and I know every shelter's",
    'intake line.',
    'Case Manager\tMar 2020 – Present',
    'Catholic Charities of Omaha\tOmaha, NE',
    'Carry 30 families through housing and benefits applications.',
    'Family Support Worker\tJun 2017 – Feb 2020',
    'Lutheran Family Services\tLincoln, NE',
    'Home visits for new parents; parenting classes twice a week.',
  ].join('\n');
  const parsed = parseResumeText(text, { nameHint: 'Renata Solis-Pryor' });
  expect(parsed.experience.map((role) => [role.title, role.company, role.startDate, role.endDate])).toEqual([
    ['Case Manager', 'Catholic Charities of Omaha', 'Mar 2020', 'Present'],
    ['Family Support Worker', 'Lutheran Family Services', 'Jun 2017', 'Feb 2020'],
  ]);
  expect(parsed.contact.email).toBe('renata.solis@example.com');
});

it("'Title at Employer, City, ST' under its dates heads the role: the place does not count against the employer's length", () => {
  expect(roles(page('Mar 2020 – Present', 'Case Manager at Catholic Charities of Omaha, Omaha, NE', bullet))).toEqual([
    ['Case Manager', 'Catholic Charities of Omaha', 'Mar 2020', 'Present'],
  ]);
});

it("trades named by a word of their own ('Plumber', 'Security Guard', 'Deckhand') are titles: with no dates they open the next role", () => {
  // With no dates, a title line over an employer line opens the next role only when it names a title.
  const undated = (title: string, employer: string) =>
    roles(
      page(
        'Pipe Welder',
        'Kiewit, Gillette, WY',
        'Tie-ins and hot taps on a 40-mile gas gathering line.',
        title,
        employer,
        'Fencing, calving and equipment repair on a cattle ranch.',
      ),
    )[1];
  expect(undated('Plumber', 'Shoreline Mechanical')).toEqual(['Plumber', 'Shoreline Mechanical', null, null]);
  expect(undated('Security Guard', 'Allied Universal')).toEqual(['Security Guard', 'Allied Universal', null, null]);
  expect(undated('Deckhand', 'Alaska Marine Lines')).toEqual(['Deckhand', 'Alaska Marine Lines', null, null]);
  expect(undated('Commis', 'Alinea')).toEqual(['Commis', 'Alinea', null, null]);
  expect(undated('Sales Rep', 'Cintas')).toEqual(['Sales Rep', 'Cintas', null, null]);
});

it('roles with no description, each header whole (title, employer, dates), are each a role however their lines are set', () => {
  const read = (...lines: string[]) =>
    roles(['Jordan Ellery', 'jordan@example.com', '', 'EXPERIENCE', ...lines].join('\n'));
  // The employer line set like a place ('Deloitte, Chicago, IL'), the title and dates under it.
  expect(
    read(
      'Deloitte, Chicago, IL',
      'Senior Accountant\tJul 2021 – Present',
      'Deloitte, Chicago, IL',
      'Staff Accountant\tSep 2018 – Jun 2021',
      'Grant Thornton, Chicago, IL',
      'Accounting Intern\tJun 2017 – Aug 2017',
    ),
  ).toEqual([
    ['Senior Accountant', 'Deloitte', 'Jul 2021', 'Present'],
    ['Staff Accountant', 'Deloitte', 'Sep 2018', 'Jun 2021'],
    ['Accounting Intern', 'Grant Thornton', 'Jun 2017', 'Aug 2017'],
  ]);
  // 'Title, Employer' over 'dates | place'.
  expect(
    read(
      'Senior Accountant, Deloitte',
      'Jul 2021 – Present | Chicago, IL',
      'Staff Accountant, Deloitte',
      'Sep 2018 – Jun 2021 | Chicago, IL',
    ),
  ).toEqual([
    ['Senior Accountant', 'Deloitte', 'Jul 2021', 'Present'],
    ['Staff Accountant', 'Deloitte', 'Sep 2018', 'Jun 2021'],
  ]);
  // The employer and its place across a gap, the title and dates under them.
  expect(
    read(
      'Blue Bottle Coffee\tOakland, CA',
      'Barista\tApr 2022 – Present',
      'Chez Panisse\tBerkeley, CA',
      'Line Cook\tSep 2019 – Mar 2022',
    ),
  ).toEqual([
    ['Barista', 'Blue Bottle Coffee', 'Apr 2022', 'Present'],
    ['Line Cook', 'Chez Panisse', 'Sep 2019', 'Mar 2022'],
  ]);
});

it("'Languages: Spanish, English' among skill groups stays a group of the skills", () => {
  expect(
    parseResumeText(
      [
        'Ana Lima',
        'ana@example.com',
        '',
        'SKILLS',
        'Technical: Toast POS, Microsoft Excel',
        'Languages: Spanish, English',
      ].join('\n'),
    ).skills,
  ).toEqual(['Toast POS', 'Microsoft Excel', 'Spanish', 'English']);
});

it("headings in the writer's words ('Abilities', 'Areas of Strength', 'Tech Stack', 'Qualifications', 'Volunteer Work') open their sections", () => {
  const sections = (heading: string, line: string) => {
    const parsed = parseResumeText(
      [
        'Ana Lima',
        'ana@example.com',
        '',
        'EXPERIENCE',
        'Barista, Blue Bottle Coffee',
        'Apr 2022 – Present',
        bullet,
        '',
        heading,
        line,
      ].join('\n'),
    );
    return { skills: parsed.skills, bullets: parsed.experience[0]!.bullets.length };
  };
  expect(sections('Abilities', 'Latte art, Cash handling')).toEqual({
    skills: ['Latte art', 'Cash handling'],
    bullets: 1,
  });
  expect(sections('Areas of Strength', 'Scheduling, Inventory')).toEqual({
    skills: ['Scheduling', 'Inventory'],
    bullets: 1,
  });
  expect(sections('Tech Stack', 'Python, PostgreSQL')).toEqual({ skills: ['Python', 'PostgreSQL'], bullets: 1 });
  expect(sections('Qualifications', 'Five years behind a busy bar, calm at the rush.')).toEqual({
    skills: [],
    bullets: 1,
  });
  expect(sections('Volunteer Work', 'Food bank shift lead, Saturdays.')).toEqual({ skills: [], bullets: 1 });
});

it("dates written year first ('2019.03 – 2021.05') or as month and two-digit year ('5/19 – 8/21') are a role's dates", () => {
  expect(roles(page('Barista, Blue Bottle Coffee', '2019.03 – 2021.05', bullet))).toEqual([
    ['Barista', 'Blue Bottle Coffee', '2019.03', '2021.05'],
  ]);
  expect(roles(page('5/19 – Present', 'Barista, Blue Bottle Coffee', bullet))).toEqual([
    ['Barista', 'Blue Bottle Coffee', '5/19', 'Present'],
  ]);
  const [role] = parseResumeText(page('Barista, Blue Bottle Coffee', '2019/03 – 5/21', bullet)).experience;
  expect([toMonthIndex(role!.startDate), toMonthIndex(role!.endDate)]).toEqual([2019 * 12 + 2, 2021 * 12 + 4]);
  // A fraction in a sentence is no date.
  expect(
    roles(page('Barista, Blue Bottle Coffee', 'Jan 2020 – Present', 'Served 3/4 of the morning rush alone.')),
  ).toEqual([['Barista', 'Blue Bottle Coffee', 'Jan 2020', 'Present']]);
});

it("personal links on more site endings ('linktr.ee/…', '….photography', '….in') are links", () => {
  const links = (address: string) =>
    parseResumeText(
      `Ana Lima\nana@example.com | 555-201-3344 | ${address}\n\nEXPERIENCE\nBarista, Blue Bottle Coffee\n`,
    ).contact.links;
  expect(links('linktr.ee/analima')).toEqual(['linktr.ee/analima']);
  expect(links('analima.photography')).toEqual(['analima.photography']);
  expect(links('analima.in')).toEqual(['analima.in']);
});

it("a name with its surname's particles in lower case ('Maria de la Cruz', 'Pieter van der Berg') is the name", () => {
  const name = (line: string) =>
    parseResumeText(
      [line, 'maria@example.com | 555-201-3344', '', 'EXPERIENCE', 'Barista, Blue Bottle Coffee'].join('\n'),
    ).contact.fullName;
  expect(name('Maria de la Cruz')).toBe('Maria de la Cruz');
  expect(name('Pieter van der Berg')).toBe('Pieter van der Berg');
  expect(name('Mohammed bin Rashid')).toBe('Mohammed bin Rashid');
});

it("degrees named 'Associate's Degree in …', 'HND in …', a '… Program' at a school, and a GED at 'Public Schools' are read", () => {
  const read = (line: string) =>
    parseResumeText(`Ana Lima\nana@example.com\n\nEDUCATION\n${line}\n`).education.map((school) => [
      school.degree,
      school.institution,
    ]);
  expect(read("Associate's Degree in Criminal Justice, Miami Dade College")).toEqual([
    ["Associate's Degree in Criminal Justice", 'Miami Dade College'],
  ]);
  expect(read('HND in Business, Leeds City College')).toEqual([['HND in Business', 'Leeds City College']]);
  expect(read('Pharmacy Technician Program, Pima Medical Institute')).toEqual([
    ['Pharmacy Technician Program', 'Pima Medical Institute'],
  ]);
  expect(read('GED, Chicago Public Schools')).toEqual([['GED', 'Chicago Public Schools']]);
});

it("under an employer line, a title with its unit after a dash ('Charge Nurse - Emergency Department') is the title whole", () => {
  expect(
    roles(
      page(
        'Mercy Hospital',
        'Charge Nurse - Emergency Department',
        'January 2021 - Present (3 years 11 months)',
        'Chicago, Illinois',
        'Lead a team of 8 nurses on nights.',
      ),
    ),
  ).toEqual([['Charge Nurse - Emergency Department', 'Mercy Hospital', 'January 2021', 'Present']]);
});

it("a title with its unit after a dash ('Registered Nurse - Cardiac ICU') over the employer's line keeps its unit", () => {
  expect(
    roles(
      page(
        'Registered Nurse - Cardiac ICU',
        'Houston Methodist Hospital',
        'Jan 2020 – Present',
        bullet,
        'Staff Nurse – Med-Surg',
        'Memorial Hermann',
        'Jun 2017 – Dec 2019',
        bullet,
      ),
    ),
  ).toEqual([
    ['Registered Nurse - Cardiac ICU', 'Houston Methodist Hospital', 'Jan 2020', 'Present'],
    ['Staff Nurse – Med-Surg', 'Memorial Hermann', 'Jun 2017', 'Dec 2019'],
  ]);
});

it('headers and dates wrapped in a narrow column (CSS columns) read whole', () => {
  // A header cut after a comma, its dates in parentheses on the next line.
  expect(
    roles(
      page(
        'Project Engineer (EIT), Kiewit Infrastructure,',
        'Omaha, NE (2021 – Present)',
        bullet,
        'Staff Engineer (co-op, 3\t2018 –',
        'terms)\t2021',
        'HDR — Omaha, NE',
        bullet,
        'Engineering Technician (summers), Nebraska Department of Transportation, Lincoln, NE',
        '(2016 – 2018)',
        bullet,
      ),
    ),
  ).toEqual([
    ['Project Engineer (EIT)', 'Kiewit Infrastructure', '2021', 'Present'],
    ['Staff Engineer (co-op, 3 terms)', 'HDR', '2018', '2021'],
    ['Engineering Technician (summers)', 'Nebraska Department of Transportation', '2016', '2018'],
  ]);
  // A degree's line cut after 'in'.
  expect(
    parseResumeText(
      [
        'Ana Lima',
        'ana@example.com',
        '',
        'EDUCATION',
        'University of Nebraska–Lincoln, B.S. in',
        'Civil Engineering, 2018',
      ].join('\n'),
    ).education.map((school) => [school.degree, school.institution]),
  ).toEqual([['B.S. in Civil Engineering', 'University of Nebraska–Lincoln']]);
});

it("a range cut before its dash ('… | 2016' over '– 2018') and a header cut after a bar read whole", () => {
  expect(
    roles(
      page(
        'Engineering Technician (summers) | 2016',
        '– 2018',
        'Nebraska Department of Transportation |',
        'Lincoln, NE',
        bullet,
      ),
    ),
  ).toEqual([['Engineering Technician (summers)', 'Nebraska Department of Transportation', '2016', '2018']]);
});

it("a place named with its state or country spelled out ('Henderson, Nevada') under a role's dates is the place, not the employer", () => {
  expect(
    roles(
      page(
        'Hyatt Hotels Corporation',
        'General Manager',
        'January 2021 - Present (4 years)',
        'Las Vegas, Nevada',
        'Run a 202-room hotel with a team of ninety.',
        'Assistant General Manager',
        'October 2017 - December 2020 (3 years 3 months)',
        'Henderson, Nevada',
      ),
    ),
  ).toEqual([
    ['General Manager', 'Hyatt Hotels Corporation', 'January 2021', 'Present'],
    ['Assistant General Manager', 'Hyatt Hotels Corporation', 'October 2017', 'December 2020'],
  ]);
});

it('a slash between an employer and a title on a role\'s one dated line sets them apart ("Henley Homes / Leading Hand Carpenter")', () => {
  expect(
    roles(
      page(
        '2019 – Now\tO’Connell Timberworks / Owner, Lead Carpenter',
        '• Decks, pergolas and renovations across the Bellarine.',
        '2014 – 2019\tHenley Homes / Leading Hand Carpenter',
        '• Ran a crew of four on frame, lock-up and fix stages.',
        '2010 – 2014\tBarwon Joinery / Apprentice Carpenter',
        '• Kitchens, wardrobes and shopfitting.',
      ),
    ),
  ).toEqual([
    ['Owner, Lead Carpenter', 'O’Connell Timberworks', '2019', 'Now'],
    ['Leading Hand Carpenter', 'Henley Homes', '2014', '2019'],
    ['Apprentice Carpenter', 'Barwon Joinery', '2010', '2014'],
  ]);
  // With the employer on a line of its own, the slash joins two titles.
  expect(
    roles(page('Welder / Fabricator', 'Bobcat Company, West Fargo, ND | Apr 2019 - Present', bullet))[0]!.slice(0, 2),
  ).toEqual(['Welder / Fabricator', 'Bobcat Company']);
});

it("a range cut after its end's month in a date margin ('Jun 2021 – Jun' over '2023'), as moderncv wraps it, ends in that month", () => {
  expect(
    roles(
      page(
        'Jul 2023 – Current\tData Analyst II, Target Corporation, Minneapolis',
        '○: Own the weekly shrink dashboard and its dbt models.',
        'Jun 2021 – Jun: Data Analyst, Target Corporation, Minneapolis',
        '2023 ○: SQL reporting for supply chain; migrated 40 Excel reports to Looker.',
      ),
    ),
  ).toEqual([
    ['Data Analyst II', 'Target Corporation', 'Jul 2023', 'Current'],
    ['Data Analyst', 'Target Corporation', 'Jun 2021', 'Jun 2023'],
  ]);
});

it("an employer with its owner in parentheses ('The Balmoral Hotel (Rocco Forte), Edinburgh') under a role's dates and title is its employer", () => {
  expect(roles(page('2018 – 2021', 'Sous Chef', 'The Balmoral Hotel (Rocco Forte), Edinburgh', bullet))).toEqual([
    ['Sous Chef', 'The Balmoral Hotel (Rocco Forte)', '2018', '2021'],
  ]);
});
