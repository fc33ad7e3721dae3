import { parseResumeText, readingOf, scoreResume } from '../src/index';

const NOW = new Date('2026-01-15T00:00:00Z');
const resume = (
  experience: string,
  rest = '\nEducation\nBachelor of Science in Business, University of Colorado, 2015\n\nSkills\nInventory Management, Excel, SQL\n',
) =>
  `Jane Smith\njane.smith@example.com | (555) 123-4567 | linkedin.com/in/janesmith | Denver, CO\n\n${experience}\n${rest}`;

const UNDATED = `Experience
Volunteer Coordinator
Denver Food Bank
• Organized 120 volunteers for weekend food drives.
• Recruited 40 new volunteers through local schools.

Operations Manager, Northwind Traders, Denver, CO
Jan 2020 – Present
• Led a team of 25 pickers and cut late shipments by 30%.
`;

describe('readingOf: what the reader found, as a person is shown it', () => {
  it('gives the contact, each role with its dates and bullet count, the schools and the skills', () => {
    const reading = readingOf(parseResumeText(resume(UNDATED)));
    expect(reading.contact).toEqual({
      name: 'Jane Smith',
      email: 'jane.smith@example.com',
      phone: '(555) 123-4567',
      location: 'Denver, CO',
      links: ['linkedin.com/in/janesmith'],
    });
    expect(reading.roles).toEqual([
      {
        title: 'Volunteer Coordinator',
        employer: 'Denver Food Bank',
        location: null,
        start: null,
        end: null,
        bullets: 2,
      },
      {
        title: 'Operations Manager',
        employer: 'Northwind Traders',
        location: 'Denver, CO',
        start: 'Jan 2020',
        end: 'Present',
        bullets: 1,
      },
    ]);
    expect(reading.education).toEqual([
      { degree: 'Bachelor of Science in Business', school: 'University of Colorado', start: null, end: '2015' },
    ]);
    expect(reading.skills).toEqual(['Inventory Management', 'Excel', 'SQL']);
    expect(reading.headings).toEqual(['Experience', 'Education', 'Skills']);
  });

  it('warns in plain words about a role without dates, naming it', () => {
    const { warnings } = readingOf(parseResumeText(resume(UNDATED)));
    expect(warnings).toEqual([
      {
        id: 'role-no-dates',
        component: 'dates',
        item: 0,
        message:
          'No dates found for "Volunteer Coordinator": many ATS cannot place a role without dates; put them on the role\'s line.',
      },
    ]);
  });

  it('warns about contact details, an experience section, schools and skills not found', () => {
    const { warnings } = readingOf(parseResumeText('Jane Smith\n\nSummary\nI organise things well and on time.\n'));
    expect(warnings.map((w) => w.id)).toEqual([
      'email-missing',
      'phone-missing',
      'experience-missing',
      'education-missing',
      'skills-missing',
    ]);
    expect(warnings.find((w) => w.id === 'experience-missing')!.message).toMatch(/^No experience section found: /);
  });

  it('says when a role header was read as a bullet of the role above it (a lost role)', () => {
    const text = resume(
      'Experience\nOperations Manager | Northwind Traders | Jan 2020 – Present\n• Led a team of 25 pickers and cut late shipments by 30%.\n\nVolunteer Coordinator | Denver Food Bank\n• Organized 120 volunteers for weekend food drives.\n',
    );
    const { warnings } = readingOf(parseResumeText(text));
    expect(warnings.find((w) => w.id === 'role-in-bullets')?.message).toBe(
      '"Volunteer Coordinator | Denver Food Bank" was read as a line of "Operations Manager", not as a role of its own: put its dates on that line, as "Volunteer Coordinator | Food Bank | 2019 – 2021", so an ATS sees a new role.',
    );
    const alone = resume(
      'Experience\nOperations Manager, Northwind Traders\nJan 2020 – Present\n• Led a team of 25 pickers and cut late shipments by 30%.\n\nVolunteer Coordinator\nDenver Food Bank\n• Organized 120 volunteers for weekend food drives.\n',
    );
    expect(
      readingOf(parseResumeText(alone))
        .warnings.filter((w) => w.id === 'role-in-bullets')
        .map((w) => w.item),
    ).toEqual([0]);
  });

  it('says a title was guessed when it has no usual job-title word', () => {
    const text = resume(
      'Experience\nData Entry, Contoso Bank\nJun 2015 – Dec 2018\n• Entered 300 loan files a week with no errors.\n',
    );
    const { warnings } = readingOf(parseResumeText(text));
    expect(warnings.map((w) => w.id)).toContain('role-title-guessed');
  });

  it('keeps what it sends bounded: long values are clipped, long lists cut', () => {
    const skills = Array.from({ length: 400 }, (_, i) => `Skill${i}`).join(', ');
    const reading = readingOf(parseResumeText(resume(UNDATED, `\nSkills\n${skills}\n`)));
    expect(reading.skills.length).toBeLessThanOrEqual(150);
  });
});

describe('the score uses the same reading', () => {
  it("gives a role without dates a finding under 'Date consistency' that names it", () => {
    const result = scoreResume(parseResumeText(resume(UNDATED)), {}, NOW);
    const dates = result.components.find((c) => c.id === 'dates')!;
    expect(dates.label).toBe('Date consistency');
    expect(dates.suggestions).toContain(
      'No dates found for "Volunteer Coordinator": many ATS cannot place a role without dates; put them on the role\'s line.',
    );
    expect(result.reading.roles).toHaveLength(2);
  });

  it('makes an experience section not found a finding with advice', () => {
    const result = scoreResume(
      parseResumeText(
        'Jane Smith\njane@example.com\n\nSummary\nI organise things well and on time.\n\nSkills\nExcel, SQL\n',
      ),
      {},
      NOW,
    );
    const sections = result.components.find((c) => c.id === 'sections')!;
    expect(sections.suggestions).toContain(
      'No experience section found: many ATS only read roles under a heading they know; head your roles "Experience".',
    );
  });

  it('makes a role lost into the bullets above it a finding, and a role without bullets one under bullet quality', () => {
    const lost = scoreResume(
      parseResumeText(
        resume(
          'Experience\nOperations Manager | Northwind Traders | Jan 2020 – Present\n• Led a team of 25 pickers and cut late shipments by 30%.\n\nVolunteer Coordinator | Denver Food Bank\n• Organized 120 volunteers for weekend food drives.\n',
        ),
      ),
      {},
      NOW,
    );
    expect(
      lost.components
        .find((c) => c.id === 'sections')!
        .suggestions.some((s) => s.startsWith('"Volunteer Coordinator | Denver Food Bank" was read as a line of')),
    ).toBe(true);
    const bare = scoreResume(
      parseResumeText(
        resume(
          'Experience\nOperations Manager, Northwind Traders\nJan 2020 – Present\n\nCashier, Kroger\nJan 2016 – Dec 2019\n• Served 200 customers a day and balanced the till to the cent.\n',
        ),
      ),
      {},
      NOW,
    );
    expect(bare.components.find((c) => c.id === 'bullets')!.suggestions).toContain(
      'No bullet points found under "Operations Manager": describe what you did there in 3-6 bullets.',
    );
  });
});
