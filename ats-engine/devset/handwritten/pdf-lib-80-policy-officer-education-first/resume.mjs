// A policy officer's CV typeset directly: education first, degree above school with dates at the
// right margin, a school name with no school word, a long school line wrapped with its date.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const pdf = await PDFDocument.create();
pdf.setTitle('Inès Haddad - CV');
pdf.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)');
const page = pdf.addPage([595.28, 841.89]);
const regular = await pdf.embedFont(StandardFonts.Helvetica);
const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
const italic = await pdf.embedFont(StandardFonts.HelveticaOblique);
const left = 56;
const right = 595.28 - 56;
let y = 841.89 - 60;

const text = (value, { font = regular, size = 10, x = left, color = rgb(0.1, 0.1, 0.1) } = {}) => page.drawText(value, { x, y, size, font, color });
const rightText = (value, { font = regular, size = 10 } = {}) => text(value, { font, size, x: right - font.widthOfTextAtSize(value, size) });
const line = (gap = 13) => { y -= gap; };
const heading = (value) => {
  line(20);
  text(value.toUpperCase(), { font: bold, size: 10.5, color: rgb(0.05, 0.25, 0.45) });
  line(4);
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.6, color: rgb(0.05, 0.25, 0.45) });
  line(13);
};
const bullet = (value) => {
  text('•', { x: left + 4 });
  text(value, { x: left + 14 });
  line();
};

text('Inès Haddad', { font: bold, size: 20 });
line(18);
text('London, UK  |  +44 7911 204 558  |  ines.haddad@fastmail.com  |  linkedin.com/in/ineshaddad', { size: 9.5 });
line(6);

heading('Education');
text('Master in Public Policy', { font: bold });
rightText('2018 – 2020');
line();
text('Sciences Po, Paris School of International Affairs', { font: italic });
line();
text('Specialisation: Energy and environment. Capstone for the OECD on carbon border adjustments.', { size: 9.5 });
line(16);
text('BA (Hons) History and Politics', { font: bold });
rightText('2015 – 2018');
line();
text('University of Warwick', { font: italic });
line();
text('First Class Honours; dissertation on water rights in the Maghreb after 1962', { size: 9.5 });
line(16);
text('Data Science for Public Policy (short course, online), Imperial College Business', { font: bold });
rightText('2022');
line();
text('School Executive Education', { font: bold });
line(16);
text('Baccalauréat général, mention très bien – Lycée Pierre-Corneille, Rouen (2015)');
line();

heading('Experience');
text('Senior Policy Adviser', { font: bold });
rightText('Oct 2022 – present');
line();
text('Department for Energy Security and Net Zero, London', { font: italic });
line();
bullet('Lead adviser on the UK carbon border adjustment mechanism; drafted two consultation documents.');
bullet('Brief ministers ahead of EU–UK ETS linking talks.');
line(4);
text('Policy Officer', { font: bold });
rightText('Sep 2020 – Sep 2022');
line();
text('Institute for Climate Economics (I4CE), Paris', { font: italic });
line();
bullet('Modelled the fiscal effect of carbon-price corridors for French local authorities.');
line(4);
text('Research Assistant (part-time)', { font: bold });
rightText('Jan 2019 – Jun 2020');
line();
text('Sciences Po, Centre for European Studies', { font: italic });
line();

heading('Skills');
text('Stata  ·  R  ·  Python (pandas)  ·  Policy drafting  ·  Stakeholder engagement  ·  French  ·  English  ·  Arabic');
line();

writeFileSync(new URL('./resume.pdf', import.meta.url), await pdf.save({ useObjectStreams: false }));
