// The ways resumes lay out a role, as the extractors hand them to the parser (a tab stands for a
// wide gap on the line, as a right-aligned date): title then employer and the reverse, one-line
// forms with each separator, dates on their own line or heading a block, several roles under one
// employer, notes in parentheses, an unusual heading. Each family's roles must come back whole.
import { parseResumeText } from '../src/parse/parse-resume-text';

interface Role {
  title: string | null;
  company: string | null;
  startDate: string | null;
  endDate: string | null;
}

const HEAD = 'Morgan Reyes\nmorgan.reyes@example.com | (555) 014-2231 | Denver, CO\n\n';

function roles(body: string): Role[] {
  return parseResumeText(HEAD + body).experience.map(({ title, company, startDate, endDate }) => ({
    title,
    company,
    startDate,
    endDate,
  }));
}

const TWO_ROLES: Role[] = [
  { title: 'Senior Financial Analyst', company: 'Northwind Traders', startDate: 'Jan 2019', endDate: 'Present' },
  { title: 'Financial Analyst', company: 'Contoso Bank', startDate: 'Jun 2015', endDate: 'Dec 2018' },
];

const FAMILIES: Array<[string, string, Role[]]> = [
  [
    'title line (dates at the right margin), then employer line',
    `EXPERIENCE
Senior Financial Analyst\tJan 2019 – Present
Northwind Traders, Chicago, IL
• Built the quarterly forecasting model used by four business units
Financial Analyst\tJun 2015 – Dec 2018
Contoso Bank
• Reconciled 300 accounts a month with no audit findings
`,
    TWO_ROLES,
  ],
  [
    'employer line (place at the right margin), then title line with dates',
    `WORK EXPERIENCE
Northwind Traders\tChicago, IL
Senior Financial Analyst\tJan 2019 – Present
• Built the quarterly forecasting model used by four business units
Contoso Bank\tDenver, CO
Financial Analyst\tJun 2015 – Dec 2018
• Reconciled 300 accounts a month with no audit findings
`,
    TWO_ROLES,
  ],
  [
    'employer line, then title line, dates on the employer line',
    `EXPERIENCE
Northwind Traders\tJan 2019 – Present
Senior Financial Analyst
• Built the quarterly forecasting model used by four business units
Contoso Bank\tJun 2015 – Dec 2018
Financial Analyst
• Reconciled 300 accounts a month with no audit findings
`,
    TWO_ROLES,
  ],
  [
    'one line with commas',
    `EXPERIENCE
Senior Financial Analyst, Northwind Traders, Chicago, IL, Jan 2019 – Present
• Built the quarterly forecasting model used by four business units
Financial Analyst, Contoso Bank, Denver, CO, Jun 2015 – Dec 2018
• Reconciled 300 accounts a month with no audit findings
`,
    TWO_ROLES,
  ],
  [
    "one line with 'at'",
    `EXPERIENCE
Senior Financial Analyst at Northwind Traders, Jan 2019 – Present
• Built the quarterly forecasting model used by four business units
Financial Analyst at Contoso Bank, Jun 2015 – Dec 2018
• Reconciled 300 accounts a month with no audit findings
`,
    TWO_ROLES,
  ],
  [
    'one line with pipes',
    `EXPERIENCE
Senior Financial Analyst | Northwind Traders | Jan 2019 – Present
• Built the quarterly forecasting model used by four business units
Financial Analyst | Contoso Bank | Jun 2015 – Dec 2018
• Reconciled 300 accounts a month with no audit findings
`,
    TWO_ROLES,
  ],
  [
    'one line with dashes',
    `EXPERIENCE
Senior Financial Analyst - Northwind Traders - Jan 2019 - Present
• Built the quarterly forecasting model used by four business units
Financial Analyst - Contoso Bank - Jun 2015 - Dec 2018
• Reconciled 300 accounts a month with no audit findings
`,
    TWO_ROLES,
  ],
  [
    'one line with bullets and middle dots',
    `EXPERIENCE
Senior Financial Analyst • Northwind Traders • Jan 2019 – Present
- Built the quarterly forecasting model used by four business units
Financial Analyst · Contoso Bank · Jun 2015 – Dec 2018
- Reconciled 300 accounts a month with no audit findings
`,
    TWO_ROLES,
  ],
  [
    'dates on their own line before the role',
    `EXPERIENCE
Jan 2019 – Present
Senior Financial Analyst
Northwind Traders
• Built the quarterly forecasting model used by four business units
Jun 2015 – Dec 2018
Financial Analyst
Contoso Bank
• Reconciled 300 accounts a month with no audit findings
`,
    TWO_ROLES,
  ],
  [
    'dates on their own line after the role',
    `EXPERIENCE
Senior Financial Analyst
Northwind Traders
Jan 2019 – Present
• Built the quarterly forecasting model used by four business units
Financial Analyst
Contoso Bank
Jun 2015 – Dec 2018
• Reconciled 300 accounts a month with no audit findings
`,
    TWO_ROLES,
  ],
  [
    'title with a note in parentheses, under an unusual heading',
    `CAREER HISTORY
Senior Financial Analyst (contract)\tJan 2019 – Present
Northwind Traders
• Built the quarterly forecasting model used by four business units
Financial Analyst (part-time)\tJun 2015 – Dec 2018
Contoso Bank
• Reconciled 300 accounts a month with no audit findings
`,
    [
      { ...TWO_ROLES[0]!, title: 'Senior Financial Analyst (contract)' },
      { ...TWO_ROLES[1]!, title: 'Financial Analyst (part-time)' },
    ],
  ],
  [
    'several roles under one employer',
    `EXPERIENCE
Northwind Traders\tChicago, IL
Senior Financial Analyst\tJan 2019 – Present
• Built the quarterly forecasting model used by four business units
Financial Analyst\tJun 2015 – Dec 2018
• Reconciled 300 accounts a month with no audit findings
`,
    [
      { title: 'Senior Financial Analyst', company: 'Northwind Traders', startDate: 'Jan 2019', endDate: 'Present' },
      { title: 'Financial Analyst', company: 'Northwind Traders', startDate: 'Jun 2015', endDate: 'Dec 2018' },
    ],
  ],
  [
    'professions beyond software: nurse, teacher, store manager',
    `PROFESSIONAL EXPERIENCE
Registered Nurse\tMar 2018 – Present
Mercy Hospital, Denver, CO
• Cared for 6 patients a shift on a 32-bed cardiac unit
Math Teacher | Lincoln High School | Aug 2014 – Jun 2017
• Raised the pass rate of Algebra I from 71% to 88%
Store Manager at Target, May 2010 – Jul 2014
• Led a team of 40 and cut shrink by 20%
`,
    [
      { title: 'Registered Nurse', company: 'Mercy Hospital', startDate: 'Mar 2018', endDate: 'Present' },
      { title: 'Math Teacher', company: 'Lincoln High School', startDate: 'Aug 2014', endDate: 'Jun 2017' },
      { title: 'Store Manager', company: 'Target', startDate: 'May 2010', endDate: 'Jul 2014' },
    ],
  ],
];

