// pnpm --filter @resumebeat/ats-engine bench:optimize — for each corpus resume with the job
// descriptions it fits: the original score, the automatic optimized score (nothing confirmed, so
// none of the job's missing keywords written), and the score with every missing keyword confirmed
// (what a person who really has them reaches). Also the optimizer's time (median of 20).
import { extractDocumentText, optimizeResume, parseResume, parseResumeText, scoreResume, shutdownPdfWorkers, type ParsedResume } from '../src/index';
import { corpusBytes, masterResume, PAIRS, renderText, RESUME_PDFS } from '../test/support/corpus';

const RUNS = 20;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log('resume                       job description                     original  automatic  all confirmed  missing  optimize ms');
// The PDFs as uploaded; the structured (JSON) resume as the text a person would paste.
const readers: Array<[string, () => Promise<ParsedResume>]> = [
  ...RESUME_PDFS.map((file): [string, () => Promise<ParsedResume>] => [file, () => parseResume(corpusBytes(`resumes/${file}`))]),
  ['e2e_master_resume.json', async () => parseResumeText(renderText(masterResume()))],
];
for (const [resume, read] of readers) {
  const parsed = await read();
  for (const jd of PAIRS[resume] ?? []) {
    const jobDescription = (await extractDocumentText(corpusBytes(`jds/${jd}`))).text;
    const original = scoreResume(parsed, { jobDescription }).score;
    const automatic = optimizeResume(parsed, { jobDescription });
    const confirmed = optimizeResume(parsed, { jobDescription, confirmedKeywords: automatic.toConfirm });
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      optimizeResume(parsed, { jobDescription, confirmedKeywords: automatic.toConfirm });
      times.push(performance.now() - started);
    }
    console.log(
      `${resume.padEnd(28)} ${jd.padEnd(35)} ${String(original).padStart(8)} ${String(automatic.score).padStart(10)} ${String(confirmed.score).padStart(14)} ${String(automatic.toConfirm.length).padStart(8)} ${median(times).toFixed(2).padStart(12)}`,
    );
  }
}
await shutdownPdfWorkers();
