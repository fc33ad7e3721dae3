import { LOOSE_EMAIL_PATTERN, SUPPORT_MESSAGE_RULES } from '@resumebeat/shared-session/api';

export { SUPPORT_MESSAGE_RULES };

/** docs/product/errors.md#profile: the contact form's outcomes, word for word. */
export const SUPPORT_MESSAGES = {
  sent: 'Thanks! Your message has been sent. We will get back to you soon.',
  failed: 'Failed to send message',
} as const;

/**
 * docs/product/rules-and-limits.md#support-message: Send is enabled only for a loosely valid email (text, @, text, dot, text),
 * a trimmed message of 10 to 8000 characters, and while nothing is being sent.
 */
export function canSendSupport(form: { email: string; message: string }, sending: boolean): boolean {
  const length = form.message.trim().length;
  return (
    !sending &&
    LOOSE_EMAIL_PATTERN.test(form.email.trim()) &&
    length >= SUPPORT_MESSAGE_RULES.minLength &&
    length <= SUPPORT_MESSAGE_RULES.maxLength
  );
}
