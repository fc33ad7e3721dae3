// pnpm bench:parse — the parser's accuracy per field over the development set (devset/: JSON
// Resume documents rendered through several themes to PDF and to DOCX, and the corpus files with
// hand-written truth), and the time per document. Builds the devset first when it is missing.
// BENCH_PARSE_MISSES=1 lists every miss; BENCH_PARSE_CORPUS_ONLY=1 reads only the corpus files;
// BENCH_PARSE_ONLY=part reads only the generated files whose name holds it (and the corpus).
// BENCH_PARSE_HANDWRITTEN=a,b reads only the hand-written documents whose id holds one of the parts,
// BENCH_PARSE_HANDWRITTEN_SKIP=a,b all but those (to measure the documents of one revision apart).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseResume, shutdownPdfWorkers } from '../src/index';
import { addTally, emptyTally, FIELDS, measure, skillScores, type Tally } from '../devset/accuracy';
import { buildDevset } from '../devset/build-devset';
import { GENERATED_DIR, readCorpusTruth, readGenerated, readHandwritten } from '../devset/truth';
import { corpusBytes } from '../test/support/corpus';

const corpusOnly = process.env.BENCH_PARSE_CORPUS_ONLY === '1';
if (!corpusOnly && (!existsSync(GENERATED_DIR) || readdirSync(GENERATED_DIR).length === 0)) await buildDevset();

const groups = new Map<string, Tally>();
const times: number[] = [];
let documents = 0;

async function run(
  group: string,
  label: string,
  bytes: Uint8Array,
  fileName: string,
  truth: Parameters<typeof measure>[1],
) {
  const started = performance.now();
  const parsed = await parseResume(bytes, { fileName });
  times.push(performance.now() - started);
  documents += 1;
  addTally(groups.get(group) ?? groups.set(group, emptyTally()).get(group)!, measure(parsed, truth, label));
}

const only = process.env.BENCH_PARSE_ONLY; // a file-name part: 'class', 'nurse-maria-lopez.flat'
for (const { file, group, truth } of corpusOnly ? [] : readGenerated()) {
  if (only && !file.includes(only)) continue;
  await run(group, file, new Uint8Array(readFileSync(path.join(GENERATED_DIR, file))), file, truth);
}
for (const { file, truth } of readCorpusTruth()) await run('corpus', file, corpusBytes(`resumes/${file}`), file, truth);

// The hand-written documents (devset/handwritten/): each part per producer, kept apart from the
// rest. The held-out part's misses print only with BENCH_PARSE_HELD_OUT_MISSES=1 (to measure, not
// to tune on).
const handwritten = new Map<string, Map<string, Tally>>([
  ['tune', new Map()],
  ['held-out', new Map()],
]);
const idParts = (value: string | undefined) => (value ?? '').split(',').filter((item) => item.trim() !== '');
const handwrittenOnly = idParts(process.env.BENCH_PARSE_HANDWRITTEN);
const handwrittenSkip = idParts(process.env.BENCH_PARSE_HANDWRITTEN_SKIP);
for (const { id, pdf, meta, truth } of corpusOnly ? [] : readHandwritten()) {
  if (only && !id.includes(only)) continue;
  if (handwrittenOnly.length > 0 && !handwrittenOnly.some((item) => id.includes(item))) continue;
  if (handwrittenSkip.some((item) => id.includes(item))) continue;
  const started = performance.now();
  const parsed = await parseResume(new Uint8Array(readFileSync(pdf)), { fileName: 'resume.pdf' });
  times.push(performance.now() - started);
  documents += 1;
  const part = handwritten.get(meta.part)!;
  addTally(
    part.get(meta.producer) ?? part.set(meta.producer, emptyTally()).get(meta.producer)!,
    measure(parsed, truth, id),
  );
}
await shutdownPdfWorkers();

const pct = (value: number) => value.toFixed(3);
const rate = (tally: Tally, field: (typeof FIELDS)[number]) => {
  const { correct, total } = tally.fields[field];
  return total === 0 ? '    -' : pct(correct / total);
};
const all = [...groups.values()].reduce((sum, tally) => addTally(sum, tally), emptyTally());
console.log(`bench:parse: ${documents} documents (${[...groups.keys()].join(', ')})`);
console.log(`${'group'.padEnd(14)}${FIELDS.map((field) => field.padStart(9)).join('')}  skillP  skillR  skillF1`);
for (const [name, tally] of [...groups.entries(), ['ALL', all] as const]) {
  const skills = skillScores(tally);
  console.log(
    `${name.padEnd(14)}${FIELDS.map((field) => rate(tally, field).padStart(9)).join('')}  ${pct(skills.precision)}   ${pct(skills.recall)}   ${pct(skills.f1)}`,
  );
}
for (const [part, producers] of handwritten) {
  if (producers.size === 0) continue;
  const total = [...producers.values()].reduce((sum, tally) => addTally(sum, tally), emptyTally());
  console.log(`hand-written, ${part} part:`);
  for (const [name, tally] of [
    ...[...producers.entries()].sort(([a], [b]) => a.localeCompare(b)),
    [`ALL ${part}`, total] as const,
  ]) {
    const skills = skillScores(tally);
    console.log(
      `${name.padEnd(14)}${FIELDS.map((field) => rate(tally, field).padStart(9)).join('')}  ${pct(skills.precision)}   ${pct(skills.recall)}   ${pct(skills.f1)}`,
    );
  }
  if (process.env.BENCH_PARSE_MISSES === '1' && (part === 'tune' || process.env.BENCH_PARSE_HELD_OUT_MISSES === '1'))
    for (const miss of total.misses) console.log(`  ${miss}`);
}
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `time per document: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, p90 ${sorted[Math.floor(sorted.length * 0.9)]!.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
);
if (process.env.BENCH_PARSE_MISSES === '1') for (const miss of all.misses) console.log(`  ${miss}`);
