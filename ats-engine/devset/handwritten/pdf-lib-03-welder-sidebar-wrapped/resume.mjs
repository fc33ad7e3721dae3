// Typeset directly with pdf-lib: a dark left sidebar with contact and skills, a two-word skill
// broken over two lines by the narrow column, the work history on the right.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const doc = await PDFDocument.create();
doc.setProducer('pdf-lib');
const page = doc.addPage([612, 792]);
const regular = await doc.embedFont(StandardFonts.Helvetica);
const bold = await doc.embedFont(StandardFonts.HelveticaBold);
page.drawRectangle({ x: 0, y: 0, width: 170, height: 792, color: rgb(0.15, 0.2, 0.27) });
const column = (x, top, color) => {
  let y = top;
  return (text, { font = regular, size = 10, gap = 14, indent = 0 } = {}) => {
    page.drawText(text, { x: x + indent, y, size, font, color });
    y -= gap;
  };
};
const left = column(20, 740, rgb(1, 1, 1));
left('Bo Lindgren', { font: bold, size: 20, gap: 20 });
left('Combination Welder', { size: 10.5, gap: 30 });
left('CONTACT', { font: bold, size: 10.5, gap: 15 });
left('701-555-0119');
left('bo.lindgren.welds@gmail.com', { size: 8.5 });
left('Fargo, ND', { gap: 26 });
left('SKILLS', { font: bold, size: 10.5, gap: 15 });
left('MIG Welding');
left('TIG Welding');
left('Flux-Cored Arc');
left('Welding');
left('Blueprint Reading');
left('Pipe Fitting');
left('Overhead Crane', { gap: 26 });
left('HOBBIES', { font: bold, size: 10.5, gap: 15 });
left('Ice fishing');
left('Restoring old tractors');
const right = column(196, 740, rgb(0, 0, 0));
right('EXPERIENCE', { font: bold, size: 12, gap: 18 });
right('Welder / Fabricator', { font: bold, size: 11 });
right('Bobcat Company, West Fargo, ND  |  Apr 2019 - Present');
right('- Weld loader arms and frames on a robotic cell and by hand, 3F/4G.', { indent: 8 });
right('- Cut rework on arm assemblies by 30% with a new fixture.', { indent: 8, gap: 20 });
right('Welder Helper', { font: bold, size: 11 });
right('Fargo Tank & Steel, Fargo, ND  |  Jun 2016 - Mar 2019');
right('- Prepped and tacked tank seams; ran the plasma table.', { indent: 8, gap: 28 });
right('EDUCATION', { font: bold, size: 12, gap: 18 });
right('North Dakota State College of Science', { font: bold });
right('Associate in Applied Science, Welding Technology, 2016', { gap: 28 });
right('CERTIFICATIONS', { font: bold, size: 12, gap: 18 });
right('AWS D1.1 Structural Steel, 3G and 4G');
writeFileSync('resume.pdf', await doc.save({ useObjectStreams: false }));
