import { z } from 'zod';
import { LOOSE_EMAIL_PATTERN } from '../static/page-rules';
import { SUPPORT_MESSAGE_RULES } from '../static/page-rules';

/** No auth. The message is trimmed, then 10 to 8000 characters (docs/product/rules-and-limits.md#support-message). */
export const SupportMessageSchema = z
  .object({
    name: z.string().trim().max(200).optional().default(''),
    email: z.string().trim().max(254).regex(LOOSE_EMAIL_PATTERN, { message: 'Email must be a valid email address' }),
    subject: z
      .string()
      .trim()
      .max(200)
      .nullish()
      .transform((value) => value || SUPPORT_MESSAGE_RULES.defaultSubject),
    message: z
      .string()
      .trim()
      .min(SUPPORT_MESSAGE_RULES.minLength, {
        message: `Message must be at least ${SUPPORT_MESSAGE_RULES.minLength} characters`,
      })
      .max(SUPPORT_MESSAGE_RULES.maxLength, {
        message: `Message must be at most ${SUPPORT_MESSAGE_RULES.maxLength} characters`,
      }),
  })
  .meta({ id: 'SupportMessage' });
export type SupportMessage = z.input<typeof SupportMessageSchema>;

export const ContactSupportResponseSchema = z
  .object({
    message: z.string(),
    id: z.string(),
    /** When to expect a reply (priority support: one business day; otherwise three). */
    expectation: z.string().optional(),
    priority: z.boolean().optional(),
  })
  .meta({ id: 'ContactSupportResponse' });
export type ContactSupportResponse = z.infer<typeof ContactSupportResponseSchema>;
