import { textHtmlDocument } from '@resumebeat/shared-contract/document';

export { DOCUMENT_CSP, escapeHtml } from '@resumebeat/shared-contract/document';

/** docs/product/screens.md#optimized-resume-page: the name of the downloaded file. */
export const HTML_FILE_NAME = 'optimized-resume.html';
/** docs/product/screens.md#optimized-resume-page: the Word export (the api's export-docx answers this name too). */
export const DOCX_FILE_NAME = 'optimized-resume.docx';
/** docs/product/screens.md#optimized-resume-page: the PDF export (the api's export-pdf answers this name too; docs/decisions/037). */
export const PDF_FILE_NAME = 'optimized-resume.pdf';

/** The optimized resume as a standalone HTML page, laid out as the page and the PDF lay it out. */
export function resumeHtmlDocument(text: string): string {
  return textHtmlDocument(text, { title: 'Optimized Resume', kind: 'resume' });
}
