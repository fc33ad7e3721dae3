import {
  ANALYTICS_MESSAGES,
  AnalyticsSchema,
  ErrorResponseSchema,
  OptimizeResponseSchema,
  RescoreResponseSchema,
  ResumeUploadResultSchema,
  type ResumeUploadResult,
} from '@resumebeat/shared-contract';
import { sql } from 'drizzle-orm';
import { computeAnalytics, type AnalyticsRow } from '../../src/plugins/app/analytics';
import { multipart, TEXT_RESUME } from '../support/resume-files';
import { describeDb, expectContract, startTestApp, type TestApp } from '../support/test-app';
import { registerAccount } from '../support/billing';

const JOB =
  'Backend Engineer at Globex. Required: Java, Spring Boot, Kubernetes, Kafka and AWS. Preferred: Terraform and GraphQL. 5 years of experience.';

let ipCounter = 0;
const nextIp = () => `198.51.100.${(ipCounter = (ipCounter % 250) + 1)}`;

const percent = (component: { score: number; max: number }) => Math.round((component.score / component.max) * 100);

describeDb('GET /api/resume/analytics (advanced analytics dashboard)', () => {
  let t: TestApp;

  const register = async (planType?: number) =>
    (await registerAccount(t, { planType, remoteAddress: nextIp() })).headers;

  async function upload(
    headers: Record<string, string>,
    content: string,
    fields: Record<string, string> = {},
  ): Promise<ResumeUploadResult> {
    const body = await multipart(
      { fileName: 'resume.txt', data: content, type: 'text/plain' },
      { industry: 'Tech', ...fields },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/resume/upload?skipAi=true',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
      remoteAddress: nextIp(),
    });
    return expectContract(ResumeUploadResultSchema, response);
  }

  const analytics = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/resume/analytics', headers });

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  it('answers 401 without a token', async () => {
    expect((await analytics({})).statusCode).toBe(401);
  });

  it('answers 403 with a clear message to a free account and to a member whose plan lacks the flag (Basic)', async () => {
    for (const headers of [await register(), await register(1)]) {
      const response = await analytics(headers);
      expect(response.statusCode).toBe(403);
      expect(expectContract(ErrorResponseSchema, response).message).toBe(ANALYTICS_MESSAGES.planRequired);
    }
  });

  it("follows the plan's flag, not its name or type: Basic with the flag gets it, Premium without it does not", async () => {
    const basic = await register(1);
    const premium = await register(2);
    expect((await analytics(premium)).statusCode).toBe(200);
    try {
      await t.app.db.execute(sql`UPDATE membership_plans SET has_advanced_analytics = (type = 1) WHERE type IN (1, 2)`);
      expect((await analytics(basic)).statusCode).toBe(200);
      expect((await analytics(premium)).statusCode).toBe(403);
    } finally {
      await t.app.db.execute(
        sql`UPDATE membership_plans SET has_advanced_analytics = (type >= 2) WHERE type IN (1, 2)`,
      );
    }
  });

  it('answers an empty dashboard to a member without scans', async () => {
    const body = expectContract(AnalyticsSchema, await analytics(await register(3)));
    expect(body).toEqual({
      scanCount: 0,
      components: [],
      scans: [],
      keywordCoverage: [],
      missingKeywords: [],
      optimized: [],
      industry: null,
    });
  });

  it('computes the figures from the scans: components over time, coverage per job, missing keywords, before and after, industry standing', async () => {
    const member = await register(2);
    const first = await upload(member, TEXT_RESUME, {
      jobTitle: 'Backend Engineer',
      companyName: 'Globex',
      jobDescription: JOB,
    });
    const second = await upload(member, `${TEXT_RESUME}\nSKILLS\nKubernetes, AWS, Kafka`, {
      jobTitle: 'Backend Engineer',
      companyName: 'Globex',
      jobDescription: `  ${JOB}  `,
    });
    const third = await upload(member, TEXT_RESUME);

    // The optimized resume of the first scan, rescored as the optimized-resume page does.
    const ticket = first.scanTicket!;
    const payload = { content: first.content, jobDescription: JOB, industry: 'Tech', scanTicket: ticket };
    const { optimizedResume } = expectContract(
      OptimizeResponseSchema,
      await t.app.inject({
        method: 'POST',
        url: '/api/resume/optimize',
        payload,
        headers: member,
        remoteAddress: nextIp(),
      }),
    );
    const rescored = expectContract(
      RescoreResponseSchema,
      await t.app.inject({
        method: 'POST',
        url: '/api/resume/rescore',
        payload: { ...payload, content: optimizedResume },
        headers: member,
        remoteAddress: nextIp(),
      }),
    );
    // Rescoring the scan's own text is not an optimized resume: nothing is recorded for the third.
    await t.app.inject({
      method: 'POST',
      url: '/api/resume/rescore',
      payload: { content: third.content, industry: 'Tech', scanTicket: third.scanTicket },
      headers: member,
      remoteAddress: nextIp(),
    });

    const body = expectContract(AnalyticsSchema, await analytics(member));
    expect(body.scanCount).toBe(3);
    expect(body.scans.map((scan) => scan.id)).toEqual([first.id, second.id, third.id]);
    expect(body.scans.map((scan) => scan.score)).toEqual([
      first.aiAnalysis.score,
      second.aiAnalysis.score,
      third.aiAnalysis.score,
    ]);
    for (const [index, upload] of [first, second, third].entries()) {
      expect(body.scans[index]!.components).toEqual(
        Object.fromEntries(upload.scoreComponents!.map((component) => [component.id, percent(component)])),
      );
    }
    expect(body.components.map((component) => component.id)).toEqual([
      'parseability',
      'sections',
      'contact',
      'dates',
      'bullets',
      'length',
      'industry',
      'keywords',
      'soft-skills',
      'requirements',
    ]);
    expect(body.components.find((component) => component.id === 'keywords')!.label).toBe('Job keyword match');

    // One job description (spaces aside), scanned twice.
    expect(body.keywordCoverage).toEqual([
      {
        label: 'Backend Engineer at Globex',
        scans: 2,
        firstMatchRate: Math.round(first.keywords!.matchRate),
        latestMatchRate: Math.round(second.keywords!.matchRate),
        matched: second.keywords!.matched.length,
        missing: second.keywords!.missing.length,
        lastScannedAt: expect.any(String),
      },
    ]);
    expect(second.keywords!.matchRate).toBeGreaterThan(first.keywords!.matchRate);

    // Missing from both scans first (2), then from one.
    const missingBoth = first.keywords!.missing.filter((item) =>
      second.keywords!.missing.some((other) => other.keyword === item.keyword),
    );
    expect(missingBoth.length).toBeGreaterThan(0);
    expect(
      body.missingKeywords
        .filter((item) => item.scans === 2)
        .map((item) => item.keyword)
        .sort(),
    ).toEqual(
      missingBoth
        .map((item) => item.keyword)
        .sort()
        .slice(0, 10),
    );
    const union = new Set([...first.keywords!.missing, ...second.keywords!.missing].map((item) => item.keyword));
    expect(body.missingKeywords).toHaveLength(Math.min(10, union.size));
    for (const item of body.missingKeywords) {
      expect(item.scans).toBe(
        [first, second].filter((scan) => scan.keywords!.missing.some((other) => other.keyword === item.keyword)).length,
      );
    }
    // Named in the second scan's Skills: missing only from the first.
    expect(second.keywords!.matched.map((item) => item.keyword)).toContain('Kubernetes');

    expect(body.optimized).toEqual([
      {
        id: first.id,
        createdAt: expect.any(String),
        fileName: 'resume.txt',
        jobTitle: 'Backend Engineer',
        before: first.aiAnalysis.score,
        after: rescored.score,
      },
    ]);

    const fit = third.scoreComponents!.find((component) => component.id === 'industry')!;
    const earlier = [first, second].map((upload) =>
      percent(upload.scoreComponents!.find((component) => component.id === 'industry')!),
    );
    expect(body.industry).toEqual({
      industry: 'Tech',
      label: 'Technology',
      percent: percent(fit),
      score: fit.score,
      max: fit.max,
      evidence: fit.evidence,
      suggestions: fit.suggestions,
      previousAverage: Math.round((earlier[0]! + earlier[1]!) / 2),
    });
  });

  it("never shows another member's scans", async () => {
    const other = await register(2);
    const body = expectContract(AnalyticsSchema, await analytics(other));
    expect(body.scanCount).toBe(0);
  });
});

