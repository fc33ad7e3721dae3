// Typeset directly with pdf-lib: one column, no dates on any role, skills under a heading of the
// writer's own and interests after them.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const doc = await PDFDocument.create();
doc.setProducer('pdf-lib');
const page = doc.addPage([612, 792]);
const regular = await doc.embedFont(StandardFonts.Helvetica);
const bold = await doc.embedFont(StandardFonts.HelveticaBold);
const teal = rgb(0.05, 0.45, 0.45);
let y = 740;
const line = (text, { font = regular, size = 10, x = 60, gap = 14, color = rgb(0, 0, 0) } = {}) => {
  page.drawText(text, { x, y, size, font, color });
  y -= gap;
};
line('Oluwaseun Adebayo-Clarke', { font: bold, size: 19, gap: 16 });
line('Community programmes and volunteer coordination', { size: 11, color: teal, gap: 14 });
line('seun.adebayo.clarke@gmail.com  |  267-555-0153  |  Philadelphia, PA', { gap: 26 });
line('Experience', { font: bold, size: 13, color: teal, gap: 17 });
line('Volunteer Coordinator', { font: bold });
line('Philabundance');
line('Recruit, schedule and thank 600 volunteers a month across three warehouses.', { x: 72 });
line('Built the group-booking form that brought in 40 corporate teams.', { x: 72, gap: 20 });
line('AmeriCorps VISTA Member', { font: bold });
line('Mural Arts Philadelphia');
line('Ran a restorative justice art programme with the city\'s probation office.', { x: 72, gap: 26 });
line('Education', { font: bold, size: 13, color: teal, gap: 17 });
line('Temple University - Bachelor of Social Work', { gap: 26 });
line('What I bring', { font: bold, size: 13, color: teal, gap: 17 });
line('Volunteer Management, Event Planning, Grant Reporting, Salesforce Nonprofit, Public Speaking', { gap: 26 });
line('Interests', { font: bold, size: 13, color: teal, gap: 17 });
line('Community gardening, choir, cycling');
writeFileSync('resume.pdf', await doc.save({ useObjectStreams: false }));
