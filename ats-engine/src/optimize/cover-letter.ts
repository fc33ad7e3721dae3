import { ResumeParseError } from '../errors';
import { parseResumeText } from '../parse/parse-resume';
import { allBullets, scoreResume } from '../score/score-resume';

export const COVER_LETTER_TONES = ['professional', 'enthusiastic', 'confident', 'friendly'] as const;
export const COVER_LETTER_FOCUSES = ['skills', 'achievements', 'culture', 'growth'] as const;
export type CoverLetterTone = (typeof COVER_LETTER_TONES)[number];
export type CoverLetterFocus = (typeof COVER_LETTER_FOCUSES)[number];

export interface CoverLetterInput {
  resumeText: string;
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  /** @default 'professional' */
  tone?: CoverLetterTone | string;
  /** @default 'skills' */
  focus?: CoverLetterFocus | string;
}

export interface CoverLetterResult {
  coverLetter: string;
  wordCount: number;
  suggestions: string[];
}

const OPENERS: Record<CoverLetterTone, (title: string, company: string) => string> = {
  professional: (t, c) => `I am writing to apply for the ${t} position at ${c}.`,
  enthusiastic: (t, c) => `I was excited to see the ${t} opening at ${c}, and I would love to bring my experience to your team.`,
  confident: (t, c) => `I am applying for the ${t} role at ${c}, where my experience maps directly onto what you are looking for.`,
  friendly: (t, c) => `I'm reaching out about the ${t} role at ${c}; it reads like a great match for the work I enjoy most.`,
};

const CLOSERS: Record<CoverLetterTone, (company: string) => string> = {
  professional: (c) => `Thank you for considering my application. I would welcome the opportunity to discuss how I can contribute to ${c}.`,
  enthusiastic: (c) => `I would be thrilled to talk about how I can help ${c}, and I look forward to hearing from you.`,
  confident: (c) => `I am confident I can make an immediate contribution at ${c} and would welcome a conversation about next steps.`,
  friendly: (c) => `Thanks for reading; I'd really enjoy talking with the ${c} team about this role.`,
};

const SIGN_OFF: Record<CoverLetterTone, string> = { professional: 'Sincerely,', enthusiastic: 'With enthusiasm,', confident: 'Best regards,', friendly: 'Warm regards,' };

