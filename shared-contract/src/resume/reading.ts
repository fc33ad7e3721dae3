import { z } from 'zod';
import { route } from '../common/route';
import { MAX_RESUME_TEXT_CHARS, RESUME_TEXT_TOO_LONG_MESSAGE } from './constants';

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

/** docs/product/api.md#resume: a person says the reading of their resume is wrong (stored only with consent). */
export const READING_FEEDBACK_ROUTE = route('POST', '/api/resume/reading-feedback');

export const READING_PROBLEMS = ['contact', 'roles', 'education', 'skills', 'other'] as const;
export type ReadingProblem = (typeof READING_PROBLEMS)[number];
export const READING_PROBLEM_LABELS: Record<ReadingProblem, string> = {
  contact: 'Contact details',
  roles: 'A role or its dates',
  education: 'A school or degree',
  skills: 'Skills',
  other: 'Something else',
};

export const MAX_READING_CORRECTION_CHARS = 2000;
/** A request carries the resume's text, at most MAX_RESUME_TEXT_CHARS, and the reading: bounded below this. */
export const READING_FEEDBACK_BODY_LIMIT = 512 * 1024;

export const READING_FEEDBACK_MESSAGES = {
  consent: 'Tick the box to let us store how your resume was read and your correction. Nothing is stored without it.',
  problem: 'Choose what is wrong.',
  correction: `Keep the correction to ${MAX_READING_CORRECTION_CHARS} characters.`,
  scanRequired: 'Upload your resume to report a wrong reading: a report is about a scan you made.',
  stored: 'Thank you. Your correction was stored, and the team will use it to improve how resumes are read.',
} as const;

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