describe('every family of role layout is read whole', () => {
  it.each(FAMILIES)('%s', (_name, body, expected) => {
    expect(roles(body)).toEqual(expected);
  });
});

const SKILL_FAMILIES: Array<[string, string, string[]]> = [
  [
    'commas, wrapped over two lines',
    'SKILLS\nFinancial modeling, Excel, SQL, Power BI,\nproject management, variance analysis\n',
    ['Financial modeling', 'Excel', 'SQL', 'Power BI', 'project management', 'variance analysis'],
  ],
  [
    'pipes',
    'SKILLS\nPatient assessment | IV therapy | Epic EHR | Wound care\n',
    ['Patient assessment', 'IV therapy', 'Epic EHR', 'Wound care'],
  ],
  [
    'bullets, one per line',
    'SKILLS\n• Lesson planning\n• Classroom management\n• Google Classroom\n',
    ['Lesson planning', 'Classroom management', 'Google Classroom'],
  ],
  [
    "'Category: a, b, c' lines",
    'TECHNICAL SKILLS\nLanguages: Python, Java, SQL\nTools: Tableau, Git, Jira\nMethods: machine learning, A/B testing\n',
    ['Python', 'Java', 'SQL', 'Tableau', 'Git', 'Jira', 'machine learning', 'A/B testing'],
  ],
];

