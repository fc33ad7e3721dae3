// pnpm --filter @resumebeat/ats-engine bench:optimize — for each corpus resume with the job
// descriptions it fits: the original score, the automatic optimized score (nothing confirmed, so
// none of the job's missing keywords written), and the score with every missing keyword confirmed
// (what a person who really has them reaches). Also the optimizer's time (median of 20), and,
// when the development set is built, how often each of its layouts gets the full rewrite.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_DIR } from '../devset/truth';
import {
  extractDocumentText,
  optimizeResume,
  parseResume,
  parseResumeText,
  scoreResume,
  shutdownPdfWorkers,
  type ParsedResume,
} from '../src/index';
import { corpusBytes, masterResume, PAIRS, renderText, RESUME_PDFS } from '../test/support/corpus';

const RUNS = 20;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log(
  'resume                       job description                     original  automatic  all confirmed  missing  optimize ms',
);
// The PDFs as uploaded; the structured (JSON) resume as the text a person would paste.
const readers: Array<[string, () => Promise<ParsedResume>]> = [
  ...RESUME_PDFS.map((file): [string, () => Promise<ParsedResume>] => [
    file,
    () => parseResume(corpusBytes(`resumes/${file}`)),
  ]),
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
// The development set (pnpm devset), when built: how often each layout gets the full rewrite
// rather than the person's own text (tidied), and the scores without a job. The reader's
// progress on a layout shows here as more rewrites.
if (existsSync(GENERATED_DIR)) {
  const byLayout = new Map<string, { files: number; rewritten: number; original: number; automatic: number }>();
  for (const file of readdirSync(GENERATED_DIR)
    .filter((name) => /\.(pdf|docx)$/.test(name))
    .sort()) {
    const parsed = await parseResume(new Uint8Array(readFileSync(path.join(GENERATED_DIR, file))), { fileName: file });
    const result = optimizeResume(parsed, {});
    const layout = file.endsWith('.docx') ? 'docx' : file.split('.').at(-2)!;
    const row = byLayout.get(layout) ?? { files: 0, rewritten: 0, original: 0, automatic: 0 };
    row.files += 1;
    row.rewritten += result.rewritten ? 1 : 0;
    row.original += result.originalScore;
    row.automatic += result.score;
    byLayout.set(layout, row);
  }
  console.log('\ndevelopment set (no job)  files  rewritten  own text  mean original  mean automatic');
  for (const [layout, row] of byLayout) {
    console.log(
      `${layout.padEnd(24)} ${String(row.files).padStart(6)} ${String(row.rewritten).padStart(10)} ${String(row.files - row.rewritten).padStart(9)} ${(row.original / row.files).toFixed(1).padStart(14)} ${(row.automatic / row.files).toFixed(1).padStart(15)}`,
    );
  }
}
await shutdownPdfWorkers();
