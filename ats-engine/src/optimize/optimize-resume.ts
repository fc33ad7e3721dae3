import { toMonthIndex } from '../parse/dates';
import { parseResumeText } from '../parse/parse-resume-text';
import { STANDARD_HEADINGS } from '../parse/headings';
import type { ParsedResume, SectionKind } from '../types';
import { actionVerbBase, pastTense } from '../score/action-verbs';
import { requirementsOf } from '../score/job-description';
import { matchKeyword, SKILL_KEYWORDS } from '../score/matcher';
import { scorableText, scoreResume, type ScoreOptions } from '../score/score-resume';
import { buildIndex } from '../score/text-index';
import { joinWrappedLines, numbersToCheck, type NumberToCheck } from '@resumebeat/shared-contract/document';
import { confirmedAmong } from './keyword-claims';

export interface OptimizeOptions extends ScoreOptions {
  /**
   * Keywords of the job that the person confirmed they have ('Add the ones you really have').
   * Only these, of the job's keywords the resume does not show, are written into the resume.
   */
  confirmedKeywords?: readonly string[] | null;
}

export interface OptimizeResult {
  optimizedResume: string;
  /** The optimized text's score when rescored as plain text, as the rescore call will see it. */
  score: number;
  originalScore: number;
  /** Keywords written into the Skills section because the resume already shows them. */
  addedKeywords: string[];
  /**
   * Keywords the job wants that the resume does not show and the person has not confirmed: offered
   * to them as a checklist, never written into the resume.
   */
  toConfirm: string[];
  /** Keywords the person confirmed, written into Skills (and the summary). */
  confirmedKeywords: string[];
  /**
   * False when the person's own text was handed back (tidied: standard headings, one date
   * format) because the rewrite would have scored lower or left out or mixed up what they wrote.
   */
  rewritten: boolean;
  /**
   * Numbers in the optimized text that likely lost their unit in extraction ('by 30' where the
   * source said 30%): the text keeps them as written, and the person is asked to check each.
   */
  numbersToCheck: NumberToCheck[];
}

const ONGOING = /^(present|current|now|today|ongoing)$/i;

function heading(kind: Exclude<SectionKind, 'other' | 'contact'>): string {
  return STANDARD_HEADINGS[kind][0]!.toUpperCase();
}

/** Everyday verbs that are not action verbs but follow one ('... and making decisions'): present, past. */
const COMMON_VERBS: Record<string, readonly [string, string]> = {
  making: ['make', 'made'],
  taking: ['take', 'took'],
  giving: ['give', 'gave'],
  keeping: ['keep', 'kept'],
  getting: ['get', 'got'],
  running: ['run', 'ran'],
  setting: ['set', 'set'],
  bringing: ['bring', 'brought'],
};

