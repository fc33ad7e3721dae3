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

// The HTML download of a resume or letter (used by the optimized resume and the cover letter pages).

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/**
 * The HTML download: the text escaped (it is text, never markup). The file is opened from disk,
 * where no server sends a Content-Security-Policy, so it carries its own: no script, no fetch, no
 * frame, whatever the text holds, even if escaping ever missed something. Only the document's own
 * inline style; nothing else loads or runs.
 */
export const DOCUMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

/**
 * The text as HTML elements, read as the page and the PDF read it (shared-contract/document): the
 * name a heading, section headings, roles, bullets in lists, paragraphs. Every text escaped.
 */
export function documentBodyHtml(text: string, kind: 'resume' | 'letter' = 'resume'): string {
  const out: string[] = [];
  let list = false;
  const close = () => {
    if (list) out.push('</ul>');
    list = false;
  };
  const tags: Record<Exclude<DocumentBlock['kind'], 'bullet'>, string> = { name: 'h1', heading: 'h2', role: 'h3', paragraph: 'p' };
  for (const block of documentBlocks(text, kind)) {
    const gap = block.gapBefore && kind === 'letter' ? ' class="gap"' : '';
    if (block.kind === 'bullet') {
      if (!list || block.gapBefore) {
        close();
        out.push('<ul>');
        list = true;
      }
      out.push(`<li>${escapeHtml(block.text)}</li>`);
      continue;
    }
    close();
    const tag = tags[block.kind];
    out.push(`<${tag}${gap}>${escapeHtml(block.text)}</${tag}>`);
  }
  close();
  return out.join('\n');
}

/** A standalone HTML page of a resume or letter: one column, standard fonts, readable on screen and in print. */
export function textHtmlDocument(text: string, { title, kind }: { title: string; kind: 'resume' | 'letter' }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${DOCUMENT_CSP}">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: Helvetica, Arial, sans-serif; font-size: 10.5pt; line-height: 1.4; color: #111; max-width: 46rem; margin: 2.5rem auto; padding: 0 1.5rem; }
  main { overflow-wrap: anywhere; }
  h1 { font-size: 18pt; margin: 0 0 0.3em; }
  h2 { font-size: 11.5pt; letter-spacing: 0.03em; border-bottom: 1px solid #888; padding-bottom: 2px; margin: 1.1em 0 0.4em; }
  h3 { font-size: 10.5pt; margin: 0.7em 0 0.1em; }
  p { margin: 0.15em 0; }
  p.gap { margin-top: 1em; }
  ul { margin: 0.2em 0; padding-left: 1.3em; }
  li { margin: 0.1em 0; }
  @media print { body { margin: 0; max-width: none; } }
</style>
</head>
<body>
<main class="${kind}">
${documentBodyHtml(text, kind)}
</main>
</body>
</html>
`;
}

