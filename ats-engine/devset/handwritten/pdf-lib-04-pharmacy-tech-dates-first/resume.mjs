// Typeset directly with pdf-lib: one column, Times, each role opening with its dates on a line of
// their own, the employer after the title on the next line.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const doc = await PDFDocument.create();
doc.setProducer('pdf-lib');
const page = doc.addPage([612, 792]);
const regular = await doc.embedFont(StandardFonts.TimesRoman);
const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
const italic = await doc.embedFont(StandardFonts.TimesRomanItalic);
let y = 730;
const line = (text, { font = regular, size = 11, x = 72, gap = 15 } = {}) => {
  page.drawText(text, { x, y, size, font });
  y -= gap;
};
const center = (text, { font = regular, size = 11, gap = 15 } = {}) => line(text, { font, size, gap, x: (612 - font.widthOfTextAtSize(text, size)) / 2 });
center('Lucía Ferreira-Batista', { font: bold, size: 18, gap: 20 });
center('lferreira.batista@gmail.com  ~  (401) 555-0186  ~  Providence, RI', { gap: 26 });
line('EMPLOYMENT', { font: bold, size: 12, gap: 17 });
line('Aug 2021 - Present', { font: italic });
line('Certified Pharmacy Technician, CVS Pharmacy, Providence, RI', { font: bold });
line('- Fill 350 prescriptions a shift; handle prior authorizations with insurers.', { x: 84 });
line('- Train new technicians on the RxConnect system.', { x: 84, gap: 20 });
line('Jan 2019 - Jul 2021', { font: italic });
line('Pharmacy Clerk, Walgreens, Cranston, RI', { font: bold });
line('- Register, drive-through and inventory counts.', { x: 84, gap: 26 });
line('EDUCATION', { font: bold, size: 12, gap: 17 });
line('Community College of Rhode Island', { font: bold });
line('Certificate, Pharmacy Technician, 2020');
line('Relevant coursework: Pharmacology, Sterile Compounding, Pharmacy Law', { x: 84, gap: 18 });
line('Classical High School', { font: bold });
line('High School Diploma, 2018', { gap: 26 });
line('SKILLS', { font: bold, size: 12, gap: 17 });
line('Prescription Processing, Sterile Compounding, Insurance Billing, Inventory Control, Bilingual (Portuguese)');
writeFileSync('resume.pdf', await doc.save({ useObjectStreams: false }));
