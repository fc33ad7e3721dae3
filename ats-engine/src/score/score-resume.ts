import { countOf } from '@resumebeat/shared-contract';
import { normalizeIndustry, type Industry, INDUSTRIES } from '../industries';
import { dateStyle, toMonthIndex } from '../parse/dates';
import { DEGREE_RE } from '../parse/vocab';
import type { ParsedResume } from '../types';
import { actionVerbBase, WEAK_STARTS } from './action-verbs';
import { requirementsOf, type Importance, type JobRequirements } from './job-description';
import { KEYWORD_OF, matchKeyword, SKILL_KEYWORDS, type MatchType } from './matcher';
import { findingsOf, readingOf, type ResumeReading } from './reading';
import { INDUSTRY_SECTIONS, SKILLS } from './skills';
import { buildIndex, tokenize, type TextIndex } from './text-index';

/** Bump when weights or rules change: stored scores name the version that produced them. */
export const SCORING_VERSION = 'ats-2025.2';

export type ComponentId =
  | 'parseability'
  | 'sections'
  | 'contact'
  | 'dates'
  | 'bullets'
  | 'length'
  | 'industry'
  | 'keywords'
  | 'soft-skills'
  | 'requirements';

export interface ScoreComponent {
  id: ComponentId;
  label: string;
  score: number;
  max: number;
  evidence: string[];
  suggestions: string[];
}

export interface MatchedKeyword {
  keyword: string;
  match: MatchType;
  /** What the resume actually says, when it differs from the keyword ("k8s" for Kubernetes). */
  found: string;
  importance: Importance | 'soft';
  count: number;
}

export interface MissingKeyword {
  keyword: string;
  importance: Importance | 'soft';
}

export interface KeywordReport {
  matched: MatchedKeyword[];
  missing: MissingKeyword[];
  /** Weighted share of the job's hard skills found, 0 to 100 (required count twice). */
  matchRate: number;
  exact: string[];
  alias: string[];
  stemmed: string[];
  stuffing: string[];
}

export type ScoreBand = 'excellent' | 'good' | 'needs-work';

export interface ScoreResult {
  score: number;
  version: string;
  band: ScoreBand;
  industry: Industry;
  components: ScoreComponent[];
  keywords: KeywordReport | null;
  job: { title: string | null; minYears: number | null; education: JobRequirements['education'] } | null;
  /** What the reader found, as the person is shown it; its warnings are findings of the components above. */
  reading: ResumeReading;
}

export interface ScoreOptions {
  jobDescription?: string | null;
  industry?: string | null;
}

const WEIGHTS_GENERAL: Partial<Record<ComponentId, number>> = {
  parseability: 15,
  sections: 15,
  contact: 10,
  dates: 10,
  bullets: 20,
  length: 10,
  industry: 20,
};
/** The role requirements' share of their component: the current title, then years and education. */
const REQUIREMENT_PARTS = { title: 13, years: 3, education: 3 };
const WEIGHTS_TARGETED: Partial<Record<ComponentId, number>> = {
  parseability: 10,
  sections: 9,
  contact: 7,
  dates: 6,
  bullets: 12,
  length: 5,
  industry: 4,
  keywords: 24,
  'soft-skills': 4,
  requirements: REQUIREMENT_PARTS.title + REQUIREMENT_PARTS.years + REQUIREMENT_PARTS.education,
};

const LABELS: Record<ComponentId, string> = {
  parseability: 'Parseability and layout',
  sections: 'Standard section headings',
  contact: 'Contact details',
  dates: 'Date consistency',
  bullets: 'Bullet quality',
  length: 'Length',
  industry: 'Industry profile',
  keywords: 'Job keyword match',
  'soft-skills': 'Soft skills from the job',
  requirements: 'Role requirements (title, years, education)',
};

