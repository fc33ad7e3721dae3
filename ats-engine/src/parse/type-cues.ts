import type { TypeCue } from '../types';
import { typeCueKey } from '../extract/type-cues';

/**
 * How a stretch of text was set, from the type's cues of its document: 'b' bold, 'i' italic,
 * 'g' bigger than the body, '' the body's own type. Null when the document gives no cues or the
 * text is set more than one way (its parts in different type, or printed twice differently).
 */
export type Emphasis = string;

const emphasis = (cue: TypeCue): Emphasis => `${cue.bold ? 'b' : ''}${cue.italic ? 'i' : ''}${cue.big ? 'g' : ''}`;

function agreed(cues: TypeCue[]): Emphasis | null {
  if (cues.length === 0) return null;
  const first = emphasis(cues[0]!);
  return cues.every((cue) => emphasis(cue) === first) ? first : null;
}

/** The stretches holding `key` whole, the shortest first found (a header's own stretch, not a sentence). */
function holding(cues: TypeCue[], key: string, byKey?: Map<string, TypeCue[]>): TypeCue[] {
  const exact = byKey ? (byKey.get(key) ?? []) : cues.filter((cue) => cue.key === key);
  if (exact.length > 0) return exact;
  let shortest = Infinity;
  let found: TypeCue[] = [];
  for (const cue of cues) {
    if (cue.key.length > shortest || !cue.key.includes(key)) continue;
    if (cue.key.length < shortest) {
      shortest = cue.key.length;
      found = [];
    }
    found.push(cue);
  }
  return found;
}

export class TypeCueIndex {
  private readonly cues: TypeCue[];
  /** Each printed line's stretches, and the line's letters and digits. */
  private readonly lines = new Map<number, { cues: TypeCue[]; key: string }>();

  /** The stretches by their letters and digits. */
  private readonly byKey = new Map<string, TypeCue[]>();

  constructor(cues: TypeCue[]) {
    this.cues = cues;
    for (const cue of cues) {
      const same = this.byKey.get(cue.key);
      if (same) same.push(cue);
      else this.byKey.set(cue.key, [cue]);
      const line = this.lines.get(cue.line);
      if (line) {
        line.cues.push(cue);
        line.key += cue.key;
      } else this.lines.set(cue.line, { cues: [cue], key: cue.key });
    }
  }

  /**
   * A printed line holding exactly `text` that opens in a stretch set apart (bold, italic or
   * bigger) and goes on in the body's type ('Clinical' in bold, then 'Epic charting, BLS'): that
   * stretch's letters and digits. Null when no line holds the text alone, when the line is set
   * otherwise, or when its printings disagree.
   */
  openingSetApart(text: string): string | null {
    const key = typeCueKey(text);
    if (key.length < 4) return null;
    let found: string | null = null;
    for (const line of this.lines.values()) {
      if (line.key !== key) continue;
      const [first, ...rest] = line.cues;
      if (!first || rest.length === 0 || emphasis(first) === '' || rest.some((cue) => emphasis(cue) !== ''))
        return null;
      if (found !== null && found !== first.key) return null;
      found = first.key;
    }
    return found;
  }

  /**
   * A printed line holding exactly `text` whose first two stretches are set apart from the body and
   * from each other ('Universidad Complutense de Madrid' in bold, 'Grado en Fisioterapia' in
   * italic, then the dates in any type): the first stretch's letters and digits. Null when no line
   * holds the text alone, when the line is set otherwise, or when its printings disagree.
   */
  firstRunSetApart(text: string): string | null {
    const key = typeCueKey(text);
    if (key.length < 4) return null;
    let found: string | null = null;
    for (const line of this.lines.values()) {
      if (line.key !== key) continue;
      const [first, second] = line.cues;
      if (!first || !second) return null;
      const [a, b] = [emphasis(first), emphasis(second)];
      if (a === '' || b === '' || a === b || first.key.length < 4 || second.key.length < 4) return null;
      if (found !== null && found !== first.key) return null;
      found = first.key;
    }
    return found;
  }

  /** How `text` is set anywhere in the document (see holding()); null where its printings disagree. */
  emphasisOf(text: string | null): Emphasis | null {
    if (text === null) return null;
    const key = typeCueKey(text);
    if (key.length < 2) return null;
    return agreed(holding(this.cues, key, this.byKey));
  }

  /**
   * How a role's two parts are set, read on the printed line that holds both ('Server⇥Olive
   * Garden'), so a title printed again elsewhere (a tagline under the name) does not blur it; on
   * two lines (no line holds both), each where it is printed.
   */
  emphasisOfPair(a: string | null, b: string | null): [Emphasis | null, Emphasis | null] {
    if (a === null || b === null) return [this.emphasisOf(a), this.emphasisOf(b)];
    const keyA = typeCueKey(a);
    const keyB = typeCueKey(b);
    if (keyA.length >= 2 && keyB.length >= 2)
      for (const line of this.lines.values()) {
        if (!line.key.includes(keyA) || !line.key.includes(keyB)) continue;
        const first = agreed(holding(line.cues, keyA));
        const second = agreed(holding(line.cues, keyB));
        if (first !== null && second !== null) return [first, second];
      }
    return [this.emphasisOf(a), this.emphasisOf(b)];
  }
}

/**
 * A section's writer sets every role's title one way and its employer another (the title bold and
 * the employer italic, or the reverse, or the employer bold): the roles whose own words tell
 * their title from their employer show how, and the type then tells it for the others.
 * `read` holds each role's title and employer as its words decided them, or null where they did
 * not. Returns the emphasis of titles and of employers when the decided roles agree on it, two of
 * them at least and none against.
 */
export function sectionEmphasis(
  index: TypeCueIndex,
  read: Array<{ title: string; company: string } | null>,
): { title: Emphasis; company: Emphasis } | null {
  let found: string | null = null;
  let count = 0;
  for (const role of read) {
    if (!role) continue;
    const [title, company] = index.emphasisOfPair(role.title, role.company);
    if (title === null || company === null || title === company) continue;
    const key = `${title}|${company}`;
    if (found !== null && found !== key) return null;
    found = key;
    count += 1;
  }
  if (found === null || count < 2) return null;
  const [title, company] = found.split('|') as [Emphasis, Emphasis];
  return { title, company };
}
