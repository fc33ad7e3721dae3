// Prints the median time of one cover letter from the local engine (generateCoverLetter: parse
// the resume text, score it against the job, assemble the letter) for each corpus resume with
// the job description it fits, 20 runs each after a warm-up, and the median over all of them.
// The resume text is what the upload reads from the file (extracted once, outside the timing).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractDocumentText, generateCoverLetter, shutdownPdfWorkers } from '../src/index';
import { jsonResumeSample, masterResume, renderText } from '../test/support/corpus';

const CORPUS = path.resolve(import.meta.dirname, '../../../shared/corpus');
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = 3;
const PAIRS: Array<[resume: string, jd: string]> = [
  ['john_doe.pdf', 'raw_job_2_java_developer.txt'],
  ['barry_allen_fe.pdf', 'e2e_frontend-eng.txt'],
  ['bruce_wayne_fullstack.pdf', 'job_desc_full_stack_engineer.pdf'],
  ['alfred_pennyworth_pm.pdf', 'job_desc_product_manager.pdf'],
  ['ditto_two_column.pdf', 'e2e_backend-eng.txt'],
  ['e2e_master_resume.json', 'e2e_backend-eng.txt'],
  ['jsonresume_sample.resume.json', 'raw_job_2_java_developer.txt'],
];

const read = async (folder: string, file: string) => {
  if (file.endsWith('.json')) return renderText(file.startsWith('e2e') ? masterResume() : jsonResumeSample());
  const bytes = readFileSync(path.join(CORPUS, folder, file));
  return file.endsWith('.pdf') ? (await extractDocumentText(new Uint8Array(bytes))).text : bytes.toString('utf8');
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const all: number[] = [];
console.log(`cover letter, local engine, median of ${RUNS} runs (ms)`);
for (const [resume, jd] of PAIRS) {
  const input = {
    resumeText: await read('resumes', resume),
    jobDescription: await read('jds', jd),
    jobTitle: 'Engineer',
    companyName: 'Acme',
    tone: 'professional',
    focus: 'skills',
  };
  for (let i = 0; i < WARMUP; i++) generateCoverLetter(input);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    generateCoverLetter(input);
    times.push(performance.now() - started);
  }
  all.push(...times);
  console.log(
    `${resume.padEnd(32)} ${jd.padEnd(34)} ${median(times).toFixed(2).padStart(7)}  (max ${Math.max(...times).toFixed(2)})`,
  );
}
console.log(`all ${all.length} letters: median ${median(all).toFixed(2)} ms`);
await shutdownPdfWorkers();
