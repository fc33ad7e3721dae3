// What the optimized resume changed against the person's own text, line by line, word by word:
// a line found in the original as it is has no change; a reworded line is compared with the
// original line it most resembles (words added and removed); a line with no counterpart is added.
// Numbers that likely lost their unit are marked too ("check this number").
import { numbersToCheck } from '@resumebeat/shared-contract/document';

export type SegmentKind = 'same' | 'added' | 'removed' | 'check';

export interface Segment {
  kind: SegmentKind;
  text: string;
  /** Shown right after the segment before it, without a space (a piece cut out of one segment). */
  tight?: boolean;
}

const BULLET = /^\s*[•\-*–▪●◦]\s+/;
const fold = (text: string) => text.toLowerCase().replace(BULLET, '').replace(/\s+/g, ' ').trim();
/** A word as compared: lower case, without the punctuation around it. */
const key = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** Lines of the original, and each with the next (a bullet the reader wrapped over two lines). */
function originalUnits(original: string): string[][] {
  const lines = original
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(BULLET, '').trim())
    .filter(Boolean);
  const units: string[][] = [];
  lines.forEach((line, i) => {
    units.push(line.split(/\s+/));
    const next = lines[i + 1];
    if (next !== undefined) units.push(`${line} ${next}`.split(/\s+/));
  });
  return units;
}

/** Longest common subsequence of two word lists, by key: pairs of indexes kept. */
function commonWords(a: readonly string[], b: readonly string[]): Array<[number, number]> {
  const ka = a.map(key);
  const kb = b.map(key);
  const table: Uint16Array[] = Array.from({ length: ka.length + 1 }, () => new Uint16Array(kb.length + 1));
  for (let i = ka.length - 1; i >= 0; i--) {
    for (let j = kb.length - 1; j >= 0; j--) {
      table[i]![j] = ka[i] === kb[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < ka.length && j < kb.length) {
    if (ka[i] === kb[j]) {
      pairs.push([i++, j++]);
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/** Words a line must share with an original line to be read as its rewording. */
const MIN_SHARED = 0.4;
/** Words per line compared word by word at most (the table is their product). */
const MAX_WORDS = 400;

export interface ChangeIndex {
  /** The segments of one optimized line (its text without the bullet, trimmed). */
  segmentsOf(line: string): Segment[];
}

export function changeIndex(original: string): ChangeIndex {
  const whole = ` ${fold(original.replace(/\n\s*[•\-*–▪●◦]\s+/g, '\n'))} `;
  const units = originalUnits(original);
  const unitLengths = units.map((words) => words.filter((word) => key(word)).length);
  const byWord = new Map<string, number[]>();
  units.forEach((words, u) => {
    for (const k of new Set(words.map(key))) if (k) (byWord.get(k) ?? byWord.set(k, []).get(k)!).push(u);
  });

  return {
    segmentsOf(line) {
      const text = line.trim();
      if (!text) return [];
      if (whole.includes(` ${fold(text)} `)) return [{ kind: 'same', text }];
      const words = text.split(/\s+/);
      // Signs alone ('|', '–') are layout, not wording: never a change.
      const keyed = words.map((word, i) => [i, key(word)] as const).filter(([, k]) => k);
      const hits = new Map<number, number>();
      for (const k of new Set(keyed.map(([, k]) => k))) {
        for (const u of byWord.get(k) ?? []) hits.set(u, (hits.get(u) ?? 0) + 1);
      }
      let best = -1;
      let bestShare = 0;
      for (const [u, count] of hits) {
        const share = count / Math.max(keyed.length, unitLengths[u]!);
        if (share > bestShare || (share === bestShare && u < best)) [best, bestShare] = [u, share];
      }
      if (best < 0 || bestShare < MIN_SHARED || keyed.length > MAX_WORDS || units[best]!.length > MAX_WORDS)
        return [{ kind: 'added', text }];
      const source = units[best]!.filter((word) => key(word));
      const pairs = commonWords(
        keyed.map(([i]) => words[i]!),
        source,
      );
      const kept = new Map(pairs.map(([a, b]) => [keyed[a]![0], b]));
      const segments: Segment[] = [];
      const push = (kind: SegmentKind, word: string) => {
        const last = segments[segments.length - 1];
        if (last && last.kind === kind) last.text += ` ${word}`;
        else segments.push({ kind, text: word });
      };
      let j = 0;
      words.forEach((word, i) => {
        const match = kept.get(i);
        if (match !== undefined) {
          while (j < match) push('removed', source[j++]!);
          j = match + 1;
          push('same', word);
        } else {
          // A sign alone joins the added words before it, else reads as unchanged.
          const last = segments[segments.length - 1]?.kind;
          push(key(word) || last === 'added' ? 'added' : 'same', word);
        }
      });
      while (j < source.length) push('removed', source[j++]!);
      return segments;
    },
  };
}

/**
 * `segments` with every number to check (shared-contract/document) cut out as a 'check' segment,
 * whatever segment it fell in. Removed words are not searched: they are not in the text.
 */
export function withNumbersToCheck(segments: Segment[]): Segment[] {
  const present = segments.filter((s) => s.kind !== 'removed');
  // Offsets in the line as shown: the kept segments joined by single spaces.
  const line = present.map((s) => s.text).join(' ');
  const checks = numbersToCheck(line);
  if (checks.length === 0) return segments;
  const out: Segment[] = [];
  let offset = 0;
  for (const segment of segments) {
    if (segment.kind === 'removed') {
      out.push(segment);
      continue;
    }
    const start = offset;
    const end = offset + segment.text.length;
    let cursor = 0;
    for (const check of checks.filter((c) => c.start >= start && c.end <= end)) {
      const from = check.start - start;
      if (from > cursor)
        out.push({
          kind: segment.kind,
          text: segment.text.slice(cursor, from),
          ...(cursor > 0 ? { tight: true } : {}),
        });
      out.push({ kind: 'check', text: check.number, ...(from > 0 ? { tight: true } : {}) });
      cursor = check.end - start;
    }
    if (cursor < segment.text.length)
      out.push({ kind: segment.kind, text: segment.text.slice(cursor), ...(cursor > 0 ? { tight: true } : {}) });
    offset = end + 1;
  }
  return out;
}
