// A neonatal nurse's resume typeset directly: each title bold over its employer, the dates flush right on the employer's line in italics, written 'May 2021 – ongoing', '2017-09 to 2021-04' and 'Fall 2016'; degrees and schools on one line with the year.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const doc = await PDFDocument.create();
doc.setTitle('Joanne Tremblay - Resume');
doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)');
const regular = await doc.embedFont(StandardFonts.TimesRoman);
const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
const italic = await doc.embedFont(StandardFonts.TimesRomanItalic);
const page = doc.addPage([595, 842]);
const LEFT = 54;
const RIGHT = 541;
let y = 790;

function wrap(text, font, size, width) {
  const words = text.split(' ');
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
function text(value, x, { font = regular, size = 11, color = rgb(0, 0, 0) } = {}) {
  page.drawText(value, { x, y, size, font, color });
}
function para(value, { x = LEFT, font = regular, size = 11, lead = 13.5, bullet = false } = {}) {
  const indent = bullet ? 12 : 0;
  const lines = wrap(value, font, size, RIGHT - x - indent);
  lines.forEach((line, index) => {
    if (bullet && index === 0) text('\u2022', x, { size });
    text(line, x + indent, { font, size });
    y -= lead;
  });
}
function heading(value) {
  y -= 8;
  text(value.toUpperCase(), LEFT, { font: bold, size: 11.5 });
  page.drawLine({ start: { x: LEFT, y: y - 3 }, end: { x: RIGHT, y: y - 3 }, thickness: 0.8 });
  y -= 18;
}

function right(value, { font = regular, size = 11 } = {}) {
  text(value, RIGHT - font.widthOfTextAtSize(value, size), { font, size });
}

function role(title, where, dates, bullets) {
  text(title, LEFT, { font: bold, size: 11 });
  y -= 13.5;
  text(where, LEFT, { size: 11 });
  right(dates, { font: italic, size: 11 });
  y -= 13.5;
  for (const item of bullets) para(item, { x: LEFT + 8, bullet: true });
  y -= 5;
}

text('JOANNE TREMBLAY, RN', LEFT, { font: bold, size: 18 });
y -= 16;
text('Edmonton, AB T6E 2K3  /  780-555-0163  /  joanne.tremblay.rn@shaw.ca', LEFT, { size: 10.5 });
y -= 22;

heading('Nursing experience');
role('Registered Nurse, Neonatal Intensive Care', 'Royal Alexandra Hospital, Alberta Health Services', 'May 2021 \u2013 ongoing', [
  'Level III NICU, 1:2 assignments; PICC line and ventilated infant care.',
  'Unit educator for the NRP recertification days.',
]);
role('Registered Nurse, Paediatrics', 'Stollery Children\u2019s Hospital', '2017-09 to 2021-04', [
  'General paediatric medicine and post-surgical care on a 28-bed unit.',
]);
role('Nursing Student Practicum', 'Misericordia Community Hospital', 'Fall 2016', [
  'Final preceptorship on a medical unit, 320 hours.',
]);

heading('Education');
para('Bachelor of Science in Nursing, University of Alberta, 2017', { font: regular });
para('Neonatal Intensive Care Nursing Certificate, MacEwan University, 2022');

heading('Certifications');
para('NRP, PALS, BLS for Healthcare Providers, CNA Neonatal Nursing Certification (in progress)');

heading('Skills');
para('Neonatal resuscitation, PICC care, Ventilator management, Family-centred care, Epic (Connect Care), Breastfeeding support');

writeFileSync(new URL('./resume.pdf', import.meta.url), await doc.save());
