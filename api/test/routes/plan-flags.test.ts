// A plan's flags (bulk upload, priority support, advanced analytics) count only while the
// membership itself counts: the same conditions as scans and the profile, the paid period's end
// included (planHasFlag over activeCondition; docs/decisions/028, 044).
import {
  BulkBatchListSchema,
  ContactSupportResponseSchema,
  ErrorResponseSchema,
  BULK_MESSAGES,
  ANALYTICS_MESSAGES,
} from '@resumebeat/shared-contract';
import { eq } from 'drizzle-orm';
import { memberships } from '../../src/db/schema';
import { PERIOD_GRACE_MS } from '../../src/plugins/app/memberships-repository';
import { registerAccount, type TestAccount } from '../support/billing';
import { describeDb, expectContract, startTestApp, type TestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

describeDb('plan flags follow the paid period', () => {
  let t: TestApp;
  let ip = 0;
  const nextIp = () => `10.91.0.${++ip}`;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  /** A Premium member (every flag) whose paid period ends at `periodEnd`. */
  async function premiumMember(periodEnd: Date): Promise<TestAccount> {
    const account = await registerAccount(t);
    await t.app.membershipsRepository.create({ userId: account.id, planType: 2 });
    await t.app.db.update(memberships).set({ currentPeriodEnd: periodEnd }).where(eq(memberships.userId, account.id));
    return account;
  }

  async function flagsOf(account: TestAccount) {
    const bulk = expectContract(
      BulkBatchListSchema,
      await t.app.inject({ method: 'GET', url: '/api/resume/bulk', headers: account.headers, remoteAddress: nextIp() }),
    );
    const analytics = await t.app.inject({
      method: 'GET',
      url: '/api/resume/analytics',
      headers: account.headers,
      remoteAddress: nextIp(),
    });
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/support/contact',
      headers: account.headers,
      remoteAddress: nextIp(),
      payload: { name: 'Pat Member', email: 'pat@example.com', subject: 'Export', message: 'The export fails for me.' },
    });
    expect(contact.statusCode).toBe(201);
    return {
      bulkUpload: bulk.allowed,
      analytics,
      priority: expectContract(ContactSupportResponseSchema, contact).priority,
    };
  }

  it('a member whose paid period ended has no bulk upload, no priority support and no advanced analytics', async () => {
    const lapsed = await premiumMember(new Date(Date.now() - PERIOD_GRACE_MS - DAY_MS));
    const flags = await flagsOf(lapsed);
    expect(flags.bulkUpload).toBe(false);
    expect(flags.priority).toBe(false);
    expect(flags.analytics.statusCode).toBe(403);
    expect(expectContract(ErrorResponseSchema, flags.analytics).message).toBe(ANALYTICS_MESSAGES.planRequired);

    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/resume/bulk',
      headers: lapsed.headers,
      remoteAddress: nextIp(),
      payload: { files: [{ fileName: 'resume.txt' }], industry: 'Tech' },
    });
    expect(batch.statusCode).toBe(403);
    expect(expectContract(ErrorResponseSchema, batch).message).toBe(BULK_MESSAGES.notOnPlan);
  });

  it('a member inside the paid period, or just past its end within the renewal grace, keeps all three', async () => {
    for (const periodEnd of [new Date(Date.now() + 20 * DAY_MS), new Date(Date.now() - PERIOD_GRACE_MS / 2)]) {
      const member = await premiumMember(periodEnd);
      const flags = await flagsOf(member);
      expect(flags.bulkUpload).toBe(true);
      expect(flags.priority).toBe(true);
      expect(flags.analytics.statusCode).toBe(200);
    }
  });
});
