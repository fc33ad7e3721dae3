// What an engine worker can be asked to do: every step that reads or scores user input. Each runs
// in a worker process of the pool (engine-pool.ts), so a slow or hostile input costs a worker its
// time budget, never the api's event loop.
import { isResumeParseError } from '../errors';
import { resumeDocx } from '../export/resume-docx';
import { textPdf, type TextPdfKind } from '../export/text-pdf';
import { extractDocumentText } from '../extract/extract-document';
import type { ExtractOptions, ParsedResume } from '../types';
import { generateCoverLetter, type CoverLetterInput, type CoverLetterResult } from '../optimize/cover-letter';
import { confirmedAmong } from '../optimize/keyword-claims';
import {
  optimizeResume,
  withConfirmedSkills,
  type OptimizeOptions,
  type OptimizeResult,
} from '../optimize/optimize-resume';
import { parseResume, parseResumeText } from '../parse/parse-resume';
import { scoreResume, type ScoreOptions, type ScoreResult } from '../score/score-resume';

export { usePdfExtractorInThisThread } from '../extract/pdf-worker-pool';

export const engineTasks = {
  /** A resume file's bytes to its structure. */
  readFile: (args: { bytes: Uint8Array; options: ExtractOptions }): Promise<ParsedResume> =>
    parseResume(args.bytes, args.options),
  /**
   * A resume file read and scored in one trip (an upload of a file not read before): the parsed
   * resume crosses the thread boundary once, not back again to be scored. A file without text is
   * not scored (score null): the upload refuses it.
   */
  readAndScoreFile: async (args: {
    bytes: Uint8Array;
    options: ExtractOptions;
    scoreOptions: ScoreOptions;
  }): Promise<{ parsed: ParsedResume; score: ScoreResult | null }> => {
    const parsed = await parseResume(args.bytes, args.options);
    return { parsed, score: parsed.text.trim() ? scoreResume(parsed, args.scoreOptions) : null };
  },
  /** A job description file's text. */
  extractText: (args: {
    bytes: Uint8Array;
    options: ExtractOptions;
  }): Promise<{ text: string; kind: 'pdf' | 'docx' | 'txt' }> => extractDocumentText(args.bytes, args.options),
  /** Resume text (what the browser sends back) to its structure. */
  readText: (args: { text: string }): ParsedResume => parseResumeText(args.text),
  score: (args: { parsed: ParsedResume; options: ScoreOptions }): ScoreResult => scoreResume(args.parsed, args.options),
  /**
   * Resume text read and scored in one trip. With confirmedKeywords (rescore), the job's missing
   * keywords the person confirmed are added to the text's Skills before it is scored.
   */
  readAndScoreText: (args: {
    text: string;
    options: ScoreOptions;
    confirmedKeywords?: readonly string[];
  }): { parsed: ParsedResume; score: ScoreResult } => {
    const parsed = parseResumeText(args.text);
    const score = scoreResume(parsed, args.options);
    const confirmed = confirmedAmong(score.keywords?.missing.map((m) => m.keyword) ?? [], args.confirmedKeywords);
    if (confirmed.length === 0) return { parsed, score };
    const woven = parseResumeText(withConfirmedSkills(args.text, confirmed));
    return { parsed: woven, score: scoreResume(woven, args.options) };
  },
  optimize: (args: { parsed: ParsedResume; options: OptimizeOptions }): OptimizeResult =>
    optimizeResume(args.parsed, args.options),
  coverLetter: (args: { input: CoverLetterInput }): CoverLetterResult => generateCoverLetter(args.input),
  /** Resume text as a Word document's bytes (the export): the XML build of a long text is seconds of CPU. */
  resumeDocx: (args: { content: string }): Promise<Uint8Array> => resumeDocx(args.content),
  /** A resume or letter as a PDF's bytes (one column, Helvetica, real text): laying out and wrapping thousands of lines is CPU. */
  textPdf: (args: { content: string; kind: TextPdfKind }): Promise<Uint8Array> =>
    textPdf(args.content, { kind: args.kind }),
};

export type EngineTasks = typeof engineTasks;
export type EngineTaskName = keyof EngineTasks;
export type EngineTaskArgs<T extends EngineTaskName> = Parameters<EngineTasks[T]>[0];
export type EngineTaskResult<T extends EngineTaskName> = Awaited<ReturnType<EngineTasks[T]>>;

/** An error as it crosses the thread boundary: the engine's typed errors keep their code. */
export type SerializedError = { code: string | null; message: string; name: string };

export function serializeError(error: unknown): SerializedError {
  if (isResumeParseError(error)) return { code: error.code, message: error.message, name: error.name };
  const e = error as { name?: unknown; message?: unknown };
  return {
    code: null,
    name: typeof e?.name === 'string' ? e.name : 'Error',
    message: typeof e?.message === 'string' ? e.message : String(error),
  };
}

export async function runEngineTask(task: string, args: unknown): Promise<unknown> {
  const fn = (engineTasks as Record<string, (a: unknown) => unknown>)[task];
  if (!fn) throw new Error(`Unknown engine task ${task}`);
  return fn(args);
}
