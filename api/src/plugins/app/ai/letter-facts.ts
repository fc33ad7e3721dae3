// The facts a cover letter may state are the ones the resume and the job description give. This
// check finds what a letter says that neither source does: numbers, degrees, and names (the
// capitalised words inside a sentence, which is where employers, job titles, schools and products
// sit). A provider's letter that fails it is not sent; the engine's letter is (docs/decisions/013).

/** Words every letter may use in capitals whatever the sources say (greeting, sign-off, pronouns). */
const LETTER_WORDS = new Set([
  'i',
  "i'm",
  "i'd",
  "i've",
  "i'll",
  'dear',
  'hiring',
  'manager',
  'team',
  'sincerely',
  'regards',
  'best',
  'warm',
  'kind',
  'with',
  'enthusiasm',
  'thank',
  'thanks',
  'yours',
  'respectfully',
  'cordially',
  'mr',
  'ms',
  'mrs',
  'dr',
  'your',
  'name',
]);

const DEGREE =
  /\b(bachelor(?:'s)?|master(?:'s)?|ph\.?\s?d\.?|doctorate|doctoral|mba|b\.?\s?sc\.?|m\.?\s?sc\.?|b\.?\s?s\.|m\.?\s?s\.|b\.?\s?a\.|m\.?\s?a\.|b\.?\s?tech|m\.?\s?tech|b\.?\s?eng|m\.?\s?eng|associate(?:'s)? degree|diploma|postgraduate)(?![a-z])/gi;

/** 1,200 and 1200 are one number; 3.5 stays 3.5. */
const normaliseNumber = (value: string) => value.replace(/,(?=\d{3}\b)/g, '');

function numbersIn(text: string): Set<string> {
  return new Set((text.match(/\d+(?:[.,]\d+)*/g) ?? []).map(normaliseNumber));
}

function wordsIn(text: string): Set<string> {
  return new Set(
    text
      // ('Jan 2019Apprentice Electrician': a PDF's text may run a word onto the date before it across
      // a gap; the word is still the source's.)
      .replace(/(\p{N})(?=\p{Lu}\p{Ll})/gu, '$1 ')
      .toLowerCase()
      .match(/[\p{L}\p{N}][\p{L}\p{N}'’.+#&-]*/gu)
      ?.map((word) => word.replace(/[.’]+$/u, '').replace(/’/g, "'")) ?? [],
  );
}

const squash = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * What the letter states that the sources do not, e.g. `['number "15"', 'name "Google"']`.
 * Empty when every number, degree and name of the letter is in the resume, the job description,
 * the job title or the company name given.
 */
export function findUnsupportedFacts(letter: string, sources: ReadonlyArray<string | null | undefined>): string[] {
  const source = sources.filter(Boolean).join('\n');
  const sourceNumbers = numbersIn(source);
  const sourceWords = wordsIn(source);
  const sourceSquashed = ` ${squash(source)} `;
  const found = new Set<string>();

  for (const number of numbersIn(letter)) {
    if (!sourceNumbers.has(number)) found.add(`number "${number}"`);
  }
  const degrees = new Set<string>();
  for (const match of letter.matchAll(DEGREE)) {
    degrees.add(squash(match[0]));
    if (
      !sourceSquashed.includes(` ${squash(match[0])} `) &&
      !sourceSquashed.includes(` ${squash(match[0]).replace(/ s$/, '')} `)
    ) {
      found.add(`degree "${match[0].trim().replace(/\.$/, '')}"`);
    }
  }
  // A capitalised word that does not open a sentence, a line, a quote or a list item is a name.
  for (const sentence of letter.split(/(?<=[.!?:;])\s+|\r?\n|["“”(]/)) {
    const words = sentence.trim().split(/\s+/).slice(1);
    for (const raw of words) {
      const word = trimWord(raw).replace(/’/g, "'").replace(/'s$/i, '');
      if (!/^\p{Lu}/u.test(word)) continue;
      const lower = word.toLowerCase();
      if (
        LETTER_WORDS.has(lower) ||
        degrees.has(squash(word)) ||
        sourceWords.has(lower) ||
        sourceSquashed.includes(` ${squash(word)} `)
      )
        continue;
      found.add(`name "${word}"`);
    }
  }
  return [...found];
}

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const LETTER_DIGIT_PLUS_HASH = /^[\p{L}\p{N}+#]$/u;

/**
 * A word without the punctuation around it ('(Globex),' is 'Globex'; 'C++' keeps its '+'). A walk
 * from each end: a pattern anchored at the end is tried from every position, quadratic on a long
 * run of punctuation before a letter (review M17).
 */
function trimWord(raw: string): string {
  const chars = Array.from(raw);
  let start = 0;
  while (start < chars.length && !LETTER_OR_DIGIT.test(chars[start]!)) start++;
  let end = chars.length;
  while (end > start && !LETTER_DIGIT_PLUS_HASH.test(chars[end - 1]!)) end--;
  return chars.slice(start, end).join('');
}
