// How a PDF's text items become lines, for the page layouts résumé builders and themes print:
// a label column of headings and dates beside the content, headings and dates set flush right,
// a name across the top of two columns, small capitals drawn a glyph at a time, chips set apart by
// wide spaces, icons drawn from the text font, profiles linked from an icon alone. Each page here
// is built item by item as the PDF reader hands them over (x, baseline y, width, size; PDF space).
import { layoutPdf } from '../src/extract/pdf-layout';
import type { RawPdfPage } from '../src/extract/pdf-worker-pool';
import { parseResumeText } from '../src/parse/parse-resume-text';

interface Spec {
  str: string;
  x: number;
  y: number;
  /** Defaults to 0.5 em a character. */
  width?: number;
  size?: number;
  font?: string;
}

function page(items: Spec[], links: RawPdfPage['links'] = []): RawPdfPage {
  const geometry: number[] = [];
  for (const { str, x, y, width, size = 10 } of items) geometry.push(x, y, width ?? str.length * size * 0.5, size, 0);
  return {
    width: 612,
    height: 792,
    strings: items.map((item) => item.str),
    fonts: items.map((item) => item.font ?? 'body'),
    geometry: Float64Array.from(geometry),
    images: 0,
    links,
  };
}

/** One line of text at (x, y), a word an item, with normal spaces between. */
function words(text: string, x: number, y: number, size = 10): Spec[] {
  return [{ str: text, x, y, size }];
}

const lines = (pages: RawPdfPage[]) =>
  layoutPdf(pages)
    .text.split('\n')
    .filter((line) => line !== '');

it('a left column of headings and dates labels the rows beside it: each label reads before its row', () => {
  const items = [
    ...words('Jane Doe', 250, 760, 16),
    ...words('WORK EXPERIENCE', 40, 700),
    ...words('2021-01 to Present', 40, 686),
    ...words('Senior Financial Analyst at Northwind Traders', 220, 700),
    ...words('Built the quarterly forecasting model for four units', 220, 686),
    ...words('Cut the monthly close from 8 to 5 days by automation', 220, 672),
    ...words('2018-07 to 2020-12', 40, 640),
    ...words('Financial Analyst at Contoso Bank', 220, 640),
    ...words('Prepared financial statements for 20 audit clients', 220, 626),
    ...words('EDUCATION', 40, 590),
    ...words('University of Denver', 220, 590),
    ...words('Bachelor of Science in Finance', 220, 576),
  ];
  expect(lines([page(items)])).toEqual([
    'Jane Doe',
    'WORK EXPERIENCE',
    '2021-01 to Present',
    'Senior Financial Analyst at Northwind Traders',
    'Built the quarterly forecasting model for four units',
    'Cut the monthly close from 8 to 5 days by automation',
    '2018-07 to 2020-12',
    'Financial Analyst at Contoso Bank',
    'Prepared financial statements for 20 audit clients',
    'EDUCATION',
    'University of Denver',
    'Bachelor of Science in Finance',
  ]);
});

it('headings and dates set flush right are not a column: each date stays on its role’s line', () => {
  const body = [
    ['Northwind Traders', 'Senior Financial Analyst', '2021-01 - 2023-05'],
    ['Contoso Bank', 'Financial Analyst', '2018-07 - 2020-12'],
    ['Fabrikam', 'Finance Intern', '2017-06 - 2017-08'],
  ];
  const items: Spec[] = [...words('Jane Doe', 40, 760, 16), ...words('Work', 520, 730, 16)];
  body.forEach(([employer, title, dates], i) => {
    const y = 700 - i * 60;
    items.push(
      ...words(employer!, 40, y),
      ...words(dates!, 460, y),
      ...words(title!, 40, y - 14),
      ...words('Built and ran the monthly reporting process', 40, y - 28),
    );
  });
  items.push(
    ...words('Education', 500, 500, 16),
    ...words('University of Denver', 40, 470),
    ...words('2013 - 2017', 460, 470),
  );
  const text = lines([page(items)]);
  expect(text).toContain('Northwind Traders\t2021-01 - 2023-05');
  expect(text).toContain('Fabrikam\t2017-06 - 2017-08');
  expect(text.indexOf('Work')).toBeLessThan(text.indexOf('Northwind Traders\t2021-01 - 2023-05'));
  expect(text.indexOf('Education')).toBeGreaterThan(text.indexOf('Fabrikam\t2017-06 - 2017-08'));
});

