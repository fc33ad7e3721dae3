// How a resume or letter written as plain text reads as a document: the first line is the name,
// capitalised short lines are headings, a line followed by bullets or naming a date range is a
// role (or a project), lines starting with a bullet and the lines under a role are bullets, the
// rest paragraphs. Lines a PDF wrapped are joined first. One reading for every place the text is
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

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const YEAR = '(?:19|20)\\d{2}';
const WHEN = `(?:(?:${MONTH}\\s+)?${YEAR}|\\d{1,2}\\s*/\\s*${YEAR})`;
/** 'March 2020 - Present', '2018 – 2022', 'Jul 2017 to Feb 2020', '03/2020 - now'. */
const DATE_RANGE = new RegExp(`${WHEN}\\s*(?:[-–—]+|to|until)\\s*(?:${WHEN}|present|current|now|today)\\b`, 'i');
/** A line that ends a sentence or a label: the next line starts something new. */
const TERMINAL = /[.!?:;]["'”’)]?$/;
/** Words and signs a wrapped line may stop on: the phrase goes on in the next line. */
const CONTINUING_END = new RegExp(
  `(?:[,&/+–—-]|\\b(?:and|or|of|the|a|an|to|with|for|in|on|at|by|from|as|into|via|per|than|that|which|while|including|using|across|over|under|between|${MONTH}))$`,
  'i',
);
/** A line a PDF wraps is long: a short line ending without punctuation is a line of its own (a skill, a contact). */
const WRAPPED_MIN_CHARS = 40;

/** A date range ('Jan 2021 - Present'): the line names a role (or a school, a project). */
export function hasDateRange(line: string): boolean {
  return DATE_RANGE.test(line);
}

function indentOf(line: string): number {
  return /^\s*/.exec(line.replace(/\t/g, '    '))![0].length;
}

/**
 * Whether `next` carries on the sentence `previous` began: the PDF wrapped it. `previous` is
 * long, ends without a full stop (or the like), and `next`, at the same indentation (or under the
 * bullet's text), starts in lower case or goes on with the phrase `previous` left open ('March' /
 * '2020 - Present', 'events a' / 'day'). Headings, bullets, addresses and links start lines of their own.
 */
export function continuesLine(previous: string, next: string): boolean {
  const before = previous.trim();
  const after = next.trim();
  if (!before || !after || before.length < WRAPPED_MIN_CHARS || TERMINAL.test(before)) return false;
  if (isBulletLine(next) || isHeadingLine(next) || isHeadingLine(previous)) return false;
  // An address or a link starts a line of its own ('jane@example.com', 'linkedin.com/in/…').
  if (/^\S*(?:@|:\/\/|www\.)|^[a-z0-9-]+(?:\.[a-z0-9-]+)+\//i.test(after)) return false;
  const indent = indentOf(next);
  const bulletTextIndent = isBulletLine(previous)
    ? indentOf(previous) + (BULLET.exec(previous)![0].replace(/\t/g, '    ').length - indentOf(previous))
    : -1;
  if (indent !== indentOf(previous) && indent !== bulletTextIndent) return false;
  if (/^\p{Ll}/u.test(after)) return true;
  return CONTINUING_END.test(before) && /^[\p{L}\p{N}(]/u.test(after);
}

export interface JoinedLine {
  /** The line, with the lines that continue it appended (one space between). */
  text: string;
  /** The 0-based source line it starts on. */
  line: number;
}

/** The lines of `content`, each wrapped line joined to the one it continues; blank lines kept. */
export function joinedLines(content: string): JoinedLine[] {
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  const out: JoinedLine[] = [];
  let last: string | null = null;
  // Lines keep their tabs (the cells of a table row stay cells); indentation is compared with
  // tabs counted as four spaces, in continuesLine.
  lines.forEach((line, index) => {
    const previous = out[out.length - 1];
    // The first line is the name: never joined with the next.
    if (previous && last !== null && out.length > 1 && continuesLine(last, line)) {
      previous.text = `${previous.text.trimEnd()} ${line.trim()}`;
      last = line;
      return;
    }
    out.push({ text: line, line: index });
    last = line;
  });
  return out;
}

/** `content` with the lines a PDF wrapped joined again (the text of a resume, not of a letter). */
export function joinWrappedLines(content: string): string {
  return joinedLines(content)
    .map((joined) => joined.text)
    .join('\n');
}

/**
 * The text's blocks. `kind: 'letter'` reads no name, heading or role: a letter is paragraphs
 * (lines of one paragraph stay separate blocks, as written). A resume's wrapped lines are joined
 * first (`line` is where the joined line starts).
 */
export function documentBlocks(content: string, kind: 'resume' | 'letter' = 'resume'): DocumentBlock[] {
  const lines: JoinedLine[] =
    kind === 'letter'
      ? content
          .replace(/\r\n?/g, '\n')
          .split('\n')
          .map((text, line) => ({ text, line }))
      : joinedLines(content);
  const blocks: DocumentBlock[] = [];
  let gap = false;
  // Under a role named by its dates, the lines without a bullet sign are its bullets (a PDF whose
  // bullets were drawn as shapes gives no sign), until a blank line, a heading or the next role.
  let underRole = false;
  for (let i = 0; i < lines.length; i++) {
    const { text: rawText, line } = lines[i]!;
    const raw = rawText.replace(/\t/g, '    ');
    if (!raw.trim()) {
      gap = blocks.length > 0;
      underRole = false;
      continue;
    }
    const text = raw.trim();
    const gapBefore = gap;
    gap = false;
    if (kind === 'letter') {
      blocks.push({ kind: 'paragraph', text, line, gapBefore });
      continue;
    }
    if (blocks.length === 0) {
      blocks.push({ kind: 'name', text, line, gapBefore });
    } else if (isBulletLine(raw)) {
      blocks.push({ kind: 'bullet', text: raw.replace(BULLET, '').trim(), line, gapBefore });
    } else if (isHeadingLine(raw)) {
      underRole = false;
      blocks.push({ kind: 'heading', text, line, gapBefore });
    } else {
      const next = lines[i + 1];
      const beforeBullets = next !== undefined && isBulletLine(next.text);
      const dated = hasDateRange(text) && text.length <= 160 && !/[.!?]$/.test(text);
      if (beforeBullets || dated) {
        underRole = dated || underRole;
        blocks.push({ kind: 'role', text, line, gapBefore });
      } else {
        blocks.push({ kind: underRole ? 'bullet' : 'paragraph', text, line, gapBefore });
      }
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
const BARE_AFTER =
  /^\s*(?:$|[,.;:)\]]|(?:and|or|in|over|within|across|for|while|through|during|after|from|on|at|with|via|compared|since|per|versus|vs)\b)/i;
/** 'by 30', 'increased 30', 'reduced costs by 30', 'improving X by 30': the word right before the number. */
const BEFORE_NUMBER =
  /\b(by|increased|increasing|increase|reduced|reducing|reduce|decreased|decreasing|decrease|improved|improving|improve|grew|growing|boosted|boosting|cut|lowered|raised)\s+(\d+(?:[.,]\d+)?)(?![\d%.,]*\d)/gi;

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
  const tags: Record<Exclude<DocumentBlock['kind'], 'bullet'>, string> = {
    name: 'h1',
    heading: 'h2',
    role: 'h3',
    paragraph: 'p',
  };
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
