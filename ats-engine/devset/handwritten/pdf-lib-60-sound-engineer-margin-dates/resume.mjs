// A live-sound engineer's CV typeset directly: dates in a left margin column (years only, 'Since'),
// 'Title @ Venue' role lines, a freelance role with no dates at the end.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const doc = await PDFDocument.create();
doc.setTitle('Joost van der Berg - CV');
doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)');
const regular = await doc.embedFont(StandardFonts.Helvetica);
const bold = await doc.embedFont(StandardFonts.HelveticaBold);
const oblique = await doc.embedFont(StandardFonts.HelveticaOblique);
const page = doc.addPage([595.28, 841.89]);
const grey = rgb(0.38, 0.38, 0.38);
const MARGIN_X = 48;
const BODY_X = 150;
const RIGHT = 547;
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
function text(value, x, { font = regular, size = 10, color = rgb(0, 0, 0) } = {}) {
  page.drawText(value, { x, y, size, font, color });
}
function para(value, { x = BODY_X, font = regular, size = 10, lead = 13, bullet = false } = {}) {
  const indent = bullet ? 10 : 0;
  const lines = wrap(value, font, size, RIGHT - x - indent);
  lines.forEach((line, index) => {
    if (bullet && index === 0) text('-', x, { size });
    text(line, x + indent, { font, size });
    y -= lead;
  });
}
function heading(value) {
  y -= 10;
  text(value.toUpperCase(), MARGIN_X, { font: bold, size: 10.5, color: rgb(0.55, 0.1, 0.1) });
  page.drawLine({ start: { x: BODY_X, y: y + 4 }, end: { x: RIGHT, y: y + 4 }, thickness: 0.6, color: rgb(0.55, 0.1, 0.1) });
  y -= 18;
}
function entry(when, first, rest = [], bullets = []) {
  if (when) text(when, MARGIN_X, { font: oblique, size: 9.5, color: grey });
  text(first, BODY_X, { font: bold, size: 10.5 });
  y -= 13;
  for (const line of rest) { text(line, BODY_X, { size: 9.5, color: grey }); y -= 12.5; }
  for (const item of bullets) para(item, { bullet: true });
  y -= 6;
}

text('Joost van der Berg', MARGIN_X, { font: bold, size: 22 });
y -= 18;
text('Live sound & FOH engineer', MARGIN_X, { size: 11, color: grey });
y -= 16;
text('Amsterdam, NL   +31 6 4182 7730   joost@joostvdberg.nl   joostvdberg.nl', MARGIN_X, { size: 9.5 });
y -= 12;

heading('Profile');
para('Front-of-house and systems engineer for clubs, theatres and touring acts since 2015. Calm on a loud stage, careful with hearing, fast with a patch. Dutch, English and German.');

heading('Experience');
entry('Since 2021', 'Head of Audio @ Paradiso, Amsterdam', [], [
  'Run the audio department of a 1,500-capacity venue: 4 staff engineers, 20+ freelancers, about 350 shows a year.',
  'Specified and installed the new L-Acoustics K2 main system and DiGiCo Quantum 338 FOH desk (EUR 640k budget).',
  'Wrote the venue\'s noise and hearing-protection policy; shows stay under 103 dB(A) LAeq 15 min.',
]);
entry('2017 – 2021', 'FOH Engineer @ Melkweg', ['Amsterdam, NL'], [
  'Mixed FOH for touring acts without their own engineer in the Max and Oude Zaal rooms.',
  'Looked after system tuning with Smaart and the weekly maintenance of the d&b line arrays.',
]);
entry('2015 – 2017', 'Stage Technician, TivoliVredenburg, Utrecht', [], [
  'Stage patch, monitor world and changeovers for up to five rooms a night.',
]);
y -= 6;
entry('', 'Freelance Touring Engineer', [], []);
y += 6;
para('Monitor and FOH engineer for Dutch bands on European club tours, festivals (Lowlands, Pinkpop, Best Kept Secret) and corporate events; own Shure and Sennheiser IEM kit.');
y -= 6;

heading('Education');
entry('2012 – 2016', 'Hogeschool voor de Kunsten Utrecht', ['BMus Music Technology (Audio Design)'], []);
entry('2010 – 2012', 'Diploma in Audio Engineering', ['SAE Institute Amsterdam'], []);

heading('Skills');
para('DiGiCo SD & Quantum, Yamaha CL/QL, Avid S6L, L-Acoustics Soundvision, d&b ArrayCalc, Smaart, Dante, Pro Tools, Waves, RF coordination');

heading('Languages');
para('Dutch (native), English (fluent), German (good)');

writeFileSync(new URL('./resume.pdf', import.meta.url), await doc.save());