it('a name set across the top of a sidebar and a main column does not hide their gutter', () => {
  const sidebar = [
    'About',
    'Denver, CO',
    'jane@example.com',
    '(555) 014-2231',
    'Skills',
    'Budgeting',
    'Forecasting',
    'Excel',
  ];
  const main = [
    'Summary',
    'Financial analyst who builds forecasting models.',
    'Experience',
    'Northwind Traders',
    'Senior Financial Analyst',
    'Built the quarterly forecasting model',
    'Cut the monthly close by three days',
  ];
  const items: Spec[] = [{ str: 'Jane Alexandra Doe', x: 40, y: 760, size: 24 }];
  sidebar.forEach((text, i) => items.push(...words(text, 40, 700 - i * 16)));
  main.forEach((text, i) => items.push(...words(text, 200, 700 - i * 16)));
  const text = lines([page(items)]);
  expect(text[0]).toBe('Jane Alexandra Doe');
  // The sidebar reads whole, then the main column: no line mixes the two.
  expect(text.slice(1)).toEqual([...sidebar, ...main]);
});

it('small capitals drawn a glyph at a time, hair spaces between letters, read as words', () => {
  // 'TO PRESENT' as a browser prints small capitals: each glyph an item, a hair-space item between
  // letters of a word, a real space between words.
  const glyphs: Spec[] = [{ str: ' ', x: 78, y: 600, width: 4.5, size: 7.6 }];
  let x = 82.5;
  for (const [index, char] of [...'TO PRESENT'].entries()) {
    if (char === ' ') {
      glyphs.push({ str: ' ', x, y: 600, width: 4.5, size: 5.2, font: 'caps' });
      x += 4.5;
      continue;
    }
    glyphs.push({ str: char, x, y: 600, width: 3.6, size: 5.2, font: 'caps' });
    x += 3.6;
    if ([...'TO PRESENT'][index + 1] !== ' ' && index < 9) {
      glyphs.push({ str: ' ', x, y: 600, width: 0.9, size: 5.2, font: 'caps' });
      x += 0.75;
    }
  }
  const items = [...words('Jane Doe', 40, 700, 16), ...words('2021-01-01', 40, 600, 7.6), ...glyphs];
  expect(lines([page(items)])).toEqual(['Jane Doe', '2021-01-01 TO PRESENT']);
});

it('chips set apart by wide spaces are cells; icons drawn from the text font are dropped', () => {
  const row: Spec[] = [];
  let x = 40;
  for (const chip of ['Financial Modeling', 'Forecasting', 'Excel']) {
    row.push({ str: chip, x, y: 600, size: 9 });
    x += chip.length * 4.5;
    row.push({ str: ' ', x, y: 600, width: 23, size: 9 });
    x += 17.5;
  }
  // An icon the font has no character for comes out as U+0000, alone between spaces.
  const contact = [
    { str: '\u0000', x: 40, y: 650, width: 6 },
    { str: ' ', x: 46, y: 650, width: 3 },
    { str: 'Denver, CO', x: 50, y: 650 },
  ];
  const text = lines([page([...words('Jane Doe', 40, 700, 16), ...contact, ...row])]);
  expect(text).toEqual(['Jane Doe', 'Denver, CO', 'Financial Modeling\tForecasting\tExcel']);
});

it('profiles the first page links to from an icon alone are read as contact links', () => {
  const items = [
    ...words('Jane Doe', 40, 700, 16),
    ...words('jane@example.com', 40, 680),
    { str: '\u0000', x: 40, y: 660, width: 8 },
  ];
  const links = [
    { url: 'https://www.linkedin.com/in/janedoe/', rect: [38, 657, 50, 669] },
    { url: 'https://github.com/janedoe', rect: [52, 657, 64, 669] },
    { url: 'https://acme.com/about', rect: [66, 657, 78, 669] },
  ];
  const { text, linkHints } = layoutPdf([page(items, links)]);
  expect(linkHints).toEqual(['linkedin.com/in/janedoe', 'github.com/janedoe']);
  expect(parseResumeText(text, { linkHints }).contact.links).toEqual(['linkedin.com/in/janedoe', 'github.com/janedoe']);
});

