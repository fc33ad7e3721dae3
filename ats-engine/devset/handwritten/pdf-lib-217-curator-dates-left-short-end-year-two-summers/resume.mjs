// A museum curator's CV typeset directly: dates in a left column, written '2019 – date', '2015 – 19' (the end year short) and 'Summers 2012 & 2013'; each title bold with its employer under it; degrees set the same way, the school under the degree.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const doc = await PDFDocument.create();
doc.setTitle('Ciara Byrne - CV');
doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)');
const regular = await doc.embedFont(StandardFonts.TimesRoman);
const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
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
function centred(value, { font = regular, size = 11 } = {}) {
  text(value, (595 - font.widthOfTextAtSize(value, size)) / 2, { font, size });
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

const COL = LEFT + 106;
function role(dates, title, where, bullets) {
  text(dates, LEFT, { size: 10 });
  text(title, COL, { font: bold, size: 11 });
  y -= 13.5;
  text(where, COL, { size: 11 });
  y -= 13.5;
  for (const item of bullets) para(item, { x: COL + 4, bullet: true });
  y -= 5;
}

centred('Ciara Byrne', { font: bold, size: 19 });
y -= 16;
centred('Rathmines, Dublin 6  |  087 412 9930  |  ciara.byrne.curator@gmail.com');
y -= 22;

heading('Career');
role('2019 \u2013 date', 'Assistant Keeper, Art and Industry', 'National Museum of Ireland, Collins Barracks', [
  'Curate the decorative arts galleries; led the 2023 Irish silver exhibition, 84,000 visitors.',
  'Manage loans in and out, condition reports and the collection database (Adlib).',
]);
role('2015 \u2013 19', 'Collections Officer', 'Hunt Museum, Limerick', [
  'Documentation and re-housing of 2,500 objects ahead of the museum\u2019s accreditation.',
]);
role('Summers 2012 & 2013', 'Visitor Guide', 'Office of Public Works, Kilkenny Castle', [
  'Guided tours in English and Irish for groups of up to 40.',
]);

heading('Education');
role('2013 \u2013 2014', 'MA in Art History', 'University College Cork', []);
role('2009 \u2013 2013', 'BA (Hons) History and History of Art, 2:1', 'Trinity College Dublin', []);

heading('Skills');
para('Collections management, Adlib, Exhibition curation, Condition reporting, Object handling, Grant writing, Irish (fluent)');

writeFileSync(new URL('./resume.pdf', import.meta.url), await doc.save());
