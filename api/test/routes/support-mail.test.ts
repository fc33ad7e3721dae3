// Support messages delivered by mail (docs/decisions/032): to SUPPORT_INBOX through SMTP (a local
// catcher), reply-to the sender; priority (subject and headers) only for a plan whose
// has_priority_support flag is set, read from the plan, not its name. The member lists their own
// messages; the team's inbox without SMTP lists priority first.
import {
  ContactSupportResponseSchema,
  MySupportMessagesResponseSchema,
  SUPPORT_REPLY_EXPECTATION,
} from '@resumebeat/shared-contract';
import { eq } from 'drizzle-orm';
import { membershipPlans } from '../../src/db/schema';
import { formatInbox } from '../../src/lib/support-inbox';
import { registerAccount } from '../support/billing';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { describeDb, expectContract, startTestApp, type TestApp } from '../support/test-app';

describeDb('support messages by mail', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let ip = 0;
  const nextIp = () => `10.88.0.${++ip}`;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestApp({
      env: { SMTP_URL: smtp.url, SUPPORT_INBOX: 'team@support.test', SUPPORT_RATE_LIMIT_PER_10_MINUTES: '50' },
    });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
    await smtp.close();
  });

  const contact = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/support/contact', payload, headers, remoteAddress: nextIp() });

  it("mails a Premium member's message as priority, reply-to the member, and says one business day", async () => {
    const member = await registerAccount(t);
    await t.app.membershipsRepository.create({ userId: member.id, planType: 2 });
    const response = await contact(
      {
        name: 'Pat Premium',
        email: 'pat@example.com',
        subject: 'Export broken',
        message: 'The PDF export fails for me.',
      },
      member.headers,
    );
    expect(response.statusCode).toBe(201);
    const body = expectContract(ContactSupportResponseSchema, response);
    expect(body).toMatchObject({ priority: true, expectation: SUPPORT_REPLY_EXPECTATION.priority });

    const mail = await smtp.waitFor((m) => m.text.includes(body.id));
    expect(mail.to).toEqual(['team@support.test']);
    expect(mail.subject).toBe('[PRIORITY] Support: Export broken');
    expect(mail.headers['x-priority']).toMatch(/^1/);
    expect(mail.headers.importance).toMatch(/^high$/i);
    expect(mail.headers['reply-to']).toContain('pat@example.com');
    expect(mail.text).toContain('The PDF export fails for me.');

    const mine = expectContract(
      MySupportMessagesResponseSchema,
      await t.app.inject({ method: 'GET', url: '/api/support/messages', headers: member.headers }),
    );
    expect(mine.messages[0]).toMatchObject({ id: body.id, subject: 'Export broken', priority: true, state: 'sent' });
  });

  it("sends a free or anonymous sender's message without priority, and says three business days", async () => {
    const free = await registerAccount(t);
    const body = expectContract(
      ContactSupportResponseSchema,
      await contact({ email: 'free@example.com', subject: 'Question', message: 'How do scans renew?' }, free.headers),
    );
    expect(body).toMatchObject({ priority: false, expectation: SUPPORT_REPLY_EXPECTATION.standard });
    const mail = await smtp.waitFor((m) => m.text.includes(body.id));
    expect(mail.subject).toBe('Support: Question');
    expect(mail.headers['x-priority']).toBeUndefined();
    expect(mail.headers.importance).toBeUndefined();
    expect(mail.headers['reply-to']).toContain('free@example.com');
  });

  it("follows the plan's flag, not its name: a paid plan without the flag is not priority", async () => {
    const member = await registerAccount(t);
    await t.app.membershipsRepository.create({ userId: member.id, planType: 2 });
    await t.app.db.update(membershipPlans).set({ hasPrioritySupport: false }).where(eq(membershipPlans.type, 2));
    try {
      const body = expectContract(
        ContactSupportResponseSchema,
        await contact({ email: 'p2@example.com', message: 'Flag switched off here.' }, member.headers),
      );
      expect(body.priority).toBe(false);
      const mail = await smtp.waitFor((m) => m.text.includes(body.id));
      expect(mail.headers['x-priority']).toBeUndefined();
    } finally {
      await t.app.db.update(membershipPlans).set({ hasPrioritySupport: true }).where(eq(membershipPlans.type, 2));
    }
    // Basic (type 1) has no flag.
    const basic = await registerAccount(t);
    await t.app.membershipsRepository.create({ userId: basic.id, planType: 1 });
    expect(
      expectContract(
        ContactSupportResponseSchema,
        await contact({ email: 'b@example.com', message: 'Basic plan message.' }, basic.headers),
      ).priority,
    ).toBe(false);
  });

  it("lists only the signed-in member's own messages, and needs a sign-in", async () => {
    const one = await registerAccount(t);
    const other = await registerAccount(t);
    await contact({ email: 'one@example.com', subject: 'Mine', message: 'A message of my own.' }, one.headers);
    await contact(
      { email: 'other@example.com', subject: 'Theirs', message: 'Somebody else wrote this.' },
      other.headers,
    );
    const mine = expectContract(
      MySupportMessagesResponseSchema,
      await t.app.inject({ method: 'GET', url: '/api/support/messages', headers: one.headers }),
    );
    expect(mine.messages.map((m) => m.subject)).toEqual(['Mine']);
    expect((await t.app.inject({ method: 'GET', url: '/api/support/messages' })).statusCode).toBe(401);
  });
});

describeDb('support messages without SMTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { SUPPORT_RATE_LIMIT_PER_10_MINUTES: '50' } });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  it('keeps them in the database; the inbox lists priority first, then the longest waiting, with age', async () => {
    const member = await registerAccount(t);
    await t.app.membershipsRepository.create({ userId: member.id, planType: 3 });
    const send = (subject: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/support/contact',
        payload: { email: 'x@example.com', subject, message: 'Please look at this.' },
        headers,
        remoteAddress: '10.89.0.1',
      });
    const first = expectContract(ContactSupportResponseSchema, await send('Old standard'));
    await send('Priority one', member.headers);
    await send('New standard');

    const mine = expectContract(
      MySupportMessagesResponseSchema,
      await t.app.inject({ method: 'GET', url: '/api/support/messages', headers: member.headers }),
    );
    expect(mine.messages[0]).toMatchObject({ subject: 'Priority one', priority: true, state: 'received' });

    const rows = await t.app.support.inbox();
    expect(rows.map((row) => row.subject)).toEqual(['Priority one', 'Old standard', 'New standard']);
    const text = formatInbox(rows, Date.now() + 3 * 60 * 60 * 1000);
    const lines = text.split('\n').filter((line) => line.startsWith('['));
    expect(lines[0]).toMatch(/^\[PRIORITY\] 3 h ago {2}Priority one/);
    expect(lines[1]).toMatch(/^\[standard\] 3 h ago {2}Old standard .*\(stored, id /);
    expect(text).toContain(first.id);
  });
});