it('running headers and footers stay out of a role that runs over the page break; their contact details read with the header', () => {
  const footer = (n: number): Spec => ({
    str: `jane.doe@example.com · (555) 014-2231 · Page ${n} of 2`,
    x: 150,
    y: 30,
    size: 8,
  });
  const first = page([
    { str: 'Jane Doe', x: 72, y: 740, size: 20 },
    { str: 'Financial Analyst', x: 72, y: 715 },
    { str: 'EXPERIENCE', x: 72, y: 680, size: 12 },
    { str: 'Senior Financial Analyst', x: 72, y: 660 },
    { str: 'Jan 2019 – Present', x: 450, y: 660 },
    { str: 'Northwind Traders', x: 72, y: 646 },
    { str: '• Built the quarterly forecasting model used by four business units', x: 72, y: 630 },
    { str: '• Cut the monthly close from ten days to six', x: 72, y: 90 },
    footer(1),
  ]);
  const second = page([
    { str: 'Jane Doe – Résumé', x: 72, y: 760, size: 8 },
    { str: '• Reconciled 300 accounts a month with no audit findings', x: 72, y: 720 },
    { str: 'EDUCATION', x: 72, y: 690, size: 12 },
    { str: 'Bachelor of Science in Finance', x: 72, y: 670 },
    { str: 'University of Denver', x: 72, y: 656 },
    { str: '2011 – 2015', x: 450, y: 656 },
    footer(2),
  ]);
  const parsed = parseResumeText(layoutPdf([first, second]).text);
  expect(parsed.contact).toMatchObject({
    fullName: 'Jane Doe',
    email: 'jane.doe@example.com',
    phone: '(555) 014-2231',
  });
  expect(parsed.experience.map(({ title, company, bullets }) => ({ title, company, bullets }))).toEqual([
    {
      title: 'Senior Financial Analyst',
      company: 'Northwind Traders',
      bullets: [
        'Built the quarterly forecasting model used by four business units',
        'Cut the monthly close from ten days to six',
        'Reconciled 300 accounts a month with no audit findings',
      ],
    },
  ]);
  expect(parsed.education).toEqual([
    {
      degree: 'Bachelor of Science in Finance',
      institution: 'University of Denver',
      startDate: '2011',
      endDate: '2015',
    },
  ]);
});

