import type { ResumeUploadResult } from '@resumebeat/shared-session/api';
import type { Industry } from '@resumebeat/shared-contract';
import { asUploadResult, isIndustry } from '../../../shared/navigation-state';

/**
 * The analysis on screen when the plans open, kept for the tab's session: a hosted checkout is a
 * full navigation away and back (to /upload, the page it started from), and the buyer should find
 * the analysis they were reading. Read on the way back, then removed.
 */
export const CHECKOUT_RESULT_KEY = 'rb-checkout-result';

export function keepResultForCheckout(result: ResumeUploadResult | null, industry: Industry): void {
  try {
    if (result) window.sessionStorage.setItem(CHECKOUT_RESULT_KEY, JSON.stringify({ uploadResult: result, industry }));
    else window.sessionStorage.removeItem(CHECKOUT_RESULT_KEY);
  } catch {
    // Storage full or refused: the page comes back without the analysis, as before.
  }
}

/**
 * The kept analysis, without removing it: a render may run more than once before it is shown (a
 * transition, a suspended remote), so the page removes it once mounted (forgetResultAfterCheckout).
 */
export function peekResultAfterCheckout(): { uploadResult: ResumeUploadResult; industry?: Industry } | null {
  try {
    const raw = window.sessionStorage.getItem(CHECKOUT_RESULT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { uploadResult?: unknown; industry?: unknown };
    const uploadResult = asUploadResult(parsed.uploadResult);
    return uploadResult ? { uploadResult, industry: isIndustry(parsed.industry) ? parsed.industry : undefined } : null;
  } catch {
    return null;
  }
}

export function forgetResultAfterCheckout(): void {
  try {
    window.sessionStorage.removeItem(CHECKOUT_RESULT_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}
