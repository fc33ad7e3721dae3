import { hasTitleWord } from '../parse/vocab';
import { findMentions, foldForMentions, matchKeyword, SKILL_KEYWORDS, type KeywordDef } from './matcher';
import { buildIndex, normalizePhrase, type TextIndex } from './text-index';

export type Importance = 'required' | 'preferred';

export interface JobKeyword extends KeywordDef {
  importance: Importance;
  /** How much this skill weighs in the job: more for repeated skills and for those in the title. */
  weight: number;
  /** Skills offered as alternatives ("React, Vue, or Angular") share a group: one of them is enough. */
  group?: number;
}

export interface JobRequirements {
  title: string | null;
  hardSkills: JobKeyword[];
  softSkills: JobKeyword[];
  minYears: number | null;
  education: 'high-school' | 'associate' | 'bachelor' | 'master' | 'doctorate' | null;
}

const PREFERRED_CUE =
  /\b(prefer(red|ably)?|nice[- ]to[- ]have|bonus|a plus|plus\b|familiarity|appreciated|ideally|desirable|advantage|not required|exposure to)\b/i;
const PREFERRED_HEADING = /^(preferred|nice to have|bonus|pluses|desired|preferred qualifications)\b/i;
const REQUIRED_HEADING =
  /^(requirements|required|qualifications|must have|what you.ll need|minimum qualifications|responsibilities)\b/i;

/**
 * Whether the text between two skills keeps them in one list: "A, B", "A or B", "A, and/or B",
 * "A/B", "A B", also across items the dictionary does not know ("JSF, Wicket, GWT").
 */
