/**
 * Where each word and each word's stem occurs in a text, built once per text, so each of a few
 * hundred keyword look-ups (a phrase of 1 to 4 words) walks the positions of its first word
 * instead of scanning the text. Positions rather than a bag of every 1- to 4-gram: building the
 * bag cost most of a score (eight map writes and string joins per word), look-ups are few.
 */
export interface TextIndex {
  /** How often a normalised phrase (words joined by one space) occurs; 0 when it does not. */
  count(phrase: string): number;
  /** The same for a stemmed phrase (`stemPhrase`). */
  stemCount(stemmedPhrase: string): number;
  /** `count` of a phrase given as its words (`phrase.split(' ')`), for callers that split it once. */
  countWords(words: readonly string[]): number;
  /** `stemCount` of a stemmed phrase given as its words. */
  stemCountWords(words: readonly string[]): number;
  words: number;
}

const MAX_N = 4;

const COMPOUNDS = new Map<string, string[]>([
  ['frontend', ['front', 'end']],
  ['backend', ['back', 'end']],
  ['fullstack', ['full', 'stack']],
]);

/** Slash-joined words that stay one word; any other "react/redux" is two. */
const SLASH_WORDS = new Set(['ci/cd', 'a/b', 'ui/ux', 'tcp/ip']);

// The characters that make tech names distinct stay in a word: c++, c#, node.js, ci/cd, a/b, .net
const WORD = /[a-z0-9][a-z0-9+#./-]*[a-z0-9+#]|[a-z0-9]|\.net/g;

/**
 * The words of a text, lower-cased, apostrophes dropped. "front-end" and "front end" are the same
 * words to a reader, so hyphens split; "frontend" is split the same way.
 */
export function tokenize(text: string): string[] {
  const words: string[] = [];
  const push = (word: string) => {
    const parts = COMPOUNDS.get(word);
    if (parts) words.push(...parts);
    else words.push(word);
  };
  const lower = text.toLowerCase();
  const cleaned = lower.includes("'") || lower.includes('’') ? lower.replace(/[’']/g, '') : lower;
  WORD.lastIndex = 0;
  for (let match = WORD.exec(cleaned); match; match = WORD.exec(cleaned)) {
    const token = match[0];
    if (token.includes('-')) {
      for (const part of token.split('-')) {
        if (!part) continue;
        if (part.includes('/')) for (const piece of part.split('/')) push(piece);
        else push(part);
      }
    } else if (token.includes('/') && !SLASH_WORDS.has(token)) {
      for (const piece of token.split('/')) if (piece) push(piece);
    } else {
      push(token);
    }
  }
  return words;
}

const STEM_CACHE_LIMIT = 20_000;
const stemCache = new Map<string, string>();

/** A light suffix stripper: enough to meet "tested"/"testing"/"tests" and "microservices"/"microservice". */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  // Resumes share most of their words: remember the answers (bounded, it is a plain cache).
  const known = stemCache.get(word);
  if (known !== undefined) return known;
  const stemmed = stripSuffix(word);
  if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
  stemCache.set(word, stemmed);
  return stemmed;
}

function stripSuffix(word: string): string {
  if (/[^a-z]/.test(word)) return word;
  let w = word;
  for (const suffix of [
    'ational',
    'ization',
    'ations',
    'ation',
    'ments',
    'ment',
    'ingly',
    'ings',
    'ing',
    'ies',
    'ied',
    'ers',
    'er',
    'ed',
    'es',
    's',
    'ly',
  ]) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      if (suffix === 'ies' || suffix === 'ied') w += 'y';
      break;
    }
  }
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

export function stemPhrase(phrase: string): string {
  return tokenize(phrase).map(stem).join(' ');
}

export function normalizePhrase(phrase: string): string {
  return tokenize(phrase).join(' ');
}

export function buildIndex(text: string): TextIndex {
  const tokens = tokenize(text);
  const stems = tokens.map(stem);
  const wordPositions = positionsOf(tokens);
  const stemPositions = positionsOf(stems);
  return {
    words: tokens.length,
    count: (phrase) => occurrences(wordsOf(phrase), tokens, wordPositions),
    stemCount: (stemmedPhrase) => occurrences(wordsOf(stemmedPhrase), stems, stemPositions),
    countWords: (words) => occurrences(words, tokens, wordPositions),
    stemCountWords: (words) => occurrences(words, stems, stemPositions),
  };
}

function positionsOf(words: string[]): Map<string, number[]> {
  const positions = new Map<string, number[]>();
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const list = positions.get(word);
    if (list) list.push(i);
    else positions.set(word, [i]);
  }
  return positions;
}

// The phrases looked up are the skill list's and the postings' keywords: split each once.
const PHRASE_CACHE_LIMIT = 20_000;
const phraseWords = new Map<string, string[]>();

function wordsOf(phrase: string): string[] {
  let words = phraseWords.get(phrase);
  if (!words) {
    if (phraseWords.size >= PHRASE_CACHE_LIMIT) phraseWords.clear();
    phraseWords.set(phrase, (words = phrase.split(' ')));
  }
  return words;
}

/** Occurrences of a phrase of 1 to MAX_N words in `words` (longer phrases are never indexed). */
function occurrences(parts: readonly string[], words: string[], positions: Map<string, number[]>): number {
  if (parts.length > MAX_N) return 0;
  const starts = positions.get(parts[0]!);
  if (!starts) return 0;
  if (parts.length === 1) return starts.length;
  let found = 0;
  for (const start of starts) {
    let k = 1;
    while (k < parts.length && words[start + k] === parts[k]) k++;
    if (k === parts.length) found++;
  }
  return found;
}
