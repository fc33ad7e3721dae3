// The optimized resume (plain text, as the optimizer and the AI write it) as a Word document: the
// first line is the name, capitalised lines are headings, lines starting with a bullet become
// list items, everything else a paragraph. Text is set as text runs: nothing is interpreted.
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';

const BULLET = /^\s*[•\-*–]\s+/;

function isHeading(line: string): boolean {
  const text = line.trim().replace(/:$/, '');
  if (text.length < 3 || text.length > 40) return false;
  const letters = text.replace(/[^A-Za-z]/g, '');
  return letters.length >= 3 && letters === letters.toUpperCase() && /^[A-Z0-9 &/,()'-]+$/.test(text);
}

export function resumeParagraphs(content: string): Paragraph[] {
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  const paragraphs: Paragraph[] = [];
  let first = true;
  for (const raw of lines) {
    const line = raw.replace(/\t/g, '    ').trimEnd();
    if (!line.trim()) continue;
    if (first) {
      first = false;
      paragraphs.push(new Paragraph({ alignment: AlignmentType.LEFT, spacing: { after: 120 }, children: [new TextRun({ text: line.trim(), bold: true, size: 32 })] }));
    } else if (BULLET.test(line)) {
      paragraphs.push(new Paragraph({ bullet: { level: 0 }, children: [new TextRun(line.replace(BULLET, ''))] }));
    } else if (isHeading(line)) {
      paragraphs.push(new Paragraph({ heading: HeadingLevel.HEADING_2, spacing: { before: 240, after: 80 }, children: [new TextRun({ text: line.trim(), bold: true })] }));
    } else {
      paragraphs.push(new Paragraph({ children: [new TextRun(line)] }));
    }
  }
  return paragraphs;
}

/** Runs in an engine worker (engine-tasks.ts): building the XML of thousands of paragraphs takes the CPU for a second. */
export async function resumeDocx(content: string): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'ResumeBeat',
    title: 'Optimized resume',
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [{ children: resumeParagraphs(content) }],
  });
  return Packer.toBuffer(doc);
}