const LAYOUT_PENALTY: Record<string, number> = {
  'multi-column': 0.35,
  table: 0.25,
  'image-text': 0.5,
  'header-footer-contact': 0.3,
  'unmapped-glyphs': 0.2,
  icons: 0.1,
  'small-font': 0.15,
  'text-box': 0.3,
};

interface Partial01 {
  ratio: number;
  evidence: string[];
  suggestions: string[];
}

/** Text that the scorer reads: the optimizer's "to confirm" list is not the candidate's claim yet. */
export function scorableText(parsed: ParsedResume): string {
  const confirm = parsed.sections.find((s) => /confirm/i.test(s.heading));
  if (!confirm) return parsed.text;
  const lines = parsed.text.split('\n');
  const start = lines.findIndex((l) => l.trim().replace(/:$/, '') === confirm.heading);
  if (start < 0) return parsed.text;
  return lines.slice(0, start).join('\n');
}

function parseability(p: ParsedResume): Partial01 {
  let ratio = 1;
  const suggestions: string[] = [];
  for (const issue of p.layout.issues) {
    ratio -= LAYOUT_PENALTY[issue.id] ?? 0.1;
    suggestions.push(issue.message);
  }
  const evidence = [
    `Read as a ${p.kind.toUpperCase()} of ${countOf(p.pages, 'page')} in ${countOf(p.layout.columns, 'column')}`,
  ];
  if (p.layout.issues.length === 0)
    evidence.push('No layout problems found: single column, no tables, no text in images');
  return { ratio: Math.max(0, ratio), evidence, suggestions };
}

function sections(p: ParsedResume, reading: ResumeReading): Partial01 {
  const has = (kind: string) => p.sections.some((s) => s.kind === kind);
  let ratio = 0;
  const evidence: string[] = [];
  const suggestions: string[] = [];
  const parts: Array<[string, number, string]> = [
    ['experience', 0.35, 'Add a section headed "Experience" with your roles.'],
    ['education', 0.2, 'Add an "Education" section, even if it is one line.'],
    ['skills', 0.25, 'Add a "Skills" section listing the tools and skills you use.'],
    ['summary', 0.1, 'Open with a 2-3 sentence "Summary" that names your role and strengths.'],
  ];
  for (const [kind, weight, suggestion] of parts) {
    if (has(kind)) ratio += weight;
    // The reading says it when no role was found at all (the same words under the reading).
    else if (!(kind === 'experience' && reading.warnings.some((w) => w.id === 'experience-missing')))
      suggestions.push(suggestion);
  }
  // Roles lost or read in part: the reader's own words, naming the role.
  suggestions.push(...findingsOf(reading, 'sections'));
  const odd = p.sections.filter((s) => s.kind === 'other' && !/confirm/i.test(s.heading));
  if (odd.length === 0) ratio += 0.1;
  else
    for (const s of odd.slice(0, 3))
      suggestions.push(
        `Rename "${s.heading}" to a standard heading (Summary, Experience, Education, Skills, Projects, Certifications).`,
      );
  evidence.push(`Headings found: ${p.sections.map((s) => s.heading).join(', ') || 'none'}`);
  return { ratio, evidence, suggestions };
}

function contact(p: ParsedResume): Partial01 {
  const c = p.contact;
  const checks: Array<[unknown, number, string, string]> = [
    [c.fullName, 0.3, `Name: ${c.fullName}`, 'Put your full name on the first line.'],
    [c.email, 0.3, `Email: ${c.email}`, 'Add an email address in the body of the resume (not in the page header).'],
    [c.phone, 0.2, `Phone: ${c.phone}`, 'Add a phone number.'],
    [
      c.location,
      0.1,
      `Location: ${c.location}`,
      'Add your city and state or country; many recruiters filter by location.',
    ],
    [c.links.length > 0, 0.1, `Links: ${c.links.join(', ')}`, 'Add a LinkedIn or portfolio link written out as text.'],
  ];
  let ratio = 0;
  const evidence: string[] = [];
  const suggestions: string[] = [];
  for (const [ok, w, ev, sug] of checks) {
    if (ok) {
      ratio += w;
      evidence.push(ev);
    } else suggestions.push(sug);
  }
  return { ratio, evidence, suggestions };
}

