// Typeset directly with pdf-lib: one column, Helvetica, lines placed by hand.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const doc = await PDFDocument.create();
doc.setProducer('pdf-lib');
const page = doc.addPage([612, 792]);
const regular = await doc.embedFont(StandardFonts.Helvetica);
const bold = await doc.embedFont(StandardFonts.HelveticaBold);
let y = 740;
const line = (text, { font = regular, size = 10, x = 54, gap = 14 } = {}) => {
  page.drawText(text, { x, y, size, font, color: rgb(0, 0, 0) });
  y -= gap;
};
line('Luis Alvarado', { font: bold, size: 20, gap: 18 });
line('Licensed Journeyman Electrician', { size: 11, gap: 14 });
line('San Antonio, TX  |  210-555-0133  |  luis.alvarado.elec@gmail.com', { gap: 24 });
line('WORK EXPERIENCE', { font: bold, size: 11, gap: 16 });
line('03/2019 - Present', { font: bold });
line('Journeyman Electrician, Bexar Electric Co., San Antonio, TX');
line('- Wire new commercial builds from rough-in to final inspection, up to 60,000 sq ft.', { x: 64 });
line('- Lead a crew of three apprentices; no failed inspections in 2023.', { x: 64, gap: 18 });
line('06/2015 - 02/2019', { font: bold });
line('Apprentice Electrician, Alamo City Electrical Services, San Antonio, TX');
line('- Installed conduit, panels and lighting in residential remodels.', { x: 64, gap: 24 });
line('EDUCATION', { font: bold, size: 11, gap: 16 });
line('Associate of Applied Science, Electrical Technology - St. Philip\'s College', { gap: 24 });
line('SKILLS', { font: bold, size: 11, gap: 16 });
line('Conduit Bending, Blueprint Reading, NEC Code, Troubleshooting, Motor Controls');
writeFileSync('resume.pdf', await doc.save({ useObjectStreams: false }));
