// A litigation paralegal's resume typeset directly: each title in bold capitals with its dates flush right on the same line, the employer and town under it; a title with its hours in parentheses and a title of two jobs joined by a slash; the certificate and the degree one line each.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const doc = await PDFDocument.create();
doc.setTitle('Marisol Vega - Resume');
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

function role(title, dates, where, bullets) {
  text(title, LEFT, { font: bold, size: 10.5 });
  right(dates, { size: 10.5 });
  y -= 13;
  text(where, LEFT, { font: italic, size: 10.5 });
  y -= 13.5;
  for (const item of bullets) para(item, { x: LEFT + 8, bullet: true, size: 10.5, lead: 13 });
  y -= 5;
}

text('Marisol Vega', LEFT, { font: bold, size: 20 });
y -= 16;
text('Chicago, IL 60614  |  (773) 555-0125  |  marisol.vega.paralegal@gmail.com', LEFT, { size: 10.5 });
y -= 20;

heading('Professional Summary');
para('Litigation paralegal with eight years of federal and state court practice: e-discovery, trial binders, privilege logs and the calendar that keeps a team on time.', { size: 10.5, lead: 13 });

heading('Experience');
role('SENIOR LITIGATION PARALEGAL', 'Aug 2019 \u2013 Present', 'Kirkland & Ellis LLP, Chicago, IL', [
  'Lead paralegal on three commercial disputes through trial; managed 2.1M documents in Relativity.',
  'Trained eleven new paralegals on the firm\u2019s privilege log protocol.',
]);
role('LITIGATION PARALEGAL (PART-TIME, 25 HRS/WEEK)', 'Jun 2016 \u2013 Jul 2019', 'Jenner & Block LLP, Chicago, IL', [
  'Cite-checked briefs and built trial exhibits for the products liability group while finishing my certificate.',
]);
role('CASE ASSISTANT / DOCKET CLERK', 'Sep 2015 \u2013 May 2016', 'Cook County Public Defender, Chicago, IL', [
  'Kept the felony trial calendar for a team of 14 attorneys.',
]);

heading('Education');
text('Paralegal Certificate (ABA-approved), Roosevelt University', LEFT, { size: 10.5 });
right('2017', { size: 10.5 });
y -= 13.5;
text('B.A., Political Science, Loyola University Chicago', LEFT, { size: 10.5 });
right('2015', { size: 10.5 });
y -= 13.5;

heading('Skills');
para('Relativity, Westlaw, PACER, CM/ECF, Bluebook citation, Privilege logs, Trial preparation, Spanish (fluent)', { size: 10.5, lead: 13 });

writeFileSync('resume.pdf', await doc.save());
