import mammoth from 'mammoth';
import { ResumeParseError } from '../errors';
import type { ExtractedDocument, LayoutIssue } from '../types';
import { STYLE_BOLD, STYLE_ITALIC, type StyledRun, typeCuesOf } from './type-cues';
import { verifyZip } from './zip-guard';

// Linear on any input: a match starts only where a token starts, and every run is bounded.
const EMAIL_OR_PHONE = /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}\.[\w.]{1,190}|(?<![\d+])\+?\d[\d\s().-]{7,18}\d/;

function notADocument(what: string): ResumeParseError {
  return new ResumeParseError(
    'NOT_A_DOCUMENT',
    `This file is ${what}, not a Word document. Save your resume as DOCX or PDF and upload it again.`,
  );
}

function xmlText(xml: string): string {
  return decodeEntities(
    xml
      .replace(/<w:tab\/>/g, ' ')
      .replace(/<\/w:p>/g, '\n')
      .replace(/<[^<>]*>/g, ''),
  );
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&amp;/g, '&');
}

/** mammoth's HTML keeps what plain text loses: list items become bullets and table cells stay apart. */
export function htmlToLines(html: string): string {
  const text = html
    .replace(/<li>/g, '\n• ')
    .replace(/<\/(td|th)>/g, '\t')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/(p|h[1-6]|li|tr|table|ul|ol)>/g, '\n')
    .replace(/<(p|h[1-6]|tr|table|ul|ol)(\s[^>]*)?>/g, '\n')
    .replace(/<[^<>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \u00a0]+/g, ' ')
        .replace(/\t+$/, '')
        .trim(),
    )
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * The runs of mammoth's HTML with their type, line by line: bold (<strong>), italic (<em>), and a
 * heading style (<h1>-<h6>) as bigger type. Lines break where htmlToLines() breaks them.
 */
export function htmlToStyledRuns(html: string): StyledRun[][] {
  const lines: StyledRun[][] = [];
  let line: StyledRun[] = [];
  let bold = 0;
  let italic = 0;
  let heading = 0;
  const endLine = () => {
    if (line.length > 0) lines.push(line);
    line = [];
  };
  for (const [, closing, tag, text] of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|([^<]+)/gi)) {
    if (text !== undefined) {
      const decoded = decodeEntities(text);
      if (decoded.trim() !== '')
        line.push({
          text: decoded,
          style: (bold > 0 ? STYLE_BOLD : 0) | (italic > 0 ? STYLE_ITALIC : 0),
          size: heading > 0 ? 2 : 1,
        });
      continue;
    }
    const name = tag!.toLowerCase();
    const delta = closing ? -1 : 1;
    if (name === 'strong' || name === 'b') bold = Math.max(0, bold + delta);
    else if (name === 'em' || name === 'i') italic = Math.max(0, italic + delta);
    else if (/^h[1-6]$/.test(name)) {
      heading = Math.max(0, heading + delta);
      endLine();
    } else if (/^(?:p|li|tr|table|ul|ol|br)$/.test(name)) endLine();
  }
  endLine();
  return lines;
}

export async function extractDocx(bytes: Uint8Array): Promise<ExtractedDocument> {
  const { entries, parts } = verifyZip(bytes, (name) =>
    /^word\/(document|header\d*|footer\d*)\.xml$|^docProps\/app\.xml$/.test(name),
  );
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('word/document.xml')) {
    if (names.has('xl/workbook.xml')) throw notADocument('an Excel workbook');
    if (names.has('ppt/presentation.xml')) throw notADocument('a PowerPoint presentation');
    if (names.has('mimetype') || names.has('content.xml')) throw notADocument('an OpenDocument file');
    throw notADocument('a ZIP archive');
  }

  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) }))
      .value;
  } catch (error) {
    throw new ResumeParseError(
      'CORRUPT_FILE',
      'This DOCX file is damaged and cannot be read. Save it again from your editor or upload a PDF.',
      {
        cause: error,
      },
    );
  }

  const issues: LayoutIssue[] = [];
  const body = parts.get('word/document.xml') ?? '';
  let columns = 1;
  const cols = /<w:cols [^>]*w:num="(\d+)"/.exec(body);
  if (cols && Number(cols[1]) > 1) {
    columns = Number(cols[1]);
    issues.push({
      id: 'multi-column',
      message: `The document is set in ${columns} columns; many ATS read across columns and mix lines.`,
    });
  }
  if (html.includes('<table')) {
    issues.push({
      id: 'table',
      message: 'Content sits in a table; some ATS skip tables or read their cells out of order.',
    });
  }
  if (body.includes('<w:txbxContent')) {
    issues.push({ id: 'text-box', message: 'Some text is in text boxes, which many ATS ignore.' });
  }

  // ATS skip page headers and footers; mammoth does too, so a contact line there would be lost.
  let headerText = '';
  for (const [name, xml] of parts) {
    if (!/^word\/(header|footer)/.test(name)) continue;
    const text = xmlText(xml).trim();
    if (text && EMAIL_OR_PHONE.test(text)) headerText += `${text}\n`;
  }
  if (headerText) {
    issues.push({
      id: 'header-footer-contact',
      message:
        'Your contact details are in the page header or footer, which many ATS never read. Move them into the body.',
    });
  }

  let text = htmlToLines(html);
  if (headerText) text = `${headerText.trim()}\n${text}`;
  if (text.trim() === '') {
    if (/<w:drawing|<pic:pic|<v:imagedata/.test(body)) {
      throw new ResumeParseError(
        'SCANNED_PDF',
        'This document is an image: export it with text, or upload a text-based DOCX or PDF.',
      );
    }
    throw new ResumeParseError('NO_TEXT', 'This document has no text in it. Check that you chose the right file.');
  }
  const pages = Number(/<Pages>(\d+)<\/Pages>/.exec(parts.get('docProps/app.xml') ?? '')?.[1] ?? 1) || 1;
  return { text, kind: 'docx', pages, layout: { columns, issues }, typeCues: typeCuesOf(htmlToStyledRuns(html)) };
}
