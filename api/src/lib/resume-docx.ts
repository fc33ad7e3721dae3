// The download name of the Word export. The document itself is built in an engine worker
// (ats-engine/src/export/resume-docx.ts): its XML build takes the CPU for a second on a long text.

/** A safe download name: no path, no quotes or control characters, always `.docx`. */
export function docxFileName(requested: string | undefined, fallback: string): string {
  const base = (requested ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\.docx$/i, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 100);
  return base ? `${base}.docx` : fallback;
}

/** A safe download name for the PDF export: as above, always `.pdf`. */
export function pdfFileName(requested: string | undefined, fallback: string): string {
  const base = (requested ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\.(?:pdf|docx)$/i, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 100);
  return base ? `${base}.pdf` : fallback;
}
