import { z } from 'zod';
import { route } from '../common/route';
import { INDUSTRY_VALUES, MAX_RESUME_TEXT_CHARS, RESUME_TEXT_TOO_LONG_MESSAGE } from './constants';

/** Bounds of `confirmedKeywords`: a job rarely lists more missing keywords, none is a paragraph. */
export const MAX_CONFIRMED_KEYWORDS = 60;
export const MAX_CONFIRMED_KEYWORD_CHARS = 100;
export const CONFIRMED_KEYWORD_MESSAGES = {
  empty: 'A confirmed keyword cannot be empty.',
  tooLong: `A confirmed keyword is at most ${MAX_CONFIRMED_KEYWORD_CHARS} characters.`,
  tooMany: `Confirm at most ${MAX_CONFIRMED_KEYWORDS} keywords at once.`,
} as const;

export const OPTIMIZE_RESUME_ROUTE = route('POST', '/api/resume/optimize');
export const RESCORE_RESUME_ROUTE = route('POST', '/api/resume/rescore');
/** Server-sent events: 'delta' (text to append), then 'final' (JSON `{ score }`). */
export const STREAM_ANALYSIS_ROUTE = route('POST', '/api/resume/stream-analysis');
/** Server-sent events: 'delta' (text of the optimized resume to append). */
export const STREAM_OPTIMIZE_ROUTE = route('POST', '/api/resume/stream-optimize');

/** The JSON body of optimize, rescore and both streams. */
export const ResumeTextPayloadSchema = z
  .object({
    content: z.string().min(1).max(MAX_RESUME_TEXT_CHARS, { message: RESUME_TEXT_TOO_LONG_MESSAGE }),
    jobTitle: z.string().max(200).optional(),
    companyName: z.string().max(200).optional(),
    jobDescription: z.string().max(50_000).optional(),
    industry: z.enum(INDUSTRY_VALUES).optional(),
    scanTicket: z.string().max(200).optional().meta({
      description:
        "The upload's scanTicket: required by the server; each counted scan allows a bounded number of these calls for 3 hours, by whoever made it, on the text it read (rescore: or an optimized text answered for it).",
    }),
    confirmedKeywords: z
      .array(
        z
          .string()
          .trim()
          .min(1, { message: CONFIRMED_KEYWORD_MESSAGES.empty })
          .max(MAX_CONFIRMED_KEYWORD_CHARS, { message: CONFIRMED_KEYWORD_MESSAGES.tooLong }),
      )
      .max(MAX_CONFIRMED_KEYWORDS, { message: CONFIRMED_KEYWORD_MESSAGES.tooMany })
      .optional()
      .meta({
        description:
          "docs/product/api.md#resume: the job's missing keywords the person ticked ('Add the ones you really have'). Optimize and stream-optimize write them into Skills and the summary; rescore adds them to the text's Skills before scoring. Without it no missing keyword is ever written.",
      }),
  })
  .meta({ id: 'ResumeTextPayload' });
export type ResumeTextPayload = z.infer<typeof ResumeTextPayloadSchema>;

export const OptimizeResponseSchema = z.object({ optimizedResume: z.string() }).meta({ id: 'OptimizeResponse' });
export type OptimizeResponse = z.infer<typeof OptimizeResponseSchema>;

export const RescoreResponseSchema = z.object({ score: z.number() }).meta({ id: 'RescoreResponse' });
export type RescoreResponse = z.infer<typeof RescoreResponseSchema>;

/** The 'final' event of stream-analysis. */
export const StreamFinalEventSchema = z.object({ score: z.number() });
export type StreamFinalEvent = z.infer<typeof StreamFinalEventSchema>;
