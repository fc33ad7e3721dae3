// A South African logistics coordinator's resume typeset directly: dates in a left margin column,
// the employer in bold beside them with the title under it, a one-year role dated by its year
// alone and a school-year span.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const doc = await PDFDocument.create();
doc.setTitle('Thandiwe Mokoena CV');
doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)');
const regular = await doc.embedFont(StandardFonts.Helvetica);
const bold = await doc.embedFont(StandardFonts.HelveticaBold);
const page = doc.addPage([595.28, 841.89]);
const LEFT = 48;
const COL = 150;
const RIGHT = 547;
const grey = rgb(0.35, 0.35, 0.35);
let y = 790;

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
function text(value, x, { font = regular, size = 10, color = rgb(0, 0, 0) } = {}) {
  page.drawText(value, { x, y, size, font, color });
}
function para(value, { x = COL, size = 10, lead = 13 } = {}) {
  wrap(value, regular, size, RIGHT - x).forEach((line) => {
    text(line, x, { size });
    y -= lead;
  });
}
function heading(value) {
  y -= 10;
  text(value, LEFT, { font: bold, size: 12.5 });
  y -= 18;
}
function role(dates, employer, title, detail) {
  text(dates, LEFT, { size: 9.5, color: grey });
  text(employer, COL, { font: bold });
  y -= 13;
  text(title, COL);
  y -= 13;
  if (detail) para(detail);
  y -= 6;
}

text('Thandiwe Mokoena', LEFT, { font: bold, size: 21 });
y -= 16;
text('Logistics Coordinator', LEFT, { size: 11.5, color: grey });
y -= 14;
text('Johannesburg  ·  +27 82 555 0714  ·  thandi.mokoena@webmail.co.za', LEFT, { size: 9.5 });
y -= 12;

heading('Work history');
role('Sept 2020 –', 'Imperial Logistics', 'Logistics Coordinator (Cross-border)', 'Road freight to Zambia, Zimbabwe and the DRC; customs clearing with agents at Beitbridge.');
role('Jan. 2017 to Aug. 2020', 'Bidvest Panalpina', 'Shipping Clerk / Documentation Controller', 'Bills of lading and SAD500 declarations for sea freight through Durban.');
role('2016', 'Shoprite Distribution Centre', 'Stock Controller', null);
role('2014-15', 'Pick n Pay', 'Cashier', null);

heading('Education');
text('2011 – 2013', LEFT, { size: 9.5, color: grey });
text('University of Johannesburg', COL, { font: bold });
y -= 13;
text('National Diploma: Logistics', COL);
y -= 16;

heading('Skills');
para('SAP EWM, Customs documentation, Incoterms 2020, Route planning, Excel, isiZulu, Sesotho');

writeFileSync(new URL('./resume.pdf', import.meta.url), await doc.save());