function dates(p: ParsedResume, now: Date, reading: ResumeReading): Partial01 {
  const entries = p.experience;
  if (entries.length === 0)
    return {
      ratio: 0.5,
      evidence: ['No dated experience entries found'],
      suggestions: ['Give every role a start and end date ("Jan 2021 – Present").'],
    };
  const evidence: string[] = [];
  const suggestions: string[] = [];
  const dated = entries.filter((e) => e.endDate || e.startDate);
  const complete = entries.filter((e) => e.startDate && e.endDate);
  let ratio = (0.4 * (complete.length + 0.5 * (dated.length - complete.length))) / entries.length;
  // Each role without its dates, by name: 'No dates found for "Volunteer Coordinator": …'.
  if (complete.length < entries.length) suggestions.push(...findingsOf(reading, 'dates'));
  const styles = new Set(
    // Education is often year-only next to month-year roles; consistency matters among the roles.
    entries
      .flatMap((e) => [e.startDate, e.endDate])
      .filter((d): d is string => Boolean(d))
      .map(dateStyle)
      .filter((s) => s !== 'ongoing'),
  );
  if (styles.size <= 1) ratio += 0.2;
  else
    suggestions.push(
      `Use one date format throughout (found ${[...styles].join(', ')} formats), for example "Jan 2021".`,
    );
  const ordered = complete.every(
    (e) => (toMonthIndex(e.startDate, now) ?? 0) <= (toMonthIndex(e.endDate, now, 'end') ?? Infinity),
  );
  if (ordered) ratio += 0.2;
  else suggestions.push('An end date comes before its start date; check the dates.');
  const starts = entries.map((e) => toMonthIndex(e.startDate ?? e.endDate, now));
  const reverse = starts.every((s, i) => i === 0 || s === null || starts[i - 1] === null || starts[i - 1]! >= s);
  if (reverse) ratio += 0.2;
  else suggestions.push('List roles newest first (reverse chronological order).');
  evidence.push(`${complete.length} of ${entries.length} roles have start and end dates`);
  if (reverse) evidence.push('Roles are in reverse chronological order');
  return { ratio, evidence, suggestions };
}

export function allBullets(p: ParsedResume): string[] {
  return [...p.experience.flatMap((e) => e.bullets), ...p.projects.flatMap((pr) => pr.description)];
}

function bullets(p: ParsedResume, reading: ResumeReading): Partial01 {
  const list = allBullets(p);
  const bare = findingsOf(reading, 'bullets', 3);
  if (list.length === 0) {
    return {
      ratio: 0.2,
      evidence: ['No bullet points found under experience or projects'],
      suggestions: ['Describe each role in 3-6 bullets that start with a verb and show a result.', ...bare],
    };
  }
  const weak: string[] = [];
  const unmeasured: string[] = [];
  let verbs = 0;
  let measured = 0;
  let sized = 0;
  for (const b of list) {
    const first = b.split(/\s+/)[0] ?? '';
    if (!WEAK_STARTS.test(b) && actionVerbBase(first)) verbs++;
    else weak.push(b);
    if (/\d|%|\$|€|£/.test(b)) measured++;
    else unmeasured.push(b);
    const words = b.split(/\s+/).length;
    if (words >= 5 && words <= 40) sized++;
  }
  const n = list.length;
  const ratio = 0.4 * Math.min(1, verbs / n / 0.8) + 0.35 * Math.min(1, measured / n / 0.4) + 0.25 * (sized / n);
  const suggestions: string[] = [];
  for (const b of weak.slice(0, 2))
    suggestions.push(`Start with a strong verb (Led, Built, Reduced): "${b.slice(0, 80)}${b.length > 80 ? '…' : ''}"`);
  if (measured / n < 0.4)
    for (const b of unmeasured.slice(0, 2))
      suggestions.push(
        `Add a number that shows the result (%, $, time, users): "${b.slice(0, 80)}${b.length > 80 ? '…' : ''}"`,
      );
  if (sized < n) suggestions.push('Keep bullets between 5 and 40 words: one achievement each.');
  suggestions.push(...bare);
  return {
    ratio,
    evidence: [
      `${verbs} of ${n} bullets start with an action verb`,
      `${measured} of ${n} bullets include a number`,
      `${sized} of ${n} bullets are 5-40 words long`,
    ],
    suggestions,
  };
}

