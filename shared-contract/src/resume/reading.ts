import { z } from 'zod';
import { MAX_RESUME_TEXT_CHARS, RESUME_TEXT_TOO_LONG_MESSAGE } from './constants';
import { MAX_READING_CORRECTION_CHARS, READING_FEEDBACK_MESSAGES, READING_PROBLEMS } from '../static/page-rules';

// 'How an ATS reads your resume' (issue 30, docs/decisions/031): what the reader found in the
// file, computed by the engine with its parse, and a person's report when it read them wrong.

const shortText = z.string().max(200);
const maybe = shortText.nullable();

/** One plain warning where something was not found or was guessed. */
export const ReadingWarningSchema = z
  .object({
    id: z
      .string()
      .max(40)
      .meta({ description: 'Stable id: name-missing, role-no-dates, role-in-bullets, experience-missing, ...' }),
    component: z
      .string()
      .max(40)
      .nullable()
      .meta({ description: 'The score component this is a finding of (sections, dates, bullets), or null.' }),
    item: z
      .number()
      .int()
      .min(0)
      .max(100)
      .nullable()
      .meta({ description: 'Index into roles or education when it is about one of them.' }),
    message: z.string().max(600),
  })
  .meta({ id: 'ReadingWarning' });
export type ReadingWarning = z.infer<typeof ReadingWarningSchema>;

export const ResumeReadingSchema = z
  .object({
    contact: z.object({ name: maybe, email: maybe, phone: maybe, location: maybe, links: z.array(shortText).max(10) }),
    headline: maybe,
    headings: z.array(shortText).max(40),
    roles: z
      .array(
        z.object({
          title: maybe,
          employer: maybe,
          location: maybe,
          start: maybe,
          end: maybe,
          bullets: z.number().int().min(0).max(10_000),
        }),
      )
      .max(40),
    education: z.array(z.object({ degree: maybe, school: maybe, start: maybe, end: maybe })).max(20),
    skills: z.array(shortText).max(150),
    warnings: z.array(ReadingWarningSchema).max(200),
  })
  .meta({ id: 'ResumeReading' });
export type ResumeReading = z.infer<typeof ResumeReadingSchema>;

/** A request carries the resume's text, at most MAX_RESUME_TEXT_CHARS, and the reading: bounded below this. */
export const READING_FEEDBACK_BODY_LIMIT = 512 * 1024;

export const ReadingFeedbackRequestSchema = z
  .object({
    scanTicket: z
      .string()
      .max(200)
      .optional()
      .meta({ description: "The upload's scanTicket (anyone); or, signed in, resumeId." }),
    resumeId: z
      .string()
      .max(64)
      .optional()
      .meta({ description: 'A stored scan of the signed-in account (instead of scanTicket).' }),
    content: z.string().max(MAX_RESUME_TEXT_CHARS, { message: RESUME_TEXT_TOO_LONG_MESSAGE }).optional().meta({
      description: 'With scanTicket: the text the scan read (checked against the ticket), stored with the report.',
    }),
    reading: ResumeReadingSchema,
    problem: z.enum(READING_PROBLEMS, { message: READING_FEEDBACK_MESSAGES.problem }),
    correction: z
      .string()
      .trim()
      .max(MAX_READING_CORRECTION_CHARS, { message: READING_FEEDBACK_MESSAGES.correction })
      .optional(),
    consent: z.literal(true, { message: READING_FEEDBACK_MESSAGES.consent }),
  })
  .meta({ id: 'ReadingFeedbackRequest' });
export type ReadingFeedbackRequest = z.infer<typeof ReadingFeedbackRequestSchema>;

export const ReadingFeedbackResponseSchema = z
  .object({ id: z.string(), message: z.string() })
  .meta({ id: 'ReadingFeedbackResponse' });
export type ReadingFeedbackResponse = z.infer<typeof ReadingFeedbackResponseSchema>;
