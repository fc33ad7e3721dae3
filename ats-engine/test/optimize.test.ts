import {
  createClaimCheck,
  extractDocumentText,
  formatDate,
  generateCoverLetter,
  optimizeResume,
  parseResume,
  parseResumeText,
  ResumeParseError,
  scoreResume,
  shutdownPdfWorkers,
  streamOptimizedResume,
  type ParsedResume,
} from '../src/index';
import {
  buildOptimizedText,
  improveBullet,
  restatesResume,
  tidiedOwnText,
  withOneDateFormat,
} from '../src/optimize/optimize-resume';
import { renderDocx } from '../devset/render-docx';
import { readSources } from '../devset/truth';
import { toMonthIndex } from '../src/parse/dates';
import { joinWrappedLines } from '@resumebeat/shared-contract/document';
import { corpusBytes, describeWithCorpus, JDS, masterResume, PAIRS, renderText, RESUME_PDFS } from './support/corpus';

const resumes = new Map<string, ParsedResume>();
const jds = new Map<string, string>();

beforeAll(async () => {
  for (const file of RESUME_PDFS) resumes.set(file, await parseResume(corpusBytes(`resumes/${file}`)));
  resumes.set('e2e_master_resume.json', parseResumeText(renderText(masterResume())));
  for (const jd of JDS) jds.set(jd, (await extractDocumentText(corpusBytes(`jds/${jd}`))).text);
}, 60_000);

afterAll(() => shutdownPdfWorkers());

/** A development-set resume as a person types it into Word (devset/render-docx.ts), read back. */
async function devsetDocx(id: string): Promise<ParsedResume> {
  const source = readSources().find((s) => s.id === id)!;
  const docx = await renderDocx(structuredClone(source.resume) as Parameters<typeof renderDocx>[0]);
  return parseResume(new Uint8Array(docx), { fileName: `${id}.docx` });
}

const numbers = (text: string) => new Set(text.match(/\d[\d,.]*/g) ?? []);

