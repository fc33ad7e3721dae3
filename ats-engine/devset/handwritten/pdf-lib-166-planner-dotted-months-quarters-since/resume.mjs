// A supply chain planner's CV typeset directly: dates flush right written 'since 04/2022', '11.2018 – 03.2022', 'Q2 2016 – Q3 2018' and 'Jan – Mar 2016', the employer and city in italics under each title; a school 'Class of 2011'.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const doc = await PDFDocument.create();
doc.setTitle('Marta Kowalczyk - CV');
doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)');
const regular = await doc.embedFont(StandardFonts.Helvetica);
const bold = await doc.embedFont(StandardFonts.HelveticaBold);
const italic = await doc.embedFont(StandardFonts.HelveticaOblique);
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

function role(title, dates, where, bullets) {
  text(title, LEFT, { font: bold, size: 11 });
  right(dates, { size: 11 });
  y -= 13.5;
  text(where, LEFT, { font: italic, size: 11 });
  y -= 13.5;
  for (const item of bullets) para(item, { x: LEFT + 8, bullet: true });
  y -= 5;
}

text('Marta Kowalczyk', LEFT, { font: bold, size: 20 });
y -= 18;
text('Supply Chain Planner  \u00b7  Amsterdam, NL  \u00b7  +31 6 2847 1190  \u00b7  marta.kowalczyk.scm@gmail.com', LEFT, { size: 10 });
y -= 22;

heading('Work experience');
role('Senior Demand Planner', 'since 04/2022', 'Heineken International, Amsterdam', [
  'Statistical forecast for 14 European markets in SAP IBP; forecast accuracy from 61% to 72%.',
  'Run the monthly demand review of the S&OP cycle with sales and marketing.',
]);
role('Supply Planner', '11.2018 \u2013 03.2022', 'Philips Domestic Appliances, Amsterdam', [
  'Master production schedule for two coffee-machine lines in Romania.',
]);
role('Logistics Analyst', 'Q2 2016 \u2013 Q3 2018', 'Volvo Cars, Ghent', [
  'Inbound network studies and carrier tenders for a car plant of 1,100 cars a day.',
]);
role('Planning Intern', 'Jan \u2013 Mar 2016', 'Nestl\u00e9 Polska, Warsaw', [
  'Inventory health report for the confectionery business.',
]);

heading('Education');
text('Wroclaw University of Economics and Business', LEFT, { font: bold, size: 11 });
right('Sept 2011 \u2013 June 2016');
y -= 13.5;
text('Master of Science in Logistics', LEFT, { font: italic, size: 11 });
y -= 18;
text('V Liceum Ogolnoksztalcace, Wroclaw', LEFT, { font: bold, size: 11 });
right('Class of 2011');
y -= 13.5;
text('Matura', LEFT, { font: italic, size: 11 });
y -= 13.5;

heading('Skills');
para('SAP IBP, SAP APO, Demand forecasting, S&OP, Inventory optimisation, Power BI, SQL, Python');

heading('Languages');
para('Polish (native), English (C2), Dutch (B1)');

writeFileSync(new URL('./resume.pdf', import.meta.url), await doc.save());
