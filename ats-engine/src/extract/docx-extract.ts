import mammoth from 'mammoth';
import { ResumeParseError } from '../errors';
import type { ExtractedDocument, LayoutIssue } from '../types';
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
  return { text, kind: 'docx', pages, layout: { columns, issues } };
}
