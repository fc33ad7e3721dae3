// Zod's browser setting, before any schema is built (shared-contract/src/common/browser-parsing.ts).
import '@resumebeat/shared-contract/browser-parsing';

/** The schemas of the config calls' answers, built when the first of them is made (./client.ts). */
export { PublicConfigSchema } from '@resumebeat/shared-contract';