describe('every skills list layout is read item by item, multi-word skills whole', () => {
  it.each(SKILL_FAMILIES)('%s', (_name, body, expected) => {
    expect(parseResumeText(HEAD + body).skills).toEqual(expected);
  });

  it('interests, coursework and languages are never read as skills', () => {
    const parsed = parseResumeText(
      `${HEAD}SKILLS\nBudgeting, Forecasting\n\nRELEVANT COURSEWORK\nCorporate Finance, Econometrics\n\nLANGUAGES\nSpanish (fluent), French\n\nINTERESTS\nRock climbing, Chess\n`,
    );
    expect(parsed.skills).toEqual(['Budgeting', 'Forecasting']);
  });
});

describe('headings set in the left margin', () => {
  it("a heading on the baseline of its section's first line starts the section, and the line stays the role's", () => {
    const parsed = parseResumeText(
      `${HEAD}Work\tSenior Financial Analyst\tJan 2019 – Present\n\tNorthwind Traders\n\t• Built the quarterly forecasting model used by four business units\nEducation\tB.S. Finance, University of Denver\t2015\nSkills\tBudgeting, Forecasting, Excel\n`,
    );
    expect(parsed.sections.map((section) => section.kind)).toEqual(['experience', 'education', 'skills']);
    expect(
      parsed.experience.map(({ title, company, startDate, endDate }) => ({ title, company, startDate, endDate })),
    ).toEqual([
      { title: 'Senior Financial Analyst', company: 'Northwind Traders', startDate: 'Jan 2019', endDate: 'Present' },
    ]);
    expect(parsed.education[0]).toMatchObject({ degree: 'B.S. Finance', institution: 'University of Denver' });
    expect(parsed.skills).toEqual(['Budgeting', 'Forecasting', 'Excel']);
  });
});

describe('letter-spaced headings', () => {
  it("'W O R K E X P E R I E N C E', 'S K I L L S' and 'E D U C AT I O N' are the sections they spell", () => {
    const parsed = parseResumeText(
      `${HEAD}S U M M A RY\nAnalyst of pricing.\nS K I L L S\nPython · SQL\nW O R K E X P E R I E N C E\nData Scientist at Dell Technologies, Jun 2021 - Present\n• Built demand forecasting models\nE D U C AT I O N\nMaster of Science in Statistics, University of Texas, 2018\n`,
    );
    expect(parsed.sections.map((section) => section.kind)).toEqual(['summary', 'skills', 'experience', 'education']);
    expect(parsed.experience[0]).toMatchObject({ title: 'Data Scientist', company: 'Dell Technologies' });
    expect(parsed.skills).toEqual(['Python', 'SQL']);
  });
});

describe('dates heading each block, in any common form', () => {
  it("'2021-01-01 TO PRESENT' above a role is its dates; a short capitalised employer ('UPS') is not a region", () => {
    expect(
      roles(
        `WORK EXPERIENCE\n2021-01-01 TO PRESENT\nSenior Financial Analyst at Northwind Traders\nBuilt the quarterly forecasting model\n\n2018-07-01 TO 2020-12-01\nFinancial Analyst at Contoso Bank\nReconciled 300 accounts a month\n`,
      ),
    ).toEqual([
      { title: 'Senior Financial Analyst', company: 'Northwind Traders', startDate: '2021-01-01', endDate: 'PRESENT' },
      { title: 'Financial Analyst', company: 'Contoso Bank', startDate: '2018-07-01', endDate: '2020-12-01' },
    ]);
    expect(roles(`EXPERIENCE\nUPS\t05/2014 - 05/2015\nPackage Handler\nLoaded trailers at the Columbus hub\n`)).toEqual(
      [{ title: 'Package Handler', company: 'UPS', startDate: '05/2014', endDate: '05/2015' }],
    );
  });
});