/** Rewrites a bullet's opening so it starts with a verb; the rest, numbers included, is untouched. */
export function improveBullet(bullet: string, current: boolean): string {
  let b = bullet
    .trim()
    .replace(/^[•\-*]\s*/, '')
    .replace(/\s+/g, ' ')
    .replace(/[.;]+$/, '');
  const duty = /^(?:was\s+)?(?:responsible for|tasked with|in charge of)\s+(\w+ing)\b\s*/i.exec(b);
  if (duty) {
    const base = actionVerbBase(duty[1]!);
    if (base) b = `${current ? base[0]!.toUpperCase() + base.slice(1) : pastTense(base)} ${b.slice(duty[0].length)}`;
  }
  // "Successfully deployed" says no more than "Deployed", and ATS look for the verb first.
  b = b.replace(/^(?:successfully|effectively|actively|consistently|efficiently) (?=\w+ed\b)/i, '');
  // "Working in an Agile team, delivering X" says what was done second: lead with it.
  const setting = /^(?:working|worked) (in|within|on|with|at) ([^,]{1,80}), (\w{2,30}ing) (.{1,400})$/i.exec(b);
  if (setting) {
    const base = actionVerbBase(setting[3]!);
    if (base)
      b = `${current ? base[0]!.toUpperCase() + base.slice(1) : pastTense(base)} ${setting[4]} ${setting[1]!.toLowerCase()} ${setting[2]}`;
  }
  // "Used Angular for developing web front-ends, improving X" says what was done second: lead
  // with it, and name the tool after what it built.
  const tool =
    /^(?:used|using|utilized|utilizing|leveraged|leveraging) ([^,]{1,60}?) (?:to|for) (\w{2,30}) ([^,]{1,300})(, .{1,300})?$/i.exec(
      b,
    );
  if (tool) {
    const base = actionVerbBase(tool[2]!);
    if (base)
      b = `${current ? base[0]!.toUpperCase() + base.slice(1) : pastTense(base)} ${tool[3]} with ${tool[1]}${tool[4] ?? ''}`;
  }
  // "Played a key role in" and "Assisted in" say the person took part: say so with a verb.
  b = b.replace(
    /^(?:played|plays|playing) an? (?:key|major|central|pivotal|leading|significant|important|critical|active) role in\s+/i,
    current ? 'Contribute to ' : 'Contributed to ',
  );
  b = b.replace(/^(?:assisted|assisting|assist)(?: (?:in|with))?\s+/i, current ? 'Support ' : 'Supported ');
  // Weak openers become a verb in the role's tense: 'Contribute to' while it lasts, 'Contributed to' after.
  b = b.replace(
    /^(?:worked on|working on|work on|participated in|participating in|was involved in|involved in)\s+/i,
    current ? 'Contribute to ' : 'Contributed to ',
  );
  b = b.replace(
    /^(?:worked|working)( closely)? with\s+/i,
    (_match, closely: string | undefined) => `${current ? 'Collaborate' : 'Collaborated'}${closely ?? ''} with `,
  );
  const first = b.split(' ')[0] ?? '';
  if (/ing$/i.test(first)) {
    const base = actionVerbBase(first);
    if (base) {
      const verb = current ? base[0]!.toUpperCase() + base.slice(1) : pastTense(base);
      b = `${verb}${b.slice(first.length)}`;
      // 'Developing X and making Y' reads 'Develop X and make Y': the paired verb takes the same form.
      b = b.replace(/ and (\w{2,30}ing) /, (whole, paired: string) => {
        const common = COMMON_VERBS[paired.toLowerCase()];
        if (common) return ` and ${current ? common[0] : common[1]} `;
        const pairedBase = actionVerbBase(paired);
        return pairedBase ? ` and ${current ? pairedBase : pastTense(pairedBase).toLowerCase()} ` : whole;
      });
    }
  }
  return b.charAt(0).toUpperCase() + b.slice(1);
}

/** Openers in the past tense that do not end in '-ed'. */
const IRREGULAR_PAST = new Set([
  'led',
  'built',
  'drove',
  'wrote',
  'grew',
  'won',
  'sold',
  'taught',
  'ran',
  'made',
  'took',
  'gave',
  'kept',
  'got',
  'brought',
  'began',
  'oversaw',
  'spoke',
  'chose',
  'sought',
  'met',
  'set',
  'cut',
  'put',
  'held',
  'found',
  'thought',
  'spent',
  'sent',
  'lent',
  'rebuilt',
  'rewrote',
  'undertook',
  'overcame',
  'understood',
]);

/**
 * The tense a role's rewritten bullets take: a past role is past; a current role keeps the tense
 * its own bullets are written in (most people write even their current job in the past tense:
 * 'Developed', 'Integrated'), present only when its bullets open in the present ('Develop', 'Lead').
 * A rewritten bullet among them then reads like its neighbours.
 */