describeWithCorpus('optimizeResume', () => {
  const cases = RESUME_PDFS.flatMap((r) => [[r, undefined], ...(PAIRS[r] ?? []).map((jd) => [r, jd])]) as Array<
    [string, string | undefined]
  >;

  it.each(cases)('never lowers the score of %s (job: %s) and never invents facts', (resume, jd) => {
    const parsed = resumes.get(resume)!;
    const jobDescription = jd ? jds.get(jd) : undefined;
    const result = optimizeResume(parsed, { jobDescription });
    expect(result.score).toBeGreaterThanOrEqual(scoreResume(parsed, { jobDescription }).score);
    expect(result.score).toBe(scoreResume(parseResumeText(result.optimizedResume), { jobDescription }).score);
    const again = parseResumeText(result.optimizedResume);
    // Same employers, titles and dates (the same month and year, in one format), in the same order.
    expect(again.experience.map((e) => [e.company, toMonthIndex(e.startDate)])).toEqual(
      parsed.experience.map((e) => [e.company, toMonthIndex(e.startDate)]),
    );
    for (const e of again.experience) expect(parsed.experience.map((p) => p.title)).toContain(e.title);
    // Every number in the optimized resume was already in the original.
    const before = numbers(parsed.text);
    for (const n of numbers(result.optimizedResume)) expect(before).toContain(n);
    // Keywords only go into the skills when the resume already shows them.
    for (const k of result.toConfirm) expect(result.addedKeywords).not.toContain(k);
  });

  it('reaches 90 or more for resumes that have the substance', () => {
    expect(
      optimizeResume(resumes.get('john_doe.pdf')!, { jobDescription: jds.get('raw_job_2_java_developer.txt') }).score,
    ).toBeGreaterThanOrEqual(90);
    expect(
      optimizeResume(resumes.get('barry_allen_fe.pdf')!, { jobDescription: jds.get('job_desc_front_end_engineer.pdf') })
        .score,
    ).toBeGreaterThanOrEqual(90);
    expect(optimizeResume(resumes.get('ditto_two_column.pdf')!, {}).score).toBeGreaterThanOrEqual(90);
  });

  it("offers the job's missing keywords for confirmation and writes none of them", () => {
    const parsed = resumes.get('barry_allen_fe.pdf')!;
    const jobDescription = jds.get('e2e_frontend-eng.txt')!;
    const result = optimizeResume(parsed, { jobDescription });
    expect(result.toConfirm).toEqual(expect.arrayContaining(['Next.js', 'Playwright']));
    expect(result.confirmedKeywords).toEqual([]);
    expect(result.optimizedResume).not.toMatch(/confirm/i);
    expect(createClaimCheck(result.toConfirm, [])(result.optimizedResume)).toEqual([]);
    const rescored = scoreResume(parseResumeText(result.optimizedResume), { jobDescription });
    expect(rescored.keywords!.missing.map((m) => m.keyword)).toEqual(expect.arrayContaining(['Next.js', 'Playwright']));
  });

  it("reads a confirmed keyword as whole words: confirming 'Java' does not confirm 'JavaScript'", () => {
    expect(createClaimCheck(['JavaScript', 'Go'], ['Java'])('Java, JavaScript and Google Cloud')).toEqual([
      'JavaScript',
    ]);
    expect(createClaimCheck(['JavaScript'], ['Java'])('Java and Spring')).toEqual([]);
  });

  it('weaves confirmed keywords into Skills and the summary, and only those; the score rises', () => {
    const parsed = resumes.get('barry_allen_fe.pdf')!;
    const jobDescription = jds.get('e2e_frontend-eng.txt')!;
    const automatic = optimizeResume(parsed, { jobDescription });
    const confirmed = optimizeResume(parsed, {
      jobDescription,
      confirmedKeywords: ['next.js', 'Playwright', 'Cobol wizardry'],
    });
    // The job's spelling; a confirmation of something the job does not ask for is ignored.
    expect(confirmed.confirmedKeywords).toEqual(['Next.js', 'Playwright']);
    expect(confirmed.toConfirm).not.toContain('Next.js');
    const again = parseResumeText(confirmed.optimizedResume);
    expect(again.skills).toEqual(expect.arrayContaining(['Next.js', 'Playwright']));
    expect(again.summary).toMatch(/Also experienced with Next\.js and Playwright\.$/);
    expect(confirmed.optimizedResume).not.toContain('Cobol');
    expect(createClaimCheck(automatic.toConfirm, confirmed.confirmedKeywords)(confirmed.optimizedResume)).toEqual([]);
    expect(confirmed.score).toBeGreaterThan(automatic.score);
  });

  it.each([
    ['john_doe.pdf', 'job_desc_java_developer.pdf'],
    ['john_doe.pdf', 'raw_job_2_java_developer.txt'],
    ['barry_allen_fe.pdf', 'e2e_frontend-eng.txt'],
    ['bruce_wayne_fullstack.pdf', 'job_desc_full_stack_engineer.pdf'],
    ['alfred_pennyworth_pm.pdf', 'job_desc_product_manager.pdf'],
    ['alfred_pennyworth_pm.pdf', 'e2e_product-manager.txt'],
    ['barry_allen_fe.pdf', 'job_desc_front_end_engineer.pdf'],
    ['e2e_master_resume.json', 'e2e_backend-eng.txt'],
  ])('%s reaches 90+ for %s once its missing keywords are confirmed', (resume, jd) => {
    const parsed = resumes.get(resume)!;
    const jobDescription = jds.get(jd)!;
    const { toConfirm } = optimizeResume(parsed, { jobDescription });
    expect(optimizeResume(parsed, { jobDescription, confirmedKeywords: toConfirm }).score).toBeGreaterThanOrEqual(90);
  });

  it('writes every date in one format, keeping the month and year the resume gives', () => {
    expect(withOneDateFormat('Jul 2022 | September 2019 – 06/2021 | 2008-08-01 — 2012-05 | Sept. 2017')).toBe(
      'Jul 2022 | Sep 2019 – Jun 2021 | Aug 2008 — May 2012 | Sep 2017',
    );
    // Words that start like a month, phone numbers and plain numbers stay.
    expect(withOneDateFormat('Mayor 2019, Marketing 2020, Decision 2021, call 555-2019, 13/2020, 2019-13')).toBe(
      'Mayor 2019, Marketing 2020, Decision 2021, call 555-2019, 13/2020, 2019-13',
    );
    expect(['January 2020', 'Jan. 2020', '01/2020', '1/2020', '2020-01', 'jan 2020'].map(formatDate)).toEqual(
      Array(6).fill('Jan 2020'),
    );
    expect(formatDate('2019')).toBe('2019');
    expect(formatDate('present')).toBe('Present');
    expect(formatDate('Summer 2018')).toBe('Summer 2018');
  });

  it('rewrites weak openers to strong verbs in the tense of the role', () => {
    expect(improveBullet('Responsible for managing a team of 5', true)).toBe('Manage a team of 5');
    expect(improveBullet('Responsible for managing a team of 5', false)).toBe('Managed a team of 5');
    expect(improveBullet('Worked on the billing service', false)).toBe('Contributed to the billing service');
    expect(improveBullet('Working on the billing service', true)).toBe('Contribute to the billing service');
    expect(improveBullet('Worked closely with designers', false)).toBe('Collaborated closely with designers');
    expect(improveBullet('Working in an Agile team, delivering releases every sprint', true)).toBe(
      'Deliver releases every sprint in an Agile team',
    );
    expect(improveBullet('Successfully deployed 3 services', false)).toBe('Deployed 3 services');
    expect(improveBullet('Leading cross-functional teams', true)).toBe('Lead cross-functional teams');
    expect(
      improveBullet('Used Angular for developing responsive web front-ends, improving user experience', false),
    ).toBe('Developed responsive web front-ends with Angular, improving user experience');
    expect(improveBullet('Using Terraform to automate 40 environments', true)).toBe(
      'Automate 40 environments with Terraform',
    );
    expect(improveBullet('Played a key role in the development of early features', false)).toBe(
      'Contributed to the development of early features',
    );
    expect(improveBullet('Assisted in troubleshooting and software debugging', false)).toBe(
      'Supported troubleshooting and software debugging',
    );
    expect(improveBullet('Assisting the team lead with releases', true)).toBe('Support the team lead with releases');
    // A tool used for something that is not an action stays as written.
    expect(improveBullet('Used Excel for the weekly report', false)).toBe('Used Excel for the weekly report');
    expect(improveBullet('Developing product strategies and making data-driven decisions', true)).toBe(
      'Develop product strategies and make data-driven decisions',
    );
    expect(improveBullet('Building APIs and mentoring two engineers', false)).toBe(
      'Built APIs and mentored two engineers',
    );
    // Only a paired verb: 'and testing' as a noun after a verb that was not rewritten stays.
    expect(improveBullet('Led design and testing of the API', false)).toBe('Led design and testing of the API');
  });

  it('puts contact on top and uses standard headings and strong verbs', () => {
    const { optimizedResume } = optimizeResume(resumes.get('alfred_pennyworth_pm.pdf')!, {
      jobDescription: jds.get('job_desc_product_manager.pdf'),
    });
    const lines = optimizedResume.split('\n');
    expect(lines[0]).toBe('Alfred Pennyworth');
    expect(lines[2]).toContain('alfred.pennyworth@email.com');
    expect(lines.filter((l) => /^[A-Z ]+$/.test(l))).toEqual([
      'SUMMARY',
      'SKILLS',
      'EXPERIENCE',
      'EDUCATION',
      'PROJECTS',
    ]);
    // A past role's "Developed ..." stays; a current role's "Leading ..." becomes a verb.
    expect(optimizedResume).toContain('• Lead cross-functional teams');
  });

  it("writes a summary from the resume's own words, with no total of years it does not state", async () => {
    const parsed = await devsetDocx('teacher-emily-brown');
    expect(parsed.summary).toBeNull();
    const { optimizedResume } = optimizeResume(parsed, {});
    const summary = parseResumeText(optimizedResume).summary ?? '';
    expect(summary).toMatch(/^High School Mathematics Teacher skilled in /);
    expect(summary).not.toMatch(/\d/);
  });

  it('gathers into Skills, without a job, only skills the resume names in their own words', async () => {
    const parsed = await devsetDocx('nurse-maria-lopez');
    const { optimizedResume, addedKeywords } = optimizeResume(parsed, {});
    // 'Telemetry monitoring' is nursing, not the software skill a matcher's alias would credit.
    expect(parsed.text).toMatch(/telemetry monitoring/i);
    expect(addedKeywords).not.toContain('Observability');
    expect(optimizedResume).not.toContain('Observability');
  });

  it("keeps the person's own education lines when a school is read without its degree", () => {
    // 'Ed.S.' is a degree the reader does not know: the school comes back without it. (Undated: a
    // dated line under a school's line is read as what was studied there, whatever its words.)
    const parsed = parseResumeText(
      'Emily Brown\nemily.brown@example.com\n\nEXPERIENCE\nMathematics Teacher, Boston Latin School\nSeptember 2019 - Present\n- Taught algebra to 120 students\n\nEDUCATION\nBoston University\nEd.S. Secondary Mathematics\nTufts University\nBachelor of Science in Mathematics, May 2017\n',
    );
    expect(parsed.education.some((e) => !e.degree || !e.institution)).toBe(true);
    const { optimizedResume } = optimizeResume(parsed, {});
    expect(optimizedResume).toContain(
      'EDUCATION\nBoston University\nEd.S. Secondary Mathematics\nTufts University\nBachelor of Science in Mathematics, May 2017',
    );
  });

  it('keeps interests, references and sections under a heading of their own', () => {
    const text = `${renderText(masterResume())}\n\nINTERESTS\nTrail running, chess\n\nMY JOURNEY\nMoved from support into engineering in 2015\n\nREFERENCES\nAvailable on request`;
    const { optimizedResume } = optimizeResume(parseResumeText(text), {});
    expect(optimizedResume).toContain('\nINTERESTS\nTrail running, chess');
    expect(optimizedResume).toContain('\nREFERENCES\nAvailable on request');
    expect(optimizedResume).toContain('\nMY JOURNEY\nMoved from support into engineering in 2015');
  });

  it("hands back the person's own text when the reader left content out or cut a role's title", () => {
    const parsed = resumes.get('john_doe.pdf')!;
    const jobDescription = jds.get('job_desc_java_developer.pdf')!;
    const withoutRoles = { ...parsed, experience: [] };
    const [confirmed] = optimizeResume(parsed, { jobDescription }).toConfirm;
    const missed = optimizeResume(withoutRoles, { jobDescription, confirmedKeywords: [confirmed!] });
    expect(
      restatesResume(
        withoutRoles,
        buildOptimizedText(withoutRoles, { added: [], toConfirm: [], confirmed: [], soft: new Set() }),
      ),
    ).toBe(false);
    // The person's text line for line: only the headings the reader knew are in standard words,
    // and the dates in one format.
    const ownText = tidiedOwnText(parsed);
    expect(ownText.split('\n').length).toBe(parsed.text.split('\n').length);
    expect(ownText).toContain('\nEXPERIENCE\n');
    // Handed back with the lines the PDF wrapped joined again (decision 037).
    expect(missed.optimizedResume.startsWith(joinWrappedLines(ownText).trimEnd())).toBe(true);
    expect(missed.optimizedResume.endsWith(`\nSKILLS\n${confirmed}`)).toBe(true);
    expect(missed.score).toBeGreaterThanOrEqual(missed.originalScore);
    expect(missed.rewritten).toBe(false);
    const cut = {
      ...parsed,
      experience: parsed.experience.map((role, i) => (i === 0 ? { ...role, title: `${role.title} in through` } : role)),
    };
    expect(optimizeResume(cut, { jobDescription }).optimizedResume).toBe(joinWrappedLines(ownText));
    // The reader's faithful reading is rewritten.
    const rewritten = optimizeResume(parsed, { jobDescription });
    expect(rewritten.rewritten).toBe(true);
    expect(rewritten.optimizedResume).not.toBe(parsed.text);
  });

  it('writes the profiles that an icon and a bare handle stood for as addresses in the contact line', () => {
    // moderncv draws a LinkedIn and a GitHub icon (unreadable glyphs) before the handle 'apennyworth';
    // the links over the handles say which profile each is.
    const alfred = resumes.get('alfred_pennyworth_pm.pdf')!;
    expect(alfred.contact.links).toEqual(['linkedin.com/in/apennyworth', 'github.com/apennyworth']);
    const contactLine = optimizeResume(alfred, {}).optimizedResume.split('\n')[2];
    expect(contactLine).toBe(
      'alfred.pennyworth@email.com | (123) 456-7890 | Silicon Valley, CA, USA | linkedin.com/in/apennyworth | github.com/apennyworth',
    );
    // A handle whose link does not name it (a Stack Overflow user number) stays as written; so do
    // the employer and its linked site.
    const ditto = resumes.get('ditto_two_column.pdf')!;
    expect(ditto.contact.links).toEqual(
      expect.arrayContaining(['linkedin.com/in/johndoe', 'github.com/johndoe', 'x.com/johndoe']),
    );
    expect(ditto.text).not.toContain('stackoverflow.com');
    expect(ditto.experience[0]!.company).toBe('Telcoin');
  });

  it('streams the same text in chunks', async () => {
    const parsed = resumes.get('john_doe.pdf')!;
    const chunks: string[] = [];
    for await (const chunk of streamOptimizedResume(parsed, { jobDescription: jds.get('job_desc_java_developer.pdf') }))
      chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.join('')).toBe(
      optimizeResume(parsed, { jobDescription: jds.get('job_desc_java_developer.pdf') }).optimizedResume,
    );
  });
});

