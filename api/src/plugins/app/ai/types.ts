// The AI layer's one interface. A provider writes the feedback text and the optimized resume;
// it never scores: the score always comes from the engine (docs/decisions/006).
import type { CoverLetterFocus, CoverLetterTone, Industry, ParsedResume, ScoreResult } from '@resumebeat/ats-engine';

export interface AiInput {
  parsed: ParsedResume;
  /** The engine's score of `parsed` for this job description and industry. */
  score: ScoreResult;
  industry: Industry;
  jobDescription: string | null;
  jobTitle: string | null;
  companyName: string | null;
  /**
   * The job's missing keywords the person confirmed having. Only these of the missing keywords
   * may be written into an optimized resume; without them, none.
   */
  confirmedKeywords: string[];
}

/** What a cover letter is written from (the form of docs/product/screens.md#cover-letter-page), validated by the route. */
export interface CoverLetterAiInput {
  resumeText: string;
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  tone: CoverLetterTone;
  focus: CoverLetterFocus;
}

/** Who a call is for, beyond the input: the engine's queue share, and who wants to know a provider was asked. */
export interface AiCall {
  /** The client's address key: their share of the engine's queue (ENGINE_JOBS_PER_CLIENT). */
  client?: string;
  /** Called as a request to a paid provider is sent (from then on the call may be billed). */
  onProviderRequest?: () => void;
}

export interface AiProvider {
  readonly name: 'local' | 'openai';
  /** Feedback as HTML: only the engine's FEEDBACK_TAGS, every piece of text escaped. */
  analysis(input: AiInput, signal: AbortSignal, client?: string): Promise<string>;
  /** The same feedback in pieces to append, in order. */
  streamAnalysis(input: AiInput, signal: AbortSignal, client?: string): AsyncIterable<string>;
  /** The optimized resume as plain text. */
  optimize(input: AiInput, signal: AbortSignal, client?: string): Promise<string>;
  /** The optimized resume in pieces of text to append. */
  streamOptimize(input: AiInput, signal: AbortSignal, client?: string): AsyncIterable<string>;
  /** A cover letter as plain text, from the resume and the job description only. */
  coverLetter(input: CoverLetterAiInput, signal: AbortSignal, client?: string): Promise<string>;
}