function pick<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T, label: string): T {
  if (value === undefined || value === '') return fallback;
  const v = value.trim().toLowerCase() as T;
  if (!allowed.includes(v)) throw new ResumeParseError('INVALID_ARGUMENT', `Unknown ${label} "${value}". Use one of: ${allowed.join(', ')}.`);
  return v;
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** "A, B and C": a list as a sentence says it. */
function listing(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * A sentence from the job that shows what the company values, quoted rather than invented. Lines
 * and sentences are both boundaries (PDF text often has no full stops), and a quote must read as a
 * sentence: 40 to 220 characters, not a heading run into the first line.
 */
function cultureLine(jobDescription: string): string | null {
  const sentences = jobDescription
    .split(/\r?\n|(?<=[.!?])\s+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length >= 40 && s.length <= 220 && !/:\s/.test(s.slice(0, 40)));
  return sentences.find((s) => /\b(mission|believe|value|culture|diversity|inclusive|collaborat|team)\b/i.test(s)) ?? null;
}

/** A full stop, unless the text already ends with one ("ABC Company, Inc."). */
function endSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Whether a role is the one the person holds now (no end date, or an end date that means "now"). */
function isCurrent(endDate: string | null): boolean {
  return endDate === null || /^(present|current|now|today|ongoing)$/i.test(endDate.trim());
}

/** How each tone says that the job's skills are the person's: the same fact, a different voice. */
const SKILLS_LINE: Record<CoverLetterTone, (skills: string) => string> = {
  professional: (s) => `The role calls for ${s}, all of which I use in my work.`,
  enthusiastic: (s) => `I was glad to see that the role calls for ${s}: they are exactly what I love working with.`,
  confident: (s) => `The role calls for ${s}, and those are skills I already put to work.`,
  friendly: (s) => `You're looking for ${s}, and those are the tools I work with.`,
};

/**
 * A cover letter assembled only from what the resume states and what the job description says:
 * employers, titles, numbers and skills are quoted from the resume, never made up.
 */
export function generateCoverLetter(input: CoverLetterInput): CoverLetterResult {
  const jobTitle = input.jobTitle?.trim();
  const companyName = input.companyName?.trim();
  const jobDescription = input.jobDescription?.trim();
  if (!jobTitle || !companyName || !jobDescription) throw new ResumeParseError('INVALID_ARGUMENT', 'Please fill in all required fields');
  if (!input.resumeText?.trim()) throw new ResumeParseError('INVALID_ARGUMENT', 'The resume text is empty. Upload your resume first.');
  const tone = pick(input.tone, COVER_LETTER_TONES, 'professional', 'tone');
  const focus = pick(input.focus, COVER_LETTER_FOCUSES, 'skills', 'focus');

  const parsed = parseResumeText(input.resumeText);
  const result = scoreResume(parsed, { jobDescription });
  // Exact matches only: an alias match ("REST APIs" found as "restful") would put the job's word in
  // the person's mouth; the letter names a skill the way the resume does.
  const matched = (result.keywords?.matched ?? []).filter((m) => m.importance !== 'soft' && m.match === 'exact').map((m) => m.keyword);
  const missing = (result.keywords?.missing ?? []).filter((m) => m.importance === 'required').map((m) => m.keyword);
  const recent = parsed.experience[0];
  // A number standing as a number ("30%", "$2M", "12 services"), not a digit inside a name ("D3.js").
  const measured = allBullets(parsed).filter((b) => /(?:^|[\s$(~+#])\d/.test(b));

  const paragraphs: string[] = [];
  let intro = OPENERS[tone](jobTitle, companyName);
  // Only what the resume states: the latest role as written (no derived totals such as years of
  // experience, which the resume does not say and a misread date would get wrong).
  if (recent?.title && recent.company) {
    intro += endSentence(isCurrent(recent.endDate) ? ` I currently work as ${recent.title} at ${recent.company}` : ` Most recently, I worked as ${recent.title} at ${recent.company}`);
  } else if (parsed.headline) intro += endSentence(` I am a ${parsed.headline}`);
  paragraphs.push(intro);

  const skillsPara = matched.length > 0
    ? SKILLS_LINE[tone](listing(matched.slice(0, 6)))
    : parsed.skills.length > 0
      ? `My core skills include ${listing(parsed.skills.slice(0, 5))}.`
      : '';
  const achievementsPara = measured.length > 0
    ? `A few results I am proud of: ${measured.slice(0, 2).map((b) => lowerFirst(b.replace(/[.;]+$/, ''))).join('; and ')}.`
    : recent?.bullets[0]
      ? `One highlight of my ${isCurrent(recent.endDate) ? 'current' : 'most recent'} role: ${lowerFirst(recent.bullets[0].replace(/[.;]+$/, ''))}.`
      : '';
  const culture = cultureLine(jobDescription);
  const culturePara = culture
    ? `Your description says: "${culture.trim()}" That matches how I like to work${recent?.bullets.some((b) => /collaborat|team|partner/i.test(b)) ? ', as my record of working across teams shows' : ''}.`
    : `I am drawn to ${companyName} and the team this role belongs to.`;
  const growthPara = `This role is the next step I am looking for: it builds on ${matched.length > 0 ? listing(matched.slice(0, 2)) : 'my experience'} and lets me keep learning${missing.length > 0 ? `, including ${listing(missing.slice(0, 2))}` : ''}.`;

  const byFocus: Record<CoverLetterFocus, string[]> = {
    skills: [skillsPara, achievementsPara],
    achievements: [achievementsPara, skillsPara],
    culture: [culturePara, skillsPara],
    growth: [growthPara, skillsPara],
  };
  paragraphs.push(...byFocus[focus].filter((p) => p !== ''));
  paragraphs.push(CLOSERS[tone](companyName));

  const name = parsed.contact.fullName;
  const coverLetter = ['Dear Hiring Manager,', ...paragraphs, `${SIGN_OFF[tone]}\n${name ?? '[Your name]'}`].join('\n\n');
  const suggestions: string[] = [];
  if (!name) suggestions.push('Add your name under the sign-off; it was not found in the resume.');
  suggestions.push(`Address the letter to a named person at ${companyName} if you can find one.`);
  if (missing.length > 0) suggestions.push(`The job also asks for ${missing.slice(0, 5).join(', ')}: mention them only if you have real experience, with an example.`);
  if (measured.length === 0) suggestions.push('Add one measurable result (a number, percentage or time saved) from your resume.');
  suggestions.push('Read it aloud and adjust any sentence that does not sound like you.');
  return { coverLetter, wordCount: coverLetter.split(/\s+/).filter(Boolean).length, suggestions };
}
