/** SPEC.md section 3: the industry dropdown's values and labels. */
export const INDUSTRIES = [
  { value: 'General', label: 'General' },
  { value: 'Tech', label: 'Technology' },
  { value: 'Healthcare', label: 'Healthcare' },
  { value: 'Finance', label: 'Finance' },
  { value: 'Marketing', label: 'Marketing' },
  { value: 'Education', label: 'Education' },
  { value: 'Manufacturing', label: 'Manufacturing' },
  { value: 'Retail', label: 'Retail' },
] as const;

export type Industry = (typeof INDUSTRIES)[number]['value'];

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
