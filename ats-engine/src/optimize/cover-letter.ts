import { ResumeParseError } from '../errors';
import { parseResumeText } from '../parse/parse-resume-text';
import { allBullets, scoreResume, yearsOfExperience } from '../score/score-resume';

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

/** A sentence from the job that shows what the company values, quoted rather than invented. */
function cultureLine(jobDescription: string): string | null {
  const sentences = jobDescription.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+/);
  return sentences.find((s) => /\b(mission|believe|value|culture|diversity|inclusive|collaborat|team)\b/i.test(s) && s.length < 220) ?? null;
}

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
  const matched = (result.keywords?.matched ?? []).filter((m) => m.importance !== 'soft').map((m) => m.keyword);
  const missing = (result.keywords?.missing ?? []).filter((m) => m.importance === 'required').map((m) => m.keyword);
  const recent = parsed.experience[0];
  const years = Math.floor(yearsOfExperience(parsed, new Date()));
  const measured = allBullets(parsed).filter((b) => /\d/.test(b));

  const paragraphs: string[] = [];
  let intro = OPENERS[tone](jobTitle, companyName);
  if (recent?.title && recent.company) intro += ` I currently work as ${recent.title} at ${recent.company}${years >= 1 ? `, with ${years}+ years of experience overall` : ''}.`;
  else if (parsed.headline) intro += ` I am a ${parsed.headline}${years >= 1 ? ` with ${years}+ years of experience` : ''}.`;
  paragraphs.push(intro);

  const skillsPara = matched.length > 0
    ? `The role calls for ${matched.slice(0, 3).join(', ')}${matched.length > 3 ? ` and ${matched.slice(3, 6).join(', ')}` : ''}, all of which I use in my work.`
    : parsed.skills.length > 0
      ? `My core skills include ${parsed.skills.slice(0, 5).join(', ')}.`
      : '';
  const achievementsPara = measured.length > 0
    ? `A few results I am proud of: ${measured.slice(0, 2).map((b) => lowerFirst(b.replace(/[.;]+$/, ''))).join('; and ')}.`
    : recent?.bullets[0]
      ? `In my current role I ${lowerFirst(recent.bullets[0].replace(/[.;]+$/, ''))}.`
      : '';
  const culture = cultureLine(jobDescription);
  const culturePara = culture
    ? `Your description says: "${culture.trim()}" That matches how I like to work${recent?.bullets.some((b) => /collaborat|team|partner/i.test(b)) ? ', as my record of working across teams shows' : ''}.`
    : `I am drawn to ${companyName} and the team this role belongs to.`;
  const growthPara = `This role is the next step I am looking for: it builds on ${matched.length > 0 ? matched.slice(0, 2).join(' and ') : 'my experience'} and lets me keep learning${missing.length > 0 ? `, including ${missing.slice(0, 2).join(' and ')}` : ''}.`;

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
