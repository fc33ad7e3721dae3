// The optimized resume (plain text, as the optimizer and the AI write it) as a Word document, read
// as the page, the HTML and the PDF read it (shared-contract/document, decision 037): the name,
// headings, roles in bold, bullets as list items (the lines under a role included), paragraphs;
// lines a PDF wrapped joined. Text is set as text runs: nothing is interpreted.
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { documentBlocks } from '@resumebeat/shared-contract/document';

export function resumeParagraphs(content: string): Paragraph[] {
  return documentBlocks(content).map((block) => {
    switch (block.kind) {
      case 'name':
        return new Paragraph({
          alignment: AlignmentType.LEFT,
          spacing: { after: 120 },
          children: [new TextRun({ text: block.text, bold: true, size: 32 })],
        });
      case 'heading':
        return new Paragraph({
          heading: HeadingLevel.HEADING_2,
          spacing: { before: 240, after: 80 },
          children: [new TextRun({ text: block.text, bold: true })],
        });
      case 'role':
        return new Paragraph({ spacing: { before: 120 }, children: [new TextRun({ text: block.text, bold: true })] });
      case 'bullet':
        return new Paragraph({ bullet: { level: 0 }, children: [new TextRun(block.text)] });
      default:
        return new Paragraph({ children: [new TextRun(block.text)] });
    }
  });
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
