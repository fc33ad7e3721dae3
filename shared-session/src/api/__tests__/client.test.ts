import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGuestSession, logout, storeUser } from '../../index';
import { ApiError, authApi, configureApi, paymentApi, profileApi, resumeApi } from '../../api';
import { SseParser } from '../sse';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let handler: Handler;
const requests: Array<{ method?: string; url?: string; authorization?: string; body: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  requests.length = 0;
  window.localStorage.clear();
  logout();
});

const json = (status: number, value: unknown): Handler => (_req, res) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(value));
};

describe('the API client', () => {
  it('sends the account token as a bearer, and no token for a guest or a visitor', async () => {
    handler = json(200, { remainingScans: 2, scanCount: 1, hasActiveMembership: false, membershipType: 0 });
    await paymentApi.usageStatus();
    createGuestSession();
    await paymentApi.usageStatus();
    storeUser({ token: 'jwt-123', username: 'casey', email: 'c@example.com' });
    const usage = await paymentApi.usageStatus();
    expect(usage.remainingScans).toBe(2);
    expect(requests.map((r) => r.authorization)).toEqual([undefined, undefined, 'Bearer jwt-123']);
    expect(requests[0]?.url).toBe('/api/resume/usage-status');
  });

  it("refuses calls that need an account with 'User not authenticated', before any request", async () => {
    createGuestSession();
    await expect(profileApi.get()).rejects.toThrow('User not authenticated');
    await expect(paymentApi.createPaymentIntent(2)).rejects.toThrow('User not authenticated');
    expect(requests).toHaveLength(0);
  });

  it('reads the server message from JSON, then plain text, then falls back to HTTP status', async () => {
    handler = json(409, { message: 'That email address is already registered' });
    const conflict = await authApi.register({ username: 'a', email: 'a@b.c', password: 'x' }).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(ApiError);
    expect(conflict).toMatchObject({ status: 409, serverMessage: 'That email address is already registered' });

    handler = (_req, res) => {
      res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end('LinkedIn refused the code');
    };
    await expect(authApi.linkedin({ code: 'c' })).rejects.toMatchObject({ status: 502, message: 'LinkedIn refused the code' });

    handler = json(400, { error: 'invalid_grant' });
    await expect(authApi.linkedin({ code: 'c' })).rejects.toMatchObject({ message: 'invalid_grant' });

    handler = (_req, res) => {
      res.writeHead(500);
      res.end();
    };
    await expect(authApi.login({ usernameOrEmail: 'a', password: 'b' })).rejects.toMatchObject({ status: 500, message: 'HTTP 500' });
  });

  it('keeps the scan-limit body (needsPayment) on the error', async () => {
    handler = json(429, { message: 'You have used your 3 free scans', needsPayment: false });
    const error = await resumeApi
      .upload({ file: new Blob(['resume text'], { type: 'text/plain' }), fileName: 'cv.txt', industry: 'General' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, body: { needsPayment: false } });
    expect(requests[0]?.url).toBe('/api/resume/upload?skipAi=true');
    expect(requests[0]?.body).toContain('name="industry"');
  });

  it("rejects a plans answer that is not a list with 'Invalid response from server'", async () => {
    handler = json(200, { plans: [] });
    await expect(paymentApi.membershipPlans()).rejects.toThrow('Invalid response from server');
  });

  it('streams server-sent events without an authorization header', async () => {
    storeUser({ token: 'jwt-123', username: 'casey', email: 'c@example.com' });
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write('event: delta\ndata: Strong ');
      setTimeout(() => {
        res.write('start\n\nevent: delta\r\ndata: finish\r\n\r\nevent: final\ndata: {"score":84}\n\n');
        res.end();
      }, 20);
    };
    const events = [];
    for await (const event of resumeApi.streamAnalysis({ content: 'resume', jobDescription: 'jd' })) events.push(event);
    expect(events).toEqual([
      { event: 'delta', data: 'Strong start' },
      { event: 'delta', data: 'finish' },
      { event: 'final', data: '{"score":84}' },
    ]);
    expect(requests[0]?.authorization).toBeUndefined();
    expect(JSON.parse(requests[0]?.body ?? '{}')).toEqual({ content: 'resume', jobDescription: 'jd' });
  });
});

describe('SseParser', () => {
  it('splits blocks at blank lines wherever the chunks break, including inside CRLF', () => {
    const parser = new SseParser();
    const text = 'event: delta\r\ndata: a\r\n\r\n: comment\n\nevent: delta\ndata: line1\ndata: line2\n\nevent: final\ndata: {}\n\n';
    const events = [];
    for (const chunk of text.match(/.{1,3}/gs) ?? []) events.push(...parser.push(chunk));
    events.push(...parser.flush());
    expect(events).toEqual([
      { event: 'delta', data: 'a' },
      { event: 'delta', data: 'line1\nline2' },
      { event: 'final', data: '{}' },
    ]);
  });

  it('delivers a last block that ends without a blank line', () => {
    const parser = new SseParser();
    expect(parser.push('data: tail')).toEqual([]);
    expect(parser.flush()).toEqual([{ event: 'message', data: 'tail' }]);
  });
});
