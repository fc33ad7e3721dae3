/** docs/product/rules-and-limits.md#sizes. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The most resume text the server reads (the engine's cap): far beyond any real resume. */
export const MAX_RESUME_TEXT_CHARS = 100_000;
export const RESUME_TEXT_TOO_LONG_MESSAGE =
  'The resume text is longer than 100,000 characters, far more than a resume holds. Shorten it and try again.';
export const ACCEPTED_EXTENSIONS = ['.pdf', '.docx', '.txt'] as const;
export const ACCEPTED_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const;
export const FREE_SCANS = 3;
/** remainingScans of -1 means unlimited. */
export const UNLIMITED_SCANS = -1;

/** Industry options, value → label (docs/product/rules-and-limits.md#industries); 'General' is the default. */
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
export const INDUSTRY_VALUES = INDUSTRIES.map((industry) => industry.value) as [Industry, ...Industry[]];
