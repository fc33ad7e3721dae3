import type { Contact } from '../types';
import { classifyHeading } from './headings';
import { hasTitleWord, LOCATION_RE } from './vocab';

// Linear on any input (review C1): a match starts only where a token starts, and every run is
// bounded by what an address may hold (64 before the @, 253 after).
const EMAIL_RE = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,24}/;
// A number never runs over a line break, nor starts inside a date ('2019-05-01').
const PHONE_RE = /(?<![\w@/.-])\+?\(?\d[\d \t().-]{6,18}\d(?![\w@/])/g;
const URL_RE =
  /\b(?:https?:\/\/[^\s|,;<>"]+|www\.[^\s|,;<>"]+|(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com|medium\.com|twitter\.com|x\.com)\/[^\s|,;<>"]+|(?<![\w.@-])(?:[a-z0-9-]{1,63}\.){1,4}(?:dev|io|me|com|net|org|app|xyz|page|site|co|design|studio|info|blog|tech|art|no|ca|uk|ie|de|nl|se|eu|au|nz|ee|fr|es|pt|br|ch|be|dk|fi|pl|at|us|in|bio|link|online|website|works?|space|photography|codes|za|sg|jp|it|mx|ng|ke|my|ph|hk|cz|gr|ar|cl|pe|tr|il|ro|hu)(?:\/[^\s|,;<>"]*)?)(?![\w@]|\.[a-z]{2})/gi;
const WRAPPED_PATH_RE = /(?<![ \t])[ \t]*\r?\n[ \t]*(?!\p{Lu}\p{Ll})([\w~%-][\w.~%/-]{0,200})(?=\s|$)/uy;
const CELL_SPLIT = /\t| {2,}|\s[|•·◦—–]\s|\s\|\s?|\|/;

export function findEmail(text: string): string | null {
  return EMAIL_RE.exec(text)?.[0] ?? null;
}

export function findPhone(text: string): string | null {
  for (const match of text.matchAll(PHONE_RE)) {
    const value = match[0].trim();
    const digits = value.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    // Year ranges ("2016 - 2018") and bare numbers are not phones.
    // ('(2011 - 2015)', as LinkedIn's export prints a school's years, in parentheses too.)
    if (/^\(?(19|20)\d{2}\s*[-–]\s*(19|20)\d{2}\)?$/.test(value) || /^\d+$/.test(value)) continue;
    // Nor are dates and ranges that open with a year and month ('2019-10-01', '2015-08 - 2019-05', '01/10/2019').
    if (/^(19|20)\d{2}[-/.](0?[1-9]|1[0-2])(?!\d)/.test(value) || /^\d{1,2}[-/.]\d{1,2}[-/.](19|20)\d{2}$/.test(value))
      continue;
    if (!/[()+\s.-]/.test(value)) continue;
    // A postal box's number ('P.O. Box 1420-20100', 'PO Box 77') is an address, not a phone.
    if (
      /\b(?:P\.?\s?O\.?\s*)?Box\s*(?:No\.?\s*)?$/i.test(text.slice(Math.max(0, (match.index ?? 0) - 16), match.index))
    )
      continue;
    // A postal code of four digits and three ('4050-174 Porto', as Portugal writes them) before its
    // town's name is an address, not a phone.
    if (/^\d{4}-\d{3}$/.test(value) && /^[ \t]+\p{Lu}\p{Ll}/u.test(text.slice((match.index ?? 0) + match[0].length)))
      continue;
    return value;
  }
  return null;
}

export function findLinks(text: string): string[] {
  const links: string[] = [];
  for (const match of text.matchAll(URL_RE)) {
    let link = match[0].replace(/[.)]+$/, '');
    // 'orcid.org/' over '0000-0002-1825-0097': a link wrapped at its slash in a narrow column goes on
    // below (not into a word or heading: 'Experience').
    if (link.endsWith('/')) {
      WRAPPED_PATH_RE.lastIndex = match.index! + match[0].length;
      const rest = WRAPPED_PATH_RE.exec(text);
      if (rest) link += rest[1];
    }
    // The domain of the address is not a site; the same domain printed on its own is ('gabi@montoya.co  montoya.co').
    if (text[match.index! - 1] === '@') continue;
    if (!links.includes(link)) links.push(link);
  }
  // 'davidchenfin (LinkedIn)': a handle named by its network, as several builders print profiles.
  for (const [, handle, network] of text.matchAll(NAMED_PROFILE_RE)) {
    const link = `${PROFILE_PREFIX[network!.toLowerCase()]}${handle}`;
    if (!links.some((found) => found.toLowerCase().includes(link.toLowerCase()))) links.push(link);
  }
  return links;
}

const PROFILE_PREFIX: Record<string, string> = {
  linkedin: 'linkedin.com/in/',
  github: 'github.com/',
  gitlab: 'gitlab.com/',
  twitter: 'x.com/',
  x: 'x.com/',
  behance: 'behance.net/',
  dribbble: 'dribbble.com/',
  medium: 'medium.com/@',
  kaggle: 'kaggle.com/',
};
const NAMED_PROFILE_RE = new RegExp(
  `(?<![\\w./@-])@?([\\w.-]{2,60}) \\((${Object.keys(PROFILE_PREFIX).join('|')})\\)`,
  'gi',
);

/**
 * 'Marcus O'Neill, RN', 'Dana Park, CPA, MBA', 'Henrik Lindqvist, P.E.', 'Ana Ruiz, LEED AP': the
 * credentials after a name are not part of it; so too degrees written in mixed case ('Farah
 * Haddad-Lindqvist, PharmD', 'PsyD', 'DrPH', 'MSc', 'MEd').
 */
