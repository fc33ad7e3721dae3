// A skills section read by its own shape: one writer sets every line of it alike (a separator, a
// label form, one item a line, lines they end themselves), so each line is split the section's way.
import { parseResume, parseResumeText, shutdownPdfWorkers } from '../src/index';
import { makePdf } from './support/fixtures';

afterAll(async () => {
  await shutdownPdfWorkers();
});

const HEAD = [
  'Dana Reyes',
  'dana.reyes@example.com',
  '',
  'EXPERIENCE',
  'Office Manager, Acme Corp, Denver, CO    Jan 2020 - Present',
  '- Ran the office for 40 staff and cut supply costs by 12%',
  '',
  'SKILLS',
];

const fromText = (skills: string[]) => parseResumeText([...HEAD, ...skills].join('\n')).skills;
const fromPdf = async (skills: string[]) =>
  (await parseResume(makePdf([...HEAD, ...skills]), { fileName: 'resume.pdf' })).skills;

describe('a comma list whose writer ended a line short: the next line opens an item', () => {
  const lines = [
    'National Registry Paramedic (NRP), Texas Paramedic License, ACLS, PALS, PHTLS',
    '12-lead ECG interpretation, RSI and advanced airway, IV/IO access, mass-casualty triage',
  ];
  const expected = [
    'National Registry Paramedic (NRP)',
    'Texas Paramedic License',
    'ACLS',
    'PALS',
    'PHTLS',
    '12-lead ECG interpretation',
    'RSI and advanced airway',
    'IV/IO access',
    'mass-casualty triage',
  ];
  it('in text', () => expect(fromText(lines)).toEqual(expected));
  it('in a PDF', async () => expect(await fromPdf(lines)).toEqual(expected));

  it('a line as long as the list runs, cut inside an item, still goes on ("Budget" over "tracking")', () => {
    expect(
      fromText([
        'Primavera P6, Microsoft Project, Smartsheet, Accela, Bluebeam Revu, Budget',
        'tracking, Stakeholder communication',
      ]),
    ).toEqual([
      'Primavera P6',
      'Microsoft Project',
      'Smartsheet',
      'Accela',
      'Bluebeam Revu',
      'Budget tracking',
      'Stakeholder communication',
    ]);
  });
});

describe("a section of 'Label: items' lines labels every group so", () => {
  it("a group's name that lost its colon ('Systems Chimio, Pharma') is a label, not the end of the line above (PDF)", async () => {
    expect(
      await fromPdf([
        'Clinical: Oncology pharmacy, antimicrobial stewardship, therapeutic',
        'drug monitoring',
        'Compounding: Aseptic preparation, cytotoxic reconstitution, isolator operation',
        'Systems Chimio, Pharma, Orbis, Excel',
      ]),
    ).toEqual([
      'Oncology pharmacy',
      'antimicrobial stewardship',
      'therapeutic drug monitoring',
      'Aseptic preparation',
      'cytotoxic reconstitution',
      'isolator operation',
      'Chimio',
      'Pharma',
      'Orbis',
      'Excel',
    ]);
  });

  it("labels set off by a spaced dash ('Software - Excel, QuickBooks') are no skills (PDF)", async () => {
    expect(
      await fromPdf(['Software - Excel, QuickBooks, Salesforce', 'Office - Scheduling, Payroll, Vendor management']),
    ).toEqual(['Excel', 'QuickBooks', 'Salesforce', 'Scheduling', 'Payroll', 'Vendor management']);
  });

  it("group names without colons on every line ('Software Excel, …', 'Office Scheduling, …')", () => {
    expect(
      fromText(['Software Excel, QuickBooks, Salesforce', 'Office Scheduling, Payroll, Vendor management']),
    ).toEqual(['Excel', 'QuickBooks', 'Salesforce', 'Scheduling', 'Payroll', 'Vendor management']);
  });

  it("a line opened by a skill that starts with a group's word ('Data Analysis, Excel') stays a list", () => {
    expect(fromText(['Tools: Tableau, Looker', 'Methods: Forecasting, Budgeting', 'Data Analysis, Excel'])).toEqual([
      'Tableau',
      'Looker',
      'Forecasting',
      'Budgeting',
      'Data Analysis',
      'Excel',
    ]);
  });
});

