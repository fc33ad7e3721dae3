// Prints the median time of parse, score and parse+score for each corpus PDF next to the bare
// text extraction of pdf.js on the same bytes. Budgets (issue 4): parse+score <= 2x bare
// extraction, and score alone < 2 ms for a two-page resume.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { extractJobRequirements, parseResume, scoreResume, shutdownPdfWorkers } from '../src/index';

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;

const CORPUS = path.resolve(import.meta.dirname, '../../../shared/corpus');
const FILES = ['alfred_pennyworth_pm.pdf', 'barry_allen_fe.pdf', 'bruce_wayne_fullstack.pdf', 'john_doe.pdf', 'ditto_two_column.pdf'];
const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const WARMUP = 5;

async function bareExtraction(data: Uint8Array): Promise<number> {
  const doc = await pdfjs.getDocument({ data: data.slice(), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  let items = 0;
  for (let n = 1; n <= doc.numPages; n++) items += (await (await doc.getPage(n)).getTextContent()).items.length;
  await doc.destroy();
  return items;
}

async function median(fn: () => unknown | Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const jd = readFileSync(path.join(CORPUS, 'jds/e2e_backend-eng.txt'), 'utf8');
// Reading the posting is done once per posting text and remembered (score/job-description.ts), so
// 'score+JD' is the match against a posting already read; 'read JD' is that first reading.
const readJd = await median(() => extractJobRequirements(jd));
const rows: string[][] = [];
let ok = true;
for (const file of FILES) {
  const bytes = new Uint8Array(readFileSync(path.join(CORPUS, 'resumes', file)));
  const parsed = await parseResume(bytes);
  const bare = await median(() => bareExtraction(bytes));
  const parse = await median(() => parseResume(bytes));
  const score = await median(() => scoreResume(parsed, {}));
  const scoreJd = await median(() => scoreResume(parsed, { jobDescription: jd }));
  const both = await median(async () => scoreResume(await parseResume(bytes), { jobDescription: jd }));
  const ratio = both / bare;
  const within = ratio <= 2 && score < 2;
  ok &&= within;
  rows.push([file, String(parsed.pages), bare.toFixed(2), parse.toFixed(2), score.toFixed(3), scoreJd.toFixed(3), both.toFixed(2), `${ratio.toFixed(2)}x`, within ? 'ok' : 'OVER']);
}
await shutdownPdfWorkers();

const header = ['file', 'pages', 'bare ms', 'parse ms', 'score ms', 'score+JD ms', 'parse+score ms', 'vs bare', 'budget'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
console.log(`ats-engine bench: medians of ${RUNS} runs after ${WARMUP} warm-ups (Node ${process.version})`);
console.log(line(header));
for (const r of rows) console.log(line(r));
console.log(`read JD (once per posting text, e2e_backend-eng.txt): ${readJd.toFixed(3)} ms`);
console.log(ok ? 'All within budget.' : 'Some files are over budget.');
process.exitCode = ok ? 0 : 1;