describeWithCorpus('generateCoverLetter', () => {
  const base = () => ({
    resumeText: resumes.get('john_doe.pdf')!.text,
    jobTitle: 'Java Developer',
    companyName: 'Tech Solutions',
    jobDescription: jds.get('job_desc_java_developer.pdf')!,
  });

  it.each(['professional', 'enthusiastic', 'confident', 'friendly'])(
    'writes a %s letter from the resume facts only',
    (tone) => {
      const r = generateCoverLetter({ ...base(), tone, focus: 'skills' });
      expect(r.coverLetter).toContain('Tech Solutions');
      expect(r.coverLetter).toContain('Full Stack Java Developer at ABC Company, Inc.');
      expect(r.wordCount).toBe(r.coverLetter.split(/\s+/).filter(Boolean).length);
      expect(r.suggestions.length).toBeGreaterThan(0);
      for (const employer of ['Google', 'Amazon', 'Microsoft']) expect(r.coverLetter).not.toContain(employer);
    },
  );

  it('changes with the focus', () => {
    const letters = ['skills', 'achievements', 'culture', 'growth'].map(
      (focus) => generateCoverLetter({ ...base(), focus }).coverLetter,
    );
    expect(new Set(letters).size).toBe(4);
    expect(letters[2]).toContain('Your description says');
  });

  it('changes its voice with the tone in the body too, not only in the greeting and sign-off', () => {
    const bodies = ['professional', 'enthusiastic', 'confident', 'friendly'].map((tone) => {
      const paragraphs = generateCoverLetter({ ...base(), tone, focus: 'skills' }).coverLetter.split('\n\n');
      return paragraphs.find((p) => p.includes('Java') && p.includes('SQL') && !p.includes('Tech Solutions'));
    });
    expect(bodies.every(Boolean)).toBe(true);
    expect(new Set(bodies).size).toBe(4);
  });

  it('states the latest role as the resume writes it, and no total it would have to work out (years of experience)', () => {
    const letter = generateCoverLetter({ ...base(), focus: 'growth' }).coverLetter;
    expect(letter).toContain('Full Stack Java Developer at ABC Company, Inc.');
    expect(letter).not.toContain('Inc..');
    expect(letter).not.toMatch(/years of experience/i);
  });

  it('rejects missing fields and unknown tones with a typed error', () => {
    expect(() => generateCoverLetter({ ...base(), jobTitle: ' ' })).toThrow(
      new ResumeParseError('INVALID_ARGUMENT', 'Please fill in all required fields'),
    );
    expect(() => generateCoverLetter({ ...base(), tone: 'sarcastic' })).toThrow(ResumeParseError);
  });
});