it("moderncv's margin: dates and item labels set flush right beside their rows join those rows, not a column of their own", () => {
  // Each label ends at x = 140 (flush right), its row starting at x = 150.
  const label = (text: string, y: number) => words(text, 140 - text.length * 5, y);
  const items = [
    ...words('Daniel Okoro', 150, 760, 20),
    ...words('Experience', 150, 720, 12),
    ...label('2020–Present', 700),
    ...words('Site Engineer, Skanska USA Civil, Philadelphia, PA', 150, 700),
    ...words('Supervised the deck replacement of a 400 m river bridge on schedule.', 150, 686),
    ...label('2017–2020', 666),
    ...words('Project Engineer, Pennsylvania Department of Transportation, Harrisburg, PA', 150, 666),
    ...words('Reviewed drainage and grading plans for 30 highway projects.', 150, 652),
    ...label('2015–2017', 632),
    ...words('Engineering Intern, AECOM, Philadelphia, PA', 150, 632),
    ...words('Drafted culvert details in Civil 3D.', 150, 618),
    ...words('Skills', 150, 590, 12),
    ...label('Design', 570),
    ...words('Civil 3D, MicroStation, SAP2000', 150, 570),
    ...label('Field', 556),
    ...words('Surveying, Concrete testing', 150, 556),
    ...words('Languages', 150, 530, 12),
    ...label('English', 510),
    ...words('Native', 150, 510),
    ...label('Igbo', 496),
    ...words('Fluent', 150, 496),
    ...label('Relevant coursework', 482),
    ...words('Hydraulics, Geotechnics', 150, 482),
  ];
  const text = lines([page(items)]);
  expect(text).toEqual([
    'Daniel Okoro',
    'Experience',
    '2020–Present\tSite Engineer, Skanska USA Civil, Philadelphia, PA',
    'Supervised the deck replacement of a 400 m river bridge on schedule.',
    '2017–2020\tProject Engineer, Pennsylvania Department of Transportation, Harrisburg, PA',
    'Reviewed drainage and grading plans for 30 highway projects.',
    '2015–2017\tEngineering Intern, AECOM, Philadelphia, PA',
    'Drafted culvert details in Civil 3D.',
    'Skills',
    'Design: Civil 3D, MicroStation, SAP2000',
    'Field: Surveying, Concrete testing',
    'Languages',
    'English: Native',
    'Igbo: Fluent',
    'Relevant coursework: Hydraulics, Geotechnics',
  ]);
  const parsed = parseResumeText(text.join('\n'));
  expect(parsed.experience.map((role) => [role.title, role.company, role.startDate, role.endDate])).toEqual([
    ['Site Engineer', 'Skanska USA Civil', '2020', 'Present'],
    ['Project Engineer', 'Pennsylvania Department of Transportation', '2017', '2020'],
    ['Engineering Intern', 'AECOM', '2015', '2017'],
  ]);
  expect(parsed.skills).toEqual(['Civil 3D', 'MicroStation', 'SAP2000', 'Surveying', 'Concrete testing']);
});

it('a name and headings set with wide tracking, their letters apart in the text, read as words', () => {
  const items = [
    { str: 'E V E L Y N', x: 148, y: 700, width: 88, size: 16 },
    { str: ' ', x: 236, y: 700, width: 11, size: 16 },
    { str: 'M A R S H - O K O N KW O', x: 247, y: 700, width: 214, size: 16 },
    ...words('evelyn.marsh.okonkwo@gmail.com · 470-555-0183', 170, 670),
    { str: 'C O N TA C T', x: 78, y: 640, width: 70 },
    ...words('Atlanta, GA', 78, 626),
    // Initials and a grade range are not tracking.
    ...words('A B Testing, K 12', 78, 612),
  ];
  expect(lines([page(items)])).toEqual([
    'EVELYN MARSH-OKONKWO',
    'evelyn.marsh.okonkwo@gmail.com · 470-555-0183',
    'CONTACT',
    'Atlanta, GA',
    'A B Testing, K 12',
  ]);
  expect(parseResumeText(lines([page(items)]).join('\n')).contact.fullName).toBe('Evelyn Marsh-Okonkwo');
});

it("a role's dates and place set flush right beside its title and employer read on their lines, not as a column after the page", () => {
  // A flex row per line: the title or employer at the left margin, the dates or the place flush right.
  const rows: Array<[string, string | null]> = [
    ['Project Engineer (P.E.)', '06/2019 – present'],
    ['Kimley-Horn', 'Sacramento, CA'],
    ['• Design lead on 11 roadway widening projects up to $40M across three counties.', null],
    ['• Stamp drainage reports and plan sets for the district office every month.', null],
    ['Staff Engineer (EIT)', '07/2016 – 05/2019'],
    ['Mark Thomas & Company', 'San Jose, CA'],
    ['• Grading and drainage design in Civil 3D for interchange projects.', null],
    ['Engineering Intern', '06/2014 – 08/2015'],
    ['Caltrans', 'Oakland, CA'],
  ];
  const items = [...words('Henrik Lindqvist', 220, 760, 18), ...words('Professional Experience', 40, 720, 12)];
  rows.forEach(([text, label], index) => {
    const y = 700 - index * 14;
    items.push(...words(text, 40, y));
    if (label) items.push(...words(label, 572 - label.length * 5, y));
  });
  const read = lines([page(items)]);
  expect(read).toContain('Project Engineer (P.E.)\t06/2019 – present');
  expect(read).toContain('Kimley-Horn\tSacramento, CA');
  expect(read).toContain('Caltrans\tOakland, CA');
  expect(parseResumeText(read.join('\n')).experience.map((role) => [role.company, role.startDate])).toEqual([
    ['Kimley-Horn', '06/2019'],
    ['Mark Thomas & Company', '07/2016'],
    ['Caltrans', '06/2014'],
  ]);
});

