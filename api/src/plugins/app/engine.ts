// `app.engine`: the ATS engine behind its worker pool. Every read of a file or of text a client
// sent, every score, optimization and cover letter goes through here, never through the engine's
// functions on the event loop: a hostile input then costs one worker its time budget, and the
// server keeps answering everyone else (review C1, H2, H3; docs/decisions/008).
import {
  type CoverLetterInput,
  type CoverLetterResult,
  createEnginePool,
  type EnginePool,
  type ExtractOptions,
  type OptimizeOptions,
  type OptimizeResult,
  type ParsedResume,
  ResumeParseError,
  type ScoreOptions,
  type ScoreResult,
} from '@resumebeat/ats-engine';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';

/** Who a job is for and whether they still wait for it. */
export interface EngineContext {
  /** The client's address key or account: one client's share of the queue is bounded. */
  client?: string;
  /** Fires when the HTTP client leaves: the job is dropped. */
  signal?: AbortSignal;
}

export interface FileToRead {
  bytes: Uint8Array;
  fileName: string;
  mimeType: string;
}

const fileTimeout = () =>
  new ResumeParseError(
    'PDF_TIMEOUT',
    'This file took too long to read. Export it again with text, or upload it as DOCX or PDF.',
  );

const docxTimeout = () =>
  new ResumeParseError('READ_TIMEOUT', 'The Word file took too long to build. Try a shorter resume.');

const pdfTimeout = () => new ResumeParseError('READ_TIMEOUT', 'The PDF took too long to build. Try a shorter text.');

export function createEngineService(pool: EnginePool, config: AppConfig) {
  const fileOptions = (file: FileToRead): ExtractOptions => ({ fileName: file.fileName, mimeType: file.mimeType });
  const fileRun = (ctx: EngineContext) => ({ ...ctx, timeoutMs: config.scans.pdfTimeoutMs, timeoutError: fileTimeout });
  const textRun = (ctx: EngineContext) => ({ ...ctx, timeoutMs: config.engine.textTimeoutMs });

  return {
    pool,

    /** A resume file's structure (PDF, DOCX or TXT). */
    readResume(file: FileToRead, ctx: EngineContext = {}): Promise<ParsedResume> {
      const { bytes } = file;
      return pool.run('readFile', { bytes, options: fileOptions(file) }, fileRun(ctx));
    },

    /** A resume file read and scored in one job (score null: the file has no text). */
    readAndScoreFile(
      file: FileToRead,
      options: ScoreOptions,
      ctx: EngineContext = {},
    ): Promise<{ parsed: ParsedResume; score: ScoreResult | null }> {
      const { bytes } = file;
      return pool.run('readAndScoreFile', { bytes, options: fileOptions(file), scoreOptions: options }, fileRun(ctx));
    },

    /** A job description file's text. */
    extractText(file: FileToRead, ctx: EngineContext = {}): Promise<{ text: string; kind: 'pdf' | 'docx' | 'txt' }> {
      const { bytes } = file;
      return pool.run('extractText', { bytes, options: fileOptions(file) }, fileRun(ctx));
    },

    /** With confirmedKeywords (rescore), those of the job's missing keywords join the text's Skills first. */
    readAndScoreText(
      text: string,
      options: ScoreOptions,
      ctx: EngineContext = {},
      confirmedKeywords: readonly string[] = [],
    ): Promise<{ parsed: ParsedResume; score: ScoreResult }> {
      return pool.run('readAndScoreText', { text, options, confirmedKeywords }, textRun(ctx));
    },

    score(parsed: ParsedResume, options: ScoreOptions, ctx: EngineContext = {}): Promise<ScoreResult> {
      return pool.run('score', { parsed, options }, textRun(ctx));
    },

    optimize(parsed: ParsedResume, options: OptimizeOptions, ctx: EngineContext = {}): Promise<OptimizeResult> {
      return pool.run('optimize', { parsed, options }, textRun(ctx));
    },

    coverLetter(input: CoverLetterInput, ctx: EngineContext = {}): Promise<CoverLetterResult> {
      return pool.run('coverLetter', { input }, textRun(ctx));
    },

    /** Resume text as a Word document (the export): built in a worker, never on the event loop (review C2). */
    resumeDocx(content: string, ctx: EngineContext = {}): Promise<Uint8Array> {
      return pool.run('resumeDocx', { content }, { ...textRun(ctx), timeoutError: docxTimeout });
    },

    /** A resume or cover letter as a PDF (the export): laid out in a worker, like the Word file (decision 037). */
    textPdf(content: string, kind: 'resume' | 'letter', ctx: EngineContext = {}): Promise<Uint8Array> {
      return pool.run('textPdf', { content, kind }, { ...textRun(ctx), timeoutError: pdfTimeout });
    },
  };
}

export type EngineService = ReturnType<typeof createEngineService>;

declare module 'fastify' {
  interface FastifyInstance {
    engine: EngineService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const { workers, queueMax, jobsPerClient, workerHeapMb, workerNice } = app.config.engine;
    const pool = createEnginePool({
      workers: workers || undefined,
      maxQueued: queueMax,
      maxPerClient: jobsPerClient,
      heapMb: workerHeapMb,
      nice: workerNice,
    });
    app.decorate('engine', createEngineService(pool, app.config));
    app.addHook('onClose', async () => {
      await pool.close();
    });
  },
  { name: 'engine', dependencies: ['config'] },
);
