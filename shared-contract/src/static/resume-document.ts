// How a resume or letter written as plain text reads as a document: the first line is the name,
// capitalised short lines are headings, a line followed by bullets is a role (or a project), lines
// starting with a bullet are bullets, the rest paragraphs. One reading for every place the text is
// shown or exported (the page, the HTML, the PDF), so they agree. No zod: remotes bundle it.

export type DocumentBlockKind = 'name' | 'heading' | 'role' | 'bullet' | 'paragraph';

export interface DocumentBlock {
  kind: DocumentBlockKind;
  /** The line's text, without its bullet sign, trimmed. */
  text: string;
  /** The 0-based line of the source text it came from. */
  line: number;
  /** True for the first block after one or more blank lines. */
  gapBefore: boolean;
}

const BULLET = /^\s*[•\-*–▪●◦]\s+/;

/** A section heading: 3 to 40 characters, all capitals ('EXPERIENCE', 'WORK HISTORY:'). */
export function isHeadingLine(line: string): boolean {
  const text = line.trim().replace(/:$/, '');
  if (text.length < 3 || text.length > 40) return false;
  const letters = text.replace(/[^A-Za-z]/g, '');
  return letters.length >= 3 && letters === letters.toUpperCase() && /^[A-Z0-9 &/,()'-]+$/.test(text);
}

export function isBulletLine(line: string): boolean {
  return BULLET.test(line);
}

/**
 * The text's blocks. `kind: 'letter'` reads no name, heading or role: a letter is paragraphs
 * (lines of one paragraph stay separate blocks, as written).
 */
export function documentBlocks(content: string, kind: 'resume' | 'letter' = 'resume'): DocumentBlock[] {
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  const blocks: DocumentBlock[] = [];
  let gap = false;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.replace(/\t/g, '    ');
    if (!raw.trim()) {
      gap = blocks.length > 0;
      continue;
    }
    const text = raw.trim();
    const gapBefore = gap;
    gap = false;
    if (kind === 'letter') {
      blocks.push({ kind: 'paragraph', text, line: i, gapBefore });
      continue;
    }
    if (blocks.length === 0) {
      blocks.push({ kind: 'name', text, line: i, gapBefore });
    } else if (isBulletLine(raw)) {
      blocks.push({ kind: 'bullet', text: raw.replace(BULLET, '').trim(), line: i, gapBefore });
    } else if (isHeadingLine(raw)) {
      blocks.push({ kind: 'heading', text, line: i, gapBefore });
    } else {
      let next = i + 1;
      while (next < lines.length && !lines[next]!.trim()) next++;
      const role = next === i + 1 && next < lines.length && isBulletLine(lines[next]!);
      blocks.push({ kind: role ? 'role' : 'paragraph', text, line: i, gapBefore });
    }
  }
  return blocks;
}

export interface NumberToCheck {
  /** The 0-based line of the text. */
  line: number;
  /** Where the number starts and ends in that line. */
  start: number;
  end: number;
  /** The number as written ('30'). */
  number: string;
}

/** What may follow a number whose unit went missing: the end, punctuation or a linking word. */
const BARE_AFTER = /^\s*(?:$|[,.;:)\]]|(?:and|or|in|over|within|across|for|while|through|during|after|from|on|at|with|via|compared|since|per|versus|vs)\b)/i;
/** 'by 30', 'increased 30', 'reduced costs by 30', 'improving X by 30': the word right before the number. */
const BEFORE_NUMBER = /\b(by|increased|increasing|increase|reduced|reducing|reduce|decreased|decreasing|decrease|improved|improving|improve|grew|growing|boosted|boosting|cut|lowered|raised)\s+(\d+(?:[.,]\d+)?)(?![\d%.,]*\d)/gi;

/**
 * Numbers that likely lost their unit when the text was extracted ('improving user experience by
 * 30', where the source said 30%): a bare number right after 'by', 'increased', 'reduced' (and
 * their kin) with nothing that names what it counts. Years ('by 2020') are not flagged.
 */
export function numbersToCheck(content: string): NumberToCheck[] {
  const found: NumberToCheck[] = [];
  content
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((line, index) => {
      for (const match of line.matchAll(BEFORE_NUMBER)) {
        const number = match[2]!;
        const start = match.index! + match[0].length - number.length;
        const end = start + number.length;
        if (/^(?:19|20)\d{2}$/.test(number)) continue;
        if (!BARE_AFTER.test(line.slice(end))) continue;
        found.push({ line: index, start, end, number });
      }
    });
  return found;
}

/** What the page and the exports say about such a number. */
export const CHECK_NUMBER_TEXT = 'check this number';
