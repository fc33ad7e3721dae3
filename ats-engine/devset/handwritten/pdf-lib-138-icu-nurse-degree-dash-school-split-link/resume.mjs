// Typeset directly with pdf-lib: degree and school on one line joined by a dash with the city and
// country after a comma, a linkedin address broken over two lines in a narrow header column, and
// skills as 'Category: a, b, c' lines.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const doc = await PDFDocument.create();
doc.setProducer('pdf-lib');
const page = doc.addPage([612, 792]);
const regular = await doc.embedFont(StandardFonts.Helvetica);
const bold = await doc.embedFont(StandardFonts.HelveticaBold);
const grey = rgb(0.35, 0.35, 0.35);
let y = 740;
const line = (text, { font = regular, size = 10, x = 54, gap = 14, color } = {}) => {
  page.drawText(text, { x, y, size, font, color });
  y -= gap;
};
const right = (text, { font = regular, size = 10 } = {}) => {
  page.drawText(text, { x: 558 - font.widthOfTextAtSize(text, size), y: y + 14, size, font });
};
const heading = (text) => {
  y -= 8;
  line(text, { font: bold, size: 11, gap: 16 });
};
page.drawText('Maria Cristina Dela Cruz', { x: 54, y, size: 19, font: bold });
page.drawText('+971 50 555 7326', { x: 420, y: y + 6, size: 9, font: regular, color: grey });
page.drawText('mc.delacruz.rn@yahoo.com', { x: 420, y: y - 5, size: 9, font: regular, color: grey });
page.drawText('linkedin.com/in/maria-cristina-', { x: 420, y: y - 16, size: 9, font: regular, color: grey });
page.drawText('delacruz-rn', { x: 420, y: y - 27, size: 9, font: regular, color: grey });
y -= 18;
line('Critical Care Nurse  ·  Abu Dhabi, UAE', { color: grey, gap: 26 });
heading('CLINICAL EXPERIENCE');
line('Staff Nurse, Adult ICU - Cleveland Clinic Abu Dhabi', { font: bold });
right('Nov 2019 - Present');
line('18-bed mixed medical-surgical ICU; 1:1 and 1:2 ventilated patients, CRRT and ECMO support.', { x: 64 });
line('Preceptor for newly hired nurses; member of the unit sepsis bundle audit team.', { x: 64, gap: 18 });
line('Staff Nurse, Emergency Department - St. Luke\'s Medical Center', { font: bold });
right('Jun 2015 - Oct 2019');
line('Triage and resuscitation in a 60-bed ED in Quezon City.', { x: 64, gap: 18 });
heading('EDUCATION');
line('Bachelor of Science in Nursing - University of Santo Tomas, Manila, Philippines');
right('2011 - 2015');
line('Board Certificate, Critical Care Nursing - Philippine Nurses Association', { gap: 18 });
right('2018');
heading('SKILLS');
line('Clinical: ventilator management, CRRT, arterial line care, sepsis bundles, ACLS, BLS');
line('Systems: Epic, Cerner PowerChart, Alaris pumps');
writeFileSync('resume.pdf', await doc.save({ useObjectStreams: false }));
