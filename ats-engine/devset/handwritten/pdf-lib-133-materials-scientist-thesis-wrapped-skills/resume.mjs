// Typeset directly with pdf-lib: a doctorate with its thesis title on its own line, two degrees at
// one school, a skills line wrapped mid-item, and a 'Publications' word whose target is only in a
// link annotation.
import { writeFileSync } from 'node:fs';
import { PDFDocument, PDFName, PDFString, StandardFonts, rgb } from 'pdf-lib';

const doc = await PDFDocument.create();
doc.setProducer('pdf-lib');
const page = doc.addPage([595, 842]);
const regular = await doc.embedFont(StandardFonts.TimesRoman);
const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
const italic = await doc.embedFont(StandardFonts.TimesRomanItalic);
const blue = rgb(0.1, 0.2, 0.6);
let y = 790;
const line = (text, { font = regular, size = 10.5, x = 56, gap = 14, color } = {}) => {
  page.drawText(text, { x, y, size, font, color });
  y -= gap;
};
const right = (text, { font = regular, size = 10.5 } = {}) => {
  page.drawText(text, { x: 539 - font.widthOfTextAtSize(text, size), y: y + 14, size, font });
};
const heading = (text) => {
  y -= 6;
  line(text, { font: bold, size: 12, gap: 5 });
  page.drawLine({ start: { x: 56, y }, end: { x: 539, y }, thickness: 0.5 });
  y -= 14;
};
const linkWord = (text, url, x, size = 10.5) => {
  page.drawText(text, { x, y, size, font: regular, color: blue });
  const w = regular.widthOfTextAtSize(text, size);
  const annot = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [x, y - 2, x + w, y + size],
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
  });
  page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annot)]));
};
line('Lena Brunner-Castillo', { font: bold, size: 20, gap: 20 });
line('Zürich, Switzerland  ·  +41 78 555 21 09  ·  lena.brunner@protonmail.ch', { gap: 14 });
page.drawText('lbrunner.ch/materials/batteries  ·', { x: 56, y, size: 10.5, font: regular });
linkWord('Publications', 'https://scholar.google.com/citations?user=Lb7xQ2AAAAAJ', 56 + regular.widthOfTextAtSize('lbrunner.ch/materials/batteries  · ', 10.5));
y -= 20;
heading('Research Experience');
line('Senior Scientist, Empa - Swiss Federal Laboratories for Materials Science', { font: bold });
right('Feb 2022 - present');
line('Lead a group of four on sodium-ion cathodes; two patents filed, one licensed.', { x: 66 });
line('Run the in-situ XRD beamtime proposals at the Swiss Light Source.', { x: 66, gap: 18 });
line('Postdoctoral Researcher, Stanford University', { font: bold });
right('Oct 2019 - Jan 2022');
line('Solid-electrolyte interphase studies with cryo-EM; 6 papers.', { x: 66, gap: 18 });
heading('Education');
line('ETH Zürich', { font: bold });
line('Dr. sc. ETH in Materials Science', { font: italic });
right('2015 - 2019');
line('Thesis: "Defect chemistry of layered oxide cathodes for sodium-ion batteries"', { x: 66 });
line('M.Sc. in Materials Science', { font: italic });
right('2013 - 2015');
y -= 4;
line('Universidad de Chile, Santiago, Chile', { font: bold });
line('Licenciatura en Química', { font: italic });
right('2008 - 2012');
y -= 4;
heading('Skills');
line('X-ray diffraction (XRD), Rietveld refinement, cryo-EM, electrochemical impedance spectro-');
line('scopy, DFT (VASP), Python, Origin, glovebox synthesis');
writeFileSync('resume.pdf', await doc.save({ useObjectStreams: false }));