it("moderncv's margin on a short page: a label beside its content reads 'Label: content', two labels a row (\\cvdoubleitem) too", () => {
  // Too few lines for a column: each label ends at x = 140 and its content starts at x = 150; the
  // second label of a row ends at x = 380, its content at x = 390.
  const label = (text: string, y: number, edge = 140) => words(text, edge - text.length * 5, y);
  const items = [
    ...words('Saoirse Delaney', 150, 760, 20),
    ...words('Education', 150, 720, 12),
    ...label('2012–2013', 700),
    ...words('MEng in Structural Engineering, University College Dublin', 150, 700),
    ...label('2008', 686),
    ...words('BEng in Civil Engineering, Trinity College Dublin', 150, 686),
    ...words('Computer skills', 150, 660, 12),
    ...label('Analysis', 640),
    ...words('Robot, SAP2000', 150, 640),
    ...label('Drafting', 640, 380),
    ...words('Revit, AutoCAD', 390, 640),
    ...label('Codes', 626),
    ...words('Eurocodes', 150, 626),
    ...label('Scripting', 626, 380),
    ...words('Python, Dynamo', 390, 626),
  ];
  expect(lines([page(items)])).toEqual([
    'Saoirse Delaney',
    'Education',
    '2012–2013\tMEng in Structural Engineering, University College Dublin',
    '2008\tBEng in Civil Engineering, Trinity College Dublin',
    'Computer skills',
    'Analysis: Robot, SAP2000\tDrafting: Revit, AutoCAD',
    'Codes: Eurocodes\tScripting: Python, Dynamo',
  ]);
  expect(parseResumeText(lines([page(items)]).join('\n')).skills).toEqual([
    'Robot',
    'SAP2000',
    'Revit',
    'AutoCAD',
    'Eurocodes',
    'Python',
    'Dynamo',
  ]);
  // An end date wrapped under its start ('July 2015 –' over 'May 2020') stays on its line as before.
  const wrapped = [
    ...words('Bruce Wayne', 150, 760, 20),
    ...words('Experience', 150, 720, 12),
    ...label('July 2015 –', 700),
    ...words('Full Stack Developer, Uber, San Francisco, USA', 150, 700),
    ...label('May 2020', 686),
    ...words('Developed and maintained scalable web applications.', 150, 686),
    ...label('June 2012 –', 666),
    ...words('Software Developer, Facebook, Menlo Park, USA', 150, 666),
    ...label('Present', 652),
    ...words('Developed features for the web application.', 150, 652),
  ];
  const roles = parseResumeText(lines([page(wrapped)]).join('\n')).experience.map((role) => [
    role.company,
    role.startDate,
    role.endDate,
  ]);
  expect(roles).toEqual([
    ['Uber', 'July 2015', 'May 2020'],
    ['Facebook', 'June 2012', 'Present'],
  ]);
});

it("a bar drawn alone from a symbol font ('$|$' in LaTeX) between a line's parts is text, not an icon", () => {
  const items: Spec[] = [
    ...words('Priyanka Venkataraman', 200, 760, 20),
    { str: '408-555-0163', x: 150, y: 736 },
    { str: '|', x: 214, y: 736, width: 3, font: 'cmsy10' },
    { str: 'priyanka.v@example.com', x: 222, y: 736 },
    ...words('Experience', 40, 710, 12),
    { str: 'Assistant Store Manager', x: 40, y: 690 },
    { str: '|', x: 160, y: 690, width: 3, font: 'cmsy10' },
    { str: 'Target', x: 168, y: 690 },
    ...words('Jun 2021 – Present', 480, 690),
    { str: 'Sales Associate', x: 40, y: 660 },
    { str: '|', x: 120, y: 660, width: 3, font: 'cmsy10' },
    { str: 'Nordstrom Rack', x: 128, y: 660 },
    ...words('Jun 2016 – Jul 2018', 480, 660),
  ];
  const read = lines([page(items)]);
  expect(read).toContain('Assistant Store Manager | Target\tJun 2021 – Present');
  expect(parseResumeText(read.join('\n')).experience.map((role) => [role.title, role.company])).toEqual([
    ['Assistant Store Manager', 'Target'],
    ['Sales Associate', 'Nordstrom Rack'],
  ]);
});

