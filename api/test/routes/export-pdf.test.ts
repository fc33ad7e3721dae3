// POST /api/resume/export-pdf (issue 31, docs/decisions/037): the optimized resume, or a cover
// letter, as a PDF a person can send. Built in an engine worker with the Word export's limits;
// the answer is a PDF whose text the engine's own reader gets back, in one column.
import { PDF_MIME_TYPE, ValidationErrorResponseSchema } from '@resumebeat/shared-contract';
import { extractDocument } from '@resumebeat/ats-engine';
import { TEXT_RESUME } from '../support/resume-files';
import { describeDb, expectContract, startTestApp, type TestApp } from '../support/test-app';

describeDb('POST /api/resume/export-pdf', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { ENGINE_WORKERS: '1' } });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  const post = (body: object, remoteAddress = '192.0.2.91') =>
    t.app.inject({ method: 'POST', url: '/api/resume/export-pdf', payload: body, remoteAddress });

  it('answers a PDF attachment named optimized-resume.pdf whose text the engine reads back in one column', async () => {
    const response = await post({ content: TEXT_RESUME });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(PDF_MIME_TYPE);
    expect(response.headers['content-disposition']).toBe('attachment; filename="optimized-resume.pdf"');
    expect(response.headers['cache-control']).toBe('no-store');
    const bytes = new Uint8Array(response.rawPayload);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    // Standard fonts only (nothing embedded): Helvetica.
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/BaseFont \/Helvetica\b/);
    const read = await extractDocument(bytes, { fileName: 'optimized-resume.pdf' });
    expect(read.kind).toBe('pdf');
    expect(read.layout.columns).toBe(1);
    for (const line of ['Jane Roe', 'EXPERIENCE', 'Reduced API latency by 40%', 'Java, Spring Boot'])
      expect(read.text).toContain(line);
  });

  it("a cover letter (kind 'letter') keeps its paragraphs, in order", async () => {
    const letter =
      'Dear Hiring Manager,\n\nI am applying for the Java Developer role at Globex.\n\nSincerely,\nJane Roe';
    const response = await post({ content: letter, kind: 'letter', fileName: 'cover-letter-globex.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="cover-letter-globex.pdf"');
    const read = await extractDocument(new Uint8Array(response.rawPayload), { fileName: 'x.pdf' });
    expect(read.text).toMatch(
      /Dear Hiring Manager,[\s\S]*Java Developer role at Globex\.[\s\S]*Sincerely,[\s\S]*Jane Roe/,
    );
  });

  it('keeps HTML in the text as text, and sanitises the file name', async () => {
    const response = await post({
      content: 'Eve\n<script>alert(1)</script> & co',
      fileName: '../../etc/"Eve"\r\n.pdf',
    });
    expect(response.headers['content-disposition']).toBe('attachment; filename="Eve.pdf"');
    expect((await extractDocument(new Uint8Array(response.rawPayload), { fileName: 'x.pdf' })).text).toContain(
      '<script>alert(1)</script> & co',
    );
  });

  it('has the Word export’s limits: empty text, more than 3,000 lines, more than 100,000 characters, an unknown kind are refused with a message', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ content: '  ' }, /no resume text/],
      [{ content: 'a\n'.repeat(3_000) + 'a' }, /more than 3,000 lines, far more than a resume holds\. Shorten it/],
      [{ content: `Jane Roe\n${'x'.repeat(100_001)}` }, /longer than 100,000 characters/],
      [{ content: 'Jane Roe', kind: 'poem' }, /kind/i],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).not.toBe(PDF_MIME_TYPE);
      expect(expectContract(ValidationErrorResponseSchema, response).message).toMatch(message);
    }
  });

  it('3,000 lines (the cap) still export, over several pages', async () => {
    const longest = Array.from(
      { length: 3000 },
      (_, i) => `• Line ${String(i).padStart(4, '0')} of a long resume`,
    ).join('\n');
    const response = await post({ content: longest });
    expect(response.statusCode).toBe(200);
    const read = await extractDocument(new Uint8Array(response.rawPayload), { fileName: 'x.pdf' });
    expect(read.pages).toBeGreaterThan(10);
    expect(read.text).toContain('Line 2999 of a long resume');
  });
});