export function roleTense(bullets: readonly string[], current: boolean): 'past' | 'present' {
  if (!current) return 'past';
  let past = 0;
  let present = 0;
  for (const bullet of bullets) {
    const first = (
      bullet
        .trim()
        .replace(/^[•\-*]\s*/, '')
        .split(/\s+/)[0] ?? ''
    )
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    if (!first) continue;
    if (/ed$/.test(first) || IRREGULAR_PAST.has(first)) past++;
    else if (!/ing$/.test(first) && actionVerbBase(first) !== null) present++;
  }
  return past > present ? 'past' : 'present';
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const HAS_MONTH = /^(?:[a-z]{3}|\d{1,2}[/.-]\d{4}$|\d{4}-\d{2}(?:-\d{2})?$)/i;
const SEASON_START = /^(?:spring|summer|fall|autumn|winter)\b/i;

/**
 * One date format for the whole resume: 'Mon YYYY' where the resume gives a month (in any form:
 * 'January 2020', '01/2020', '2020-01', '2020-01-15'), 'YYYY' where it gives only a year, 'Present' for an open
 * end. The same month and year, never one the resume does not give.
 */
export function formatDate(date: string): string {
  const trimmed = date.trim();
  if (ONGOING.test(trimmed)) return 'Present';
  if (SEASON_START.test(trimmed)) return trimmed;
  const index = toMonthIndex(trimmed);
  if (index === null) return trimmed;
  const year = Math.floor(index / 12);
  return HAS_MONTH.test(trimmed) ? `${MONTH_NAMES[index % 12]} ${year}` : String(year);
}

/**
 * A month and year written any common way inside a line: 'September 2019', 'Sept. 2019', '09/2019',
 * '2019-09' and '2019-09-01'. Bounded alternatives only, so the pattern reads a line in one pass.
 */
const DATE_IN_LINE =
  /\b(?:((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6})\.? ((?:19|20)\d{2})|(0?[1-9]|1[0-2])[/.]((?:19|20)\d{2})|((?:19|20)\d{2})-(0[1-9]|1[0-2])(?:-[0-3]\d)?)\b/gi;
const MONTH_WORDS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** `line` with every month and year in it written 'Mon YYYY' (the same month and year), the rest as it is. */
export function withOneDateFormat(line: string): string {
  return line.replace(
    DATE_IN_LINE,
    (
      whole,
      name?: string,
      namedYear?: string,
      month?: string,
      slashYear?: string,
      isoYear?: string,
      isoMonth?: string,
    ) => {
      if (name && namedYear) {
        // 'May' alone is a month; 'Mayor 2019' or 'Marketing 2019' is not.
        const word = name.toLowerCase();
        const index = MONTH_WORDS.findIndex((m) => m.startsWith(word));
        return index >= 0 ? `${MONTH_NAMES[index]} ${namedYear}` : whole;
      }
      if (month && slashYear) return `${MONTH_NAMES[Number(month) - 1]} ${slashYear}`;
      if (isoYear && isoMonth) return `${MONTH_NAMES[Number(isoMonth) - 1]} ${isoYear}`;
      return whole;
    },
  );
}

function dateSpan(start: string | null, end: string | null): string {
  if (start && end) return `${formatDate(start)} – ${formatDate(end)}`;
  return start ? `${formatDate(start)} – Present` : end ? formatDate(end) : '';
}

function joinParts(parts: Array<string | null | undefined>): string {
  return parts.filter((p): p is string => Boolean(p && p.trim())).join(' | ');
}

export interface KeywordPlan {
  /** Shown by the resume, now also listed in Skills. */
  added: string[];
  /** Missing and not confirmed: left out. */
  toConfirm: string[];
  /** Missing and confirmed by the person: written into Skills and the summary. */
  confirmed: string[];
  /** Of `confirmed`, the soft skills: listed in Skills, but not named in the summary. */
  soft: Set<string>;
}

function planKeywords(
  parsed: ParsedResume,
  jobDescription: string | null,
  confirmedKeywords?: readonly string[] | null,
): KeywordPlan {
  const raw = scorableText(parsed);
  const index = buildIndex(raw);
  const skillIndex = buildIndex(parsed.skills.join(', '));
  const skillText = parsed.skills.join(', ');
  const added: string[] = [];
  const toConfirm: string[] = [];
  const soft = new Set<string>();
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
      if (def.soft) soft.add(def.keyword);
      continue;
    }
    // Already listed under its own name: nothing to add.
    const listed = matchKeyword({ ...def, aliases: [] }, skillIndex, skillText);
    if (listed && listed.type === 'exact') continue;
    // Soft skills belong in bullets, not in a skills list; only a job's named ones are worth it.
    if (def.soft && !jobDescription) continue;
    // Without a job, only a skill in the resume's own words is gathered: a related word the matcher
    // accepts ('monitoring' for Observability) is not the person naming the skill. A job that asks
    // for it by name is worth its name, when the resume shows it in those related words.
    if (inResume.type === 'alias' && !jobDescription) continue;
    added.push(def.keyword);
  }
  const confirmed = confirmedAmong(toConfirm, confirmedKeywords);
  return { added, toConfirm: toConfirm.filter((keyword) => !confirmed.includes(keyword)), confirmed, soft };
}

