// The job's keywords as claims. A keyword the job asks for and the resume does not show may enter
// the optimized resume only when the person has confirmed it ("Add the ones you really have");
// everything here keeps that promise checkable: which confirmations count, and which unconfirmed
// keywords a text would claim (used on an AI provider's rewrite before it reaches the person).
import { matchKeyword, SKILL_KEYWORDS, type KeywordDef } from '../score/matcher';
import { buildIndex } from '../score/text-index';

/** At most this many confirmations are read; a job rarely lists more missing keywords. */
export const MAX_CONFIRMED_KEYWORDS = 60;

const normalize = (keyword: string) => keyword.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The confirmations that name one of the job's missing keywords, in the job's spelling and order.
 * Anything else is ignored: the checklist offers only the job's keywords, and a confirmation is
 * not a way to write arbitrary text into a resume.
 */
export function confirmedAmong(
  missing: readonly string[],
  confirmedKeywords: readonly string[] | null | undefined,
): string[] {
  if (!confirmedKeywords || confirmedKeywords.length === 0) return [];
  const wanted = new Set(confirmedKeywords.slice(0, MAX_CONFIRMED_KEYWORDS).map(normalize));
  return missing.filter((keyword) => wanted.has(normalize(keyword)));
}

const DICTIONARY = new Map(SKILL_KEYWORDS.map((def) => [normalize(def.keyword), def]));

/** The matcher's definition of a keyword: the dictionary's (with its aliases) when it has one. */
export function keywordDef(keyword: string): KeywordDef {
  return DICTIONARY.get(normalize(keyword)) ?? { keyword, aliases: [], soft: false };
}

const escapeRegExp = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` without the confirmed keywords' own words, which the person has claimed: whole words
 * only, so confirming 'Java' leaves 'JavaScript' (a claim of its own) as it is.
 */
export function withoutConfirmed(text: string, confirmed: readonly string[]): string {
  return confirmed
    .map((keyword) => keyword.trim())
    .filter(Boolean)
    .reduce(
      (rest, keyword) =>
        rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(keyword)}(?![\\p{L}\\p{N}])`, 'giu'), ' '),
      text,
    );
}

/**
 * A check for texts written from a resume: which of `missing` (the job's keywords the resume does
 * not show) they mention without the person's confirmation. The confirmed keywords' own words are
 * left out first: 'Product Strategy', confirmed, is not a claim of 'Strategic Thinking' although a
 * matcher reading 'strategy' as its alias would credit it.
 */
export function createClaimCheck(missing: readonly string[], confirmed: readonly string[]): (text: string) => string[] {
  const allowed = new Set(confirmed.map(normalize));
  const defs = missing.filter((keyword) => !allowed.has(normalize(keyword))).map(keywordDef);
  return (text) => {
    const rest = withoutConfirmed(text, confirmed);
    if (defs.length === 0 || !rest.trim()) return [];
    const index = buildIndex(rest);
    return defs.filter((def) => matchKeyword(def, index, rest) !== null).map((def) => def.keyword);
  };
}
