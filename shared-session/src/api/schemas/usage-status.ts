// Zod's browser setting, before any schema is built (shared-contract/src/common/browser-parsing.ts).
import '@resumebeat/shared-contract/browser-parsing';

/**
 * The usage call's schema alone: /upload and /profile make this call as they start, and it needs
 * none of the other payment schemas (./payment.ts, built with the first of those calls).
 */
export { UsageStatusSchema } from '@resumebeat/shared-contract';