describe('every education layout pairs each school with its own degree', () => {
  const schools = (body: string) =>
    parseResumeText(HEAD + body).education.map(({ degree, institution, startDate, endDate }) => ({
      degree,
      institution,
      startDate,
      endDate,
    }));
  const TWO_SCHOOLS = [
    {
      degree: 'Master of Science in Statistics',
      institution: 'University of Texas at Austin',
      startDate: null,
      endDate: 'December 2018',
    },
    {
      degree: 'Bachelor of Science in Mathematics',
      institution: 'Rutgers University',
      startDate: null,
      endDate: 'May 2017',
    },
  ];
  it('school line, then degree line with its date', () => {
    expect(
      schools(
        'EDUCATION\nUniversity of Texas at Austin\nMaster of Science in Statistics, December 2018\nRutgers University\nBachelor of Science in Mathematics, May 2017\n',
      ),
    ).toEqual(TWO_SCHOOLS);
  });
  it('degree line with its date, then school line', () => {
    expect(
      schools(
        'EDUCATION\nMaster of Science in Statistics, December 2018\nUniversity of Texas at Austin\nBachelor of Science in Mathematics, May 2017\nRutgers University\n',
      ),
    ).toEqual(TWO_SCHOOLS);
  });
  it("a school's name wrapped in a narrow column is one name, whichever word wraps", () => {
    expect(
      schools('EDUCATION\nBachelor of Science in Engineering at University of\tSept 2010 - May 2014\nMichigan\n').map(
        (s) => s.institution,
      ),
    ).toEqual(['University of Michigan']);
    expect(
      schools('EDUCATION\nUniversity of California,\nBerkeley\nBachelor of Arts\n').map((s) => s.institution),
    ).toEqual(['University of California, Berkeley']);
    expect(schools('EDUCATION\nColumbus State Community\t2012 - 2014\nCollege\n').map((s) => s.institution)).toEqual([
      'Columbus State Community College',
    ]);
    expect(
      schools(
        'EDUCATION\nHuman Resource Management, Bachelor of Business Administration, Georgia State\nUniversity\nAug 2015 - May 2019\n',
      ),
    ).toEqual([
      {
        degree: 'Bachelor of Business Administration',
        institution: 'Georgia State University',
        startDate: 'Aug 2015',
        endDate: 'May 2019',
      },
    ]);
    expect(
      schools('EDUCATION\nStatistics, Master of Science, University of Texas at Austin\nAug 2017 - Dec 2018\n').map(
        (s) => s.institution,
      ),
    ).toEqual(['University of Texas at Austin']);
  });

  it('dates above each school; a campus after a comma stays with its university', () => {
    expect(
      schools('EDUCATION\n2014-08-01 TO 2018-05-01\nUniversity of California, Berkeley\nBachelor of Arts: Economics\n'),
    ).toEqual([
      {
        degree: 'Bachelor of Arts: Economics',
        institution: 'University of California, Berkeley',
        startDate: '2014-08-01',
        endDate: '2018-05-01',
      },
    ]);
  });
});

describe('skills set as chips and groups', () => {
  it('a line of group names is not skills; a run of known skills set apart by spacing alone is split, anything else stays whole', () => {
    expect(
      parseResumeText(
        `${HEAD}SKILLS\nFinance\tTools\nFinancial Modeling\tForecasting\tExcel SQL Tableau\nVariance Analysis\n`,
      ).skills,
    ).toEqual(['Financial Modeling', 'Forecasting', 'Excel', 'SQL', 'Tableau', 'Variance Analysis']);
  });

  it('a skill wrapped a word to a line in a narrow column is one skill; skills that only sit one under another stay apart', () => {
    expect(
      parseResumeText(`${HEAD}SKILLS\nEmployee\nRelations\nRecruiting\nLean\nManufacturing\nPython\nSQL\n`).skills,
    ).toEqual(['Employee Relations', 'Recruiting', 'Lean Manufacturing', 'Python', 'SQL']);
  });

  it('groups side by side are read down each column, so a wrapped name inside one stays whole', () => {
    const grid =
      'SKILLS\nClinical\tSystems\nPatient\tEpic\nAssessment\tElectronic\nTelemetry\tHealth Records\nMonitoring\nIV Therapy\n';
    expect(parseResumeText(HEAD + grid).skills).toEqual([
      'Patient Assessment',
      'Telemetry Monitoring',
      'IV Therapy',
      'Epic',
      'Electronic Health Records',
    ]);
  });

  it("a skill set in capitals ('PFMEA') inside the skills is a skill, not a new section", () => {
    const parsed = parseResumeText(`${HEAD}SKILLS\nRoot Cause Analysis\nPFMEA\nAutoCAD\n`);
    expect(parsed.skills).toEqual(['Root Cause Analysis', 'PFMEA', 'AutoCAD']);
    expect(parsed.sections.map((section) => section.kind)).toEqual(['skills']);
  });

  it("'Languages' listing programming languages is skills; listing spoken ones it stays languages", () => {
    expect(parseResumeText(`${HEAD}LANGUAGES\nGo Python SQL\nINTERESTS\nRunning\n`).skills).toEqual([
      'Go',
      'Python',
      'SQL',
    ]);
    const spoken = parseResumeText(`${HEAD}LANGUAGES\nSpanish, French\n`);
    expect(spoken.skills).toEqual([]);
    expect(spoken.sections.map((section) => section.kind)).toEqual(['languages']);
  });
});