function length(p: ParsedResume, words: number): Partial01 {
  let ratio: number;
  const suggestions: string[] = [];
  if (words < 350) {
    ratio = words / 350;
    suggestions.push(`At ${words} words the resume is thin; aim for 400-900 words with results for each role.`);
  } else if (words > 1100) {
    ratio = Math.max(0.3, 1 - (words - 1100) / 1500);
    suggestions.push(
      `At ${words} words the resume is long; cut older or less relevant detail to stay within two pages.`,
    );
  } else ratio = 1;
  if (p.pages > 2) {
    ratio = Math.max(0, ratio - 0.3);
    suggestions.push(`The resume runs ${p.pages} pages; keep it to one or two.`);
  }
  return { ratio, evidence: [`${countOf(words, 'word')} on ${countOf(p.pages, 'page')}`], suggestions };
}

function industryFit(p: ParsedResume, industry: Industry, index: TextIndex, raw: string): Partial01 {
  const label = INDUSTRIES.find((i) => i.value === industry)!.label;
  const pool = SKILLS.filter((s) => !s.soft && (industry === 'General' ? true : s.industries.includes(industry)));
  const found: string[] = [];
  const missing: string[] = [];
  for (const s of pool) {
    const hit = matchKeyword(KEYWORD_OF.get(s)!, index, raw);
    if (hit) found.push(s.name);
    else missing.push(s.name);
  }
  const soft = SKILLS.filter((s) => s.soft && matchKeyword(KEYWORD_OF.get(s)!, index, raw)).map((s) => s.name);
  const target = 8;
  const expected = INDUSTRY_SECTIONS[industry];
  const present = expected.filter((k) => p.sections.some((s) => s.kind === k));
  const ratio =
    0.6 * Math.min(1, found.length / target) +
    0.15 * Math.min(1, soft.length / 3) +
    0.25 * (present.length / expected.length);
  const suggestions: string[] = [];
  if (found.length < target)
    suggestions.push(
      `${label} resumes usually name more concrete skills; if you have them, add some of: ${missing.slice(0, 6).join(', ')}.`,
    );
  if (soft.length < 3)
    suggestions.push('Show soft skills through results (led, mentored, collaborated with) rather than adjectives.');
  for (const k of expected.filter((e) => !present.includes(e)))
    suggestions.push(`${label} employers look for a "${k[0]!.toUpperCase()}${k.slice(1)}" section.`);
  return {
    ratio,
    evidence: [
      `${label} skills found: ${found.slice(0, 12).join(', ') || 'none'}`,
      `Soft skills shown: ${soft.join(', ') || 'none'}`,
    ],
    suggestions,
  };
}

