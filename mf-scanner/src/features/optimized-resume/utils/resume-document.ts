/** SPEC.md section 2: the name of the downloaded file. */
export const HTML_FILE_NAME = 'optimized-resume.html';
/** Beyond SPEC.md: the Word export (the api's export-docx answers this name too). */
export const DOCX_FILE_NAME = 'optimized-resume.docx';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/**
 * The optimized resume as a standalone HTML document: the text escaped (it is text, never
 * markup), line breaks kept, readable on screen and in print. The file is opened from disk, where
 * no server sends a Content-Security-Policy, so it carries its own: no script, no fetch, no frame,
 * whatever the text holds, even if escaping ever missed something.
 */
/** Only the document's own inline style; nothing else loads or runs. */
export const DOCUMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

export function resumeHtmlDocument(text: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${DOCUMENT_CSP}">
<title>Optimized Resume</title>
<style>
  body { font-family: Calibri, Arial, Helvetica, sans-serif; font-size: 11pt; line-height: 1.5; color: #1a1a1a; max-width: 50rem; margin: 2.5rem auto; padding: 0 1.5rem; }
  .resume { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; }
  @media print { body { margin: 0; max-width: none; } }
</style>
</head>
<body>
<main class="resume">${escapeHtml(text)}</main>
</body>
</html>
`;
}
