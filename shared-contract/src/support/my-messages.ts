import { z } from 'zod';

/** 'sent': delivered to the support inbox by mail; 'received': stored, read from the inbox list. */
export const SupportMessageStateSchema = z.enum(['received', 'sent']);
export const MySupportMessageSchema = z
  .object({
    id: z.string(),
    subject: z.string(),
    createdAt: z.string(),
    priority: z.boolean(),
    state: SupportMessageStateSchema,
  })
  .meta({ id: 'MySupportMessage' });
export type MySupportMessage = z.infer<typeof MySupportMessageSchema>;
export const MySupportMessagesResponseSchema = z
  .object({ messages: z.array(MySupportMessageSchema) })
  .meta({ id: 'MySupportMessagesResponse' });
export type MySupportMessagesResponse = z.infer<typeof MySupportMessagesResponseSchema>;

/** What the member is told to expect after sending (docs/decisions/032). */
export const SUPPORT_REPLY_EXPECTATION = {
  priority: 'Priority support: we will reply within one business day.',
  standard: 'We will reply within three business days.',
} as const;
