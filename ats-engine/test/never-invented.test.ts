// Never invented: over every corpus resume and every resume of the development set (devset/: its
// JSON Resume documents typed into Word always, and the generated theme PDFs and DOCX when they
// have been built), against no job and against every job description, with nothing confirmed,
// half of the missing keywords confirmed and all of them confirmed, the optimized resume names no
// employer, title, school or degree the original does not, no date (month and year) or number it
// does not hold, and no keyword of the job the person did not confirm.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  createClaimCheck,
  extractDocumentText,
  optimizeResume,
  parseResume,
  parseResumeText,
  shutdownPdfWorkers,
  type ParsedResume,
} from '../src/index';
import { withoutConfirmed } from '../src/optimize/keyword-claims';
import { withOneDateFormat } from '../src/optimize/optimize-resume';
import { classifyHeading, STANDARD_HEADINGS } from '../src/parse/headings';
import { toMonthIndex } from '../src/parse/dates';
import { renderDocx } from '../devset/render-docx';
import { GENERATED_DIR, readSources } from '../devset/truth';
import {
  corpusBytes,
  describeWithCorpus,
  JDS,
  jsonResumeSample,
  masterResume,
  renderText,
  RESUME_PDFS,
} from './support/corpus';

const resumes = new Map<string, ParsedResume>();
const jobs = new Map<string, string>();
const SOURCES = readSources();

beforeAll(async () => {
  for (const file of RESUME_PDFS) resumes.set(file, await parseResume(corpusBytes(`resumes/${file}`)));
  resumes.set('e2e_master_resume.json', parseResumeText(renderText(masterResume())));
  resumes.set('jsonresume_sample.resume.json', parseResumeText(renderText(jsonResumeSample())));
  for (const { id, resume } of SOURCES) {
    const docx = await renderDocx(structuredClone(resume) as Parameters<typeof renderDocx>[0]);
    resumes.set(`${id}.docx`, await parseResume(new Uint8Array(docx), { fileName: `${id}.docx` }));
  }
  for (const jd of JDS) jobs.set(jd, (await extractDocumentText(corpusBytes(`jds/${jd}`))).text);
}, 120_000);

afterAll(() => shutdownPdfWorkers());

const NUMBER = /\d+(?:[.,]\d+)*/g;
const folded = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

/**
 * Whether `optimizedText` is the person's own text handed back (the rewrite would have left out or
 * mixed up what they wrote): line for line, each line as written, or with its dates in one format,
 * or a heading the reader recognised in its standard words; then only a Skills section of
 * confirmed keywords may follow.
 */
function ownTextHandedBack(original: ParsedResume, optimizedText: string, confirmed: readonly string[]): boolean {
  const before = original.text.split('\n');
  const after = optimizedText.split('\n');
  if (after.length < before.length) return false;
  const same = before.every((line, i) => {
    const written = after[i]!;
    if (written === line || written === withOneDateFormat(line)) return true;
    const kind = classifyHeading(line);
    return (
      kind !== null && kind !== 'other' && kind !== 'contact' && written === STANDARD_HEADINGS[kind][0]!.toUpperCase()
    );
  });
  if (!same) return false;
  const rest = after.slice(before.length).join('\n').trim();
  if (rest === '') return true;
  const [heading, list = '', ...more] = rest.split('\n');
  const wanted = new Set(confirmed.map((keyword) => keyword.toLowerCase()));
  return (
    heading === 'SKILLS' && more.length === 0 && list.split(', ').every((keyword) => wanted.has(keyword.toLowerCase()))
  );
}