it('achievements listed without bullet marks, each opening with a verb in the past tense, are separate bullets', () => {
  const parsed = parseResumeText(
    `${HEAD}EXPERIENCE\nFord Motor Company\t2018 – Present\nManufacturing Engineer\nLed a lean project that cut cycle time on the door assembly line by 22%\nDesigned robotic welding cells in collaboration with suppliers\nImplemented statistical process control on 14 critical stations\n`,
  );
  expect(parsed.experience[0]?.bullets).toEqual([
    'Led a lean project that cut cycle time on the door assembly line by 22%',
    'Designed robotic welding cells in collaboration with suppliers',
    'Implemented statistical process control on 14 critical stations',
  ]);
});

it("a profile written as its handle and network ('davidchenfin (LinkedIn)') is read as its address", () => {
  const parsed = parseResumeText(
    'David Chen\ndavid.chen@example.com\ndavidchenfin (LinkedIn) · kchen (GitHub)\n\nSUMMARY\nAnalyst.\n',
  );
  expect(parsed.contact.links).toEqual(['linkedin.com/in/davidchenfin', 'github.com/kchen']);
});

it('employer lines heading roles: a role with dates and no bullets ends at the next employer line, however short its name', () => {
  expect(
    roles('WORK\nKroger\nInventory Clerk\t2015-06-01 - 2017-02-01\n\nUPS\nPackage Handler\t2014-05-01 - 2015-05-01\n'),
  ).toEqual([
    { title: 'Inventory Clerk', company: 'Kroger', startDate: '2015-06-01', endDate: '2017-02-01' },
    { title: 'Package Handler', company: 'UPS', startDate: '2014-05-01', endDate: '2015-05-01' },
  ]);
});

it("a role's dates after a blank line (a page break) and with the time it lasted ('1 year') stay with its header", () => {
  expect(
    roles(
      'WORK EXPERIENCE\nInventory Clerk, Kroger\nJun, 2015 - Feb, 2017 1 year 8 months\nCounted and reconciled inventory\n\nPackage Handler, UPS\n\nMay, 2014 - May, 2015 1 year\nLoaded trailers at the hub\n',
    ),
  ).toEqual([
    { title: 'Inventory Clerk', company: 'Kroger', startDate: 'Jun, 2015', endDate: 'Feb, 2017' },
    { title: 'Package Handler', company: 'UPS', startDate: 'May, 2014', endDate: 'May, 2015' },
  ]);
});

it("a field of study named like the section ('Education' under a school) is a line of Education, so each school keeps its own degree", () => {
  const parsed = parseResumeText(
    `${HEAD}EDUCATION\nBoston University\t2017-09-01 — 2019-05-01\nEducation\nMaster of Education\nTufts University\t2013-09-01 — 2017-05-01\nMathematics\nBachelor of Science\n`,
  );
  expect(parsed.education.map(({ degree, institution }) => ({ degree, institution }))).toEqual([
    { degree: 'Master of Education', institution: 'Boston University' },
    { degree: 'Bachelor of Science', institution: 'Tufts University' },
  ]);
  expect(parsed.sections.map((section) => section.kind)).toEqual(['education']);
});

it("a comma list's last skill wrapped to the next line ('…, Google' / 'Classroom') is one skill", () => {
  expect(
    parseResumeText(`${HEAD}SKILLS\nTeaching: Curriculum Development, Classroom Management, Google\nClassroom\n`)
      .skills,
  ).toEqual(['Curriculum Development', 'Classroom Management', 'Google Classroom']);
});

it("a sidebar's skills under a group named like a skill start after the contact details", () => {
  const parsed = parseResumeText(
    'Priya Patel\nData Scientist\nAbout\nAustin TX US\npriya.patel@example.com\n(512) 555-0134\nMachine Learning\nMachine Learning\nTime Series Forecasting\nScikit-learn XGBoost\nData\nPython SQL Power BI\n\nSummary\nData scientist.\n',
  );
  expect(parsed.contact).toMatchObject({ email: 'priya.patel@example.com', phone: '(512) 555-0134' });
  expect(parsed.skills).toEqual([
    'Machine Learning',
    'Time Series Forecasting',
    'Scikit-learn',
    'XGBoost',
    'Python',
    'SQL',
    'Power BI',
  ]);
});
