// A Canadian industrial electrician's resume typeset directly: each role headed by a bold
// 'Employer, City' line with its dates at the right margin, the title in italics on the next
// line, and a thin rule between roles.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const doc = await PDFDocument.create();
doc.setTitle('Resume - Jean-Marc Tremblay');
doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)');
const regular = await doc.embedFont(StandardFonts.TimesRoman);
const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
const italic = await doc.embedFont(StandardFonts.TimesRomanItalic);
const page = doc.addPage([612, 792]);
const LEFT = 60;
const RIGHT = 552;
let y = 735;

function wrap(value, font, size, width) {
  const words = value.split(' ');
  const lines = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
function text(value, x, { font = regular, size = 11 } = {}) {
  page.drawText(value, { x, y, size, font, color: rgb(0, 0, 0) });
}
function right(value, { font = regular, size = 11 } = {}) {
  text(value, RIGHT - font.widthOfTextAtSize(value, size), { font, size });
}
function para(value, { size = 11, lead = 14, bullet = false } = {}) {
  const indent = bullet ? 12 : 0;
  wrap(value, regular, size, RIGHT - LEFT - indent).forEach((line, index) => {
    if (bullet && index === 0) text('\u2022', LEFT + 2, { size });
    text(line, LEFT + indent, { size });
    y -= lead;
  });
}
function rule() {
  page.drawLine({ start: { x: LEFT, y: y + 4 }, end: { x: RIGHT, y: y + 4 }, thickness: 0.5, color: rgb(0.5, 0.5, 0.5) });
  y -= 10;
}
function heading(value) {
  y -= 8;
  text(value.toUpperCase(), LEFT, { font: bold, size: 12 });
  y -= 5;
  page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness: 1 });
  y -= 15;
}
function role(employer, dates, title, bullets, last = false) {
  text(employer, LEFT, { font: bold });
  right(dates);
  y -= 14;
  text(title, LEFT, { font: italic });
  y -= 14;
  for (const bullet of bullets) para(bullet, { bullet: true });
  y -= 2;
  if (!last) rule();
}

const name = 'Jean-Marc Tremblay';
page.drawText(name, { x: (612 - bold.widthOfTextAtSize(name, 22)) / 2, y, size: 22, font: bold });
y -= 18;
const contact = 'Sudbury, ON  |  (705) 555-0142  |  jm.tremblay.elec@gmail.com';
text(contact, (612 - regular.widthOfTextAtSize(contact, 10.5)) / 2, { size: 10.5 });
y -= 14;

heading('Summary');
para('Red Seal industrial electrician with fourteen years in mines and mills; PLC troubleshooting, high-voltage switching and shutdown planning.');

heading('Employment');
role('Vale Canada, Copper Cliff', '2019 – Present', 'Lead Industrial Electrician', [
  'Lead a crew of six on the smelter; plan quarterly shutdowns and arc-flash studies.',
  'Moved 40 motor starters to VFDs, cutting unplanned downtime by 18%.',
]);
role('Glencore Sudbury INO, Falconbridge', 'Jan. 2014 to Dec. 2018', 'Industrial Electrician (Journeyperson)', [
  'Maintained 4160 V distribution, hoists and conveyor controls underground.',
]);
role('Black & McDonald, Sudbury', '2010 – 2013 (3 yrs)', 'Electrical Apprentice', [
  'Commercial and industrial installs; conduit, cable tray and panel terminations.',
]);
role('Hydro One, North Bay', 'Summer 2009', 'Summer Student / Labourer', [], true);

heading('Education');
text('Cambrian College, Sudbury', LEFT, { font: bold });
right('2008 – 2010');
y -= 14;
text('Electrical Techniques Diploma', LEFT, { font: italic });
y -= 16;

heading('Skills');
para('Allen-Bradley PLCs, Variable frequency drives, High-voltage switching, Arc-flash safety, Motor control, AutoCAD Electrical');

heading('Certifications');
para('Red Seal 442A Industrial Electrician; Working at Heights; WHMIS');

writeFileSync(new URL('./resume.pdf', import.meta.url), await doc.save());