function keywordReport(
  req: JobRequirements,
  index: TextIndex,
  raw: string,
): { report: KeywordReport; hard: Partial01; soft: Partial01 } {
  const matched: MatchedKeyword[] = [];
  const missing: MissingKeyword[] = [];
  let total = 0;
  let got = 0;
  const groups = new Map<number, { weight: number; got: number }>();
  const hits = req.hardSkills.map((k) => ({ k, hit: matchKeyword(k, index, raw) }));
  for (const { k, hit } of hits) {
    const w = k.weight;
    const value = hit ? w * (hit.type === 'stemmed' ? 0.9 : 1) : 0;
    if (k.group !== undefined) {
      const g = groups.get(k.group) ?? { weight: 0, got: 0 };
      g.weight = Math.max(g.weight, w);
      g.got = Math.max(g.got, value);
      groups.set(k.group, g);
    } else {
      total += w;
      got += value;
    }
    if (hit)
      matched.push({
        keyword: k.keyword,
        match: hit.type,
        found: hit.found,
        importance: k.importance,
        count: hit.count,
      });
  }
  for (const g of groups.values()) {
    total += g.weight;
    got += g.got;
  }
  for (const { k, hit } of hits) {
    if (hit) continue;
    // An alternative the resume already covers with another member of its group is optional.
    const covered = k.group !== undefined && (groups.get(k.group)?.got ?? 0) > 0;
    missing.push({ keyword: k.keyword, importance: covered ? 'preferred' : k.importance });
  }
  let softGot = 0;
  for (const k of req.softSkills) {
    const hit = matchKeyword(k, index, raw);
    if (hit) {
      softGot++;
      matched.push({ keyword: k.keyword, match: hit.type, found: hit.found, importance: 'soft', count: hit.count });
    } else missing.push({ keyword: k.keyword, importance: 'soft' });
  }
  // Stuffing: a keyword repeated far beyond natural use, or keywords crowding out the prose.
  const stuffing = matched
    .filter((m) => m.count > 8 && m.count / Math.max(1, index.words) > 0.015)
    .map((m) => `"${m.keyword}" appears ${m.count} times`);
  const density = matched.reduce((n, m) => n + m.count, 0) / Math.max(1, index.words);
  if (density > 0.25) stuffing.push(`job keywords make up ${Math.round(density * 100)}% of the words`);
  const rate = total === 0 ? 1 : got / total;
  const hardRatio = Math.max(0, rate - (stuffing.length > 0 ? 0.2 : 0));
  const byType = (t: MatchType) =>
    matched.filter((m) => m.match === t && m.importance !== 'soft').map((m) => m.keyword);
  const hardMatched = matched.filter((m) => m.importance !== 'soft');
  const hardSuggestions: string[] = [];
  const missingRequired = missing.filter((m) => m.importance === 'required').map((m) => m.keyword);
  const missingPreferred = missing.filter((m) => m.importance === 'preferred').map((m) => m.keyword);
  if (missingRequired.length > 0)
    hardSuggestions.push(
      `Required by the job and not found: ${missingRequired.slice(0, 10).join(', ')}. Add the ones you have really used, in a bullet that shows how.`,
    );
  if (missingPreferred.length > 0)
    hardSuggestions.push(`Nice to have and not found: ${missingPreferred.slice(0, 8).join(', ')}.`);
  if (byType('alias').length + byType('stemmed').length > 0)
    hardSuggestions.push(
      `Write these the way the job does, since some ATS match literally: ${[...byType('alias'), ...byType('stemmed')].slice(0, 6).join(', ')}.`,
    );
  if (stuffing.length > 0)
    hardSuggestions.push(`Looks like keyword stuffing (${stuffing.join('; ')}); ATS and recruiters penalise it.`);
  return {
    report: {
      matched,
      missing,
      matchRate: Math.round(rate * 100),
      exact: byType('exact'),
      alias: byType('alias'),
      stemmed: byType('stemmed'),
      stuffing,
    },
    hard: {
      ratio: hardRatio,
      evidence: [
        `${hardMatched.length} of ${req.hardSkills.length} job skills found (match rate ${Math.round(rate * 100)}%)`,
        `Exact: ${byType('exact').join(', ') || 'none'}`,
        `Alias: ${
          matched
            .filter((m) => m.match === 'alias' && m.importance !== 'soft')
            .map((m) => `${m.keyword} (as "${m.found}")`)
            .join(', ') || 'none'
        }`,
        `Stemmed: ${byType('stemmed').join(', ') || 'none'}`,
      ],
      suggestions: hardSuggestions,
    },
    soft: {
      ratio: req.softSkills.length === 0 ? 1 : softGot / req.softSkills.length,
      evidence: [`${softGot} of ${req.softSkills.length} soft skills the job names are shown`],
      suggestions:
        missing.filter((m) => m.importance === 'soft').length > 0
          ? [
              `Show, with an example, these soft skills the job asks for: ${missing
                .filter((m) => m.importance === 'soft')
                .map((m) => m.keyword)
                .join(', ')}.`,
            ]
          : [],
    },
  };
}

