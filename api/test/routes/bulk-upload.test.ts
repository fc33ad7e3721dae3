import {
  BULK_MESSAGES,
  BulkBatchListSchema,
  BulkBatchSchema,
  BulkItemSchema,
  ErrorResponseSchema,
  ResumeDetailSchema,
  UsageStatusSchema,
  type BulkBatch,
} from '@resumebeat/shared-contract';
import { eq } from 'drizzle-orm';
import { membershipPlans } from '../../src/db/schema';
import type { EngineContext } from '../../src/plugins/app/engine';
import { corpusBytes, multipart, pngBytes, TEXT_RESUME, type FilePart } from '../support/resume-files';
import { describeDb, expectContract, startTestApp, type TestApp } from '../support/test-app';
import { registerAccount } from '../support/billing';

const JOB =
  'Backend Engineer. You will build Java and Spring Boot services on Kubernetes, with Redis, Kafka, Terraform and PostgreSQL. Required: Go, gRPC.';
let ipCounter = 0;
const nextIp = () => `203.0.113.${(ipCounter = (ipCounter % 250) + 1)}`;

/** A distinct plain-text resume (distinct bytes: each one is read by the engine). */
const textResume = (n: number): FilePart => ({
  fileName: `candidate-${n}.txt`,
  data: `${TEXT_RESUME}\nProject ${n}: led a migration of service ${n}.`,
  type: 'text/plain',
});
const badFile: FilePart = { fileName: 'scan.pdf', data: 'this is not a PDF at all', type: 'application/pdf' };

async function register(t: TestApp, planType?: number) {
  const account = await registerAccount(t, { planType, remoteAddress: nextIp() });
  return { headers: account.headers, userId: account.id };
}

const createBatch = (
  t: TestApp,
  headers: Record<string, string>,
  files: FilePart[],
  extra: Record<string, unknown> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/resume/bulk',
    headers,
    remoteAddress: nextIp(),
    payload: { files: files.map((file) => ({ fileName: file.fileName })), industry: 'Tech', ...extra },
  });

async function sendFile(t: TestApp, headers: Record<string, string>, batchId: string, itemId: string, file: FilePart) {
  const body = await multipart(file);
  return t.app.inject({
    method: 'POST',
    url: `/api/resume/bulk/${batchId}/items/${itemId}`,
    headers: { ...body.headers, ...headers },
    payload: body.payload,
    remoteAddress: nextIp(),
  });
}

/** Creates the batch and sends every file, as the page does; answers the batch as created. */
async function bulkUpload(
  t: TestApp,
  headers: Record<string, string>,
  files: FilePart[],
  extra: Record<string, unknown> = {},
): Promise<BulkBatch> {
  const created = await createBatch(t, headers, files, extra);
  expect(created.statusCode).toBe(201);
  const batch = expectContract(BulkBatchSchema, created);
  for (const [index, file] of files.entries()) {
    const sent = await sendFile(t, headers, batch.id, batch.items[index]!.id, file);
    expect(sent.statusCode).toBe(202);
    expect(expectContract(BulkItemSchema, sent).status).toBe('queued');
  }
  return batch;
}

const list = async (t: TestApp, headers: Record<string, string>) =>
  expectContract(
    BulkBatchListSchema,
    await t.app.inject({ method: 'GET', url: '/api/resume/bulk', headers, remoteAddress: nextIp() }),
  );

const scanCount = async (t: TestApp, headers: Record<string, string>) =>
  expectContract(
    UsageStatusSchema,
    await t.app.inject({ method: 'GET', url: '/api/resume/usage-status', headers, remoteAddress: nextIp() }),
  ).scanCount;

