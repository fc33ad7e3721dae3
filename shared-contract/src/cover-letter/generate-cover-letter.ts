import { MAX_RESUME_TEXT_CHARS, RESUME_TEXT_TOO_LONG_MESSAGE } from '../resume/constants';
import { z } from 'zod';
import { COVER_LETTER_FOCUSES, COVER_LETTER_TONES } from '../static/page-rules';

export const CoverLetterRequestSchema = z
  .object({
    jobTitle: z.string().trim().min(1, { message: 'Please fill in all required fields' }).max(200),
    companyName: z.string().trim().min(1, { message: 'Please fill in all required fields' }).max(200),
    jobDescription: z.string().trim().min(1, { message: 'Please fill in all required fields' }).max(50_000),
    resumeContent: z
      .string()
      .max(MAX_RESUME_TEXT_CHARS, { message: RESUME_TEXT_TOO_LONG_MESSAGE })
      .optional()
      .default(''),
    tone: z.enum(COVER_LETTER_TONES).default('professional'),
    focus: z.enum(COVER_LETTER_FOCUSES).default('skills'),
  })
  .meta({ id: 'CoverLetterRequest' });
export type CoverLetterRequest = z.input<typeof CoverLetterRequestSchema>;

export const CoverLetterResponseSchema = z
  .object({ coverLetter: z.string(), wordCount: z.number().int(), suggestions: z.array(z.string()) })
  .meta({ id: 'CoverLetterResponse' });
export type CoverLetterResponse = z.infer<typeof CoverLetterResponseSchema>;