const LEVEL: Record<NonNullable<JobRequirements['education']>, number> = {
  'high-school': 1,
  associate: 2,
  bachelor: 3,
  master: 4,
  doctorate: 5,
};

function degreeLevel(text: string): number {
  if (/\b(ph\.?\s?d|doctor(ate)?|ed\.?d)\b/i.test(text)) return 5;
  if (/\b(master|m\.?s\.?c?|mba|m\.?a\.?|m\.?tech|m\.?eng)\b/i.test(text)) return 4;
  if (/\b(bachelor|b\.?s\.?c?|b\.?a\.?|b\.?tech|b\.?e\.?|b\.?eng|bba)\b/i.test(text)) return 3;
  if (/\bassociate/i.test(text)) return 2;
  if (/\b(high school|ged|diploma)\b/i.test(text)) return 1;
  return 0;
}

/** Years of experience: the union of dated roles, or a stated "over N years" when that is larger. */
export function yearsOfExperience(p: ParsedResume, now: Date): number {
  const spans = p.experience
    .map(
      (e) =>
        [
          toMonthIndex(e.startDate, now),
          toMonthIndex(e.endDate ?? (e.startDate ? 'present' : null), now, 'end'),
        ] as const,
    )
    .filter((s): s is readonly [number, number] => s[0] !== null && s[1] !== null && s[1] >= s[0])
    .sort((a, b) => a[0] - b[0]);
  let months = 0;
  let curStart = -1;
  let curEnd = -1;
  for (const [s, e] of spans) {
    if (s > curEnd) {
      if (curEnd >= 0) months += curEnd - curStart;
      curStart = s;
      curEnd = e;
    } else curEnd = Math.max(curEnd, e);
  }
  if (curEnd >= 0) months += curEnd - curStart;
  const stated = /(?:over|more than|\b)(\d{1,2})\+?\s*(?:years|yrs)/i.exec(p.summary ?? '');
  return Math.max(Math.round((months / 12) * 10) / 10, stated ? Number(stated[1]) : 0);
}

/** Recruiters treat these as the same role word. */
function titleSynonym(word: string): string {
  if (word === 'developer' || word === 'programmer' || word === 'swe' || word === 'sde') return 'engineer';
  if (word === 'pm') return 'manager';
  return word;
}

const SENIORITY = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'principal',
  'staff',
  'head',
  'chief',
  'experienced',
  'mid',
  'level',
  'i',
  'ii',
  'iii',
  'a',
  'an',
  'the',
  'of',
  'and',
]);

