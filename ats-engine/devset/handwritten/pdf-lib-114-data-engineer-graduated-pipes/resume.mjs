// Typeset directly with pdf-lib: a 'Graduated:' line under each degree, short online courses
// beside the university, and skills as keywords joined by '|' under 'Key skills'.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const doc = await PDFDocument.create();
doc.setProducer('pdf-lib');
const page = doc.addPage([595, 842]);
const regular = await doc.embedFont(StandardFonts.Helvetica);
const bold = await doc.embedFont(StandardFonts.HelveticaBold);
const italic = await doc.embedFont(StandardFonts.HelveticaOblique);
const teal = rgb(0.05, 0.4, 0.45);
let y = 790;
const line = (text, { font = regular, size = 10, x = 50, gap = 14, color } = {}) => {
  page.drawText(text, { x, y, size, font, color });
  y -= gap;
};
const right = (text, { font = regular, size = 10 } = {}) => {
  page.drawText(text, { x: 545 - font.widthOfTextAtSize(text, size), y: y + 14, size, font });
};
const heading = (text) => {
  y -= 6;
  line(text, { font: bold, size: 11, color: teal, gap: 4 });
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.7, color: teal });
  y -= 14;
};
line('Pradeep Raghunathan', { font: bold, size: 20, gap: 18 });
line('Data Engineer  |  Bengaluru, Karnataka  |  +91 98450 31277  |  pradeep.r.data@gmail.com', { gap: 13 });
line('github.com/pradeep-raghu', { gap: 18 });
heading('SUMMARY');
line('Data engineer with seven years building batch and streaming pipelines for payments and retail.');
line('I care about data contracts, cheap clusters and on-call rotations nobody dreads.', { gap: 16 });
heading('EXPERIENCE');
line('Senior Data Engineer, Razorpay', { font: bold });
right('Jan 2022 - Present');
line('Move 40 TB a day from Kafka into the lakehouse; cut Spark spend by 35% with autoscaling.', { x: 60 });
line('Mentor three engineers; run the data platform on-call rotation.', { x: 60, gap: 18 });
line('Data Engineer, Flipkart', { font: bold });
right('Jul 2018 - Dec 2021');
line('Built the seller-returns pipeline in Airflow and Hive; 200+ daily DAGs.', { x: 60, gap: 18 });
line('Associate Software Engineer, Mindtree', { font: bold });
right('Jun 2016 - Jun 2018');
line('ETL jobs in Informatica for a UK insurer.', { x: 60, gap: 18 });
heading('EDUCATION');
line('B.E. in Computer Science and Engineering', { font: bold });
line('RV College of Engineering, Bengaluru');
line('Graduated: May 2016', { font: italic, gap: 18 });
line('Pre-University Course (PCMC)', { font: bold });
line('Vidya Mandir PU College, Mysuru');
line('Graduated: March 2012', { font: italic, gap: 18 });
heading('COURSES');
line('Data Engineering on Google Cloud - Coursera (2020)');
line('Apache Kafka Series - Udemy (2019)', { gap: 18 });
heading('KEY SKILLS');
line('Python | Scala | SQL | Apache Spark | Kafka | Airflow | Delta Lake | dbt | Terraform | Kubernetes');
writeFileSync('resume.pdf', await doc.save({ useObjectStreams: false }));
