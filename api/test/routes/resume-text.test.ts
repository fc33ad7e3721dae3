import {
  DOCX_MIME_TYPE,
  ErrorResponseSchema,
  ExtractTextResponseSchema,
  OptimizeResponseSchema,
  RescoreResponseSchema,
  StreamFinalEventSchema,
  UsageStatusSchema,
  ValidationErrorResponseSchema,
} from '@resumebeat/shared-contract';
import { extractDocumentText, FEEDBACK_TAGS, parseResumeText, scoreResume } from '@resumebeat/ats-engine';
import {
  corpusBytes,
  fixtureBytes,
  fixtureResume,
  fixtureText,
  itWithCorpus,
  makeDeclaredZipBomb,
  makeDocx,
  makePdf,
  multipart,
  parseEvents,
  pngBytes,
  scanTicketFor,
  TEXT_RESUME,
  ticketForText,
} from '../support/resume-files';
import { bearer, describeDb, expectContract, startTestApp, type TestApp } from '../support/test-app';

const JOB = fixtureText('jds/java-developer.txt');
const payload = { content: TEXT_RESUME, jobTitle: 'Java Developer', companyName: 'Globex', jobDescription: JOB };

describeDb('resume text routes', () => {
  let t: TestApp;
  let scanTicket: string;
  const ip = '192.0.2.77';

  beforeAll(async () => {
    t = await startTestApp();
    scanTicket = await scanTicketFor(t.app, { ip });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  const post = (url: string, body: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: { scanTicket, ...body }, headers, remoteAddress: ip });
  const usage = async () =>
    expectContract(
      UsageStatusSchema,
      await t.app.inject({ method: 'GET', url: '/api/resume/usage-status', remoteAddress: ip }),
    );
  const engineScore = (content: string, jobDescription?: string) =>
    scoreResume(parseResumeText(content), { jobDescription, industry: 'General' }).score;

  describe('POST /api/resume/rescore', () => {
    it("answers the engine's score for the text and job description, and uses no scan", async () => {
      const before = await usage();
      const response = await post('/api/resume/rescore', payload);
      expect(response.statusCode).toBe(200);
      expect(expectContract(RescoreResponseSchema, response).score).toBe(engineScore(TEXT_RESUME, JOB));
      expect(await usage()).toEqual(before);
    });

    it('the job description changes the score', async () => {
      const general = expectContract(
        RescoreResponseSchema,
        await post('/api/resume/rescore', { content: TEXT_RESUME }),
      ).score;
      expect(general).toBe(engineScore(TEXT_RESUME));
      expect(general).not.toBe(engineScore(TEXT_RESUME, JOB));
    });

    it.each([
      ['no content', {}, /content/],
      ['empty content', { content: '' }, /content/],
      ['blank content', { content: '   ' }, /no resume text/],
      ['an unknown industry', { content: 'x', industry: 'Astrology' }, /industry/],
    ])('answers 400 for %s', async (_name, body, message) => {
      const response = await post('/api/resume/rescore', body);
      expect(response.statusCode).toBe(400);
      expect(expectContract(ValidationErrorResponseSchema, response).message).toMatch(message);
    });

    it('answers 401 for an invalid token (token optional, but a bad one is refused)', async () => {
      const response = await post('/api/resume/rescore', payload, bearer('forged'));
      expect(response.statusCode).toBe(401);
      expectContract(ErrorResponseSchema, response);
    });
  });

  describe('POST /api/resume/optimize', () => {
    it('answers the optimized resume (local engine): standard headings, the facts kept, no scan used', async () => {
      const before = await usage();
      const response = await post('/api/resume/optimize', payload);
      expect(response.statusCode).toBe(200);
      const { optimizedResume } = expectContract(OptimizeResponseSchema, response);
      expect(optimizedResume).toMatch(/EXPERIENCE/);
      expect(optimizedResume).toContain('Acme Corp');
      expect(optimizedResume).toContain('40%');
      expect(await usage()).toEqual(before);
    });
  });

  describe('POST /api/resume/stream-analysis', () => {
    it("streams 'delta' events of feedback HTML, then one 'final' event with the engine's score", async () => {
      const response = await post('/api/resume/stream-analysis', payload);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(response.headers['cache-control']).toMatch(/no-cache/);
      const events = parseEvents(response.body);
      expect(events.length).toBeGreaterThan(2);
      expect(events.slice(0, -1).every((event) => event.event === 'delta')).toBe(true);
      const final = events.at(-1)!;
      expect(final.event).toBe('final');
      const { score } = StreamFinalEventSchema.parse(JSON.parse(final.data));
      expect(score).toBe(engineScore(TEXT_RESUME, JOB));
      const html = events
        .slice(0, -1)
        .map((event) => event.data)
        .join('');
      expect(html).toContain(`<h3>ATS score: ${score}/100</h3>`);
      expect(html).toMatch(/Job keyword match/);
    });

    itWithCorpus(
      "ends with the upload's score when the text is the uploaded file's: what only the PDF showed (two columns) still counts",
      async () => {
        const upload = await t.app.inject({
          method: 'POST',
          url: '/api/resume/upload?skipAi=true',
          remoteAddress: '192.0.2.78',
          ...(await multipart(
            { fileName: 'ditto.pdf', data: corpusBytes('resumes/ditto_two_column.pdf'), type: 'application/pdf' },
            { industry: 'General' },
          )),
        });
        expect(upload.statusCode).toBe(200);
        const uploaded = upload.json() as { content: string; aiAnalysis: { score: number } };
        // Read as plain text the layout problems vanish, so a plain rescore would be higher.
        expect(engineScore(uploaded.content)).toBeGreaterThan(uploaded.aiAnalysis.score);
        const { scanTicket: ditto } = upload.json() as { scanTicket: string };
        const streamed = await t.app.inject({
          method: 'POST',
          url: '/api/resume/stream-analysis',
          payload: { content: uploaded.content, industry: 'General', scanTicket: ditto },
          remoteAddress: '192.0.2.78',
        });
        const events = parseEvents(streamed.body);
        expect(StreamFinalEventSchema.parse(JSON.parse(events.at(-1)!.data)).score).toBe(uploaded.aiAnalysis.score);
      },
    );

    it('sends multi-line data as several data: lines, so the client gets the newlines back', async () => {
      const response = await post('/api/resume/stream-analysis', { content: TEXT_RESUME });
      expect(response.body).toMatch(/event: delta\ndata: \ndata: <h4>/);
      expect(response.body).not.toMatch(/\n(?!event:|data:|\n)[^\n]/);
    });

    it('escapes HTML and scripts from the resume', async () => {
      const hostile = `Eve <script>alert(1)</script>\nEXPERIENCE\n• <img src=x onerror=alert(2)> did things\nSKILLS\n<svg onload=alert(3)>`;
      const body = {
        content: hostile,
        jobDescription: '<script>x</script> Java',
        scanTicket: ticketForText(t.app, scanTicket, hostile),
      };
      const events = parseEvents((await post('/api/resume/stream-analysis', body)).body);
      const html = events
        .filter((event) => event.event === 'delta')
        .map((event) => event.data)
        .join('');
      const tags = [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g)].map((match) => match[1]!.toLowerCase());
      expect(tags.every((tag) => (FEEDBACK_TAGS as readonly string[]).includes(tag))).toBe(true);
    });

    it('validates the body before streaming: 400 as JSON', async () => {
      const response = await post('/api/resume/stream-analysis', { content: '' });
      expect(response.statusCode).toBe(400);
      expectContract(ValidationErrorResponseSchema, response);
    });
  });

  describe('POST /api/resume/stream-optimize', () => {
    it("streams the optimized resume as 'delta' events whose text joins into the optimize answer", async () => {
      const streamed = parseEvents((await post('/api/resume/stream-optimize', payload)).body);
      expect(streamed.every((event) => event.event === 'delta')).toBe(true);
      const { optimizedResume } = expectContract(OptimizeResponseSchema, await post('/api/resume/optimize', payload));
      expect(streamed.map((event) => event.data).join('')).toBe(optimizedResume);
    });
  });

  describe('POST /api/resume/extract-text', () => {
    const extract = async (file: { fileName: string; data: Uint8Array | string; type?: string } | null) => {
      const body = await multipart(file);
      return t.app.inject({ method: 'POST', url: '/api/resume/extract-text', ...body, remoteAddress: ip });
    };

    it.each([
      ['a PDF', 'jds/java-developer.pdf', 'application/pdf'],
      ['a TXT', 'jds/java-developer.txt', 'text/plain'],
    ])('answers the text of %s, without using a scan', async (_name, file, type) => {
      const before = await usage();
      const response = await extract({ fileName: file.split('/').pop()!, data: fixtureBytes(file), type });
      expect(response.statusCode).toBe(200);
      const { text } = expectContract(ExtractTextResponseSchema, response);
      expect(text).toBe((await extractDocumentText(fixtureBytes(file), { fileName: file })).text);
      expect(text.length).toBeGreaterThan(200);
      expect(await usage()).toEqual(before);
    });

    it('answers the text of a DOCX', async () => {
      const { text } = expectContract(
        ExtractTextResponseSchema,
        await extract({ fileName: 'job.docx', data: await makeDocx(fixtureResume()) }),
      );
      expect(text).toContain(fixtureResume().summary.slice(0, 30));
    });

    it.each<[string, () => { fileName: string; data: Uint8Array | string; type?: string } | null, number, RegExp]>([
      ['no file', () => null, 400, /Please upload a job description file/],
      [
        'a PNG',
        () => ({ fileName: 'job.png', data: pngBytes(), type: 'image/png' }),
        415,
        /PDF, DOCX, or TXT|Only PDF, DOCX, and TXT/,
      ],
      [
        'an .exe name',
        () => ({ fileName: 'job.exe', data: 'Senior engineer wanted', type: 'application/octet-stream' }),
        415,
        /^Please upload a PDF, DOCX, or TXT file only\.$/,
      ],
      [
        '10 MB + 1 byte',
        () => ({ fileName: 'job.txt', data: Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), type: 'text/plain' }),
        413,
        /^File size must be less than 10MB\.$/,
      ],
      ['an empty file', () => ({ fileName: 'job.txt', data: '', type: 'text/plain' }), 400, /empty/],
      [
        'an encrypted PDF',
        () => ({ fileName: 'job.pdf', data: makePdf(['Job'], { userPassword: 'pw' }), type: 'application/pdf' }),
        422,
        /password-protected/,
      ],
      ['a DOCX bomb', () => ({ fileName: 'job.docx', data: makeDeclaredZipBomb() }), 413, /expands/],
    ])('answers a clear error for %s', async (_name, file, status, message) => {
      const response = await extract(file());
      expect(response.statusCode).toBe(status);
      expect(expectContract(ErrorResponseSchema, response).message).toMatch(message);
    });
  });

  describe('POST /api/resume/export-docx', () => {
    it('answers a real .docx of the text as an attachment named optimized-resume.docx', async () => {
      const response = await post('/api/resume/export-docx', { content: TEXT_RESUME });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(DOCX_MIME_TYPE);
      expect(response.headers['content-disposition']).toBe('attachment; filename="optimized-resume.docx"');
      const bytes = new Uint8Array(response.rawPayload);
      expect(Buffer.from(bytes.subarray(0, 2)).toString('latin1')).toBe('PK');
      // Reading it back with the engine's DOCX reader gives the resume's text.
      const { text, kind } = await extractDocumentText(bytes, { fileName: 'optimized-resume.docx' });
      expect(kind).toBe('docx');
      for (const line of ['Jane Roe', 'EXPERIENCE', 'Reduced API latency by 40%', 'Java, Spring Boot'])
        expect(text).toContain(line);
    });

    it('uses a sanitised fileName when one is given', async () => {
      const response = await post('/api/resume/export-docx', {
        content: TEXT_RESUME,
        fileName: '../../etc/"Jane Roe"\r\n.docx',
      });
      expect(response.headers['content-disposition']).toBe('attachment; filename="Jane Roe.docx"');
    });

    it('keeps HTML in the text as text', async () => {
      const response = await post('/api/resume/export-docx', { content: 'Eve\n<script>alert(1)</script> & co' });
      const { text } = await extractDocumentText(new Uint8Array(response.rawPayload), { fileName: 'x.docx' });
      expect(text).toContain('<script>alert(1)</script> & co');
    });

    it('answers 400 for empty content', async () => {
      const response = await post('/api/resume/export-docx', { content: '  ' });
      expect(response.statusCode).toBe(400);
      expect(expectContract(ValidationErrorResponseSchema, response).message).toMatch(/no resume text/);
    });
  });
});