describe('a separator the section uses twice or more on a line splits all its lines', () => {
  it("spaced slashes ('Excel / QuickBooks / Salesforce', PDF)", async () => {
    expect(
      await fromPdf(['Excel / QuickBooks / Salesforce', 'Vendor management / Payroll processing / Event planning']),
    ).toEqual(['Excel', 'QuickBooks', 'Salesforce', 'Vendor management', 'Payroll processing', 'Event planning']);
  });

  it("spaced hyphens ('Excel - QuickBooks - Salesforce', PDF)", async () => {
    expect(await fromPdf(['Excel - QuickBooks - Salesforce - Vendor management - Payroll processing'])).toEqual([
      'Excel',
      'QuickBooks',
      'Salesforce',
      'Vendor management',
      'Payroll processing',
    ]);
  });

  it("one slash alone is part of an item ('Lean / Kaizen events')", () => {
    expect(fromText(['Lean / Kaizen events', 'Labor planning', 'Microsoft Excel'])).toEqual([
      'Lean / Kaizen events',
      'Labor planning',
      'Microsoft Excel',
    ]);
  });
});

describe('one item a line', () => {
  it('a writer who starts items in lower case: each line is an item, not the end of the one above', () => {
    expect(
      fromText(['Vendor management', 'payroll processing', 'event planning', 'travel booking', 'Microsoft Excel']),
    ).toEqual(['Vendor management', 'payroll processing', 'event planning', 'travel booking', 'Microsoft Excel']);
    expect(fromText(['Budgeting', 'scheduling', 'payroll', 'Excel'])).toEqual([
      'Budgeting',
      'scheduling',
      'payroll',
      'Excel',
    ]);
  });

  it("a column's wrapped item, one lower-case word under its start ('Antimicrobial' over 'stewardship'), stays one", () => {
    expect(
      fromText(['Anticoagulation', 'Antimicrobial', 'stewardship', 'Pharmacokinetic dosing', 'Epic Willow']),
    ).toEqual(['Anticoagulation', 'Antimicrobial stewardship', 'Pharmacokinetic dosing', 'Epic Willow']);
  });
});

it("two names and where they were used ('Linux and SLURM on Compute Canada clusters') are the two names", () => {
  expect(
    fromText([
      'Python (xarray, NumPy, pandas), R, MATLAB, QGIS, ArcGIS Pro, HEC-RAS, HEC-HMS,',
      'Raven, Linux and SLURM on Compute Canada clusters, LaTeX',
    ]),
  ).toEqual([
    'Python (xarray, NumPy, pandas)',
    'R',
    'MATLAB',
    'QGIS',
    'ArcGIS Pro',
    'HEC-RAS',
    'HEC-HMS',
    'Raven',
    'Linux',
    'SLURM',
    'LaTeX',
  ]);
  // A licence and what it covers stays whole.
  expect(fromText(['Route planning, CDL Class B with S and P endorsements, Spanish'])).toContain(
    'CDL Class B with S and P endorsements',
  );
});

it("a table whose every row is a group's name and its list drops every name, one that names a skill ('Nursing') too", () => {
  expect(
    fromText([
      'Nursing\tEpic charting, Telemetry monitoring, Wound care',
      'Quality\tFalls prevention, Sepsis protocols',
    ]),
  ).toEqual(['Epic charting', 'Telemetry monitoring', 'Wound care', 'Falls prevention', 'Sepsis protocols']);
});

it("a skill, a spaced dash and a phrase about it ('Epic charting - daily on a 32-bed unit') is the skill (PDF)", async () => {
  expect(
    await fromPdf([
      'Epic charting - daily on a 32-bed unit',
      'Telemetry monitoring - five years on a cardiac step-down floor',
      'Wound care - certified by the WOCN society in 2021',
    ]),
  ).toEqual(['Epic charting', 'Telemetry monitoring', 'Wound care']);
  // Items set apart by the same dash, each capitalised, stay items.
  expect(fromText(['Tattooing - Fine line - Color realism'])).toEqual(['Tattooing', 'Fine line', 'Color realism']);
});
