import { parseResumeText } from '../parse/parse-resume-text';
import { STANDARD_HEADINGS } from '../parse/headings';
import type { ParsedResume, SectionKind } from '../types';
import { actionVerbBase, pastTense } from '../score/action-verbs';
import { requirementsOf } from '../score/job-description';
import { matchKeyword, SKILL_KEYWORDS } from '../score/matcher';
import { scorableText, scoreResume, yearsOfExperience, type ScoreOptions } from '../score/score-resume';
import { buildIndex } from '../score/text-index';

export interface OptimizeResult {
  optimizedResume: string;
  /** The optimized text's score when rescored as plain text, as the rescore call will see it. */
  score: number;
  originalScore: number;
  /** Keywords written into the Skills section because the resume already shows them. */
  addedKeywords: string[];
  /** Keywords the job wants that the resume does not show: listed for the user to confirm, never claimed. */
  toConfirm: string[];
}

export const CONFIRM_HEADING = 'TO CONFIRM';

const ONGOING = /^(present|current|now|today|ongoing)$/i;

function heading(kind: Exclude<SectionKind, 'other' | 'contact'>): string {
  return STANDARD_HEADINGS[kind][0]!.toUpperCase();
}

/** Rewrites a bullet's opening so it starts with a verb; the rest, numbers included, is untouched. */
export function improveBullet(bullet: string, current: boolean): string {
  let b = bullet.trim().replace(/^[•\-*]\s*/, '').replace(/\s+/g, ' ').replace(/[.;]+$/, '');
  const duty = /^(?:was\s+)?(?:responsible for|tasked with|in charge of)\s+(\w+ing)\b\s*/i.exec(b);
  if (duty) {
    const base = actionVerbBase(duty[1]!);
    if (base) b = `${current ? base[0]!.toUpperCase() + base.slice(1) : pastTense(base)} ${b.slice(duty[0].length)}`;
  }
  b = b.replace(/^(?:worked on|participated in|was involved in|involved in)\s+/i, 'Contributed to ');
  const first = b.split(' ')[0] ?? '';
  if (/ing$/i.test(first)) {
    const base = actionVerbBase(first);
    if (base) {
      const verb = current ? base[0]!.toUpperCase() + base.slice(1) : pastTense(base);
      b = `${verb}${b.slice(first.length)}`;
    }
  }
  return b.charAt(0).toUpperCase() + b.slice(1);
}

function dateSpan(start: string | null, end: string | null): string {
  if (start && end) return `${start} – ${ONGOING.test(end) ? 'Present' : end}`;
  return start ? `${start} – Present` : (end ?? '');
}

function joinParts(parts: Array<string | null | undefined>): string {
  return parts.filter((p): p is string => Boolean(p && p.trim())).join(' | ');
}

interface KeywordPlan {
  added: string[];
  toConfirm: string[];
}

function planKeywords(parsed: ParsedResume, jobDescription: string | null): KeywordPlan {
  const raw = scorableText(parsed);
  const index = buildIndex(raw);
  const skillIndex = buildIndex(parsed.skills.join(', '));
  const skillText = parsed.skills.join(', ');
  const added: string[] = [];
  const toConfirm: string[] = [];
  const defs = jobDescription
    ? (() => {
        const req = requirementsOf(jobDescription);
        return [...req.hardSkills, ...req.softSkills];
      })()
    : SKILL_KEYWORDS.filter((k) => !k.soft);
  for (const def of defs) {
    const inResume = matchKeyword(def, index, raw);
    if (!inResume) {
      if (jobDescription) toConfirm.push(def.keyword);
      continue;
    }
    // Already listed under its own name: nothing to add.
    const listed = matchKeyword({ ...def, aliases: [] }, skillIndex, skillText);
    if (listed && listed.type === 'exact') continue;
    // Soft skills belong in bullets, not in a skills list; only a job's named ones are worth it.
    if (def.soft && !jobDescription) continue;
    added.push(def.keyword);
  }
  return { added, toConfirm };
}

/**
 * Writes the resume again in the order and wording ATS parse best. It only moves and rewords what
 * the resume says: no employer, title, date, degree or number is created, and the job's keywords
 * the resume does not support go to a "TO CONFIRM" list instead of the skills.
 */
