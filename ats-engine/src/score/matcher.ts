import { CASE_SENSITIVE, SKILLS, type SkillDef } from './skills';
import { normalizePhrase, stemPhrase, type TextIndex } from './text-index';

export type MatchType = 'exact' | 'alias' | 'stemmed';

export interface KeywordDef {
  keyword: string;
  aliases: string[];
  soft: boolean;
}

interface Compiled {
  def: KeywordDef;
  exact: string;
  aliases: string[];
  stems: string[];
  /** `exact`, `aliases` and `stems` split into their words once, for the index's look-ups. */
  exactWords: string[];
  aliasWords: string[][];
  stemWords: string[][];
  caseRe: RegExp | null;
  /** The letters `caseRe` cannot match without: a text lacking them is not searched. */
  caseLiteral: string | null;
  /** Every written form of the keyword, for finding where a text names it (built on first use). */
  mentionRe?: RegExp;
}

const cache = new Map<string, Compiled>();
const byDef = new WeakMap<KeywordDef, Compiled>();

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(def: KeywordDef): Compiled {
  const known = byDef.get(def);
  if (known) return known;
  const key = `${def.keyword}|${def.aliases.join('|')}`;
  let c = cache.get(key);
  if (!c) {
    const aliases = def.aliases.map(normalizePhrase).filter((a) => a !== '');
    const exact = normalizePhrase(def.keyword);
    // Short stems ("valu") meet unrelated words, so only distinctive ones take part.
    // Soft skills are everyday words ("Present" would meet "presentation"): aliases only.
    const stems = def.soft
      ? []
      : [stemPhrase(def.keyword), ...def.aliases.map(stemPhrase)].filter((s) => s.replace(/ /g, '').length >= 5);
    const caseLiteral = CASE_SENSITIVE.has(def.keyword) ? def.keyword.replace(/\.js$/, '') : null;
    c = {
      def,
      exact,
      aliases,
      stems,
      exactWords: exact.split(' '),
      aliasWords: aliases.map((alias) => alias.split(' ')),
      stemWords: stems.map((s) => s.split(' ')),
      caseRe:
        caseLiteral === null ? null : new RegExp(`(?<![\\w.-])${escapeRe(caseLiteral)}(?:\\.js)?(?![\\w&-]|\\.\\w)`),
      caseLiteral,
    };
    cache.set(key, c);
  }
  byDef.set(def, c);
  return c;
}

export function skillToKeyword(skill: SkillDef): KeywordDef {
  return { keyword: skill.name, aliases: skill.aliases ?? [], soft: skill.soft ?? false };
}

export const SKILL_KEYWORDS: KeywordDef[] = SKILLS.map(skillToKeyword);
/** The dictionary's keyword for each skill, reused so compiled matchers stay cached. */
export const KEYWORD_OF = new Map<SkillDef, KeywordDef>(SKILLS.map((s, i) => [s, SKILL_KEYWORDS[i]!]));

export interface KeywordHit {
  type: MatchType;
  /** The words in the text that matched. */
  found: string;
  count: number;
}

/** Looks one keyword up in an index: exact name first, then an alias, then the stems. */
export function matchKeyword(def: KeywordDef, index: TextIndex, rawText: string): KeywordHit | null {
  const c = compile(def);
  if (c.caseRe) {
    // The pattern is case-sensitive and holds the name as written: a text without it has no match.
    const m = rawText.includes(c.caseLiteral!) ? c.caseRe.exec(rawText) : null;
    return m ? { type: 'exact', found: m[0], count: index.countWords(c.exactWords) || 1 } : null;
  }
  const exact = index.countWords(c.exactWords);
  if (exact) return { type: 'exact', found: def.keyword, count: exact };
  for (let i = 0; i < c.aliases.length; i++) {
    const n = index.countWords(c.aliasWords[i]!);
    if (n) return { type: 'alias', found: c.aliases[i]!, count: n };
  }
  for (let i = 0; i < c.stems.length; i++) {
    const n = index.stemCountWords(c.stemWords[i]!);
    if (n) return { type: 'stemmed', found: c.stems[i]!, count: n };
  }
  return null;
}

export interface Mention {
  start: number;
  end: number;
}

/**
 * Lower-cases a text and turns hyphens into spaces, keeping every offset, so that "front-end",
 * "Front End" and "frontend" are found by the same pattern.
 */
export function foldForMentions(text: string): string {
  return text.toLowerCase().replace(/[-‐‑–]/g, ' ');
}

/**
 * Where a text names a keyword (its name or an alias), leftmost-longest, as character offsets.
 * `folded` is `foldForMentions(text)`; stemmed forms are not located.
 */
export function findMentions(def: KeywordDef, text: string, folded: string = foldForMentions(text)): Mention[] {
  const c = compile(def);
  if (!c.mentionRe) {
    if (c.caseRe) c.mentionRe = new RegExp(c.caseRe.source, 'g');
    else {
      const names = [...new Set([c.exact, ...c.aliases])].filter((n) => n !== '').sort((a, b) => b.length - a.length);
      const pattern = names.map((n) => n.split(' ').map(escapeRe).join('\\s*')).join('|');
      c.mentionRe = new RegExp(`(?<![a-z0-9])(?:${pattern})(?![a-z0-9])`, 'g');
    }
  }
  const source = c.caseRe ? text : folded;
  const out: Mention[] = [];
  for (const m of source.matchAll(c.mentionRe)) out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}
