// A Singapore network engineer's resume typeset directly: roles grouped under their employer's
// line with the employer's whole span at the right, each title with its own dates; an
// 'Employer (City) | Title | MM/YYYY - MM/YYYY' line for an early role, National Service.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const doc = await PDFDocument.create();
doc.setTitle('Tan Wei Ming Resume');
doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)');
const regular = await doc.embedFont(StandardFonts.Helvetica);
const bold = await doc.embedFont(StandardFonts.HelveticaBold);
const oblique = await doc.embedFont(StandardFonts.HelveticaOblique);
const page = doc.addPage([595.28, 841.89]);
const teal = rgb(0.0, 0.4, 0.45);
const LEFT = 50;
const RIGHT = 545;
let y = 790;

function wrap(value, font, size, width) {
  const words = value.split(' ');
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
function right(value, { font = regular, size = 10 } = {}) {
  text(value, RIGHT - font.widthOfTextAtSize(value, size), { font, size });
}
function para(value, { x = LEFT, size = 10, lead = 13, bullet = false } = {}) {
  const indent = bullet ? 10 : 0;
  const lines = wrap(value, regular, size, RIGHT - x - indent);
  lines.forEach((line, index) => {
    if (bullet && index === 0) text('\u2013', x, { size });
    text(line, x + indent, { size });
    y -= lead;
  });
}
function heading(value) {
  y -= 8;
  text(value, LEFT, { font: bold, size: 12, color: teal });
  y -= 4;
  page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness: 1, color: teal });
  y -= 15;
}
function employer(name, span) {
  text(name, LEFT, { font: bold, size: 11 });
  right(span, { font: bold, size: 10 });
  y -= 14;
}
function title(value, when, bullets) {
  text(value, LEFT + 10, { font: oblique, size: 10.5 });
  right(when, { size: 10 });
  y -= 13;
  for (const item of bullets) para(item, { x: LEFT + 18, bullet: true });
  y -= 3;
}

text('Tan Wei Ming', LEFT, { font: bold, size: 24 });
y -= 18;
text('Network Engineer  \u00b7  CCNP Enterprise', LEFT, { size: 11, color: teal });
y -= 15;
text('Tampines, Singapore  \u00b7  +65 9123 4871  \u00b7  weiming.tan@gmail.com  \u00b7  github.com/tanwm-net', LEFT, { size: 9.5 });
y -= 14;

heading('Career');
employer('Singtel', '2019 \u2013 Present');
title('Senior Network Engineer', 'Apr 2022 \u2013 Present', [
  'Own the campus and SD-WAN design for 40 enterprise customers; 2,300 sites.',
  'Automated config backups and compliance checks with Ansible and NetBox.',
]);
title('Network Engineer', 'Jul 2019 \u2013 Mar 2022', [
  'Migrated a bank\u2019s branch network from MPLS to SD-WAN over one weekend per region.',
]);
y -= 4;
employer('NCS Group', '2016 \u2013 2019');
title('Associate Network Engineer', 'Jan 2017 \u2013 Jun 2019', [
  'L2/L3 support for government agencies; Cisco and Fortinet changes out of hours.',
]);
title('IT Support Intern', 'Jun 2016 \u2013 Dec 2016', [
  'Desktop support and cabling for a ministry office move.',
]);
y -= 4;
text('Singapore Armed Forces (Singapore) | Signals Specialist | 01/2012 - 12/2013', LEFT, { font: bold, size: 10.5 });
y -= 13;
para('Full-time National Service: radio relay and field network set-up.', { x: LEFT + 18, bullet: true });

heading('Education');
text('Diploma in Information Technology, Temasek Polytechnic', LEFT, { font: bold, size: 10.5 });
right('2014 \u2013 2016');
y -= 14;

heading('Technical skills');
para('Cisco IOS-XE, Fortinet, SD-WAN, BGP, OSPF, Ansible, Python, NetBox, Wireshark');
para('Certifications: CCNP Enterprise, Fortinet NSE 4');

writeFileSync(new URL('./resume.pdf', import.meta.url), await doc.save());
