/**
 * A bag of normalised n-grams (1 to 4 words) and their stems, built once per text, so each of
 * a few hundred keyword look-ups is a Set hit instead of a regular-expression scan.
 */
export interface TextIndex {
  grams: Map<string, number>;
  stems: Map<string, number>;
  words: number;
}

const MAX_N = 4;

const COMPOUNDS: Record<string, string[]> = { frontend: ['front', 'end'], backend: ['back', 'end'], fullstack: ['full', 'stack'] };

export function tokenize(text: string): string[] {
  return rawTokens(text).flatMap((t) => COMPOUNDS[t] ?? [t]);
}

function rawTokens(text: string): string[] {
  // Keep the characters that make tech names distinct: c++, c#, node.js, ci/cd, a/b, .net
  return (text.toLowerCase().replace(/[’']/g, '').match(/[a-z0-9][a-z0-9+#./-]*[a-z0-9+#]|[a-z0-9]|\.net/g) ?? []).flatMap((t) => {
    const trimmed = t.replace(/[./-]+$/, '');
    // "front-end" and "front end" are the same words to a reader, so hyphens split.
    if (trimmed.includes('-')) return trimmed.split('-').filter(Boolean).flatMap((w) => (w.includes('/') ? w.split('/') : [w]));
    // "react/redux" is two words, "ci/cd" and "a/b" stay whole
    if (trimmed.includes('/') && !/^(ci\/cd|a\/b|ui\/ux|b2b|tcp\/ip)$/.test(trimmed)) return trimmed.split('/').filter(Boolean);
    return [trimmed];
  });
}

/** A light suffix stripper: enough to meet "tested"/"testing"/"tests" and "microservices"/"microservice". */
export function stem(word: string): string {
  if (word.length <= 4 || /[^a-z]/.test(word)) return word;
  let w = word;
  for (const suffix of ['ational', 'ization', 'ations', 'ation', 'ments', 'ment', 'ingly', 'ings', 'ing', 'ies', 'ied', 'ers', 'er', 'ed', 'es', 's', 'ly']) {
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
  const grams = new Map<string, number>();
  const stemGrams = new Map<string, number>();
  for (let i = 0; i < tokens.length; i++) {
    let g = '';
    let s = '';
    for (let n = 0; n < MAX_N && i + n < tokens.length; n++) {
      g = n === 0 ? tokens[i]! : `${g} ${tokens[i + n]}`;
      s = n === 0 ? stems[i]! : `${s} ${stems[i + n]}`;
      grams.set(g, (grams.get(g) ?? 0) + 1);
      stemGrams.set(s, (stemGrams.get(s) ?? 0) + 1);
    }
  }
  return { grams, stems: stemGrams, words: tokens.length };
}