const CREDENTIALS_RE =
  /(?:,\s*(?:[A-Z]{2,5}(?: [A-Z]{2,3})?|(?:[A-Z]\.){1,4}|P\.\s?Eng\.?|Ph\.?\s?D\.?|M\.?D\.?|Ed\.?D\.?|Pharm\.?\s?D\.?|Psy\.?\s?D\.?|Dr\.?\s?PH|D\.?Phil\.?|M\.?Phil\.?|[BM]\.?Sc\.?|M\.?Ed\.?|M\.?Eng\.?|MSc[A-Z]{1,2})(?:-[A-Z]{1,3})?)+$/;
/** 'Dr. Aisling Ní Bhriain', 'Prof. Ana Ruiz': a form of address before the name is not part of it. */
const HONORIFIC_RE = /^(?:Dr|Prof|Mr|Mrs|Ms|Mx)\.?\s+(?=\p{Lu})/u;
export const withoutCredentials = (text: string) =>
  text.trim().replace(CREDENTIALS_RE, '').replace(HONORIFIC_RE, '').trim();

const NAME_PARTICLE_RE =
  /^(?:de|del|della|der|den|di|da|das|do|dos|du|la|le|van|von|ter|ten|bin|binti|ibn|bint|al|el|y|zu)$/;

export function looksLikeName(text: string): boolean {
  const t = withoutCredentials(text);
  if (t.length < 4 || t.length > 40 || /[\d@/:]|,/.test(t)) return false;
  const words = t.split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  if (hasTitleWord(t)) return false;
  const heading = classifyHeading(t);
  if (heading && heading !== 'other') return false;
  // ('Maria de la Cruz', 'Pieter van der Berg', 'Mohammed bin Rashid': a surname's particles are in
  // lower case, between capitalised words.)
  return words.every(
    (w, i) => /^[\p{Lu}][\p{L}'’.-]*$/u.test(w) || (i > 0 && i < words.length - 1 && NAME_PARTICLE_RE.test(w)),
  );
}

/**
 * 'Anandi', 'BASHIR': a name of one word, taken only from the largest line on the first page (the
 * PDF's name hint), never from any short line of the text.
 */
export function looksLikeOneWordName(text: string): boolean {
  const t = withoutCredentials(text);
  return /^\p{Lu}[\p{L}'’-]{2,24}$/u.test(t) && !hasTitleWord(t) && classifyHeading(t) === null;
}

/**
 * 'Darnell' over 'Washington', each in the name's large type (a table cell or a text box a word
 * wide): the one-word name goes on with the next line when that is one word too and together
 * they read as a name.
 */
function withSurnameBelow(name: string, headerLines: string[]): string {
  const at = headerLines.findIndex((line) => line.trim() === name.trim());
  if (at < 0) return name;
  const next = headerLines
    .slice(at + 1, at + 3)
    .find((line) => line.trim() !== '')
    ?.trim();
  if (next === undefined || !looksLikeOneWordName(next)) return name;
  const joined = `${name.trim()} ${next}`;
  return looksLikeName(joined) ? joined : name;
}

/**
 * 'Kofi Mensah-' over 'Larsen': a double-barrelled name wrapped at its hyphen in a narrow cell is one
 * name (the hyphen kept, no space).
 */
function withHyphenatedEnd(name: string, headerLines: string[]): string {
  const at = headerLines.findIndex((line) => line.trim() === name.trim());
  if (at < 0) return name;
  const next = headerLines
    .slice(at + 1, at + 3)
    .find((line) => line.trim() !== '')
    ?.trim();
  if (next === undefined || !/^\p{Lu}[\p{L}'’]{1,24}$/u.test(next)) return name;
  return `${name.trim()}${next}`;
}

export function toDisplayName(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

export function splitCells(line: string): string[] {
  return line
    .split(CELL_SPLIT)
    .map((c) => c.trim())
    .filter((c) => c !== '');
}

export function extractContact(headerLines: string[], fullText: string, nameHint: string | null): Contact {
  const header = headerLines.join('\n');
  const email = findEmail(header) ?? findEmail(fullText);
  const phone = findPhone(header.replace(EMAIL_RE, ' ')) ?? findPhone(fullText.slice(0, 2000).replace(EMAIL_RE, ' '));
  const links = findLinks(header);

  let fullName: string | null = null;
  const hint = nameHint && /\p{L}-$/u.test(nameHint.trim()) ? withHyphenatedEnd(nameHint, headerLines) : nameHint;
  if (hint && looksLikeName(hint)) fullName = hint;
  else if (hint && looksLikeOneWordName(hint)) fullName = withSurnameBelow(hint, headerLines);
  else {
    for (const line of headerLines.slice(0, 8)) {
      const cell = splitCells(line).find((c) => looksLikeName(c.replace(/^name:\s*/i, '')));
      if (cell) {
        fullName = cell.replace(/^name:\s*/i, '');
        break;
      }
    }
  }

  let location: string | null = null;
  for (const line of headerLines) {
    for (const cell of splitCells(line)) {
      const clean = cell.replace(/^(address|location):\s*/i, '').trim();
      if (email && clean.includes(email)) continue;
      if (phone && clean.includes(phone)) continue;
      if (LOCATION_RE.test(clean) || /^\d+\s+[\w\s.]+,\s*[\w\s]+,\s*[\w\s]+$/.test(clean)) {
        location = clean;
        break;
      }
    }
    if (location) break;
  }

  return { fullName: fullName ? toDisplayName(withoutCredentials(fullName)) : null, email, phone, location, links };
}
