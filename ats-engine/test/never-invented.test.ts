// Never invented: over every corpus resume, against no job and against every job description,
// with nothing confirmed and with every missing keyword confirmed, the optimized resume names no
// employer, title, school or degree the original does not, no date (month and year) or number it
// does not hold, and no keyword of the job the person did not confirm.
import { createClaimCheck, extractDocumentText, optimizeResume, parseResume, parseResumeText, shutdownPdfWorkers, type ParsedResume } from '../src/index';
import { withoutConfirmed } from '../src/optimize/keyword-claims';
import { toMonthIndex } from '../src/parse/dates';
import { corpusBytes, JDS, jsonResumeSample, masterResume, renderText, RESUME_PDFS } from './support/corpus';

const resumes = new Map<string, ParsedResume>();
const jobs = new Map<string, string>();

beforeAll(async () => {
  for (const file of RESUME_PDFS) resumes.set(file, await parseResume(corpusBytes(`resumes/${file}`)));
  resumes.set('e2e_master_resume.json', parseResumeText(renderText(masterResume())));
  resumes.set('jsonresume_sample.resume.json', parseResumeText(renderText(jsonResumeSample())));
  for (const jd of JDS) jobs.set(jd, (await extractDocumentText(corpusBytes(`jds/${jd}`))).text);
}, 60_000);

afterAll(() => shutdownPdfWorkers());

const NUMBER = /\d+(?:[.,]\d+)*/g;
const folded = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

function expectNothingInvented(original: ParsedResume, optimizedText: string, confirmed: readonly string[] = []) {
  const again = parseResumeText(optimizedText);
  const source = folded(original.text);
  for (const role of again.experience) {
    for (const fact of [role.company, role.title]) if (fact) expect(source).toContain(folded(fact));
    for (const date of [role.startDate, role.endDate]) {
      const month = toMonthIndex(date);
      if (date && month !== null && !/present/i.test(date)) {
        expect(original.experience.flatMap((r) => [toMonthIndex(r.startDate), toMonthIndex(r.endDate)]).concat(original.education.flatMap((e) => [toMonthIndex(e.startDate), toMonthIndex(e.endDate)]))).toContain(month);
      }
    }
  }
  for (const school of again.education) {
    for (const fact of [school.institution, school.degree]) if (fact) expect(source).toContain(folded(fact));
  }
  const numbersBefore = new Set(original.text.match(NUMBER) ?? []);
  // Dates written again as 'Jan 2020' keep the year; the month number of '01/2020' may go. A
  // confirmed keyword's own digits ('OAuth 2.0') are the person's claim.
  for (const number of withoutConfirmed(optimizedText, confirmed).match(NUMBER) ?? []) expect(numbersBefore).toContain(number);
}

const cases = [...RESUME_PDFS, 'e2e_master_resume.json', 'jsonresume_sample.resume.json'].flatMap((resume) =>
  [null, ...JDS].map((jd) => [resume, jd] as const),
);

describe.each(cases)('%s against %s', (resume, jd) => {
  it('invents nothing and claims no keyword without a confirmation; confirmed ones only are added', () => {
    const parsed = resumes.get(resume)!;
    const jobDescription = jd ? jobs.get(jd)! : undefined;
    const automatic = optimizeResume(parsed, { jobDescription });
    expectNothingInvented(parsed, automatic.optimizedResume);
    expect(automatic.optimizedResume).not.toMatch(/TO CONFIRM/);
    expect(createClaimCheck(automatic.toConfirm, [])(automatic.optimizedResume)).toEqual([]);
    if (automatic.toConfirm.length === 0) return;

    // Half confirmed: those appear, the other half still does not.
    const half = automatic.toConfirm.filter((_, index) => index % 2 === 0);
    const partly = optimizeResume(parsed, { jobDescription, confirmedKeywords: half });
    expect(partly.confirmedKeywords).toEqual(half);
    expectNothingInvented(parsed, partly.optimizedResume, half);
    expect(createClaimCheck(automatic.toConfirm, half)(partly.optimizedResume)).toEqual([]);
    expect(parseResumeText(partly.optimizedResume).skills.map((s) => s.toLowerCase())).toEqual(expect.arrayContaining(half.map((k) => k.toLowerCase())));
    expect(partly.score).toBeGreaterThanOrEqual(automatic.score);
  });
});
