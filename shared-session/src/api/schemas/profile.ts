// Zod's browser setting, before any schema is built (shared-contract/src/common/browser-parsing.ts).
import '@resumebeat/shared-contract/browser-parsing';

/** The schemas of the profile calls' answers, built when the first of them is made (./client.ts). */
export { CancelSubscriptionResponseSchema, ProfileSchema } from '@resumebeat/shared-contract';
