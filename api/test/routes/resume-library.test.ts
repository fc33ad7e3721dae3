import {
  AuthResponseSchema,
  ErrorResponseSchema,
  ResumeDetailSchema,
  ResumeSummarySchema,
  type ResumeUploadResult,
  ResumeUploadResultSchema,
} from '@resumebeat/shared-contract';
import { multipart, scanTicketFor, TEXT_RESUME } from '../support/resume-files';
import { bearer, describeDb, expectContract, newAccount, startTestApp, type TestApp } from '../support/test-app';

describeDb('stored resumes', () => {
  let t: TestApp;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  const uploads: Array<{ id: string; fileName: string; score: number; result: ResumeUploadResult }> = [];

  async function register() {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount() });
    return bearer(expectContract(AuthResponseSchema, response).token);
  }

  async function upload(
    headers: Record<string, string>,
    fileName: string,
    content: string,
    fields: Record<string, string> = {},
  ) {
    const body = await multipart({ fileName, data: content, type: 'text/plain' }, { industry: 'Tech', ...fields });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/resume/upload?skipAi=true',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
    const result = expectContract(ResumeUploadResultSchema, response);
    return { id: String(result.id), fileName, score: result.aiAnalysis.score, result };
  }

  beforeAll(async () => {
    t = await startTestApp({ env: { RESUME_AI_RATE_LIMIT_PER_MINUTE: '3' } });
    alice = await register();
    bob = await register();
    uploads.push(await upload(alice, 'first.txt', TEXT_RESUME));
    uploads.push(
      await upload(alice, 'second.txt', `${TEXT_RESUME}\nCERTIFICATIONS\nAWS Certified Developer`, {
        jobTitle: 'Backend Engineer',
        companyName: 'Globex',
        jobDescription: 'Java and AWS backend engineer, 5 years.',
      }),
    );
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  describe('GET /api/resume/my-resumes', () => {
    it("lists the owner's scans, newest first", async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/resume/my-resumes', headers: alice });
      expect(response.statusCode).toBe(200);
      const list = expectContract(ResumeSummarySchema.array(), response);
      expect(list.map((item) => item.fileName)).toEqual(['second.txt', 'first.txt']);
      expect(list[0]).toEqual({
        id: uploads[1]!.id,
        fileName: 'second.txt',
        score: uploads[1]!.score,
        industry: 'Tech',
        jobTitle: 'Backend Engineer',
        companyName: 'Globex',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    });

    it('is empty for another user', async () => {
      expect(
        expectContract(
          ResumeSummarySchema.array(),
          await t.app.inject({ method: 'GET', url: '/api/resume/my-resumes', headers: bob }),
        ),
      ).toEqual([]);
    });

    it('answers 401 without a token or with a bad one', async () => {
      for (const headers of [{}, bearer('forged')]) {
        const response = await t.app.inject({ method: 'GET', url: '/api/resume/my-resumes', headers });
        expect(response.statusCode).toBe(401);
        expectContract(ErrorResponseSchema, response);
      }
    });
  });

  describe('GET /api/resume/:id', () => {
    it('answers the stored scan to its owner: the summary plus text, feedback and breakdown as uploaded', async () => {
      const { id, result } = uploads[1]!;
      const response = await t.app.inject({ method: 'GET', url: `/api/resume/${id}`, headers: alice });
      expect(response.statusCode).toBe(200);
      const detail = expectContract(ResumeDetailSchema, response);
      expect(detail).toMatchObject({
        id,
        fileName: 'second.txt',
        content: result.content,
        jobDescription: 'Java and AWS backend engineer, 5 years.',
        aiAnalysis: { score: result.aiAnalysis.score, analysis: result.aiAnalysis.analysis, optimizedResume: null },
        scoreComponents: result.scoreComponents,
        keywords: result.keywords,
        scoringVersion: result.scoringVersion,
      });
      expect(detail.keywords).not.toBeNull();
    });

    it("answers 404 for another user's id, an unknown id and a malformed id", async () => {
      for (const [url, headers] of [
        [`/api/resume/${uploads[0]!.id}`, bob],
        ['/api/resume/00000000-0000-4000-8000-000000000000', alice],
        ['/api/resume/not-a-uuid', alice],
        ["/api/resume/1'%20OR%201=1", alice],
      ] as const) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode).toBe(404);
        expect(expectContract(ErrorResponseSchema, response).message).toBe('Resume not found');
      }
    });

    it('answers 401 without a token', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/resume/${uploads[0]!.id}` });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('rate limit of the AI routes (RESUME_AI_RATE_LIMIT_PER_MINUTE)', () => {
    it.each([
      '/api/resume/optimize',
      '/api/resume/rescore',
      '/api/resume/stream-analysis',
      '/api/resume/stream-optimize',
    ])('POST %s: 429 after the limit per IP', async (url) => {
      const remoteAddress = `203.0.113.${['/api/resume/optimize', '/api/resume/rescore', '/api/resume/stream-analysis', '/api/resume/stream-optimize'].indexOf(url) + 10}`;
      const statuses = [];
      const scanTicket = await scanTicketFor(t.app, { ip: remoteAddress });
      for (let i = 0; i < 4; i += 1)
        statuses.push(
          (await t.app.inject({ method: 'POST', url, payload: { content: TEXT_RESUME, scanTicket }, remoteAddress }))
            .statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });
});
