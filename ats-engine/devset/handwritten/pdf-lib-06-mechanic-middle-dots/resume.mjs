// Typeset directly with pdf-lib: one-line role headers joined by middle dots, the contact line
// joined by the same dot, and no heading above the roles.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const doc = await PDFDocument.create();
doc.setProducer('pdf-lib');
const page = doc.addPage([612, 792]);
const regular = await doc.embedFont(StandardFonts.Helvetica);
const bold = await doc.embedFont(StandardFonts.HelveticaBold);
let y = 736;
const line = (text, { font = regular, size = 10, x = 56, gap = 14 } = {}) => {
  page.drawText(text, { x, y, size, font });
  y -= gap;
};
line('Dmitri Volkov', { font: bold, size: 22, gap: 18 });
line('Reno, NV · 775-555-0190 · dmitri.volkov.ase@gmail.com', { gap: 26 });
line('ASE Master Technician with twelve years on diesel and light-duty trucks.', { gap: 24 });
line('Lead Diesel Technician · Peterbilt of Reno · Reno, NV · 2018 – Present', { font: bold });
line('• Diagnose and repair Cummins and PACCAR engines; 96% first-time fix rate.', { x: 66 });
line('• Mentor four apprentices through their ASE T-series tests.', { x: 66, gap: 20 });
line('Automotive Technician · Firestone Complete Auto Care · Sparks, NV · 2012 – 2018', { font: bold });
line('• Brakes, suspension, alignments and electrical diagnosis.', { x: 66, gap: 26 });
line('EDUCATION', { font: bold, size: 11, gap: 16 });
line('Certificate in Diesel Technology · Truckee Meadows Community College · 2012', { gap: 26 });
line('SKILLS', { font: bold, size: 11, gap: 16 });
line('Diesel Engine Diagnostics · Electrical Troubleshooting · Hydraulics · Preventive Maintenance · Cummins INSITE');
writeFileSync('resume.pdf', await doc.save({ useObjectStreams: false }));