it("accents LaTeX draws apart from their letters ('E' under '´', 'Montr´eal') join them: 'Émilie', 'Montréal'", () => {
  const items: Spec[] = [
    { str: 'Emilie Tremblay', x: 200, y: 760, size: 20 },
    { str: '´', x: 202, y: 768, width: 6, size: 20 },
    { str: 'Montr´eal, QC', x: 200, y: 736 },
    ...words('Experience', 40, 710, 12),
    ...words('Engineering Intern, Hydro-Qu´ebec, Varennes\t2017', 40, 690),
  ];
  const read = lines([page(items)]);
  expect(read[0]).toBe('Émilie Tremblay');
  expect(read[1]).toBe('Montréal, QC');
  expect(read.join('\n')).toContain('Hydro-Québec');
});

it("a name set with letter spacing keeps its initial's full stop ('DANA M. OKAFOR', not 'M .')", () => {
  // Each glyph an item, a tracking of 0.15 em between them; the full stop's ink starts a side bearing
  // further on (0.35 em after the M's ink).
  const spaced = (text: string, x: number, y: number, size: number): Spec[] =>
    [...text].map((ch, i) => ({
      str: ch,
      x: x + i * size * 0.75,
      y,
      size,
      width: ch === ' ' ? size * 0.25 : size * 0.6,
    }));
  const items: Spec[] = [
    ...spaced('DANA M', 150, 760, 20),
    { str: '.', x: 150 + 5 * 15 + 12 + 7, y: 760, size: 20, width: 3 },
    ...spaced('OKAFOR', 150 + 7 * 15, 760, 20),
    ...words('dana.okafor@example.com', 150, 730),
  ];
  expect(lines([page(items)])[0]).toBe('DANA M. OKAFOR');
});

it('text set flush right at the end of lines that start at the left (dates after \\hfill, a contact block) is not a column', () => {
  const right = (text: string, y: number, size = 10) => words(text, 572 - text.length * size * 0.5, y, size);
  const items: Spec[] = [
    ...words('Obinna Eze', 40, 760, 24),
    ...right('obinna.eze@example.com', 762),
    ...words('Registered Nurse, BSN', 40, 736, 12),
    ...right('346-555-0129', 736),
    ...right('Houston, TX', 722),
    ...words('EXPERIENCE', 40, 690, 12),
    ...words('Houston Methodist — Registered Nurse, Cardiac ICU', 40, 672),
    ...right('2020 – Present', 672),
    ...words('Two critically ill cardiac patients a shift; a preceptor.', 40, 658),
    ...words('Memorial Hermann — Registered Nurse, Med-Surg', 40, 640),
    ...right('2017 – 2020', 640),
    ...words('Six-patient assignments on a 32-bed surgical unit.', 40, 626),
    ...words('EDUCATION', 40, 600, 12),
    ...words("BSN, Texas Woman's University", 40, 582),
    ...right('2017', 582),
    ...words('SKILLS', 40, 556, 12),
    ...words('BLS, ACLS', 40, 538),
    ...words('Epic charting', 230, 538),
    ...words('IV therapy', 420, 538),
    ...words('CCRN', 40, 524),
    ...words('Telemetry', 230, 524),
    ...words('Ventilator care', 420, 524),
  ];
  const read = lines([page(items)]);
  expect(read).toContain('Houston Methodist — Registered Nurse, Cardiac ICU\t2020 – Present');
  expect(read).toContain('Memorial Hermann — Registered Nurse, Med-Surg\t2017 – 2020');
  expect(read).toContain('BLS, ACLS\tEpic charting\tIV therapy');
});