function listSeparator(gap: string): boolean {
  const pieces = gap.split(/,|\/|&|\band\/or\b|\bor\b|\band\b/);
  if (pieces[0]!.trim() !== '' || pieces[pieces.length - 1]!.trim() !== '') return false;
  return pieces.slice(1, -1).every((p) => /^\s*(?:[\w.+#]+(?:\s+[\w.+#]+){0,2}\s*)?$/.test(p));
}
/** Words that offer the list after them as examples, any one of which will do. */
const ALTERNATIVES_CUE = /\b(?:such as|like|e\.g\.?|one or more|at least one|any one|one of)\b[^.;:!?]{0,40}$/;

/** A line on its own that reads as a section heading ("Benefits", "How to Apply", "About Us:"). */
const HEADING_LINE = /^[A-Z][\w'’&/ -]{0,40}:?$/;
const BOILERPLATE_HEADING =
  /^(about us|about the company|who we are|our company|benefits|perks|what we offer|why join us|compensation|how to apply|equal (employment )?opportunity)\b/i;

/** Words that look like product names (capitals inside, dots, digits) but are everyday JD words. */
const TERM_STOP = new Set([
  'We',
  'You',
  'Our',
  'The',
  'If',
  'As',
  'In',
  'At',
  'On',
  'To',
  'And',
  'Or',
  'For',
  'With',
  'This',
  'Job',
  'Description',
  'USA',
  'CA',
  'NY',
  'US',
  'EEO',
  'AI',
  'OK',
  'II',
  'III',
  'IV',
  'HR',
  'FAQ',
  'ID',
  'MBA',
  'PHD',
  'BSC',
  'MSC',
  'CEO',
  'CTO',
  'EOE',
  'USD',
  'FAANG',
  'ASAP',
  'TBD',
  'NFIA',
  'API',
  'APIs',
  'URL',
  'PDF',
]);

function findTitle(text: string): string | null {
  const explicit = /(?:job (?:description|title)|position|role)\s*[:\-–]\s*([^\n(]{3,80})/i.exec(text);
  if (explicit) return explicit[1]!.trim();
  const hiring =
    /(?:looking for|hiring|seeking|recruiting)\s+(?:an?\s+)?(?:experienced\s+|talented\s+|motivated\s+)?((?:[A-Z][\w+#./-]*\s+){0,4}(?:[A-Za-z][\w+#./-]*\s+)?(?:engineer|developer|manager|designer|analyst|scientist|architect|specialist|nurse|teacher|accountant|consultant|director|coordinator|technician|associate|representative))\b/i.exec(
      text,
    );
  if (hiring) return hiring[1]!.trim().replace(/^(a|an)\s+/i, '');
  const first = text.split('\n').find((l) => l.trim() !== '' && l.trim().split(/\s+/).length <= 8 && hasTitleWord(l));
  return first?.trim() ?? null;
}

function findEducation(text: string): JobRequirements['education'] {
  if (/\b(ph\.?d|doctorate|doctoral)\b/i.test(text)) return 'doctorate';
  if (/\b(bachelor'?s?|b\.?s\.?c?|b\.?a\.?|undergraduate degree|4-year degree|bs\/ms)\b/i.test(text)) return 'bachelor';
  if (/\b(master'?s?|m\.?s\.?c?|mba)\b/i.test(text)) return 'master';
  if (/\bassociate'?s? degree\b/i.test(text)) return 'associate';
  if (/\bdegree\b/i.test(text)) return 'bachelor';
  if (/\b(high school|ged)\b/i.test(text)) return 'high-school';
  return null;
}

/**
 * Product names the dictionary does not know (Mixpanel, ElastiCache, WCAG) still matter to an ATS
 * that matches literally, so distinctive tokens of the requirement text become keywords too.
 */
function distinctiveTerms(text: string, known: Set<string>): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(
    /(?<![\w.-])([A-Z][a-z]+[A-Z][\w]*|[A-Z]{3,6}s?|[A-Za-z]+\.js|[A-Z][a-z]+\.[a-z]+)(?![\w-])/g,
  )) {
    const term = m[1]!;
    if (TERM_STOP.has(term) || known.has(term.toLowerCase())) continue;
    out.add(term);
  }
  return [...out];
}

/**
 * Stems are the resume's leeway ("tested" for testing). A posting names the skills it wants, so a
 * one-word stem match there is an everyday word, not a skill ("performance budgets" is no call for
 * Budgeting): it counts only as the name in the singular or plural ("microservice").
 */
function namedInPosting(def: KeywordDef, found: string, index: TextIndex): boolean {
  if (found.includes(' ')) return true;
  return [def.keyword, ...def.aliases]
    .map(normalizePhrase)
    .filter((n) => n !== '' && !n.includes(' '))
    .some((n) => [`${n}s`, `${n}es`, n.replace(/s$/, ''), n.replace(/es$/, '')].some((form) => index.count(form) > 0));
}

/**
 * Required counts twice a preferred skill; a skill the posting repeats or puts in its title is
 * central to the role (Java in "Java Developer"), so it weighs up to four times more.
 */
function jobWeight(importance: Importance, count: number, inTitle: boolean): number {
  const base = importance === 'required' ? 2 : 1;
  return base * Math.min(4, (1 + Math.log2(Math.max(1, count)) / 2) * (inTitle ? 2 : 1));
}

// One posting is scored against many resumes and many times (each rescore, each stream): keep
// the last few readings, frozen so no caller can change what another one gets.
const RECENT_POSTINGS = 16;
const recentRequirements = new Map<string, JobRequirements>();

/** `extractJobRequirements`, remembered for the last few posting texts. */
export function requirementsOf(text: string): JobRequirements {
  let requirements = recentRequirements.get(text);
  if (requirements) {
    recentRequirements.delete(text);
  } else {
    requirements = freezeDeep(extractJobRequirements(text));
    if (recentRequirements.size >= RECENT_POSTINGS) recentRequirements.delete(recentRequirements.keys().next().value!);
  }
  recentRequirements.set(text, requirements);
  return requirements;
}

function freezeDeep<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) freezeDeep(child);
  }
  return value;
}

/**
 * The mentions that lie inside a longer mention of another keyword ("SQL" in "SQL Server"). One
 * sweep in order of position, so a posting that repeats a term thousands of times costs
 * n log n, not n squared. Keys are `k:start:end` for numeric keywords, the mention itself otherwise.
 */
function containedMentions<K, M extends { start: number; end: number; k: K }>(mentions: M[]): Set<M | string> {
  const sorted = [...mentions].sort((a, b) => a.start - b.start || b.end - a.end);
  const out = new Set<M | string>();
  // The two furthest-reaching mentions seen so far, of different keywords.
  let first: { end: number; k: K } | null = null;
  let second: { end: number; k: K } | null = null;
  for (let i = 0; i < sorted.length;) {
    // Mentions of one span are judged together against those that began before or reach further.
    let j = i;
    while (j < sorted.length && sorted[j]!.start === sorted[i]!.start && sorted[j]!.end === sorted[i]!.end) j++;
    for (let n = i; n < j; n++) {
      const m = sorted[n]!;
      const reach = first && first.k !== m.k ? first.end : (second?.end ?? -1);
      if (reach >= m.end) out.add(typeof m.k === 'number' ? `${m.k}:${m.start}:${m.end}` : m);
    }
    for (let n = i; n < j; n++) {
      const m = sorted[n]!;
      if (!first || m.end > first.end) {
        if (first && first.k !== m.k) second = first;
        first = { end: m.end, k: m.k };
      } else if (m.k !== first.k && (!second || m.end > second.end)) second = { end: m.end, k: m.k };
    }
    i = j;
  }
  return out;
}

export function extractJobRequirements(text: string): JobRequirements {
  // PDF line wraps cut sentences ("(JSF, Wicket," / "GWT, Spring MVC)"); join them back.
  const joined: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const prev = joined[joined.length - 1];
    if (
      prev !== undefined &&
      prev !== '' &&
      line !== '' &&
      !/^[•\-*]/.test(line) &&
      !/[.:!?]$/.test(prev) &&
      prev.split(/\s+/).length > 6
    )
      joined[joined.length - 1] = `${prev} ${line}`;
    else joined.push(line);
  }
  // What the employer offers and says about itself is not asked of the candidate ("Flexible work
  // hours" is no call for adaptability): skills are read from the rest.
  const lines: string[] = [];
  let boilerplate = false;
  for (const line of joined) {
    if (HEADING_LINE.test(line) && line.split(/\s+/).length <= 5) boilerplate = BOILERPLATE_HEADING.test(line);
    if (!boilerplate) lines.push(line);
  }
  const body = lines.join('\n');
  const index = buildIndex(body);
  const title = findTitle(text);
  const titleIndex = buildIndex(title ?? '');

  // Importance per line: a "Preferred" heading or a cue in the sentence makes a skill optional.
  let mode: Importance = 'required';
  const lineImportance: Array<{ line: string; importance: Importance }> = [];
  for (const line of lines) {
    const t = line.trim().replace(/^[•\-*]\s*/, '');
    if (PREFERRED_HEADING.test(t)) mode = 'preferred';
    else if (REQUIRED_HEADING.test(t)) mode = 'required';
    for (const sentence of t.split(/(?<=[.;])\s+/)) {
      lineImportance.push({ line: sentence, importance: PREFERRED_CUE.test(sentence) ? 'preferred' : mode });
    }
  }

  const found: Array<{ kw: JobKeyword; count: number; inTitle: boolean }> = [];
  const soft: JobKeyword[] = [];
  const known = new Set<string>();
  for (const def of SKILL_KEYWORDS) {
    const hit = matchKeyword(def, index, body);
    if (!hit || (hit.type === 'stemmed' && !namedInPosting(def, hit.found, index))) continue;
    known.add(def.keyword.toLowerCase());
    for (const a of def.aliases) known.add(a.toLowerCase());
    // Required wins if the skill appears in any required sentence.
    const needle = hit.found.toLowerCase();
    const sentences = lineImportance.filter(
      (s) => s.line.toLowerCase().includes(needle) || s.line.toLowerCase().includes(def.keyword.toLowerCase()),
    );
    const importance: Importance =
      sentences.length === 0 || sentences.some((s) => s.importance === 'required') ? 'required' : 'preferred';
    const inTitle = matchKeyword(def, titleIndex, title ?? '') !== null;
    if (def.soft) soft.push({ ...def, importance, weight: jobWeight(importance, hit.count, inTitle) });
    else found.push({ kw: { ...def, importance, weight: 0 }, count: hit.count, inTitle });
  }
  for (const term of distinctiveTerms(body, known)) {
    const sentences = lineImportance.filter((s) => s.line.includes(term));
    const importance: Importance = sentences.some((s) => s.importance === 'required') ? 'required' : 'preferred';
    found.push({
      kw: { keyword: term, aliases: [], soft: false, importance, weight: 0 },
      count: body.split(term).length - 1,
      inTitle: (title ?? '').includes(term),
    });
  }

  // A skill the posting only names inside a longer one is not asked for on its own: "SQL" in
  // "SQL Server", "CSS" in "Tailwind CSS", "JS" in "CSS-in-JS", "GitHub" in "GitHub Actions".
  const folded = foldForMentions(body);
  const spans = found.map((f) => findMentions(f.kw, body, folded));
  const contained = containedMentions(spans.flatMap((own, i) => own.map((m) => ({ ...m, k: i }))));
  const hard: JobKeyword[] = [];
  found.forEach((f, i) => {
    const own = spans[i]!;
    const inside = own.filter((m) => contained.has(`${i}:${m.start}:${m.end}`)).length;
    if (own.length > 0 && inside === own.length) return;
    // Where the mentions were located, the free ones are the count ("js" in "React.js" is no use of JavaScript).
    const count = own.length > 0 ? own.length - inside : f.count;
    hard.push({ ...f.kw, weight: jobWeight(f.kw.importance, count, f.inTitle) });
  });

  // Alternatives: one list of skills joined by "or" ("React, Vue, or Angular"), or introduced by
  // "such as", "like", "e.g.", "at least one". Only the list itself: the skill before "frameworks
  // like" or after the closing parenthesis is asked for on its own.
  let group = 0;
  for (const { line } of lineImportance) {
    const lower = foldForMentions(line);
    const all = hard.flatMap((k) => findMentions(k, line, lower).map((m) => ({ ...m, k })));
    const inside = containedMentions(all);
    const mentions = all.filter((m) => !inside.has(m)).sort((a, b) => a.start - b.start || b.end - a.end);
    let runStart = 0;
    for (let i = 1; i <= mentions.length; i++) {
      const gap = i < mentions.length ? lower.slice(mentions[i - 1]!.end, mentions[i]!.start) : null;
      if (gap !== null && listSeparator(gap)) continue;
      const run = mentions.slice(runStart, i);
      const before = lower.slice(runStart > 0 ? mentions[runStart - 1]!.end : 0, run[0]?.start ?? 0);
      runStart = i;
      const members = [...new Set(run.map((m) => m.k))].filter((k) => k.group === undefined);
      if (members.length < 2) continue;
      const gaps = run.slice(1).map((m, j) => lower.slice(run[j]!.end, m.start));
      if (!gaps.some((g) => /\bor\b/.test(g)) && !ALTERNATIVES_CUE.test(before)) continue;
      group++;
      for (const m of members) m.group = group;
    }
  }

  const years = [...text.matchAll(/(\d{1,2})\s*\+?\s*(?:years|yrs)/gi)]
    .map((m) => Number(m[1]))
    .filter((n) => n > 0 && n < 40);
  return {
    title,
    hardSkills: hard,
    softSkills: soft,
    minYears: years.length > 0 ? Math.max(...years) : null,
    education: findEducation(text),
  };
}
