import { extractDocumentText, parseResume, parseResumeText } from '../src/index';
import { describeWithCorpus, jsonResumeSample, masterResume, renderText, type ResumeModel } from './support/corpus';
import { makeDocx } from './support/fixtures';

function expectSamePerson(parsed: Awaited<ReturnType<typeof parseResume>>, model: ResumeModel) {
  expect(parsed.contact.fullName).toBe(model.name);
  expect(parsed.contact.email).toBe(model.email);
  expect(parsed.contact.phone).toBe(model.phone);
  expect(parsed.experience.map((e) => e.company)).toEqual(model.experience.map((e) => e.company));
  expect(parsed.experience.map((e) => e.title)).toEqual(model.experience.map((e) => e.title));
  expect(parsed.education.map((e) => e.institution)).toEqual(model.education.map((e) => e.institution));
}

describeWithCorpus.each([
  ['the Resume-Matcher master resume', masterResume],
  ['the JSON Resume sample', jsonResumeSample],
])('%s rendered as DOCX and TXT', (_label, load) => {
  // Read when a test runs, not when the tests are listed: without the corpus they are skipped.
  let model: ResumeModel;
  beforeAll(() => {
    model = load();
  });

  it('parses the same person, employers and schools from DOCX', async () => {
    const parsed = await parseResume(await makeDocx(model), { fileName: 'resume.docx' });
    expect(parsed.kind).toBe('docx');
    expectSamePerson(parsed, model);
    expect(parsed.experience[0]!.bullets).toEqual(model.experience[0]!.bullets);
    expect(parsed.layout.issues).toEqual([]);
  });

  it('parses the same person from TXT and from pasted text', async () => {
    const text = renderText(model);
    expectSamePerson(await parseResume(new TextEncoder().encode(text), { fileName: 'resume.txt' }), model);
    expectSamePerson(parseResumeText(text), model);
  });
});

describeWithCorpus('DOCX layout problems', () => {
  it('flags contact details in the page header and a skills table, and still reads them', async () => {
    const model = masterResume();
    const parsed = await parseResume(await makeDocx(model, { contactInHeader: true, skillsTable: true }), {
      fileName: 'resume.docx',
    });
    expect(parsed.layout.issues.map((i) => i.id).sort()).toEqual(['header-footer-contact', 'table']);
    expect(parsed.contact.email).toBe(model.email);
    expect(parsed.skills).toEqual(expect.arrayContaining(['Python', 'FastAPI', 'Redis']));
  });
});

describeWithCorpus('roles set in a table, as Word templates do', () => {
  it.each(['dates-first', 'header-row'] as const)(
    '%s: each role reads whole, and the table is flagged',
    async (experienceTable) => {
      const model = masterResume();
      const parsed = await parseResume(await makeDocx(model, { experienceTable }), { fileName: 'resume.docx' });
      expect(
        parsed.experience.map(({ title, company, startDate, endDate, bullets }) => ({
          title,
          company,
          dates: `${startDate} - ${endDate}`,
          bullets,
        })),
      ).toEqual(model.experience.map(({ title, company, dates, bullets }) => ({ title, company, dates, bullets })));
      expect(parsed.layout.issues.map((issue) => issue.id)).toContain('table');
    },
  );
});

describe('TXT encodings', () => {
  const text =
    'José Müller\nCafé Engineer\njose@example.com | +49 30 1234567 | Köln, Germany\n\nEXPERIENCE\nBarista | Café Zürich | Köln, Germany | Jan 2020 - Present\n- Served 200 guests a day';
  const utf16 = (littleEndian: boolean) => {
    const out = Buffer.alloc(2 + text.length * 2);
    out.writeUInt16BE(littleEndian ? 0xfffe : 0xfeff, 0);
    for (let i = 0; i < text.length; i++) {
      if (littleEndian) out.writeUInt16LE(text.charCodeAt(i), 2 + i * 2);
      else out.writeUInt16BE(text.charCodeAt(i), 2 + i * 2);
    }
    return new Uint8Array(out);
  };
  it.each([
    ['UTF-8', new Uint8Array(Buffer.from(text, 'utf8'))],
    ['UTF-8 with BOM', new Uint8Array(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]))],
    ['UTF-16 LE with BOM', utf16(true)],
    ['UTF-16 BE with BOM', utf16(false)],
    ['Latin-1', new Uint8Array(Buffer.from(text, 'latin1'))],
    ['Windows line endings', new Uint8Array(Buffer.from(text.replace(/\n/g, '\r\n'), 'utf8'))],
  ])('reads %s with its accents intact', async (_label, bytes) => {
    const parsed = await parseResume(bytes, { fileName: 'cv.txt' });
    expect(parsed.contact.fullName).toBe('José Müller');
    expect(parsed.contact.location).toBe('Köln, Germany');
    expect(parsed.experience[0]).toMatchObject({ company: 'Café Zürich', startDate: 'Jan 2020', endDate: 'Present' });
    expect(parsed.text).not.toContain('\uFEFF');
  });
});

describeWithCorpus('extractDocumentText for job descriptions', () => {
  it('returns the text and kind of a text or DOCX job description', async () => {
    const txt = await extractDocumentText(new TextEncoder().encode('We are hiring a Java Developer.'), {
      fileName: 'jd.txt',
    });
    expect(txt).toEqual({ text: 'We are hiring a Java Developer.', kind: 'txt' });
    const docx = await extractDocumentText(await makeDocx(masterResume()), {
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(docx.kind).toBe('docx');
    expect(docx.text).toContain('Built REST APIs serving 50K requests/day using Python and FastAPI');
  });
});
