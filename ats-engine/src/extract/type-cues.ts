import type { TypeCue } from '../types';

/** A run's style bits, as PDFium's extraction gives them (RawPdfPage.styles). */
export const STYLE_BOLD = 1;
export const STYLE_ITALIC = 2;

/** A piece of one printed line as its producer set it. */
export interface StyledRun {
  text: string;
  /** STYLE_BOLD | STYLE_ITALIC bits. */
  style: number;
  /** The type's size (0 when the producer gives none). */
  size: number;
}

/** Letters and digits only: the same stretch whatever spacing and punctuation the layout gave it. */
export function typeCueKey(text: string): string {
  return text.replace(/[^\p{L}\p{N}]+/gu, '');
}

/** At most this many stretches per document: a résumé has a few hundred lines. */
const MAX_CUES = 5000;

/**
 * The type's cues of a document, line by line: each line's stretches of one weight, slant and size.
 * Bold and italic count only when the body is not itself set that way, and 'big' is type clearly
 * larger than the body's (the size most letters are set in). A document set one way throughout has
 * no cues (undefined), and the reader decides as it does on plain text.
 */
export function typeCuesOf(lines: StyledRun[][]): TypeCue[] | undefined {
  let letters = 0;
  let bold = 0;
  let italic = 0;
  const bySize = new Map<number, number>();
  // Each run's letters and digits, read once for both passes.
  const keys = lines.map((line) => line.map((run) => typeCueKey(run.text)));
  for (const [index, line] of lines.entries())
    for (const [at, run] of line.entries()) {
      const n = keys[index]![at]!.length;
      if (n === 0) continue;
      letters += n;
      if (run.style & STYLE_BOLD) bold += n;
      if (run.style & STYLE_ITALIC) italic += n;
      if (run.size > 0) {
        const size = Math.round(run.size * 4) / 4;
        bySize.set(size, (bySize.get(size) ?? 0) + n);
      }
    }
  if (letters === 0) return undefined;
  const boldCue = bold > 0 && bold < letters * 0.5;
  const italicCue = italic > 0 && italic < letters * 0.5;
  let bodySize = 0;
  let most = 0;
  for (const [size, n] of bySize) if (n > most) [bodySize, most] = [size, n];
  const bigFrom = bodySize > 0 ? bodySize * 1.15 : Infinity;
  const bigCue = [...bySize.keys()].some((size) => size >= bigFrom);
  if (!boldCue && !italicCue && !bigCue) return undefined;
  const cues: TypeCue[] = [];
  for (const [index, line] of lines.entries()) {
    let open: TypeCue | null = null;
    for (const [at, run] of line.entries()) {
      const key = keys[index]![at]!;
      if (key === '') continue;
      const cue = {
        line: index,
        key,
        bold: boldCue && (run.style & STYLE_BOLD) !== 0,
        italic: italicCue && (run.style & STYLE_ITALIC) !== 0,
        big: run.size >= bigFrom,
      };
      if (open && open.bold === cue.bold && open.italic === cue.italic && open.big === cue.big) open.key += key;
      else {
        if (open) cues.push(open);
        open = cue;
      }
    }
    if (open) cues.push(open);
    if (cues.length >= MAX_CUES) break;
  }
  return cues.slice(0, MAX_CUES);
}
