// Prints, for each corpus resume, the time and size of its optimized version exported as PDF
// (textPdf: laid out in Helvetica, one column) and, beside it, as Word (resumeDocx): median of
// BENCH_RUNS runs (default 20) after a warm-up, in this thread (an engine worker runs the same
// code). Also the 3,000-line text (the export's cap) as the worst case. Also checks that the PDF's
// text reads back with the engine's own reader, in one column.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractDocument, optimizeResume, parseResume, parseResumeText, shutdownPdfWorkers } from '../src/index';
import { resumeDocx } from '../src/export/resume-docx';
import { textPdf } from '../src/export/text-pdf';
import { jsonResumeSample, masterResume, renderText } from '../test/support/corpus';

const CORPUS = path.resolve(import.meta.dirname, '../../../shared/corpus');
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = 3;
const RESUMES = [
  'john_doe.pdf',
  'barry_allen_fe.pdf',
  'bruce_wayne_fullstack.pdf',
  'alfred_pennyworth_pm.pdf',
  'ditto_two_column.pdf',
  'e2e_master_resume.json',
  'jsonresume_sample.resume.json',
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function timed(build: () => Promise<Uint8Array>): Promise<{ ms: number; bytes: number }> {
  for (let i = 0; i < WARMUP; i++) await build();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    bytes = (await build()).length;
    times.push(performance.now() - start);
  }
  return { ms: median(times), bytes };
}

async function optimizedText(file: string): Promise<string> {
  if (file.endsWith('.json'))
    return optimizeResume(parseResumeText(renderText(file.startsWith('e2e') ? masterResume() : jsonResumeSample())))
      .optimizedResume;
  const parsed = await parseResume(new Uint8Array(readFileSync(path.join(CORPUS, 'resumes', file))), {
    fileName: file,
  });
  return optimizeResume(parsed).optimizedResume;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: string[][] = [
  ['resume', 'lines', 'PDF ms', 'PDF size', 'pages', 'cols', 'reads back', 'DOCX ms', 'DOCX size'],
];
const pdfTimes: number[] = [];
const cases: Array<[string, string]> = [];
for (const file of RESUMES) cases.push([file, await optimizedText(file)]);
cases.push([
  '3,000 lines (the cap)',
  Array.from({ length: 3000 }, (_, i) => `• Line ${String(i).padStart(4, '0')} of a long resume`).join('\n'),
]);

for (const [name, text] of cases) {
  const pdf = await timed(() => textPdf(text));
  const docx = await timed(() => resumeDocx(text));
  const read = await extractDocument(await textPdf(text), { fileName: 'optimized-resume.pdf' });
  const firstLines = text
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 3)
    .map((l) => l.replace(/^•\s*/, '').trim());
  const readsBack = firstLines.every((line) => read.text.replace(/\s+/g, ' ').includes(line.replace(/\s+/g, ' ')));
  if (!name.startsWith('3,000')) pdfTimes.push(pdf.ms);
  rows.push([
    name,
    String(text.split('\n').length),
    pdf.ms.toFixed(1),
    kb(pdf.bytes),
    String(read.pages),
    String(read.layout.columns),
    readsBack ? 'yes' : 'NO',
    docx.ms.toFixed(1),
    kb(docx.bytes),
  ]);
}
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
for (const row of rows)
  console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
console.log(
  `\nPDF export, median over the corpus resumes: ${median(pdfTimes).toFixed(1)} ms (${RUNS} runs each after ${WARMUP} warm-up, ${process.version}, one thread)`,
);
await shutdownPdfWorkers();
