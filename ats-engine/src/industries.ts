// The industry list (docs/product/rules-and-limits.md#industries) lives in the API contract, which the upload form and the api
// use too: one list, so an industry the form offers is always one the engine profiles.
import { INDUSTRIES, type Industry } from '@resumebeat/shared-contract';

export { INDUSTRIES, type Industry };

export const DEFAULT_INDUSTRY: Industry = 'General';

/** Accepts the value or the label in any case ("tech", "Technology"); anything else is General. */
export function normalizeIndustry(input: string | null | undefined): Industry {
  if (!input) return DEFAULT_INDUSTRY;
  const key = input.trim().toLowerCase();
  const found = INDUSTRIES.find((i) => i.value.toLowerCase() === key || i.label.toLowerCase() === key);
  return found ? found.value : DEFAULT_INDUSTRY;
}

export function isIndustry(input: string): boolean {
  const key = input.trim().toLowerCase();
  return INDUSTRIES.some((i) => i.value.toLowerCase() === key || i.label.toLowerCase() === key);
}
