// Typeset directly with pdf-lib the way an older desktop tool exported a page: Helvetica at fixed
// positions, the title in bold with the employer and its town on the same row after a comma, the
// dates on their own row below in words ('February 2018 to current'), a school with its city and
// country, and skills as a two-column list.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const doc = await PDFDocument.create();
doc.setProducer('pdf-lib');
const page = doc.addPage([595, 842]);
const regular = await doc.embedFont(StandardFonts.Helvetica);
const bold = await doc.embedFont(StandardFonts.HelveticaBold);
const oblique = await doc.embedFont(StandardFonts.HelveticaOblique);
const ink = rgb(0.1, 0.1, 0.1);
const soft = rgb(0.4, 0.4, 0.4);
let y = 790;
const put = (text, x, font = regular, size = 10, color = ink) => page.drawText(text, { x, y, size, font, color });
const down = (gap = 13) => { y -= gap; };
const section = (text) => {
  down(12);
  page.drawRectangle({ x: 50, y: y - 4, width: 495, height: 16, color: rgb(0.88, 0.9, 0.92) });
  put(text, 56, bold, 10.5);
  down(22);
};
put('Hemi Walker', 50, bold, 20);
down(18);
put('14 Kowhai Road, Mt Albert, Auckland 1025  -  021 555 7730  -  hemi.walker@xtra.co.nz', 50, regular, 9.5, soft);
down(10);
section('Personal statement');
put('Licensed funeral director with nine years of caring for families from first call to interment,', 50);
down();
put('including tangihanga, Pasifika and Chinese services.', 50);
down(6);
section('Employment history');
put('Funeral Director, Davis Funerals, Auckland', 50, bold);
down();
put('February 2018 to current', 50, oblique, 9.5, soft);
down();
put('-  Arrange 120+ funerals a year: meetings with whanau, paperwork, venues and celebrants.', 58);
down();
put('-  Prepare and present the deceased; supervise two trainees and the fleet roster.', 58);
down(18);
put('Trainee Funeral Director, Sibuns Funeral Directors, Remuera', 50, bold);
down();
put('March 2015 to January 2018', 50, oblique, 9.5, soft);
down();
put('-  Transfers, viewings, hearse driving and cremation documentation.', 58);
down(18);
put('Orderly, Auckland City Hospital', 50, bold);
down();
put('2011 to 2015', 50, oblique, 9.5, soft);
down();
put('-  Patient transport and mortuary transfers on night shifts.', 58);
down(6);
section('Education and training');
put('Diploma in Funeral Services (Level 6)', 50, bold);
down();
put('Open Polytechnic, Lower Hutt, New Zealand', 50);
down();
put('2016 to 2017', 50, oblique, 9.5, soft);
down(18);
put('NCEA Level 3', 50, bold);
down();
put('Rangitoto College, Auckland, New Zealand', 50);
down();
put('2010', 50, oblique, 9.5, soft);
down(6);
section('Key skills');
const left = ['Arranging services', 'Embalming', 'Grief support'];
const rightCol = ['Cremation paperwork', 'Class 2 driver licence', 'Microsoft Word'];
for (let i = 0; i < left.length; i++) {
  put(`-  ${left[i]}`, 58);
  put(`-  ${rightCol[i]}`, 300);
  down();
}
down(6);
section('References');
put('Available on request.', 50);
writeFileSync('resume.pdf', await doc.save({ useObjectStreams: false }));
