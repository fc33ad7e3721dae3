// An electrician's resume typeset directly: the dates in a left margin column, the employer in capitals beside them with the title after a comma, the licence and training as a list.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const doc = await PDFDocument.create();
doc.setTitle('Bronwyn McAllister - CV');
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


function role(dates, employer, title, bullets) {
  text(dates, LEFT, { size: 10 });
  text(`${employer}, `, LEFT + 110, { font: bold, size: 10.5 });
  text(title, LEFT + 110 + bold.widthOfTextAtSize(`${employer}, `, 10.5), { font: italic, size: 10.5 });
  y -= 13.5;
  for (const item of bullets) para(item, { x: LEFT + 118, bullet: true, size: 10.5, lead: 13 });
  y -= 5;
}

text('Bronwyn McAllister', LEFT, { font: bold, size: 19 });
y -= 15;
text('Hamilton 3204, New Zealand  \u2022  027 555 8841  \u2022  bronwyn.mcallister.sparky@gmail.com', LEFT, { size: 10 });
y -= 20;

heading('Work history');
role('2021 \u2013 now', 'WATTS ELECTRICAL LTD', 'Registered Electrician', [
  'Residential new builds and renovations across the Waikato; switchboards, EV chargers and solar.',
  'Run a crew of two and a second-year apprentice.',
]);
role('2017 \u2013 2021', 'FONTERRA TE RAPA', 'Apprentice Electrician', [
  'Four-year apprenticeship in the dairy plant maintenance team; motor control and PLC fault finding.',
]);
role('2015 \u2013 2017', 'MITRE 10 MEGA HAMILTON', 'Trade Desk Assistant', [
  'Quoted and sold electrical and plumbing supplies to trade customers.',
]);

heading('Training & licences');
para('New Zealand Certificate in Electrical Engineering Theory and Practice (Level 4), Wintec, 2020', { size: 10.5, lead: 13 });
para('Registered Electrician (EWRB), Practising Licence 2021', { size: 10.5, lead: 13 });

heading('Skills');
para('Switchboard builds \u2022 Fault finding \u2022 Solar PV \u2022 EV charger installs \u2022 AS/NZS 3000 \u2022 Site Safe', { size: 10.5, lead: 13 });

writeFileSync('resume.pdf', await doc.save());