export function buildOptimizedText(parsed: ParsedResume, plan: KeywordPlan, now = new Date()): string {
  const out: string[] = [];
  const c = parsed.contact;
  if (c.fullName) out.push(c.fullName);
  const recentTitle = parsed.experience[0]?.title ?? null;
  const headline = parsed.headline ?? recentTitle;
  if (headline) out.push(headline);
  const contactLine = joinParts([c.email, c.phone, c.location, ...c.links]);
  if (contactLine) out.push(contactLine);

  const skills = [...parsed.skills];
  for (const k of plan.added) if (!skills.some((s) => s.toLowerCase() === k.toLowerCase())) skills.push(k);

  let summary = parsed.summary;
  if (!summary) {
    const years = Math.floor(yearsOfExperience(parsed, now));
    const role = headline ?? 'Professional';
    const top = skills.slice(0, 4);
    if (years >= 1 || top.length > 0) {
      summary = `${role}${years >= 1 ? ` with ${years}+ years of experience` : ''}${top.length > 0 ? ` in ${top.join(', ')}` : ''}.`;
    }
  }
  if (summary) out.push('', heading('summary'), summary);

  if (skills.length > 0) out.push('', heading('skills'), skills.join(', '));

  if (parsed.experience.length > 0) {
    out.push('', heading('experience'));
    parsed.experience.forEach((e, i) => {
      if (i > 0) out.push('');
      const current = e.endDate !== null && ONGOING.test(e.endDate);
      // One line per role, dates included: the layout ATS parsers read most reliably.
      out.push(joinParts([e.title, e.company, e.location, dateSpan(e.startDate, e.endDate)]) || 'Role');
      for (const b of e.bullets) out.push(`• ${improveBullet(b, current)}`);
    });
  }

  if (parsed.education.length > 0) {
    out.push('', heading('education'));
    for (const e of parsed.education) out.push(joinParts([e.degree, e.institution, dateSpan(e.startDate, e.endDate)]));
  }
  if (parsed.certifications.length > 0) {
    out.push('', heading('certifications'));
    for (const cert of parsed.certifications) out.push(`• ${cert}`);
  }
  if (parsed.projects.length > 0) {
    out.push('', heading('projects'));
    parsed.projects.forEach((p, i) => {
      if (i > 0) out.push('');
      out.push(p.name);
      for (const d of p.description) out.push(`• ${improveBullet(d, false)}`);
    });
  }
  const kept: Array<Exclude<SectionKind, 'other' | 'contact'>> = ['awards', 'publications', 'languages', 'volunteer'];
  for (const kind of kept) {
    const lines = parsed.sections.filter((s) => s.kind === kind).flatMap((s) => s.lines).map((l) => l.trim()).filter(Boolean);
    if (lines.length > 0) out.push('', heading(kind), ...lines.map((l) => l.replace(/\t/g, ' | ')));
  }
  if (plan.toConfirm.length > 0) {
    out.push('', CONFIRM_HEADING, 'The job asks for these and your resume does not show them. Add one only where it is true, with an example:');
    for (const k of plan.toConfirm) out.push(`• ${k}`);
  }
  return out.join('\n');
}

export function optimizeResume(parsed: ParsedResume, options: ScoreOptions = {}, now = new Date()): OptimizeResult {
  const jobDescription = options.jobDescription?.trim() ? options.jobDescription : null;
  const original = scoreResume(parsed, options, now);
  const plan = planKeywords(parsed, jobDescription);
  const text = buildOptimizedText(parsed, plan, now);
  const rescored = scoreResume(parseResumeText(text), options, now).score;
  if (rescored >= original.score) {
    return { optimizedResume: text, score: rescored, originalScore: original.score, addedKeywords: plan.added, toConfirm: plan.toConfirm };
  }
  // The rewrite lost something the parser needed: hand back the user's own text rather than a worse one.
  const fallback = plan.toConfirm.length > 0
    ? `${parsed.text}\n\n${CONFIRM_HEADING}\n${plan.toConfirm.map((k) => `• ${k}`).join('\n')}`
    : parsed.text;
  const fallbackScore = scoreResume(parseResumeText(fallback), options, now).score;
  return { optimizedResume: fallback, score: Math.max(fallbackScore, original.score), originalScore: original.score, addedKeywords: [], toConfirm: plan.toConfirm };
}

/** The optimized resume as text chunks (one line each), for server-sent 'delta' events. */
export async function* streamOptimizedResume(parsed: ParsedResume, options: ScoreOptions = {}): AsyncGenerator<string> {
  const { optimizedResume } = optimizeResume(parsed, options);
  const lines = optimizedResume.split('\n');
  for (const [i, line] of lines.entries()) yield i < lines.length - 1 ? `${line}\n` : line;
}
