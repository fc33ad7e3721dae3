// Typeset directly with pdf-lib: two columns, a narrow left column with contact and skills.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const doc = await PDFDocument.create();
const page = doc.addPage([612, 792]);
const regular = await doc.embedFont(StandardFonts.TimesRoman);
const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
page.drawRectangle({ x: 0, y: 0, width: 190, height: 792, color: rgb(0.93, 0.91, 0.86) });
const column = (x, top) => {
  let y = top;
  return (text, { font = regular, size = 10.5, gap = 14, indent = 0 } = {}) => {
    page.drawText(text, { x: x + indent, y, size, font });
    y -= gap;
  };
};
const left = column(24, 700);
left('CONTACT', { font: bold, size: 11, gap: 16 });
left('(206) 555-0124');
left('chef.noor.haddad@gmail.com', { size: 9.5 });
left('Seattle, WA', { gap: 24 });
left('SKILLS', { font: bold, size: 11, gap: 16 });
for (const skill of ['Menu Development', 'Food Costing', 'Butchery', 'ServSafe Manager', 'Staff Training']) left(skill);
const right = column(214, 740);
right('Noor Haddad', { font: bold, size: 24, gap: 30 });
right('EXPERIENCE', { font: bold, size: 12, gap: 16 });
right('Executive Chef', { font: bold });
right('The Walrus and the Carpenter, Seattle  |  2020 - Present');
right('- Write a seasonal menu each quarter; food cost held at 28%.', { indent: 8 });
right('- Hire and train a kitchen team of twelve.', { indent: 8, gap: 20 });
right('Sous Chef', { font: bold });
right('Canlis, Seattle  |  2016 - 2020');
right('- Ran the line on 200-cover nights and the whole-animal butchery program.', { indent: 8, gap: 24 });
right('EDUCATION', { font: bold, size: 12, gap: 16 });
right('Seattle Central College', { font: bold });
right('Associate of Applied Science, Culinary Arts');
writeFileSync('resume.pdf', await doc.save({ useObjectStreams: false }));