function requirements(p: ParsedResume, req: JobRequirements, now: Date): Partial01 {
  const { title: titleShare, years: yearsShare, education: educationShare } = REQUIREMENT_PARTS;
  const whole = titleShare + yearsShare + educationShare;
  let ratio = 0;
  const evidence: string[] = [];
  const suggestions: string[] = [];
  const titleWords = tokenize(req.title ?? '')
    .filter((w) => !SENIORITY.has(w) && !/^\d/.test(w))
    .map(titleSynonym);
  // The role someone holds now says what they are applying as; titles they left long ago count less.
  const titled = [
    { text: p.headline ?? '', recency: 1 },
    ...p.experience.map((e, i) => ({ text: e.title ?? '', recency: i === 0 ? 1 : 0.3 })),
  ];
  let titleHit = titleWords.length === 0 ? 1 : 0;
  for (const t of titled) {
    if (titleWords.length === 0) break;
    const have = new Set(tokenize(t.text).map(titleSynonym));
    titleHit = Math.max(titleHit, (titleWords.filter((w) => have.has(w)).length / titleWords.length) * t.recency);
  }
  ratio += (titleShare / whole) * titleHit;
  if (req.title) {
    evidence.push(`Job title "${req.title}": ${Math.round(titleHit * 100)}% of its words appear in your current title`);
    if (titleHit < 1)
      suggestions.push(`Use the job's title wording ("${req.title}") in your headline if it truly describes you.`);
  }
  const years = yearsOfExperience(p, now);
  if (req.minYears === null) ratio += yearsShare / whole;
  else {
    ratio += (yearsShare / whole) * Math.min(1, years / req.minYears);
    evidence.push(`Experience: about ${years} years; the job asks for ${req.minYears}+`);
    if (years < req.minYears)
      suggestions.push(`The job asks for ${req.minYears}+ years; make every relevant role and its dates visible.`);
  }
  if (req.education === null) ratio += educationShare / whole;
  else {
    const level = Math.max(
      0,
      ...p.education.map((e) => degreeLevel(`${e.degree ?? ''}`)),
      DEGREE_RE.test(p.text) ? 1 : 0,
    );
    const need = LEVEL[req.education];
    ratio += (educationShare / whole) * Math.min(1, level / need);
    evidence.push(`Education: the job asks for ${req.education}; ${level >= need ? 'met' : 'not shown'}`);
    if (level < need)
      suggestions.push(
        `The job asks for a ${req.education} degree; list your degree with its full name if you have one.`,
      );
  }
  return { ratio, evidence, suggestions };
}

/**
 * Scores a parsed resume. Deterministic: the same resume, job description and industry always
 * give the same result under the same SCORING_VERSION ("Present" is read as the current month).
 */
export function scoreResume(parsed: ParsedResume, options: ScoreOptions = {}, now: Date = new Date()): ScoreResult {
  const industry = normalizeIndustry(options.industry);
  const raw = scorableText(parsed);
  const index = buildIndex(raw);
  const jd = options.jobDescription?.trim() ? options.jobDescription : null;
  const weights = jd ? WEIGHTS_TARGETED : WEIGHTS_GENERAL;
  const reading = readingOf(parsed);

  const parts: Array<[ComponentId, Partial01]> = [
    ['parseability', parseability(parsed)],
    ['sections', sections(parsed, reading)],
    ['contact', contact(parsed)],
    ['dates', dates(parsed, now, reading)],
    ['bullets', bullets(parsed, reading)],
    ['length', length(parsed, index.words)],
    ['industry', industryFit(parsed, industry, index, raw)],
  ];
  let keywords: KeywordReport | null = null;
  let job: ScoreResult['job'] = null;
  if (jd) {
    const req = requirementsOf(jd);
    const k = keywordReport(req, index, raw);
    keywords = k.report;
    job = { title: req.title, minYears: req.minYears, education: req.education };
    parts.push(['keywords', k.hard], ['soft-skills', k.soft], ['requirements', requirements(parsed, req, now)]);
  }

  const components: ScoreComponent[] = parts.map(([id, part]) => {
    const max = weights[id]!;
    return {
      id,
      label: LABELS[id],
      score: Math.round(Math.min(1, Math.max(0, part.ratio)) * max),
      max,
      evidence: part.evidence,
      suggestions: part.suggestions,
    };
  });
  const score = Math.min(
    100,
    components.reduce((n, c) => n + c.score, 0),
  );
  return { score, version: SCORING_VERSION, band: scoreBand(score), industry, components, keywords, job, reading };
}

export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'excellent';
  if (score >= 60) return 'good';
  return 'needs-work';
}

export { SKILL_KEYWORDS };
