// The calls' routes (method and path), with no zod schema beside them: the browser's API client
// needs them when it is evaluated, while the schemas are built only when a call's answer is checked
// (docs/decisions/046-doing-less-at-start.md). The endpoint files keep each call's schemas.
import { route } from '../common/route';

// auth
/**
 * No auth. Asks for a reset link by email; always answers the same neutral message whether or not
 * an account has that email (no account enumeration). `mailEnabled` false: this server sends no
 * mail, so the person is told to contact support instead.
 */
export const FORGOT_PASSWORD_ROUTE = route('POST', '/api/auth/forgot-password');

/** No auth: the token from the mailed link and the new password (the registration rules). 204. */
export const RESET_PASSWORD_ROUTE = route('POST', '/api/auth/reset-password');

/**
 * Starts a GitHub or LinkedIn sign-in: the server picks the state and the PKCE verifier, keeps
 * them in a short-lived HttpOnly cookie for this browser, and answers the provider's authorize
 * URL (with the state and the S256 code_challenge) for the browser to go to.
 */
export const GITHUB_AUTH_START_ROUTE = route('POST', '/api/auth/github/start');

/**
 * Starts a Google sign-in: a nonce for Google Identity Services' `initialize`, kept in a
 * short-lived HttpOnly cookie for this browser; the ID token posted next must carry it.
 */
export const GOOGLE_AUTH_START_ROUTE = route('POST', '/api/auth/google/start');

export const LINKEDIN_AUTH_START_ROUTE = route('POST', '/api/auth/linkedin/start');

/**
 * Sign in with the code GitHub sent to /github-callback: the server exchanges it, reads the user
 * and their primary verified email; answers AuthResponse (401 refused, 502 GitHub unreachable,
 * 503 not configured).
 */
export const GITHUB_AUTH_ROUTE = route('POST', '/api/auth/github');

/**
 * Sign in with the ID token (the `credential`) Google Identity Services gives the browser. The
 * server checks its signature against Google's keys, issuer, audience (GOOGLE_CLIENT_ID), expiry
 * and that the email is verified; answers AuthResponse (401 refused, 502 Google unreachable,
 * 503 not configured).
 */
export const GOOGLE_AUTH_ROUTE = route('POST', '/api/auth/google');

/**
 * Sign in with the code LinkedIn sent to /linkedin-callback: the server exchanges it and reads
 * the OpenID userinfo (verified email required); answers AuthResponse (401 refused, 502 LinkedIn
 * unreachable, 503 not configured).
 */
export const LINKEDIN_AUTH_ROUTE = route('POST', '/api/auth/linkedin');

export const LOGIN_ROUTE = route('POST', '/api/auth/login');

/** Who the bearer token belongs to; 401 when the token is missing, invalid or expired. */
export const ME_ROUTE = route('GET', '/api/auth/me');

export const REGISTER_ROUTE = route('POST', '/api/auth/register');

/** Reads a failed LinkedIn sign-in body as docs/product/api.md#auth says: JSON `error`, else the raw text, else 'HTTP {status}'. */
export function linkedInErrorMessage(status: number, body: string | null): string {
  if (body) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string' && parsed.error)
        return parsed.error;
    } catch {
      // not JSON: the text itself is the message
    }
    if (body.trim()) return body;
  }
  return `HTTP ${status}`;
}

// config
/** No auth. What the browser may know at run time, so no remote is rebuilt to change it. */
export const GET_CONFIG_ROUTE = route('GET', '/api/config');

// support
export const CONTACT_SUPPORT_ROUTE = route('POST', '/api/support/contact');

/** Bearer token required: the signed-in member's own recent support messages, newest first. */
export const MY_SUPPORT_MESSAGES_ROUTE = route('GET', '/api/support/messages');

// resume
/**
 * Token required; plans with hasAdvancedAnalytics only (403 otherwise, with ANALYTICS_MESSAGES.planRequired).
 * The advanced analytics dashboard: figures computed from the member's stored scans.
 */
export const ANALYTICS_ROUTE = route('GET', '/api/resume/analytics');

/** Token required. JSON: the files' names, industry, optional job description; 201 the batch. 403 without the plan flag. */
export const CREATE_BULK_BATCH_ROUTE = route('POST', '/api/resume/bulk');

/** Token required. `{ allowed, batches }`: whether the plan has bulk upload, and the recent batches. */
export const LIST_BULK_BATCHES_ROUTE = route('GET', '/api/resume/bulk');

/**
 * docs/product/api.md#resume: the optimized resume as a Word document. JSON in, the .docx bytes out
 * (`Content-Disposition: attachment; filename="optimized-resume.docx"`). Token optional; no scan.
 */
export const EXPORT_DOCX_ROUTE = route('POST', '/api/resume/export-docx');

/**
 * docs/product/api.md#resume: the optimized resume, or a cover letter, as a PDF to send. JSON in, the PDF's
 * bytes out (`Content-Disposition: attachment; filename="optimized-resume.pdf"`). Token optional;
 * no scan. The same limits as the Word export (100,000 characters, 3,000 lines); built in an
 * engine worker (docs/decisions/037).
 */
export const EXPORT_PDF_ROUTE = route('POST', '/api/resume/export-pdf');

/** docs/product/api.md#resume: a person says the reading of their resume is wrong (stored only with consent). */
export const READING_FEEDBACK_ROUTE = route('POST', '/api/resume/reading-feedback');

export const DOCX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const PDF_MIME_TYPE = 'application/pdf';

// cover-letter
/** Bearer token required; 403 unless the plan allows it (type 2). */
export const GENERATE_COVER_LETTER_ROUTE = route('POST', '/api/cover-letter/generate');

// payment
export const LOCAL_AUTHENTICATE_PAYMENT_ROUTE = route('POST', '/api/payment/local/payment-intents/:id/authenticate');

/**
 * The built-in test payment provider (PAYMENT_PROVIDER=local): what Stripe.js does with Stripe,
 * the product's own card form does with these two calls. No real money moves; outcomes follow
 * Stripe's public test card numbers. Authorised by the payment's client secret, as with Stripe.
 */
export const LOCAL_CONFIRM_PAYMENT_ROUTE = route('POST', '/api/payment/local/payment-intents/:id/confirm');
