// A JSON Resume document as a Word file, the way a person types one in Word: name, a contact
// line, capitalised section headings, "Title, Employer" with the dates on the next line, bullets,
// and skills as "Category: a, b, c".
import { Document, Packer, Paragraph, TextRun } from 'docx';

interface Resume {
  basics: { name: string; label?: string; email?: string; phone?: string; summary?: string; location?: { city?: string; region?: string }; profiles?: Array<{ url?: string }> };
  work?: Array<{ name: string; position: string; startDate?: string; endDate?: string; highlights?: string[] }>;
  education?: Array<{ institution: string; studyType?: string; area?: string; startDate?: string; endDate?: string }>;
  skills?: Array<{ name: string; keywords?: string[] }>;
  certificates?: Array<{ name: string; issuer?: string }>;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const written = (date: string | undefined) => (date ? `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}` : 'Present');

export async function renderDocx(resume: Resume): Promise<Buffer> {
  const lines: Paragraph[] = [];
  const heading = (text: string) => lines.push(new Paragraph({ children: [new TextRun({ text: text.toUpperCase(), bold: true })], spacing: { before: 200 } }));
  const text = (value: string, bold = false) => lines.push(new Paragraph({ children: [new TextRun({ text: value, bold })] }));
  const b = resume.basics;
  text(b.name, true);
  if (b.label) text(b.label);
  text([b.email, b.phone, [b.location?.city, b.location?.region].filter(Boolean).join(', '), ...(b.profiles ?? []).map((p) => p.url)].filter(Boolean).join(' | '));
  if (b.summary) {
    heading('Summary');
    text(b.summary);
  }
  if (resume.work?.length) {
    heading('Experience');
    for (const role of resume.work) {
      text(`${role.position}, ${role.name}`, true);
      text(`${written(role.startDate)} – ${written(role.endDate)}`);
      for (const highlight of role.highlights ?? []) lines.push(new Paragraph({ text: highlight, bullet: { level: 0 } }));
    }
  }
  if (resume.education?.length) {
    heading('Education');
    for (const school of resume.education) {
      text(school.institution, true);
      text(`${school.studyType ?? ''}${school.area ? ` in ${school.area}` : ''}, ${written(school.endDate)}`);
    }
  }
  if (resume.certificates?.length) {
    heading('Certifications');
    for (const certificate of resume.certificates) lines.push(new Paragraph({ text: certificate.name, bullet: { level: 0 } }));
  }
  if (resume.skills?.length) {
    heading('Skills');
    for (const group of resume.skills) text(`${group.name}: ${(group.keywords ?? []).join(', ')}`);
  }
  return Packer.toBuffer(new Document({ sections: [{ children: lines }] }));
}
