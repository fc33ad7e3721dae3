import { z } from 'zod';

/** Every error the api sends: one JSON shape, a human-readable message, never a stack trace. */
export const ErrorResponseSchema = z
  .object({
    message: z.string().meta({ description: 'What went wrong, safe to show to the user.' }),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** 400 bad input: the message names the first problem, `issues` lists every field that failed. */
export const ValidationErrorResponseSchema = ErrorResponseSchema.extend({
  issues: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .meta({ description: 'One entry per invalid field; path is dotted (e.g. "body.email").' }),
}).meta({ id: 'ValidationErrorResponse' });
export type ValidationErrorResponse = z.infer<typeof ValidationErrorResponseSchema>;

/** 429 from the resume upload when the scan limit is reached (docs/product/rules-and-limits.md#scan-limits). */
export const ScanLimitErrorSchema = ErrorResponseSchema.extend({
  needsPayment: z.boolean().meta({ description: 'true: an upgrade unlocks more scans; false: wait or sign in.' }),
}).meta({ id: 'ScanLimitError' });
export type ScanLimitError = z.infer<typeof ScanLimitErrorSchema>;
