// The optimized resume as something people can send (issue 31): the rewrite keeps each role's
// tense, a number that lost its unit in extraction is flagged rather than kept silently, and the
// PDF export is one column of Helvetica whose text the engine's own reader gets back.
import { numbersToCheck } from '@resumebeat/shared-contract/document';
import { extractDocument } from '../src/extract/extract-document';
import { textPdf } from '../src/export/text-pdf';
import { improveBullet } from '../src/optimize/optimize-resume';
import { optimizeResume, parseResume, parseResumeText } from '../src/index';
import { corpusBytes, itWithCorpus } from './support/corpus';

const RESUME = `Jane Roe
jane.roe@example.com | (555) 010-0100

EXPERIENCE
Senior Engineer | Acme Corp | Jan 2021 – Present
• Developed the billing service used by 2 million customers
• Used Angular for developing dynamic web front-ends, improving user experience by 30
• Reduced page load time by 40% with code splitting
Engineer | Beta Inc | Jan 2018 – Dec 2020
• Developed internal tools in Python
• Working on the payments team, building fraud checks
• Cut infrastructure costs by 25 in 2019

EDUCATION
BSc Computer Science | State University | 2017
`;

const bulletsOf = (text: string, roleStart: string) => {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => line.startsWith(roleStart));
  const out: string[] = [];
  for (const line of lines.slice(at + 1)) {
    if (!line.startsWith('• ')) break;
    out.push(line.slice(2));
  }
  return out;
};

describe('the rewrite keeps each role’s tense', () => {
  it('a current role written in the past tense stays past: "Used Angular for developing" becomes "Developed", not "Develop"', () => {
    const { optimizedResume } = optimizeResume(parseResumeText(RESUME));
    const current = bulletsOf(optimizedResume, 'Senior Engineer |');
    expect(current.length).toBe(3);
    expect(current).toContain('Developed the billing service used by 2 million customers');
    expect(current.some((b) => /^Developed dynamic web front-ends with Angular/.test(b))).toBe(true);
    expect(current.some((b) => /^Develop\b/.test(b))).toBe(false);
  });

  it('a past role is past, and its past-tense bullets are kept as written', () => {
    const { optimizedResume } = optimizeResume(parseResumeText(RESUME));
    const past = bulletsOf(optimizedResume, 'Engineer | Beta Inc');
    expect(past[0]).toBe('Developed internal tools in Python');
    expect(past.every((b) => !/^(?:Develop|Build|Contribute|Work)\b/.test(b))).toBe(true);
  });

  it('a current role written in the present tense may stay present', () => {
    const text = RESUME.replace('• Developed the billing service', '• Develop the billing service').replace(
      '• Reduced page load',
      '• Reduce page load',
    );
    const current = bulletsOf(optimizeResume(parseResumeText(text)).optimizedResume, 'Senior Engineer |');
    expect(current.some((b) => /^Develop dynamic web front-ends with Angular/.test(b))).toBe(true);
  });

  itWithCorpus(
    'john_doe.pdf (corpus): no bullet of the resume turns present while its neighbours are past',
    async () => {
      const parsed = await parseResume(corpusBytes('resumes/john_doe.pdf'), { fileName: 'john_doe.pdf' });
      const { optimizedResume } = optimizeResume(parsed);
      expect(optimizedResume).toMatch(/• Developed dynamic and responsive web front-ends with Angular/);
      expect(optimizedResume).not.toMatch(/• Develop dynamic/);
    },
    60_000,
  );

  it('improveBullet writes the tense it is asked for', () => {
    expect(improveBullet('Used Angular for developing dashboards', false)).toBe('Developed dashboards with Angular');
    expect(improveBullet('Used Angular for developing dashboards', true)).toBe('Develop dashboards with Angular');
  });
});

describe('a number that lost its unit is flagged', () => {
  it("'by 30' at the end of a bullet, and 'by 25 in 2019', are flagged; '40%', '2 million customers' and a year are not", () => {
    const flagged = numbersToCheck(RESUME).map((n) => ({
      line: RESUME.split('\n')[n.line]!.slice(n.start - 3, n.end),
      number: n.number,
    }));
    expect(flagged).toEqual([
      { line: 'by 30', number: '30' },
      { line: 'by 25', number: '25' },
    ]);
    expect(numbersToCheck('Grew revenue by 3x and increased retention by 12 percent by 2020')).toEqual([]);
    expect(numbersToCheck('Increased 30, reduced churn by 4.5.')).toHaveLength(2);
  });

  it('the optimize result names the numbers to check in the text it answers, where they are', () => {
    const result = optimizeResume(parseResumeText(RESUME));
    expect(result.numbersToCheck.map((n) => n.number)).toEqual(['30', '25']);
    for (const n of result.numbersToCheck)
      expect(result.optimizedResume.split('\n')[n.line]!.slice(n.start, n.end)).toBe(n.number);
  });

  itWithCorpus(
    "john_doe.pdf (corpus): 'improving user experience by 30' (its % lost in extraction) is flagged",
    async () => {
      const parsed = await parseResume(corpusBytes('resumes/john_doe.pdf'), { fileName: 'john_doe.pdf' });
      const result = optimizeResume(parsed);
      expect(result.numbersToCheck.map((n) => result.optimizedResume.split('\n')[n.line]).join('\n')).toMatch(
        /improving user experience by 30$/m,
      );
    },
    60_000,
  );
});

describe('the PDF export', () => {
  it('one column of real text the engine reads back: name, headings, roles and bullets in order', async () => {
    const { optimizedResume } = optimizeResume(parseResumeText(RESUME));
    const bytes = await textPdf(optimizedResume);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/BaseFont \/Helvetica/);
    const read = await extractDocument(bytes, { fileName: 'optimized-resume.pdf' });
    expect(read.layout.columns).toBe(1);
    expect(read.text).toMatch(
      /Jane Roe[\s\S]*EXPERIENCE[\s\S]*Senior Engineer \| Acme Corp[\s\S]*Developed the billing service used by 2 million customers[\s\S]*EDUCATION/,
    );
    expect(read.layout.issues.map((i) => i.id)).not.toContain('multi-column');
  }, 60_000);

  it('characters Helvetica lacks are written as their nearest form, never dropped silently', async () => {
    const bytes = await textPdf('Zoë Łukasz\nSKILLS\n• C# ≈ Java → Kotlin — fast');
    const read = await extractDocument(bytes, { fileName: 'x.pdf' });
    expect(read.text).toMatch(/Zoë Lukasz/);
    expect(read.text).toMatch(/C# ~ Java -> Kotlin — fast/);
  }, 60_000);

  it('a long text runs over several pages; a letter is paragraphs', async () => {
    const long = [
      'Jane Roe',
      'EXPERIENCE',
      ...Array.from({ length: 400 }, (_, i) => `• Bullet ${i} of a long resume`),
    ].join('\n');
    const read = await extractDocument(await textPdf(long), { fileName: 'x.pdf' });
    expect(read.pages).toBeGreaterThan(4);
    expect(read.text).toMatch(/Bullet 399 of a long resume/);
    const letter = await extractDocument(
      await textPdf('Dear Hiring Manager,\n\nI am writing to apply.\n\nSincerely,\nJane Roe', { kind: 'letter' }),
      { fileName: 'x.pdf' },
    );
    expect(letter.text).toMatch(/Dear Hiring Manager,[\s\S]*I am writing to apply\.[\s\S]*Sincerely,[\s\S]*Jane Roe/);
  }, 60_000);
});
