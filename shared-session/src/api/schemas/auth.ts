// Zod's browser setting, before any schema is built (shared-contract/src/common/browser-parsing.ts).
import '@resumebeat/shared-contract/browser-parsing';
import { AuthResponseSchema } from '@resumebeat/shared-contract';

/** The schemas of the auth calls' answers, built when the first of them is made (./client.ts). */
export {
  ForgotPasswordResponseSchema,
  GoogleStartResponseSchema,
  MeResponseSchema,
  OAuthStartResponseSchema,
  ResetPasswordResponseSchema,
} from '@resumebeat/shared-contract';

/**
 * Every field optional on purpose: an answer without a token must reach storeAuthenticatedUser,
 * which raises 'No authentication token received' (docs/product/errors.md#sign-in-and-registration), not a schema error.
 */
export const SignInResponseSchema = AuthResponseSchema.partial();
