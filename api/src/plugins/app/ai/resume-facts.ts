// The facts an optimized resume may state are the person's own: what their resume says, and the
// job keywords they confirmed having. An AI provider's rewrite is checked for anything else a
// reader would take as a fact (a number, a degree, a name: employer, title, school, product)
// before it is sent on; one that fails is replaced by the engine's rewrite (docs/decisions/019).
import { findUnsupportedFacts } from './letter-facts';

/** A line that is a heading ('WORK EXPERIENCE', 'Skills:'), which states nothing. */
const HEADING_LINE = /^[\p{Lu}][\p{Lu} &/]{2,40}:?$/u;
/**
 * What separates the fields of a resume line ('Title | Employer | Jan 2020 – Present'), on a line
 * whose whitespace runs are collapsed to one space: with unbounded `\s*` around the bar, a line of
 * 'a', 50,000 spaces and 'b' took seconds (review M17).
 */
const FIELD_BREAK = / ?[|·–—] ?| - /;
const LIST_BREAK = / ?(?:,|[|·–—]| - ) ?/;
const BULLET = /^\s*[•▪◦●*-]\s*/;
/** Words a rewrite writes in capitals without stating anything: months, 'Present', heading words. */
const RESUME_WORDS =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|present|current|summary|skills|experience|education|certifications|projects|awards|languages|profile|professional|technical|work|also)$/i;

const escapeRegExp = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The rewrite as statements for the fact check, which reads every capitalised word of a statement
 * but its first as a name. Fields ('Title | Employer'), list items (skills) and the lines above
 * the first heading (name, headline, contact) are names from their first word, so each is
 * written after a neutral word; a bullet or a sentence starts with an ordinary word (a verb).
 * (Short lines above the first heading, not sentences, are the name and headline: names too.)
 */
function statementsOf(rewrite: string): string {
  const out: string[] = [];
  let beforeHeadings = true;
  for (const raw of rewrite.split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    if (HEADING_LINE.test(line)) {
      beforeHeadings = false;
      continue;
    }
    if (BULLET.test(line)) {
      out.push(line.replace(BULLET, ''));
      continue;
    }
    const list = (line.match(/,/g) ?? []).length >= 2 && !/\.\s/.test(line);
    // Above the headings: a short line that is not a sentence (the name, the headline).
    const label = beforeHeadings && !/[.!?]$/.test(line) && line.split(/\s+/).length <= 6;
    if (label || list || FIELD_BREAK.test(line)) {
      for (const field of line.split(list ? LIST_BREAK : FIELD_BREAK))
        if (field.trim()) out.push(`and ${field.trim()}`);
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}

/**
 * What a rewrite of `resumeText` states that neither the resume nor `keywords` do, e.g.
 * `['number "12"', 'name "Globex"']`; empty when it invents nothing. `keywords`: the job keywords
 * the person confirmed, and those the resume shows in other words ('collaborated' for
 * Collaboration), which a rewrite may name.
 */
export function findInventedResumeFacts(rewrite: string, resumeText: string, keywords: readonly string[]): string[] {
  // A keyword's own words and digits ('OAuth 2.0') are the person's claim: whole words only, so
  // 'Java' leaves 'JavaScript' to be checked on its own.
  const rest = keywords
    .map((keyword) => keyword.trim())
    .filter(Boolean)
    .reduce(
      (text, keyword) =>
        text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(keyword)}(?![\\p{L}\\p{N}])`, 'giu'), ' '),
      rewrite,
    );
  return findUnsupportedFacts(statementsOf(rest), [resumeText, ...keywords]).filter((fact) => {
    const name = /^name "(.+)"$/.exec(fact)?.[1];
    return !(name && RESUME_WORDS.test(name));
  });
}