function expectNothingInvented(original: ParsedResume, optimizedText: string, confirmed: readonly string[] = []) {
  const numbersBefore = new Set(original.text.match(NUMBER) ?? []);
  // Dates written again as 'Jan 2020' keep the year; the month number of '01/2020' may go. A
  // confirmed keyword's own digits ('OAuth 2.0') are the person's claim.
  for (const number of withoutConfirmed(optimizedText, confirmed).match(NUMBER) ?? [])
    expect(numbersBefore).toContain(number);
  if (ownTextHandedBack(original, optimizedText, confirmed)) return;

  const again = parseResumeText(optimizedText);
  const source = folded(original.text);
  // What the reader itself makes of the original text (a school name with a date's tail where it
  // misreads a layout) is the reader's doing, not something the optimizer wrote.
  const reread = parseResumeText(original.text);
  const readFacts = new Set(
    [
      ...reread.experience.flatMap((r) => [r.company, r.title]),
      ...reread.education.flatMap((e) => [e.institution, e.degree]),
    ]
      .filter((f): f is string => Boolean(f))
      .map(folded),
  );
  const expectInOriginal = (fact: string) => {
    if (!readFacts.has(folded(fact))) expect(source).toContain(folded(fact));
  };
  const months = new Set(
    [...original.experience, ...original.education]
      .flatMap((r) => [toMonthIndex(r.startDate), toMonthIndex(r.endDate)])
      .filter((m): m is number => m !== null),
  );
  for (const role of again.experience) {
    for (const fact of [role.company, role.title]) if (fact) expectInOriginal(fact);
    for (const date of [role.startDate, role.endDate]) {
      const month = toMonthIndex(date);
      if (date && month !== null && !/present/i.test(date)) expect([...months]).toContain(month);
    }
  }
  for (const school of again.education) {
    for (const fact of [school.institution, school.degree]) if (fact) expectInOriginal(fact);
  }
}

/** Nothing, half and all of the job's missing keywords confirmed: only the confirmed ones appear. */
function expectConsentKept(parsed: ParsedResume, jobDescription: string | undefined) {
  const automatic = optimizeResume(parsed, { jobDescription });
  expectNothingInvented(parsed, automatic.optimizedResume);
  expect(automatic.optimizedResume).not.toMatch(/TO CONFIRM/);
  expect(createClaimCheck(automatic.toConfirm, [])(automatic.optimizedResume)).toEqual([]);
  if (automatic.toConfirm.length === 0) return;

  const half = automatic.toConfirm.filter((_, index) => index % 2 === 0);
  const partly = optimizeResume(parsed, { jobDescription, confirmedKeywords: half });
  expect(partly.confirmedKeywords).toEqual(half);
  expectNothingInvented(parsed, partly.optimizedResume, half);
  expect(createClaimCheck(automatic.toConfirm, half)(partly.optimizedResume)).toEqual([]);
  expect(parseResumeText(partly.optimizedResume).skills.map((s) => s.toLowerCase())).toEqual(
    expect.arrayContaining(half.map((k) => k.toLowerCase())),
  );
  expect(partly.score).toBeGreaterThanOrEqual(automatic.score);

  const all = optimizeResume(parsed, { jobDescription, confirmedKeywords: automatic.toConfirm });
  expect(all.toConfirm).toEqual([]);
  expectNothingInvented(parsed, all.optimizedResume, automatic.toConfirm);
  expect(all.score).toBeGreaterThanOrEqual(partly.score);
}

const CORPUS = [...RESUME_PDFS, 'e2e_master_resume.json', 'jsonresume_sample.resume.json'];
const DEVSET_DOCX = SOURCES.map(({ id }) => `${id}.docx`);
const cases = [...CORPUS, ...DEVSET_DOCX].flatMap((resume) => [null, ...JDS].map((jd) => [resume, jd] as const));

describeWithCorpus.each(cases)('%s against %s', (resume, jd) => {
  it('invents nothing and claims no keyword without a confirmation; confirmed ones only are added', () => {
    expectConsentKept(resumes.get(resume)!, jd ? jobs.get(jd)! : undefined);
  });
});

// The generated development set (pnpm devset): every theme's PDF and the DOCX, against every job.
const generated = existsSync(GENERATED_DIR)
  ? readdirSync(GENERATED_DIR)
      .filter((file) => /\.(pdf|docx)$/.test(file))
      .sort()
  : [];
(generated.length > 0 ? describe : describe.skip)('the generated development set', () => {
  it.each(generated.length > 0 ? generated : ['none'])(
    '%s invents nothing against any job, whatever is confirmed',
    async (file) => {
      const parsed = await parseResume(new Uint8Array(readFileSync(path.join(GENERATED_DIR, file))), {
        fileName: file,
      });
      for (const jd of [null, ...JDS]) expectConsentKept(parsed, jd ? jobs.get(jd)! : undefined);
    },
    30_000,
  );
});
