// The local engine's cover letter, by the numbers: for each corpus resume with the job description
// it fits, and each tone, the words of the letter per focus, its body paragraphs and how many of the
// person's own bullets it quotes. The letter should be 250-400 words in 3-4 paragraphs and quote
// two or three results (docs/decisions/038). The resume text is what the upload reads from the file.
//   pnpm bench:letter                                   the table
//   pnpm bench:letter john_doe.pdf confident growth     one letter in full
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  COVER_LETTER_FOCUSES,
  COVER_LETTER_TONES,
  extractDocumentText,
  generateCoverLetter,
  parseResume,
  parseResumeText,
  shutdownPdfWorkers,
} from '../src/index';
import { renderDocx } from '../devset/render-docx';
import { readHandwritten, readSources } from '../devset/truth';
import { allBullets } from '../src/score/score-resume';
import { CORPUS_DIR, jsonResumeSample, masterResume, renderText } from '../test/support/corpus';

const PAIRS: Array<[resume: string, jd: string]> = [
  ['john_doe.pdf', 'job_desc_java_developer.pdf'],
  ['barry_allen_fe.pdf', 'e2e_frontend-eng.txt'],
  ['bruce_wayne_fullstack.pdf', 'job_desc_full_stack_engineer.pdf'],
  ['alfred_pennyworth_pm.pdf', 'job_desc_product_manager.pdf'],
  ['ditto_two_column.pdf', 'e2e_backend-eng.txt'],
  ['e2e_master_resume.json', 'e2e_backend-eng.txt'],
  ['jsonresume_sample.resume.json', 'raw_job_2_java_developer.txt'],
];

if (!existsSync(CORPUS_DIR)) {
  console.log(`No corpus at ${CORPUS_DIR}: nothing to measure.`);
  process.exit(0);
}

const read = async (folder: string, file: string) => {
  if (file.endsWith('.json')) return renderText(file.startsWith('e2e') ? masterResume() : jsonResumeSample());
  const bytes = readFileSync(path.join(CORPUS_DIR, folder, file));
  return file.endsWith('.pdf') ? (await extractDocumentText(new Uint8Array(bytes))).text : bytes.toString('utf8');
};

const folded = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%$]+/gu, ' ')
    .trim();
/** Bullets of the resume the letter quotes (as written, its first letter in any case). */
const quoted = (letter: string, resumeText: string) => {
  const body = folded(letter);
  return allBullets(parseResumeText(resumeText)).filter((b) => body.includes(folded(b)));
};
const bodyParagraphs = (letter: string) => letter.split('\n\n').slice(1, -1).length;

const [showResume, showTone = 'professional', showFocus = 'skills'] = process.argv.slice(2);
if (showResume) {
  const pair = PAIRS.find(([resume]) => resume === showResume);
  if (!pair) throw new Error(`Unknown resume "${showResume}". Use one of: ${PAIRS.map(([r]) => r).join(', ')}.`);
  const resumeText = await read('resumes', pair[0]);
  const letter = generateCoverLetter({
    resumeText,
    jobDescription: await read('jds', pair[1]),
    jobTitle: 'Engineer',
    companyName: 'Acme',
    tone: showTone,
    focus: showFocus,
  });
  console.log(
    `${letter.wordCount} words, ${bodyParagraphs(letter.coverLetter)} paragraphs, ${quoted(letter.coverLetter, resumeText).length} results quoted\n`,
  );
  console.log(letter.coverLetter);
} else {
  console.log('cover letter, local engine: words / body paragraphs / results quoted, per focus');
  console.log(
    `${'resume (job)'.padEnd(62)} ${'tone'.padEnd(13)} ${COVER_LETTER_FOCUSES.map((f) => f.padEnd(13)).join('')}`,
  );
  const words: number[] = [];
  for (const [resume, jd] of PAIRS) {
    const resumeText = await read('resumes', resume);
    const jobDescription = await read('jds', jd);
    for (const tone of COVER_LETTER_TONES) {
      const cells = COVER_LETTER_FOCUSES.map((focus) => {
        const { coverLetter, wordCount } = generateCoverLetter({
          resumeText,
          jobDescription,
          jobTitle: 'Engineer',
          companyName: 'Acme',
          tone,
          focus,
        });
        words.push(wordCount);
        return `${wordCount} / ${bodyParagraphs(coverLetter)} / ${quoted(coverLetter, resumeText).length}`.padEnd(13);
      });
      console.log(`${`${resume} (${jd})`.padEnd(62)} ${tone.padEnd(13)} ${cells.join('')}`);
    }
  }
  const summary = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `${label}: ${sorted[0]}-${sorted[sorted.length - 1]}, median ${sorted[sorted.length >> 1]}`;
  };
  console.log(`corpus, ${words.length} letters: ${summary('words', words)}`);

  // The development set (JSON Resume documents typed into Word, the hand-written resumes) against
  // every corpus job description, every tone and focus: the range only.
  const texts: string[] = [];
  for (const { resume } of readSources())
    texts.push(
      (
        await parseResume(
          new Uint8Array(await renderDocx(structuredClone(resume) as Parameters<typeof renderDocx>[0])),
          { fileName: 'resume.docx' },
        )
      ).text,
    );
  for (const { pdf } of readHandwritten())
    texts.push((await parseResume(new Uint8Array(readFileSync(pdf)), { fileName: 'resume.pdf' })).text);
  const jobs = await Promise.all([...new Set(PAIRS.map(([, jd]) => jd))].map((jd) => read('jds', jd)));
  const devWords: number[] = [];
  const devParagraphs: number[] = [];
  const devQuoted: number[] = [];
  for (const resumeText of texts) {
    for (const jobDescription of jobs) {
      for (const tone of COVER_LETTER_TONES) {
        for (const focus of COVER_LETTER_FOCUSES) {
          const { coverLetter, wordCount } = generateCoverLetter({
            resumeText,
            jobDescription,
            jobTitle: 'Engineer',
            companyName: 'Acme',
            tone,
            focus,
          });
          devWords.push(wordCount);
          devParagraphs.push(bodyParagraphs(coverLetter));
          devQuoted.push(quoted(coverLetter, resumeText).length);
        }
      }
    }
  }
  console.log(
    `development set, ${texts.length} resumes x ${jobs.length} jobs x 16, ${devWords.length} letters: ${summary('words', devWords)}; ${summary('paragraphs', devParagraphs)}; ${summary('results quoted', devQuoted)}`,
  );
}
await shutdownPdfWorkers();
