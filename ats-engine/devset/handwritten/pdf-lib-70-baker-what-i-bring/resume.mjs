// A baker's resume typeset directly with pdf-lib: one column, Helvetica, text wrapped by measuring
// each word against the column, as a small layout script does.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const doc = await PDFDocument.create();
doc.setTitle('Julien Marchetti - Baker');
const page = doc.addPage([595.28, 841.89]);
const regular = await doc.embedFont(StandardFonts.Helvetica);
const bold = await doc.embedFont(StandardFonts.HelveticaBold);
const oblique = await doc.embedFont(StandardFonts.HelveticaOblique);
const left = 56;
const width = 595.28 - 2 * left;
let y = 790;

function line(text, { font = regular, size = 10, x = left, color = rgb(0.1, 0.1, 0.1) } = {}) {
  page.drawText(text, { x, y, size, font, color });
}
function wrapped(text, { font = regular, size = 10, indent = 0, lead = 13.5 } = {}) {
  let current = '';
  for (const word of text.split(' ')) {
    const trial = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(trial, size) > width - indent && current) {
      line(current, { font, size, x: left + indent });
      y -= lead;
      current = word;
    } else current = trial;
  }
  if (current) {
    line(current, { font, size, x: left + indent });
    y -= lead;
  }
}
function heading(text) {
  y -= 8;
  line(text.toUpperCase(), { font: bold, size: 11, color: rgb(0.55, 0.25, 0.1) });
  y -= 4;
  page.drawLine({ start: { x: left, y }, end: { x: left + width, y }, thickness: 0.6, color: rgb(0.55, 0.25, 0.1) });
  y -= 14;
}
function dated(title, dates) {
  line(title, { font: bold, size: 10.5 });
  line(dates, { size: 10, x: left + width - regular.widthOfTextAtSize(dates, 10) });
  y -= 13.5;
}
function bullet(text) {
  line('-', { x: left + 4 });
  wrapped(text, { indent: 14 });
}

line('Julien Marchetti', { font: bold, size: 24 });
y -= 18;
line('Boulanger-pâtissier', { font: oblique, size: 12, color: rgb(0.35, 0.35, 0.35) });
y -= 16;
line('12 rue Sainte-Catherine, 69001 Lyon  /  +33 6 41 27 88 03  /  julien.marchetti.pain@free.fr', { size: 9.5 });
y -= 14;

heading('What I bring');
wrapped(
  'Viennoiserie, sourdough and levain management, laminated doughs, rye and wholemeal breads, entremets and cake decorating, HACCP food safety, food cost control, ordering and stock rotation, training apprentices',
);
y -= 4;
wrapped('Languages: French (native), English (B2), Italian (conversational)');

heading('Experience');
dated('Chef Boulanger - Maison Pozzoli, Lyon', '2021 - today');
bullet('Run the night bake for two shops: about 900 baguettes and 400 pieces of viennoiserie a day');
bullet('Moved the whole range to a 36-hour levain; bread waste down from 9% to 4%');
bullet('Train and supervise two CAP apprentices');
y -= 4;
dated('Boulanger - Le Fournil des Pentes, Lyon', '2017 - 2021');
bullet('Shaping, scoring and baking on a deck oven; croissant lamination by hand and on the sheeter');
bullet('Placed the weekly flour and butter order with the miller');
y -= 4;
dated('Commis Pâtissier - Hôtel Le Royal, Lyon', '2015 - 2017');
bullet('Plated desserts and afternoon tea for a 120-cover restaurant');

heading('Training');
line('CAP Boulanger - Institut National de la Boulangerie Pâtisserie, Rouen (2015)', { size: 10 });
y -= 13.5;
line('Bac Professionnel Boulanger-Pâtissier - Lycée François Rabelais, Dardilly (2013)', { size: 10 });
y -= 13.5;

heading('Away from the oven');
wrapped('Trail running in the Monts du Lyonnais, film photography, Olympique Lyonnais season ticket.');

writeFileSync('resume.pdf', await doc.save());
