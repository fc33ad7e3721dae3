import { parseResume, shutdownPdfWorkers, type ParsedResume } from '../src/index';
import { corpusBytes, describeWithCorpus, RESUME_PDFS } from './support/corpus';

const EXPECTED: Record<
  (typeof RESUME_PDFS)[number],
  { name: string; email: string; phone: string; employers: string[] }
> = {
  'alfred_pennyworth_pm.pdf': {
    name: 'Alfred Pennyworth',
    email: 'alfred.pennyworth@email.com',
    phone: '(123) 456-7890',
    employers: ['Google', 'Amazon', 'Apple', 'Netflix', 'Facebook'],
  },
  'barry_allen_fe.pdf': {
    name: 'Barry Allen',
    email: 'allthe.stars@google.com',
    phone: '(123) 456-7890',
    employers: ['Google'],
  },
  'bruce_wayne_fullstack.pdf': {
    name: 'Bruce Wayne',
    email: 'bwayne@email.com',
    phone: '(123) 456-7890',
    employers: ['OpenAI', 'Uber', 'Facebook'],
  },
  'john_doe.pdf': {
    name: 'John Doe',
    email: 'john.doe@email.com',
    phone: '(123) 456-7890',
    employers: ['ABC Company, Inc.', 'XYZ Solutions'],
  },
  'ditto_two_column.pdf': {
    name: 'John Doe',
    email: 'hello@johndoe.com',
    phone: '555-555-5555',
    employers: ['Telcoin'],
  },
};

const parsed = new Map<string, ParsedResume>();

beforeAll(async () => {
  for (const file of RESUME_PDFS)
    parsed.set(file, await parseResume(corpusBytes(`resumes/${file}`), { fileName: file }));
}, 60_000);

afterAll(() => shutdownPdfWorkers());

describeWithCorpus('parseResume on the corpus PDFs', () => {
  it.each(RESUME_PDFS)('finds the name, email and phone of %s', (file) => {
    const { contact } = parsed.get(file)!;
    expect(contact.fullName).toBe(EXPECTED[file].name);
    expect(contact.email).toBe(EXPECTED[file].email);
    expect(contact.phone).toBe(EXPECTED[file].phone);
  });

  it.each(RESUME_PDFS)('lists every employer of %s, newest first, with dates', (file) => {
    const { experience } = parsed.get(file)!;
    expect(experience.map((e) => e.company)).toEqual(EXPECTED[file].employers);
    for (const e of experience) {
      expect(e.title).toBeTruthy();
      expect(e.endDate).toBeTruthy();
      expect(e.bullets.length).toBeGreaterThan(0);
    }
  });

  it('reads the two-column resume column by column, with its ligature words whole', () => {
    const r = parsed.get('ditto_two_column.pdf')!;
    expect(r.layout.columns).toBe(2);
    expect(r.layout.issues.map((i) => i.id)).toEqual(expect.arrayContaining(['multi-column', 'unmapped-glyphs']));
    // The summary paragraph arrives in one piece: no sidebar line cuts into it.
    expect(r.summary).toContain(
      'digital asset financial technology (FinTech) integration across the entire spectrum of financial service company operations',
    );
    for (const word of ['financial', 'exemplified', 'influence', 'filters', 'fiat-backed', 'StackOverflow'])
      expect(r.text).toContain(word);
    expect(r.text).not.toContain('\u0000');
    expect(r.text).not.toMatch(/\bnancial\b/);
    // The sidebar's skills stay together as a list.
    expect(r.skills).toEqual(
      expect.arrayContaining(['Decentralized Finance (DeFi)', 'Crypto Exchanges', 'Digital Asset Strategy']),
    );
    expect(r.experience[0]).toMatchObject({
      title: 'Vice President, Banking Operations',
      company: 'Telcoin',
      location: 'Los Angeles, CA',
      startDate: 'Aug 2020',
      endDate: 'Present',
    });
    expect(r.contact.location).toBe('Sarasota, FL');
  });

  it('joins words hyphenated at a line end and keeps real compounds', () => {
    const r = parsed.get('alfred_pennyworth_pm.pdf')!;
    expect(r.text.replace(/\s+/g, ' ')).toContain('Developing product strategies');
    expect(r.text).toContain('cross-functional');
    expect(r.text).not.toContain('Devel-');
  });

  it('keeps moderncv dates that wrap in the margin ("2017 –" / "Present") with their role', () => {
    const r = parsed.get('alfred_pennyworth_pm.pdf')!;
    expect(r.experience[0]).toMatchObject({
      title: 'Product Manager',
      company: 'Google',
      location: 'Mountain View, CA, USA',
      startDate: '2017',
      endDate: 'Present',
    });
    expect(r.experience[0]!.bullets[0]).toMatch(/^Leading cross-functional teams/);
    expect(r.layout.issues.map((i) => i.id)).toContain('icons');
  });

  it('recognises sections, education, skills, certifications and projects', () => {
    const john = parsed.get('john_doe.pdf')!;
    expect(john.sections.map((s) => s.kind)).toEqual([
      'summary',
      'skills',
      'experience',
      'education',
      'certifications',
    ]);
    expect(john.education).toEqual([
      {
        degree: 'Bachelor of Science in Computer Science',
        institution: 'State University',
        startDate: null,
        endDate: 'May 2016',
      },
    ]);
    expect(john.skills).toEqual(expect.arrayContaining(['Spring Boot', 'Hibernate', 'Docker']));
    expect(john.certifications).toEqual([
      'Oracle Certified Professional, Java SE 8 Programmer',
      'Certified Angular Developer',
    ]);
    expect(john.contact.links).toEqual(['linkedin.com/in/johndoe', 'github.com/johndoe']);
    const bruce = parsed.get('bruce_wayne_fullstack.pdf')!;
    expect(bruce.education.map((e) => e.institution)).toEqual(['CalTech', 'MIT', 'UC San Diego']);
    expect(bruce.projects[0]!.name).toBe('Personal Project: Gotham Event Planner');
    const barry = parsed.get('barry_allen_fe.pdf')!;
    expect(barry.education[0]).toMatchObject({
      degree: 'B.Tech, Computer Science and Engineering',
      institution: 'Indian Institute of Technology',
      startDate: '2018',
      endDate: '2022',
    });
    expect(barry.skills).toEqual(expect.arrayContaining(['Google Cloud Platform', 'Test-Driven Development']));
  });
});