/** Confirmed keywords the summary names at most; all of them are in Skills. */
const SUMMARY_KEYWORDS = 6;

const listInWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** A section's own lines, trimmed, with tab-separated cells joined by ' | '. */
function sectionLines(parsed: ParsedResume, kind: SectionKind): string[] {
  return parsed.sections
    .filter((s) => s.kind === kind)
    .flatMap((s) => s.lines)
    .map((l) => withOneDateFormat(l.trim().replace(/\t/g, ' | ')))
    .filter(Boolean);
}

const folded = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

/** Every school has its degree, and both read exactly as the resume writes them. */
function educationReadWhole(parsed: ParsedResume): boolean {
  const source = folded(parsed.text);
  return parsed.education.every(
    (e) => e.institution && e.degree && source.includes(folded(e.institution)) && source.includes(folded(e.degree)),
  );
}

/** Words a faithful rewrite may drop: month names (dates change form), labels, headings, weak openers. */
const DROPPABLE = new Set(
  [
    'january february march april june july august september october november december sept',
    'email mail phone mobile address contact linkedin github twitter website profiles profile links about region',
    'summary professional objective profile experience work employment history education skills technical highlights background',
    'responsible tasked charge worked participated involved successfully effectively actively consistently efficiently',
  ]
    .join(' ')
    .split(' '),
);
const WORD = /[a-z][a-z'-]{3,}/g;
const OPENER = /^[^a-z]{0,8}([a-z]{2,30}(?:ing|ed))\b/;
/** Share of the resume's distinct words the rewrite must keep; below it, the reader missed content. */
const MIN_WORDS_KEPT = 0.9;

/**
 * Whether `text` restates the resume rather than a part of it: the reader placed the resume's
 * content (nearly all of its words are still there) and read each role's employer and title as the
 * resume writes them. A layout the reader does not follow (some theme PDFs) fails this, and then
 * the person's own text is better than a rewrite that drops or mixes up what they wrote.
 */
export function restatesResume(parsed: ParsedResume, text: string): boolean {
  const source = folded(parsed.text);
  for (const role of parsed.experience) {
    for (const fact of [role.company, role.title]) if (fact && !source.includes(folded(fact))) return false;
  }
  const kept = new Set(text.toLowerCase().match(WORD) ?? []);
  // A line's opening '-ing' or '-ed' word may be the weak opener that was rewritten.
  const openers = new Set(
    parsed.text
      .split('\n')
      .map((line) => OPENER.exec(line.toLowerCase())?.[1])
      .filter((word): word is string => Boolean(word)),
  );
  const words = new Set(
    (parsed.text.toLowerCase().match(WORD) ?? []).filter((word) => !DROPPABLE.has(word) && !openers.has(word)),
  );
  if (words.size === 0) return true;
  let found = 0;
  for (const word of words) if (kept.has(word)) found += 1;
  return found / words.size >= MIN_WORDS_KEPT;
}

/**
 * Writes the resume again in the order and wording ATS parse best. It only moves and rewords what
 * the resume says: no employer, title, date, degree or number is created, and of the job's
 * keywords the resume does not show only those the person confirmed are written (into Skills,
 * and named in the summary). The rest are not in the text in any form.
 */
export function buildOptimizedText(parsed: ParsedResume, plan: KeywordPlan): string {
  const out: string[] = [];
  const c = parsed.contact;
  if (c.fullName) out.push(c.fullName);
  const recentTitle = parsed.experience[0]?.title ?? null;
  const headline = parsed.headline ?? recentTitle;
  if (headline) out.push(headline);
  const contactLine = joinParts([c.email, c.phone, c.location, ...c.links]);
  if (contactLine) out.push(contactLine);

  const skills = [...parsed.skills];
  for (const k of [...plan.added, ...plan.confirmed])
    if (!skills.some((s) => s.toLowerCase() === k.toLowerCase())) skills.push(k);

  let summary = parsed.summary;
  if (!summary) {
    // Written from the resume's own words only: a total of years would be a number the resume
    // does not state (and one worked out from dates the reader may have misread).
    const role = headline ?? 'Professional';
    const top = skills.slice(0, 4);
    if (top.length > 0) summary = `${role} skilled in ${listInWords(top)}.`;
  }
  // The job asks for the confirmed keywords: the summary names the first few hard skills among
  // them, where a recruiter reads first (soft skills are better shown in bullets than claimed).
  const named = plan.confirmed.filter((keyword) => !plan.soft.has(keyword)).slice(0, SUMMARY_KEYWORDS);
  if (summary && named.length > 0)
    summary = `${summary.trimEnd()}${/[.!?]$/.test(summary.trim()) ? '' : '.'} Also experienced with ${listInWords(named)}.`;
  if (summary) out.push('', heading('summary'), summary);

  if (skills.length > 0) out.push('', heading('skills'), skills.join(', '));

  if (parsed.experience.length > 0) {
    out.push('', heading('experience'));
    parsed.experience.forEach((e, i) => {
      if (i > 0) out.push('');
      const current = e.endDate !== null && ONGOING.test(e.endDate);
      // One line per role, dates included: the layout ATS parsers read most reliably.
      out.push(joinParts([e.title, e.company, e.location, dateSpan(e.startDate, e.endDate)]) || 'Role');
      const present = roleTense(e.bullets, current) === 'present';
      for (const b of e.bullets) out.push(`• ${improveBullet(b, present)}`);
    });
  }

  if (parsed.education.length > 0) {
    out.push('', heading('education'));
    if (educationReadWhole(parsed)) {
      for (const e of parsed.education)
        out.push(joinParts([e.degree, e.institution, dateSpan(e.startDate, e.endDate)]));
    } else {
      // A school without its degree, or a name the reader cut: writing the entries again could
      // pair a degree with the wrong school. The person's own lines are safer.
      out.push(...sectionLines(parsed, 'education'));
    }
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
  const kept: Array<Exclude<SectionKind, 'other' | 'contact'>> = [
    'awards',
    'publications',
    'languages',
    'volunteer',
    'interests',
    'references',
  ];
  for (const kind of kept) {
    const lines = sectionLines(parsed, kind);
    if (lines.length > 0) out.push('', heading(kind), ...lines);
  }
  // Sections under a heading of the person's own ('MY JOURNEY') keep it: what they wrote stays.
  for (const section of parsed.sections.filter((s) => s.kind === 'other')) {
    const lines = section.lines.map((l) => withOneDateFormat(l.trim().replace(/\t/g, ' | '))).filter(Boolean);
    if (lines.length > 0) out.push('', section.heading, ...lines);
  }
  return out.join('\n');
}

export function optimizeResume(parsed: ParsedResume, options: OptimizeOptions = {}, now = new Date()): OptimizeResult {
  const jobDescription = options.jobDescription?.trim() ? options.jobDescription : null;
  const scoreOptions: ScoreOptions = { jobDescription: options.jobDescription, industry: options.industry };
  const original = scoreResume(parsed, scoreOptions, now);
  const plan = planKeywords(parsed, jobDescription, options.confirmedKeywords);
  const text = buildOptimizedText(parsed, plan);
  const rescored = scoreResume(parseResumeText(text), scoreOptions, now).score;
  if (rescored >= original.score && restatesResume(parsed, text)) {
    return {
      optimizedResume: text,
      score: rescored,
      originalScore: original.score,
      addedKeywords: plan.added,
      toConfirm: plan.toConfirm,
      confirmedKeywords: plan.confirmed,
      rewritten: true,
      numbersToCheck: numbersToCheck(text),
    };
  }
  // The rewrite scores lower, or leaves out or mixes up what the person wrote: hand back their
  // own text rather than a worse one, with what they confirmed in a Skills section of its own.
  // Its headings in their standard words and its dates in one format, when that reads no worse.
  // The lines the PDF wrapped are joined again: a sentence is one line, as the person wrote it.
  const asWritten = withConfirmedSkills(joinWrappedLines(parsed.text), plan.confirmed);
  const headed = withConfirmedSkills(joinWrappedLines(tidiedOwnText(parsed)), plan.confirmed);
  const asWrittenScore = scoreResume(parseResumeText(asWritten), scoreOptions, now).score;
  const headedScore =
    headed === asWritten ? asWrittenScore : scoreResume(parseResumeText(headed), scoreOptions, now).score;
  const [fallback, fallbackScore] = headedScore >= asWrittenScore ? [headed, headedScore] : [asWritten, asWrittenScore];
  return {
    optimizedResume: fallback,
    score: Math.max(fallbackScore, original.score),
    originalScore: original.score,
    addedKeywords: [],
    toConfirm: plan.toConfirm,
    confirmedKeywords: plan.confirmed,
    rewritten: false,
    numbersToCheck: numbersToCheck(fallback),
  };
}

/**
 * The person's own text, line for line, with each heading the reader recognised written in its
 * standard words ('Work' to 'EXPERIENCE', 'About' to 'SUMMARY') and its dates in one format;
 * every other word as it is.
 */
export function tidiedOwnText(parsed: ParsedResume): string {
  const standard = new Map<string, string>();
  for (const section of parsed.sections) {
    if (section.kind !== 'other' && section.kind !== 'contact')
      standard.set(section.heading.replace(/\s+/g, ' ').trim(), heading(section.kind));
  }
  return parsed.text
    .split('\n')
    .map((line) => standard.get(line.replace(/\s+/g, ' ').trim().replace(/:$/, '')) ?? withOneDateFormat(line))
    .join('\n');
}

/** `text` with the confirmed keywords it does not mention yet in an added Skills section. */
export function withConfirmedSkills(text: string, confirmed: readonly string[]): string {
  if (confirmed.length === 0) return text;
  const index = buildIndex(text);
  const absent = confirmed.filter(
    (keyword) => matchKeyword({ keyword, aliases: [], soft: false }, index, text) === null,
  );
  return absent.length > 0 ? `${text.trimEnd()}\n\n${heading('skills')}\n${absent.join(', ')}` : text;
}

/** The optimized resume as text chunks (one line each), for server-sent 'delta' events. */
export async function* streamOptimizedResume(
  parsed: ParsedResume,
  options: OptimizeOptions = {},
): AsyncGenerator<string> {
  const { optimizedResume } = optimizeResume(parsed, options);
  const lines = optimizedResume.split('\n');
  for (const [i, line] of lines.entries()) yield i < lines.length - 1 ? `${line}\n` : line;
}
