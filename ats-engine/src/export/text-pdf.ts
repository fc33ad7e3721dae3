// The optimized resume or a cover letter (plain text) as a PDF a person can send: one column,
// Helvetica (a PDF standard font every reader and ATS has, nothing embedded), real text that can
// be selected and extracted, laid out from the same reading of the text as the page shows
// (shared-contract/document): the name large, headings bold with a rule, roles bold, bullets
// indented. Runs in an engine worker (engine-tasks.ts), like the Word export.
import { documentBlocks, type DocumentBlock } from '@resumebeat/shared-contract/document';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export type TextPdfKind = 'resume' | 'letter';

/** US Letter, in points. */
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BODY_SIZE = 10.5;
const LEADING = 1.35;
const BULLET_INDENT = 14;

interface Style {
  size: number;
  bold: boolean;
  /** Space above, in points. */
  before: number;
  indent: number;
  rule?: boolean;
}

const STYLES: Record<DocumentBlock['kind'], Style> = {
  name: { size: 18, bold: true, before: 0, indent: 0 },
  heading: { size: 11.5, bold: true, before: 10, indent: 0, rule: true },
  role: { size: BODY_SIZE, bold: true, before: 4, indent: 0 },
  bullet: { size: BODY_SIZE, bold: false, before: 1, indent: BULLET_INDENT },
  paragraph: { size: BODY_SIZE, bold: false, before: 1, indent: 0 },
};

/**
 * Characters Helvetica (WinAnsi) cannot show, written as the nearest it can: typographic signs
 * to their plain forms, accented letters it lacks to their base letter, the rest to '?'.
 */
function encodable(text: string, charset: ReadonlySet<number>): string {
  let out = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (charset.has(code)) {
      out += character;
      continue;
    }
    const plain = PLAIN[character] ?? character.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += [...plain].every((c) => charset.has(c.codePointAt(0)!)) && plain ? plain : '?';
  }
  return out;
}

const PLAIN: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2248': '~',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0131': 'i',
  '\u25aa': '\u2022',
  '\u25cf': '\u2022',
  '\u25e6': '\u2022',
  '\u2023': '\u2022',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u200b': '',
  '\ufeff': '',
};

/** `text` broken into lines of at most `width` points; a word longer than a line is cut. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const measure = (s: string) => font.widthOfTextAtSize(s, size);
  const space = measure(' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const wordWidth = measure(word);
    if (line && lineWidth + space + wordWidth <= width) {
      line += ` ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    let restWidth = wordWidth;
    while (restWidth > width) {
      let cut = Math.max(1, Math.floor((rest.length * width) / restWidth));
      while (cut > 1 && measure(rest.slice(0, cut)) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
      restWidth = measure(rest);
    }
    line = rest;
    lineWidth = restWidth;
  }
  if (line) lines.push(line);
  return lines;
}

export interface TextPdfOptions {
  kind?: TextPdfKind;
  /** The document's title in its properties. */
  title?: string;
}

export async function textPdf(content: string, options: TextPdfOptions = {}): Promise<Uint8Array> {
  const kind = options.kind ?? 'resume';
  const pdf = await PDFDocument.create();
  const title = options.title ?? (kind === 'letter' ? 'Cover letter' : 'Resume');
  pdf.setTitle(title);
  pdf.setCreator('ResumeBeat');
  pdf.setProducer('ResumeBeat');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const charset = new Set(regular.getCharacterSet());

  let page: PDFPage = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  let y = PAGE_HEIGHT - MARGIN;
  const newPage = () => {
    page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    y = PAGE_HEIGHT - MARGIN;
  };

  for (const [index, block] of documentBlocks(content, kind).entries()) {
    const style = STYLES[block.kind];
    const font = style.bold ? bold : regular;
    const lineHeight = style.size * LEADING;
    const width = TEXT_WIDTH - style.indent;
    const lines = wrap(encodable(block.text, charset), font, style.size, width);
    const before = index === 0 ? 0 : style.before + (block.gapBefore ? (kind === 'letter' ? lineHeight * 0.8 : 4) : 0);
    // A heading or role is not left alone at the foot of a page: it moves with its first line.
    const keep = block.kind === 'heading' || block.kind === 'role' ? 2 * lineHeight : lineHeight;
    if (y - before - keep < MARGIN) newPage();
    else y -= before;
    lines.forEach((line, i) => {
      if (y - lineHeight < MARGIN) newPage();
      y -= lineHeight;
      if (block.kind === 'bullet' && i === 0)
        page.drawText('\u2022', { x: MARGIN + 3, y, size: style.size, font: regular, color: rgb(0, 0, 0) });
      page.drawText(line, { x: MARGIN + style.indent, y, size: style.size, font, color: rgb(0, 0, 0) });
    });
    if (style.rule) {
      y -= 3;
      page.drawLine({
        start: { x: MARGIN, y },
        end: { x: PAGE_WIDTH - MARGIN, y },
        thickness: 0.6,
        color: rgb(0.55, 0.55, 0.55),
      });
      y -= 2;
    }
  }
  // Plain objects, no object streams: older readers (and some ATS) do not read compressed object streams.
  return pdf.save({ useObjectStreams: false });
}