describeDb('bulk resume upload', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  it('a batch with a bad file: every good file gets its score, findings and stored scan, the bad one its own message; each scanned file counts as a scan', async () => {
    const premium = await register(t, 2);
    const files = [
      textResume(1),
      { fileName: 'john_doe.pdf', data: corpusBytes('resumes/john_doe.pdf'), type: 'application/pdf' },
      badFile,
      textResume(2),
    ];
    const before = await scanCount(t, premium.headers);
    const batch = await bulkUpload(t, premium.headers, files, { jobDescription: JOB, jobTitle: 'Backend Engineer' });
    await t.app.bulkUploads.settle();

    const done = expectContract(
      BulkBatchSchema,
      await t.app.inject({
        method: 'GET',
        url: `/api/resume/bulk/${batch.id}`,
        headers: premium.headers,
        remoteAddress: nextIp(),
      }),
    );
    expect(done.finished).toBe(true);
    expect(done.targeted).toBe(true);
    expect(done.items.map((item) => item.status)).toEqual(['done', 'done', 'failed', 'done']);
    const bad = done.items[2]!;
    expect(bad.fileName).toBe('scan.pdf');
    expect(bad.error).toMatch(/^[A-Z].{20,}\.$/);
    expect(bad.score).toBeNull();
    for (const item of done.items.filter((row) => row.status === 'done')) {
      expect(item.score).toBeGreaterThan(0);
      expect(item.findings).toHaveLength(3);
      // Targeted at a job: the missing keywords come first.
      expect(item.findings[0]).toMatch(/^Missing keyword: /);
      // The row opens its full analysis: the stored scan.
      const detail = expectContract(
        ResumeDetailSchema,
        await t.app.inject({
          method: 'GET',
          url: `/api/resume/${item.resumeId}`,
          headers: premium.headers,
          remoteAddress: nextIp(),
        }),
      );
      expect(detail.aiAnalysis.score).toBe(item.score);
      expect(detail.jobDescription).toBe(JOB);
    }
    expect(await scanCount(t, premium.headers)).toBe(before + 3);
  });

  it('answers 403 with a clear message to a free account and to a plan without the flag, and stores nothing; the plan flag decides, not the plan', async () => {
    const free = await register(t);
    const basic = await register(t, 1);
    for (const account of [free, basic]) {
      const response = await createBatch(t, account.headers, [textResume(3)]);
      expect(response.statusCode).toBe(403);
      expect(expectContract(ErrorResponseSchema, response).message).toBe(BULK_MESSAGES.notOnPlan);
      expect(await list(t, account.headers)).toEqual({ allowed: false, batches: [] });
    }
    // Without a token: 401.
    expect((await createBatch(t, {}, [textResume(3)])).statusCode).toBe(401);

    // The Basic plan given the flag: its members may; Premium without it may not.
    await t.app.db.update(membershipPlans).set({ hasBulkUpload: true }).where(eq(membershipPlans.type, 1));
    await t.app.db.update(membershipPlans).set({ hasBulkUpload: false }).where(eq(membershipPlans.type, 2));
    try {
      expect((await list(t, basic.headers)).allowed).toBe(true);
      expect((await createBatch(t, basic.headers, [textResume(3)])).statusCode).toBe(201);
      const premium = await register(t, 2);
      expect((await createBatch(t, premium.headers, [textResume(3)])).statusCode).toBe(403);
    } finally {
      await t.app.db.update(membershipPlans).set({ hasBulkUpload: false }).where(eq(membershipPlans.type, 1));
      await t.app.db.update(membershipPlans).set({ hasBulkUpload: true }).where(eq(membershipPlans.type, 2));
    }
  });

  it('a file sent to a batch after the plan lost the flag is refused with the message before it is read', async () => {
    const member = await register(t, 2);
    const created = expectContract(BulkBatchSchema, await createBatch(t, member.headers, [textResume(4)]));
    await t.app.db.update(membershipPlans).set({ hasBulkUpload: false }).where(eq(membershipPlans.type, 2));
    try {
      const response = await sendFile(t, member.headers, created.id, created.items[0]!.id, textResume(4));
      expect(response.statusCode).toBe(403);
      expect(expectContract(ErrorResponseSchema, response).message).toBe(BULK_MESSAGES.notOnPlan);
    } finally {
      await t.app.db.update(membershipPlans).set({ hasBulkUpload: true }).where(eq(membershipPlans.type, 2));
    }
    expect((await list(t, member.headers)).batches[0]!.items[0]!.status).toBe('waiting');
  });

  it("limits: at most 20 files, at least one, one unfinished batch per account, a file once, only to one's own batch", async () => {
    const member = await register(t, 3);
    const tooMany = await createBatch(
      t,
      member.headers,
      Array.from({ length: 21 }, (_, n) => textResume(n)),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(expectContract(ErrorResponseSchema, tooMany).message).toContain(BULK_MESSAGES.tooManyFiles);
    const none = await createBatch(t, member.headers, []);
    expect(none.statusCode).toBe(400);
    expect(expectContract(ErrorResponseSchema, none).message).toContain(BULK_MESSAGES.noFiles);

    const first = expectContract(BulkBatchSchema, await createBatch(t, member.headers, [textResume(5), textResume(6)]));
    const second = await createBatch(t, member.headers, [textResume(7)]);
    expect(second.statusCode).toBe(429);
    expect(expectContract(ErrorResponseSchema, second).message).toBe(BULK_MESSAGES.batchInProgress);

    // Another member may not send to (or read) this batch.
    const other = await register(t, 2);
    expect((await sendFile(t, other.headers, first.id, first.items[0]!.id, textResume(5))).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/resume/bulk/${first.id}`,
          headers: other.headers,
          remoteAddress: nextIp(),
        })
      ).statusCode,
    ).toBe(404);

    expect((await sendFile(t, member.headers, first.id, first.items[0]!.id, textResume(5))).statusCode).toBe(202);
    const again = await sendFile(t, member.headers, first.id, first.items[0]!.id, textResume(5));
    expect(again.statusCode).toBe(409);
    expect(expectContract(ErrorResponseSchema, again).message).toBe(BULK_MESSAGES.alreadyReceived);
    expect((await sendFile(t, member.headers, first.id, first.items[1]!.id, textResume(6))).statusCode).toBe(202);
    await t.app.bulkUploads.settle();
    // Finished: the next batch may start.
    expect((await createBatch(t, member.headers, [textResume(8)])).statusCode).toBe(201);
  });

  it("a batch of 20 takes at most the account's share of the engine, and another person's upload is answered meanwhile", async () => {
    const member = await register(t, 2);
    const share = t.config.engine.bulkJobsPerAccount;
    expect(share).toBeLessThan(t.config.engine.jobsPerClient);
    const engine = t.app.engine;
    const original = engine.readAndScoreFile;
    let running = 0;
    let most = 0;
    engine.readAndScoreFile = async (...args: Parameters<typeof original>) => {
      const ctx = args[2] as EngineContext | undefined;
      const mine = ctx?.client === `user:${member.userId}`;
      if (mine) most = Math.max(most, (running += 1));
      try {
        return await original(...args);
      } finally {
        if (mine) running -= 1;
      }
    };
    try {
      const files = Array.from({ length: 20 }, (_, n) => textResume(100 + n));
      const batch = await bulkUpload(t, member.headers, files);
      // Someone else's single upload while the batch is scanned.
      const body = await multipart(textResume(999), { industry: 'Tech' });
      const single = await t.app.inject({
        method: 'POST',
        url: '/api/resume/upload?skipAi=true',
        headers: body.headers,
        payload: body.payload,
        remoteAddress: nextIp(),
      });
      expect(single.statusCode).toBe(200);
      await t.app.bulkUploads.settle();
      const done = (await list(t, member.headers)).batches.find((entry) => entry.id === batch.id)!;
      expect(done.items.filter((item) => item.status === 'done')).toHaveLength(20);
      expect(most).toBeGreaterThanOrEqual(1);
      expect(most).toBeLessThanOrEqual(share);
      expect(await scanCount(t, member.headers)).toBe(20);
    } finally {
      engine.readAndScoreFile = original;
    }
  });

  it('a file too large gets its own message on its row, and the other files go on', async () => {
    const member = await register(t, 2);
    const big: FilePart = {
      fileName: 'huge.txt',
      data: new Uint8Array(10 * 1024 * 1024 + 10).fill(97),
      type: 'text/plain',
    };
    const created = expectContract(BulkBatchSchema, await createBatch(t, member.headers, [big, textResume(9)]));
    const refused = await sendFile(t, member.headers, created.id, created.items[0]!.id, big);
    expect(refused.statusCode).toBe(413);
    expect(expectContract(ErrorResponseSchema, refused).message).toBe('File size must be less than 10MB');
    expect((await sendFile(t, member.headers, created.id, created.items[1]!.id, textResume(9))).statusCode).toBe(202);
    await t.app.bulkUploads.settle();
    const [latest] = (await list(t, member.headers)).batches;
    expect(latest!.items.map((item) => [item.status, item.error])).toEqual([
      ['failed', 'File size must be less than 10MB'],
      ['done', null],
    ]);
    expect(latest!.finished).toBe(true);
    // An unsupported type is refused by the engine with the single upload's message.
    const png = await bulkUpload(t, member.headers, [{ fileName: 'photo.png', data: pngBytes(), type: 'image/png' }]);
    await t.app.bulkUploads.settle();
    const row = (await list(t, member.headers)).batches.find((entry) => entry.id === png.id)!.items[0]!;
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/PDF, DOCX/);
  });
});

describeDb('bulk resume upload across a restart', () => {
  it('the files of a batch received before the server stopped are scanned after the next start and listed on return', async () => {
    const first = await startTestApp();
    const database = first.database;
    let second: TestApp | null = null;
    try {
      const member = await register(first, 2);
      // This instance's engine never answers before it stops: nothing is scanned here.
      first.app.engine.readAndScoreFile = (_file, _options, ctx) =>
        new Promise((_resolve, reject) =>
          ctx?.signal?.addEventListener('abort', () =>
            reject(Object.assign(new Error('stopped'), { name: 'AbortError' })),
          ),
        );
      const files = Array.from({ length: 4 }, (_, n) => textResume(300 + n));
      const batch = await bulkUpload(first, member.headers, files);
      expect(
        (await list(first, member.headers)).batches[0]!.items.every(
          (item) => item.status === 'queued' || item.status === 'scanning',
        ),
      ).toBe(true);
      // The server stops (the page has long been closed): what was not scanned stays queued.
      await first.close();
      second = await startTestApp({ database });
      await second.app.bulkUploads.settle();
      const listed = await list(second, member.headers);
      expect(listed.allowed).toBe(true);
      const found = listed.batches.find((entry) => entry.id === batch.id)!;
      expect(found.finished).toBe(true);
      expect(found.items.map((item) => item.status)).toEqual(Array(4).fill('done'));
      expect(await scanCount(second, member.headers)).toBe(4);
    } finally {
      await second?.close();
      await database.dispose();
    }
    // Two starts of the api (each starting its engine workers) and a fresh database.
  }, 90_000);
});