describe('computeAnalytics (known scans)', () => {
  const row = (overrides: Partial<AnalyticsRow> & { at: string }): AnalyticsRow => ({
    id: overrides.at,
    createdAt: new Date(overrides.at),
    fileName: 'cv.pdf',
    jobTitle: null,
    companyName: null,
    jobDescription: null,
    industry: 'General',
    score: 50,
    scoreComponents: [],
    keywords: null,
    optimizedScore: null,
    ...overrides,
  });
  const keywords = (matchRate: number, matched: string[], missing: string[]) => ({
    matchRate,
    matched: matched.map((keyword) => ({ keyword, match: 'exact', found: keyword, importance: 'required' })),
    missing: missing.map((keyword) => ({ keyword, importance: keyword === 'GraphQL' ? 'preferred' : 'required' })),
  });

  it('groups coverage per job description, counts missing keywords per scan, keeps before and after, and the industry share', () => {
    const figures = computeAnalytics([
      row({
        at: '2026-11-03T10:00:00Z',
        jobDescription: 'Job B',
        jobTitle: 'Data',
        keywords: keywords(20, ['SQL'], ['Kafka', 'Airflow']),
        score: 61,
      }),
      row({
        at: '2026-11-01T10:00:00Z',
        jobDescription: 'Job A',
        jobTitle: 'Backend',
        companyName: 'Globex',
        keywords: keywords(40, ['Java'], ['Kafka', 'GraphQL', 'AWS']),
        score: 55,
        optimizedScore: 80,
        industry: 'Tech',
        scoreComponents: [
          { id: 'industry', label: 'Industry profile', score: 2, max: 4, evidence: ['e'], suggestions: ['s'] },
          { id: 'parseability', label: 'Parseability and layout', score: 7, max: 10, evidence: [], suggestions: [] },
        ],
      }),
      row({
        at: '2026-11-02T10:00:00Z',
        jobDescription: ' job  a ',
        jobTitle: 'Backend',
        companyName: 'Globex',
        keywords: keywords(75, ['Java', 'AWS'], ['Kafka']),
        score: 70,
        industry: 'Tech',
        scoreComponents: [
          { id: 'industry', label: 'Industry profile', score: 3, max: 4, evidence: ['e2'], suggestions: [] },
        ],
      }),
      row({
        at: '2026-11-04T10:00:00Z',
        industry: 'Tech',
        score: 72,
        scoreComponents: [
          { id: 'industry', label: 'Industry profile', score: 15, max: 20, evidence: ['latest'], suggestions: ['add'] },
        ],
      }),
    ]);
    expect(figures.scanCount).toBe(4);
    expect(figures.scans.map((scan) => scan.score)).toEqual([55, 70, 61, 72]);
    expect(figures.scans[0]!.components).toEqual({ industry: 50, parseability: 70 });
    expect(figures.components).toEqual([
      { id: 'parseability', label: 'Parseability and layout' },
      { id: 'industry', label: 'Industry profile' },
    ]);
    expect(figures.keywordCoverage).toEqual([
      {
        label: 'Data',
        scans: 1,
        firstMatchRate: 20,
        latestMatchRate: 20,
        matched: 1,
        missing: 2,
        lastScannedAt: '2026-11-03T10:00:00.000Z',
      },
      {
        label: 'Backend at Globex',
        scans: 2,
        firstMatchRate: 40,
        latestMatchRate: 75,
        matched: 2,
        missing: 1,
        lastScannedAt: '2026-11-02T10:00:00.000Z',
      },
    ]);
    expect(figures.missingKeywords).toEqual([
      { keyword: 'Kafka', scans: 3, importance: 'required' },
      { keyword: 'Airflow', scans: 1, importance: 'required' },
      { keyword: 'AWS', scans: 1, importance: 'required' },
      { keyword: 'GraphQL', scans: 1, importance: 'preferred' },
    ]);
    expect(figures.optimized).toEqual([
      {
        id: '2026-11-01T10:00:00Z',
        createdAt: '2026-11-01T10:00:00.000Z',
        fileName: 'cv.pdf',
        jobTitle: 'Backend',
        before: 55,
        after: 80,
      },
    ]);
    // The newest scan (75 % of its industry component) against the earlier Tech scans' 50 % and 75 %.
    expect(figures.industry).toEqual({
      industry: 'Tech',
      label: 'Technology',
      percent: 75,
      score: 15,
      max: 20,
      evidence: ['latest'],
      suggestions: ['add'],
      previousAverage: 63,
    });
  });
});
