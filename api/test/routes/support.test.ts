import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AuthResponseSchema,
  ContactSupportResponseSchema,
  ErrorResponseSchema,
  ValidationErrorResponseSchema,
} from '@resumebeat/shared-contract';
import { eq } from 'drizzle-orm';
import { supportMessages } from '../../src/db/schema';
import { bearer, describeDb, expectContract, newAccount, startTestApp, type TestApp } from '../support/test-app';

describeDb('POST /api/support/contact', () => {
  let t: TestApp;
  let webhook: Server;
  const received: unknown[] = [];

  beforeAll(async () => {
    // A local stand-in for the forwarding target (SUPPORT_WEBHOOK_URL).
    webhook = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(JSON.parse(body));
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    const { port } = webhook.address() as AddressInfo;
    t = await startTestApp({
      env: { SUPPORT_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`, SUPPORT_RATE_LIMIT_PER_10_MINUTES: '6' },
    });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
    await new Promise((resolve) => webhook.close(resolve));
  });

  const contact = (payload: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/support/contact', payload, headers, remoteAddress });

  it('stores the message trimmed, with the default subject, and forwards it to the webhook', async () => {
    const response = await contact({
      name: 'Ada',
      email: 'ada@example.com',
      subject: '',
      message: '   My upload keeps failing.   ',
    });
    expect(response.statusCode).toBe(201);
    const body = expectContract(ContactSupportResponseSchema, response);
    expect(body.message).toBe('Thanks! Your message has been sent. We will get back to you soon.');
    const [row] = await t.app.db.select().from(supportMessages).where(eq(supportMessages.id, body.id));
    expect(row).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Support Request',
      message: 'My upload keeps failing.',
      userId: null,
    });
    for (let i = 0; i < 50 && received.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toContainEqual(
      expect.objectContaining({ id: body.id, subject: 'Support Request', message: 'My upload keeps failing.' }),
    );
  });

  it('links the message to the signed-in sender', async () => {
    const { token } = expectContract(
      AuthResponseSchema,
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount() }),
    );
    const response = await contact(
      { name: 'Me', email: 'me@example.com', subject: 'Billing', message: 'Please help with billing.' },
      bearer(token),
      '10.1.0.1',
    );
    const { id } = expectContract(ContactSupportResponseSchema, response);
    const [row] = await t.app.db.select().from(supportMessages).where(eq(supportMessages.id, id));
    expect(row?.userId).toEqual(expect.any(String));
    expect(row?.subject).toBe('Billing');
  });

  it.each([
    ['a message under 10 characters once trimmed', { email: 'a@b.co', message: '   too short   ' }, /at least 10/],
    ['a message over 8000 characters', { email: 'a@b.co', message: 'x'.repeat(8001) }, /at most 8000/],
    ['an email without a dot', { email: 'a@b', message: 'long enough message' }, /Email/],
    ['a missing email', { message: 'long enough message' }, /email/],
  ])('answers 400 for %s', async (_name, body, message) => {
    const response = await contact(body, {}, '10.2.0.1');
    expect(response.statusCode).toBe(400);
    expect(expectContract(ValidationErrorResponseSchema, response).message).toMatch(message);
  });

  it('accepts exactly 8000 characters', async () => {
    const response = await contact({ email: 'a@b.co', message: 'y'.repeat(8000) }, {}, '10.3.0.1');
    expect(response.statusCode).toBe(201);
  });

  it('is rate-limited per IP (429 with a message)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push(
        (await contact({ email: 'a@b.co', message: 'a message for the limit' }, {}, '10.9.9.9')).statusCode,
      );
    expect(statuses.slice(0, 6)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(statuses[6]).toBe(429);
    const limited = await contact({ email: 'a@b.co', message: 'a message for the limit' }, {}, '10.9.9.9');
    expect(expectContract(ErrorResponseSchema, limited).message).toMatch(/^Too many requests\. Please try again in/);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
