import { hasTitleWord } from '../parse/vocab';
import { matchKeyword, SKILL_KEYWORDS, type KeywordDef } from './matcher';
import { buildIndex } from './text-index';

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

const PREFERRED_CUE = /\b(prefer(red|ably)?|nice[- ]to[- ]have|bonus|a plus|plus\b|familiarity|appreciated|ideally|desirable|advantage|not required|exposure to)\b/i;
const PREFERRED_HEADING = /^(preferred|nice to have|bonus|pluses|desired|preferred qualifications)\b/i;
const REQUIRED_HEADING = /^(requirements|required|qualifications|must have|what you.ll need|minimum qualifications|responsibilities)\b/i;

/** Words that look like product names (capitals inside, dots, digits) but are everyday JD words. */
const TERM_STOP = new Set(['We', 'You', 'Our', 'The', 'If', 'As', 'In', 'At', 'On', 'To', 'And', 'Or', 'For', 'With', 'This', 'Job', 'Description', 'USA', 'CA', 'NY', 'US', 'EEO', 'AI', 'OK', 'II', 'III', 'IV', 'HR', 'FAQ', 'ID', 'MBA', 'PHD', 'BSC', 'MSC', 'CEO', 'CTO', 'EOE', 'USD', 'FAANG', 'ASAP', 'TBD', 'NFIA']);

function findTitle(text: string): string | null {
  const explicit = /(?:job (?:description|title)|position|role)\s*[:\-–]\s*([^\n(]{3,80})/i.exec(text);
  if (explicit) return explicit[1]!.trim();
  const hiring = /(?:looking for|hiring|seeking|recruiting)\s+(?:an?\s+)?(?:experienced\s+|talented\s+|motivated\s+)?((?:[A-Z][\w+#./-]*\s+){0,4}(?:[A-Za-z][\w+#./-]*\s+)?(?:engineer|developer|manager|designer|analyst|scientist|architect|specialist|nurse|teacher|accountant|consultant|director|coordinator|technician|associate|representative))\b/i.exec(text);
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
  for (const m of text.matchAll(/(?<![\w.-])([A-Z][a-z]+[A-Z][\w]*|[A-Z]{3,6}s?|[A-Za-z]+\.js|[A-Z][a-z]+\.[a-z]+)(?![\w-])/g)) {
    const term = m[1]!;
    if (TERM_STOP.has(term) || known.has(term.toLowerCase())) continue;
    out.add(term);
  }
  return [...out];
}

/**
 * Required counts twice a preferred skill; a skill the posting repeats or puts in its title is
 * central to the role (Java in "Java Developer"), so it weighs up to four times more.
 */
function jobWeight(importance: Importance, count: number, inTitle: boolean): number {
  const base = importance === 'required' ? 2 : 1;
  return base * Math.min(4, (1 + Math.log2(Math.max(1, count)) / 2) * (inTitle ? 2 : 1));
}

export function extractJobRequirements(text: string): JobRequirements {
  const index = buildIndex(text);
  // PDF line wraps cut sentences ("(JSF, Wicket," / "GWT, Spring MVC)"); join them back.
  const lines: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const prev = lines[lines.length - 1];
    if (prev !== undefined && prev !== '' && line !== '' && !/^[•\-*]/.test(line) && !/[.:!?]$/.test(prev) && prev.split(/\s+/).length > 6) lines[lines.length - 1] = `${prev} ${line}`;
    else lines.push(line);
  }
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

  const hard: JobKeyword[] = [];
  const soft: JobKeyword[] = [];
  const known = new Set<string>();
  for (const def of SKILL_KEYWORDS) {
    const hit = matchKeyword(def, index, text);
    if (!hit) continue;
    known.add(def.keyword.toLowerCase());
    for (const a of def.aliases) known.add(a.toLowerCase());
    // Required wins if the skill appears in any required sentence.
    const needle = hit.found.toLowerCase();
    const sentences = lineImportance.filter((s) => s.line.toLowerCase().includes(needle) || s.line.toLowerCase().includes(def.keyword.toLowerCase()));
    const importance: Importance = sentences.length === 0 || sentences.some((s) => s.importance === 'required') ? 'required' : 'preferred';
    const inTitle = matchKeyword(def, titleIndex, title ?? '') !== null;
    (def.soft ? soft : hard).push({ ...def, importance, weight: jobWeight(importance, hit.count, inTitle) });
  }
  for (const term of distinctiveTerms(text, known)) {
    const sentences = lineImportance.filter((s) => s.line.includes(term));
    const importance: Importance = sentences.some((s) => s.importance === 'required') ? 'required' : 'preferred';
    const count = text.split(term).length - 1;
    hard.push({ keyword: term, aliases: [], soft: false, importance, weight: jobWeight(importance, count, (title ?? '').includes(term)) });
  }

  // Alternatives: a sentence that lists skills after "such as", "like", "e.g." or joined by "or".
  let group = 0;
  const all = [...hard];
  for (const { line } of lineImportance) {
    if (!/\b(such as|like|e\.g\.|one or more|at least one|or)\b/i.test(line)) continue;
    const lower = line.toLowerCase();
    const members = all.filter((k) => k.group === undefined && [k.keyword, ...k.aliases].some((n) => new RegExp(`(^|[^a-z0-9])${n.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`).test(lower)));
    if (members.length < 2) continue;
    group++;
    for (const m of members) m.group = group;
  }

  const years = [...text.matchAll(/(\d{1,2})\s*\+?\s*(?:years|yrs)/gi)].map((m) => Number(m[1])).filter((n) => n > 0 && n < 40);
  return {
    title,
    hardSkills: hard,
    softSkills: soft,
    minYears: years.length > 0 ? Math.max(...years) : null,
    education: findEducation(text),
  };
}
