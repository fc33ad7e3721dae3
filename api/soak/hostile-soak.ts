// pnpm test:hostile: the standing hostile soak. Starts the built product as production runs it
// (`node scripts/serve.mjs`, embedded database in a temporary DATA_DIR) on a loopback port, then
// for SOAK_SECONDS (60) sends every reproduction of the security reviews at once, each from its own
// loopback address at its route's own allowed rate, beside normal people (an upload, a sign-in,
// the usage status, a page) and a probe of GET /api/health. Prints, per reproduction, the requests
// sent and how they were answered; for the normal requests and health, p50, p99 and max latency.
// Exits 1 when /api/health's p99 is over 100 ms, any normal request failed, or the server exited.
//
// Loopback only, bounded in count and time: every loop ends at the deadline, the server is stopped
// at the end. Needs the build (`pnpm build`); npm test runs this after its browser tests.
//   pnpm test:hostile                          (from the repository root)
//   SOAK_SECONDS=20 SOAK_PORT=8095 pnpm test:hostile
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  makeDocxWithHugeBody,
  makeDocxWithLongHeader,
  makeFlateBombPdf,
  makeManyOperatorsPdf,
} from '../../ats-engine/test/support/hostile';
import { makePdf } from '../../ats-engine/test/support/fixtures';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.SOAK_PORT ?? 8094);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const HEALTH_P99_BUDGET_MS = 100;
const HARD_LIMIT_MS = (SECONDS + 120) * 1000;
/** Normal people and the health probe come from these addresses; each reproduction from its own. */
const NORMAL_ADDRESS = '127.0.0.2';
const HEALTH_ADDRESS = '127.0.0.3';
let nextAttackAddress = 10;
/** Requests still unanswered this long after the soak's last second are counted as 'timeout'. */
const GRACE_MS = 20_000;
let endBy = Number.POSITIVE_INFINITY;
const untilEnd = (ms: number) => Math.max(1000, Math.min(ms, endBy - Date.now()));

// ---------- the server ----------

for (const built of ['api/dist/server.mjs', 'shell/dist/index.html', 'mf-scanner/dist/mf-manifest.json']) {
  if (!existsSync(path.join(ROOT, built))) {
    console.error(`test:hostile: ${built} is missing; run \`pnpm build\` first (npm test and npm start build it).`);
    process.exit(2);
  }
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'resumebeat-hostile-'));
const BASE = `http://127.0.0.1:${PORT}`;
const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    PUBLIC_ORIGIN: BASE,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'error',
    AI_PROVIDER: 'local',
    // The normal member pays with the built-in test provider's card, which production refuses
    // unless it is allowed by name.
    PAYMENT_PROVIDER: 'local',
    ALLOW_TEST_PAYMENTS: 'true',
    TRUST_PROXY: '',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
// The server's log goes to a file (hostile requests are logged by design); its tail is printed
// when the soak fails.
const serverLogPath = path.join(dataDir, 'server.log');
const serverLog = createWriteStream(serverLogPath);
server.stdout!.pipe(serverLog);
server.stderr!.pipe(serverLog);
// Whatever ends this script, the server ends with it.
process.on('exit', () => server.kill('SIGKILL'));
let serverExit: string | null = null;
server.on('exit', (code, signal) => {
  serverExit = `exited with ${code ?? signal}`;
});
const hardStop = setTimeout(() => {
  console.error('test:hostile: hard time limit reached');
  server.kill('SIGKILL');
  process.exit(1);
}, HARD_LIMIT_MS);
hardStop.unref();
// A hostile client is often cut off by the server mid-write (a body past its limit, a trickle
// past its time): that is the server defending itself, already counted as the request's answer.
process.on('uncaughtException', (error: NodeJS.ErrnoException) => {
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
  throw error;
});

// ---------- HTTP from a chosen loopback address ----------

interface Answer {
  status: number | string;
  ms: number;
  body: string;
}

const agents = new Map<string, http.Agent>();
function agentFor(address: string): http.Agent {
  let agent = agents.get(address);
  if (!agent) agents.set(address, (agent = new http.Agent({ keepAlive: true, localAddress: address, maxSockets: 64 })));
  return agent;
}

interface Call {
  method?: string;
  path: string;
  from: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  json?: unknown;
  token?: string;
  /** Abort after this many ms (a client that leaves). */
  abortAfterMs?: number;
  timeoutMs?: number;
}

function call({
  method = 'GET',
  path: target,
  from,
  headers = {},
  body,
  json,
  token,
  abortAfterMs,
  timeoutMs = 60_000,
}: Call): Promise<Answer> {
  const started = performance.now();
  const payload =
    json !== undefined ? Buffer.from(JSON.stringify(json)) : typeof body === 'string' ? Buffer.from(body) : body;
  const allHeaders: Record<string, string> = { ...headers };
  if (json !== undefined) allHeaders['content-type'] = 'application/json';
  if (token) allHeaders.authorization = `Bearer ${token}`;
  if (payload) allHeaders['content-length'] = String(payload.length);
  return new Promise((resolve) => {
    const request = http.request(
      `${BASE}${target}`,
      { method, headers: allHeaders, agent: agentFor(from) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', () => resolve({ status: 'reset', ms: performance.now() - started, body: '' }));
      },
    );
    // The whole exchange is bounded (a socket timeout would only bound silences).
    setTimeout(() => request.destroy(new Error('timeout')), untilEnd(timeoutMs)).unref();
    request.on('error', (error: NodeJS.ErrnoException) => {
      const aborted = abortAfterMs !== undefined && error.message === 'left';
      resolve({
        status: aborted ? 'left' : error.message === 'timeout' ? 'timeout' : (error.code ?? 'error'),
        ms: performance.now() - started,
        body: '',
      });
    });
    if (abortAfterMs !== undefined) setTimeout(() => request.destroy(new Error('left')), abortAfterMs).unref();
    request.end(payload);
  });
}

/** A raw request over a socket: absolute-form targets, trickled bodies, streams never read. */
function rawRequest(
  from: string,
  head: string,
  options: { body?: Buffer; bytesPerSecond?: number; neverRead?: boolean; holdMs: number },
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: PORT, localAddress: from });
    let answer = '';
    let settled = false;
    const finish = (status: number | string) => {
      if (settled) return;
      settled = true;
      clearTimeout(hold);
      clearInterval(trickle);
      socket.destroy();
      resolve({ status, ms: performance.now() - started, body: answer });
    };
    const statusOf = () => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0) || 'no answer';
    const hold = setTimeout(() => finish(answer ? statusOf() : 'held'), untilEnd(options.holdMs));
    let trickle: NodeJS.Timeout | undefined;
    if (options.neverRead) socket.pause();
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.on('close', () => finish(answer ? statusOf() : 'closed'));
    socket.on('error', () => finish(answer ? statusOf() : 'reset'));
    socket.on('connect', () => {
      socket.write(head);
      const body = options.body ?? Buffer.alloc(0);
      if (!options.bytesPerSecond) {
        socket.write(body);
        if (options.neverRead) setTimeout(() => finish('held'), options.holdMs);
        return;
      }
      let sent = 0;
      const step = Math.max(1, Math.round(options.bytesPerSecond / 10));
      trickle = setInterval(() => {
        if (sent >= body.length) return;
        socket.write(body.subarray(sent, sent + step));
        sent += step;
      }, 100);
    });
  });
}

async function multipart(
  file: { fileName: string; data: Uint8Array | string; type?: string } | null,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  if (file)
    form.append(
      'file',
      new Blob([typeof file.data === 'string' ? Buffer.from(file.data) : Buffer.from(file.data)], {
        type: file.type ?? '',
      }),
      file.fileName,
    );
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

// ---------- the tally ----------

interface Tally {
  name: string;
  route: string;
  sent: number;
  answers: Map<string, number>;
}
const tallies: Tally[] = [];
function tally(name: string, route: string): Tally {
  const entry = { name, route, sent: 0, answers: new Map<string, number>() };
  tallies.push(entry);
  return entry;
}
function count(entry: Tally, answer: Answer) {
  entry.sent += 1;
  const key = String(answer.status);
  entry.answers.set(key, (entry.answers.get(key) ?? 0) + 1);
}

const normal = new Map<string, { latencies: number[]; failures: string[] }>();
function recordNormal(name: string, answer: Answer, ok: (answer: Answer) => boolean) {
  const entry = normal.get(name) ?? normal.set(name, { latencies: [], failures: [] }).get(name)!;
  entry.latencies.push(answer.ms);
  if (!ok(answer)) entry.failures.push(`${answer.status} ${answer.body.slice(0, 160)}`);
}

// ---------- setup: accounts, a paying member, the hostile files ----------

async function waitReady() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (serverExit) throw new Error(`the server ${serverExit} while starting`);
    const answer = await call({ path: '/api/health/ready', from: HEALTH_ADDRESS, timeoutMs: 2000 });
    if (answer.status === 200) return;
    await sleep(250);
  }
  throw new Error('the server did not become ready in 60 s');
}

const password = 'Soak-Passw0rd!';
async function register(from: string, name: string): Promise<string> {
  const answer = await call({
    method: 'POST',
    path: '/api/auth/register',
    from,
    json: { username: name, email: `${name}@example.com`, password },
  });
  if (answer.status !== 200 && answer.status !== 201)
    throw new Error(`register ${name}: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { token: string }).token;
}

async function becomeMember(from: string, token: string, planType: number): Promise<void> {
  const plans = JSON.parse((await call({ path: '/api/payment/membership-plans', from })).body) as Array<{
    id: number;
    type: number;
    stripePriceId?: string | null;
  }>;
  const plan = plans.find((candidate) => candidate.type === planType);
  if (!plan) throw new Error(`no plan of type ${planType}`);
  const intent = await call({
    method: 'POST',
    path: '/api/payment/create-payment-intent',
    from,
    token,
    json: { planId: plan.id },
  });
  if (intent.status !== 200) throw new Error(`create-payment-intent: ${intent.status} ${intent.body}`);
  const { clientSecret, paymentIntentId } = JSON.parse(intent.body) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  const card = {
    number: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 3,
    cvc: '123',
    postalCode: '12345',
  };
  const charged = await call({
    method: 'POST',
    path: `/api/payment/local/payment-intents/${paymentIntentId}/confirm`,
    from,
    json: { clientSecret, card },
  });
  if (charged.status !== 200) throw new Error(`local confirm: ${charged.status} ${charged.body}`);
  const confirmed = await call({
    method: 'POST',
    path: '/api/payment/confirm-payment',
    from,
    token,
    json: { planId: plan.id, paymentIntentId },
  });
  if (confirmed.status !== 200) throw new Error(`confirm-payment: ${confirmed.status} ${confirmed.body}`);
}

function textResume(n: number): string {
  return [
    `Casey Normal${n}`,
    `casey.normal${n}@example.com | +1 204 555 01${String(n % 100).padStart(2, '0')} | Winnipeg, MB`,
    '',
    'EXPERIENCE',
    `Registered Nurse | St. Boniface Hospital | Winnipeg | Jan 20${10 + (n % 10)} – Present`,
    `• Cared for ${20 + (n % 30)} patients a shift on a cardiac ward`,
    '• Cut medication errors by 30% with a double-check routine',
    '',
    'EDUCATION',
    'Bachelor of Nursing | University of Manitoba | 2008 – 2012',
    '',
    'SKILLS',
    'Patient care, Triage, Epic, Medication administration, BLS, ACLS',
  ].join('\n');
}

// ---------- the run ----------

/** Runs `send` `perMinute` times a minute, evenly, until the deadline; counts each answer. */
async function atRate(deadline: number, perMinute: number, send: (i: number) => Promise<void>) {
  const gap = 60_000 / perMinute;
  const inFlight: Array<Promise<void>> = [];
  for (let i = 0; Date.now() < deadline; i += 1) {
    inFlight.push(send(i).catch(() => undefined));
    await sleep(gap);
  }
  await Promise.all(inFlight);
}

async function main() {
  await waitReady();
  console.log(`test:hostile: the built product is up at ${BASE}; preparing accounts and hostile files ...`);
  const memberToken = await register(NORMAL_ADDRESS, 'soakmember');
  await becomeMember(NORMAL_ADDRESS, memberToken, 2);
  await register(NORMAL_ADDRESS, 'soaksignin');
  const attacker = `127.0.0.${nextAttackAddress++}`;
  const attackerToken = await register(attacker, 'soakattacker');
  const premiumAttacker = `127.0.0.${nextAttackAddress++}`;
  const premiumAttackerToken = await register(premiumAttacker, 'soakpremiumattacker');
  await becomeMember(premiumAttacker, premiumAttackerToken, 2);
  await register(attacker, 'soakvictim');
  const loggedOutToken = await register(attacker, 'soaklogout');

  const files = {
    longHeaderDocx: await multipart({ fileName: 'job.docx', data: makeDocxWithLongHeader() }),
    hugeBodyDocx: await multipart({ fileName: 'cv.docx', data: makeDocxWithHugeBody(60) }),
    nearGuardDocx: await multipart({ fileName: 'cv.docx', data: makeDocxWithHugeBody(7.9) }),
    slowPdf: await multipart({ fileName: 'cv.pdf', data: makeManyOperatorsPdf() }, { industry: 'technology' }),
    bombPdf: await multipart({ fileName: 'cv.pdf', data: await makeFlateBombPdf(10) }, { industry: 'technology' }),
    bigText: await multipart(
      { fileName: 'cv.txt', data: `${textResume(0)}\n${'Experienced nurse. '.repeat(520_000)}` },
      { industry: 'healthcare' },
    ),
    nulName: await multipart({ fileName: 'cv\u0000.txt', data: textResume(1) }),
    smallPdf: await multipart(
      { fileName: 'cv.pdf', data: makePdf(textResume(2).split('\n')) },
      { industry: 'healthcare' },
    ),
  };
  const upload = (file: { body: Buffer; contentType: string }) => ({
    body: file.body,
    headers: { 'content-type': file.contentType },
  });

  // A scan ticket for the ticket-sharing reproduction (review H5's residual).
  const ticketUpload = await call({
    method: 'POST',
    path: '/api/resume/upload?skipAi=true',
    from: attacker,
    token: attackerToken,
    ...upload(files.smallPdf),
  });
  const scanTicket = (JSON.parse(ticketUpload.body) as { scanTicket?: string }).scanTicket ?? 'none';
  const chunk = /src="\/([^"]+\.js)"/.exec((await call({ path: '/login', from: attacker })).body)?.[1];

  const deadline = Date.now() + SECONDS * 1000;
  endBy = deadline + GRACE_MS;
  const address = () => `127.0.0.${nextAttackAddress++}`;
  const runs: Array<Promise<void>> = [];
  const repro = (
    name: string,
    route: string,
    perMinute: number,
    send: (entry: Tally, from: string, i: number) => Promise<Answer>,
  ) => {
    const entry = tally(name, route);
    const from = address();
    runs.push(atRate(deadline, perMinute, async (i) => count(entry, await send(entry, from, i))));
  };
  const post =
    (target: string, extra: Partial<Call> = {}) =>
    (_e: Tally, from: string) =>
      call({ method: 'POST', path: target, from, ...extra });

  // The 2026-11-23 review.
  repro(
    'C1 rescore of 200,000 letters',
    'POST /api/resume/rescore',
    60,
    post('/api/resume/rescore', { json: { content: 'a'.repeat(200_000) } }),
  );
  repro(
    'C1 DOCX header of a million letters',
    'POST /api/resume/extract-text',
    60,
    post('/api/resume/extract-text', upload(files.longHeaderDocx)),
  );
  repro('H1 login by an absolute-form target', 'POST /api/auth/login', 30, (_e, from) =>
    rawRequest(
      from,
      `POST http://x/api/auth/login HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 43\r\nconnection: close\r\n\r\n`,
      {
        body: Buffer.from('{"usernameOrEmail":"soakvictim","password":"b"}'.slice(0, 43)),
        holdMs: 10_000,
      },
    ),
  );
  repro(
    'H2 DOCX of 60 MB of paragraphs',
    'POST /api/resume/extract-text',
    60,
    post('/api/resume/extract-text', upload(files.hugeBodyDocx)),
  );
  repro(
    'H3 slow PDFs to extract-text',
    'POST /api/resume/extract-text',
    60,
    post('/api/resume/extract-text', upload(files.slowPdf)),
  );
  repro("H4 registering a victim's email", 'POST /api/auth/register', 20, (_e, from, i) =>
    call({
      method: 'POST',
      path: '/api/auth/register',
      from,
      json: { username: `squat${i}`, email: 'soakvictim@example.com', password },
    }),
  );
  repro(
    'H5 analysis without a scan ticket',
    'POST /api/resume/stream-analysis',
    60,
    post('/api/resume/stream-analysis', { json: { content: textResume(3) } }),
  );
  repro('M1 a logged-out token', 'GET /api/auth/me', 60, async (_e, from, i) => {
    if (i === 0) await call({ method: 'POST', path: '/api/auth/logout', from, token: loggedOutToken });
    return call({ path: '/api/auth/me', from, token: loggedOutToken });
  });
  repro('M2 forged X-Forwarded-For', 'POST /api/resume/upload', 60, (_e, from, i) =>
    call({
      method: 'POST',
      path: '/api/resume/upload?skipAi=true',
      from,
      body: files.smallPdf.body,
      headers: { 'content-type': files.smallPdf.contentType, 'x-forwarded-for': `10.0.0.${i % 250}` },
    }),
  );
  repro('M3 mass registration', 'POST /api/auth/register', 20, (_e, from, i) =>
    call({
      method: 'POST',
      path: '/api/auth/register',
      from,
      json: { username: `mass${from.replaceAll('.', '')}x${i}`, email: `mass${i}.${from}@example.com`, password },
    }),
  );
  repro('M4/M8 10 MB text uploads', 'POST /api/resume/upload', 60, post('/api/resume/upload', upload(files.bigText)));
  repro('M7 headers that never end', '(any)', 60, (_e, from) =>
    rawRequest(from, 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ', { holdMs: 15_000 }),
  );
  repro('M7 a body at 1 byte a second', 'POST /api/support/contact', 20, (_e, from) =>
    rawRequest(
      from,
      'POST /api/support/contact HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 400\r\n\r\n',
      {
        body: Buffer.alloc(400, 0x20),
        bytesPerSecond: 1,
        holdMs: 20_000,
      },
    ),
  );
  repro(
    'M9 a 10 MB FlateDecode bomb',
    'POST /api/resume/upload',
    60,
    post('/api/resume/upload', upload(files.bombPdf)),
  );
  repro('M10 listing resumes in a loop', 'GET /api/resume/my-resumes', 600, (_e, from) =>
    call({ path: '/api/resume/my-resumes', from, token: attackerToken }),
  );
  repro(
    'M11 bad passwords for one account',
    'POST /api/auth/login',
    30,
    post('/api/auth/login', { json: { usernameOrEmail: 'soakvictim', password: 'wrong-Passw0rd' } }),
  );
  repro(
    'L3 registering an existing email',
    'POST /api/auth/register',
    20,
    post('/api/auth/register', { json: { username: 'soakmember2', email: 'soakmember@example.com', password } }),
  );
  repro(
    'L4 a NUL in a file name',
    'POST /api/resume/upload',
    60,
    post('/api/resume/upload?skipAi=true', upload(files.nulName)),
  );
  repro(
    'L4 a NUL in a support message',
    'POST /api/support/contact',
    5,
    post('/api/support/contact', {
      json: { name: 'Soak', email: 'soak@example.com', subject: 'x', message: 'Hello support, a\u0000b here.' },
    }),
  );
  repro('L5 API docs and source maps', 'GET /api/docs, /*.map', 600, (_e, from, i) =>
    call({ path: i % 2 ? '/api/docs' : `/${chunk ?? 'main.js'}.map`, from }),
  );
  repro(
    'L6 OAuth with a forged Host',
    'POST /api/auth/github',
    30,
    post('/api/auth/github', { headers: { host: 'evil.example' }, json: { code: 'stolen-code' } }),
  );
  repro('L7 a stream never read', 'POST /api/resume/stream-optimize', 60, (_e, from) => {
    const body = Buffer.from(JSON.stringify({ content: textResume(4), scanTicket }));
    return rawRequest(
      from,
      `POST /api/resume/stream-optimize HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`,
      { body, neverRead: true, holdMs: 20_000 },
    );
  });

  // The 2026-11-26 review.
  repro(
    'C2 Word export of 99,999 lines',
    'POST /api/resume/export-docx',
    60,
    post('/api/resume/export-docx', { json: { content: 'a\n'.repeat(99_999) } }),
  );
  const webhookBody = Buffer.alloc(1_000_000, 0x78);
  repro(
    'H8 1 MB webhook bodies',
    'POST /api/payment/webhook',
    600,
    post('/api/payment/webhook', {
      body: webhookBody,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=0' },
    }),
  );
  repro('H5 one ticket, other texts, other addresses', 'POST /api/resume/stream-optimize', 60, (_e, from, i) =>
    call({
      method: 'POST',
      path: '/api/resume/stream-optimize',
      from,
      json: { content: textResume(100 + i), scanTicket },
    }),
  );
  repro('M12 uploads that leave during the AI step', 'POST /api/resume/upload', 60, (_e, from, i) =>
    call({
      method: 'POST',
      path: '/api/resume/upload',
      from,
      ...upload(files.smallPdf),
      abortAfterMs: 5 + (i % 20) * 5,
    }),
  );
  repro('M13 cover letters in a loop (Premium)', 'POST /api/cover-letter/generate', 10, (_e, from) =>
    call({
      method: 'POST',
      path: '/api/cover-letter/generate',
      from,
      token: premiumAttackerToken,
      json: {
        resumeContent: textResume(5),
        jobTitle: 'Nurse',
        companyName: 'Clinic',
        jobDescription: 'Cardiac nurse, Epic, BLS.',
        tone: 'professional',
        focus: 'achievements',
      },
    }),
  );
  repro('M14 uploads trickled at 100 B/s', 'POST /api/resume/upload', 16, async (_e, from) => {
    const big = files.bigText.body.subarray(0, 200_000);
    return rawRequest(
      from,
      `POST /api/resume/upload HTTP/1.1\r\nHost: x\r\ncontent-type: ${files.bigText.contentType}\r\ncontent-length: ${files.bigText.body.length}\r\n\r\n`,
      {
        body: big,
        bytesPerSecond: 100,
        holdMs: 30_000,
      },
    );
  });
  repro(
    'M16 payment intents in a loop',
    'POST /api/payment/create-payment-intent',
    600,
    post('/api/payment/create-payment-intent', { token: attackerToken, json: { planId: 3 } }),
  );
  repro('L10 unknown /api paths', 'GET /api/<random>', 600, (_e, from, i) =>
    call({ path: `/api/x${i}${randomBytes(3).toString('hex')}`, from }),
  );
  repro(
    'L12 a leaked OAuth code',
    'POST /api/auth/github',
    30,
    post('/api/auth/github', { json: { code: 'leaked-code', state: 'x' } }),
  );
  repro(
    'L13 a DOCX just under the 8 MB guard',
    'POST /api/resume/extract-text',
    60,
    post('/api/resume/extract-text', upload(files.nearGuardDocx)),
  );
  repro('L15 health and readiness in a loop', 'GET /api/health/ready', 3000, (_e, from, i) =>
    call({ path: i % 2 ? '/api/health/ready' : '/api/health/live', from }),
  );

  // Normal people, beside it all: each waits for its answer, then goes on.
  let uploads = 0;
  const person = async (name: string, gapMs: number, step: (i: number) => Promise<void>) => {
    for (let i = 0; Date.now() < deadline; i += 1) {
      await step(i);
      await sleep(gapMs);
    }
  };
  runs.push(
    person('upload (Premium member, new text each time)', 1500, async () => {
      uploads += 1;
      const file = await multipart(
        { fileName: 'cv.txt', data: textResume(1000 + uploads) },
        { industry: 'healthcare' },
      );
      const answer = await call({
        method: 'POST',
        path: '/api/resume/upload',
        from: NORMAL_ADDRESS,
        token: memberToken,
        body: file.body,
        headers: { 'content-type': file.contentType },
      });
      recordNormal('upload (Premium member)', answer, (a) => a.status === 200 && a.body.includes('"score"'));
    }),
    person('sign-in', 3000, async () => {
      const answer = await call({
        method: 'POST',
        path: '/api/auth/login',
        from: NORMAL_ADDRESS,
        json: { usernameOrEmail: 'soaksignin', password },
      });
      recordNormal('sign-in', answer, (a) => a.status === 200 && a.body.includes('"token"'));
    }),
    person('usage status', 1000, async () => {
      const answer = await call({ path: '/api/resume/usage-status', from: NORMAL_ADDRESS, token: memberToken });
      recordNormal('usage status', answer, (a) => a.status === 200 && a.body.includes('remainingScans'));
    }),
    person('a page', 1000, async () => {
      const answer = await call({ path: '/upload', from: NORMAL_ADDRESS });
      recordNormal('page /upload', answer, (a) => a.status === 200 && a.body.includes('<html'));
    }),
    // Every 250 ms: 240 a minute, within the health endpoints' 300 a minute per address.
    person('health', 250, async () => {
      const answer = await call({ path: '/api/health', from: HEALTH_ADDRESS });
      recordNormal('GET /api/health', answer, (a) => a.status === 200);
    }),
  );
  console.log(
    `test:hostile: ${tallies.length} reproductions from ${tallies.length} addresses and 5 normal clients, for ${SECONDS} s ...`,
  );
  await Promise.all(runs);
}

function percentile(sorted: number[], p: number) {
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))]!;
}

let failed = false;
try {
  await main();
} catch (error) {
  console.error(`test:hostile: ${(error as Error).message}`);
  failed = true;
}
const exitBefore = serverExit;

console.log(`\n${'reproduction'.padEnd(46)}${'route'.padEnd(40)}${'sent'.padStart(6)}  answers`);
for (const entry of tallies) {
  const answers = [...entry.answers.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  console.log(`${entry.name.padEnd(46)}${entry.route.padEnd(40)}${String(entry.sent).padStart(6)}  ${answers}`);
}
console.log(
  `\n${'normal request'.padEnd(30)}${'n'.padStart(6)}${'failed'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}`,
);
for (const [name, { latencies, failures }] of normal) {
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(30)}${String(sorted.length).padStart(6)}${String(failures.length).padStart(8)}${percentile(sorted, 0.5).toFixed(1).padStart(9)}${percentile(sorted, 0.99).toFixed(1).padStart(9)}${(sorted.at(-1) ?? NaN).toFixed(1).padStart(9)}`,
  );
  for (const failure of failures.slice(0, 5)) console.log(`    failed: ${failure}`);
  if (failures.length > 0) failed = true;
}
const health = [...(normal.get('GET /api/health')?.latencies ?? [])].sort((a, b) => a - b);
const healthP99 = percentile(health, 0.99);
if (!(healthP99 <= HEALTH_P99_BUDGET_MS)) {
  console.log(`\nGET /api/health p99 ${healthP99.toFixed(1)} ms is over the ${HEALTH_P99_BUDGET_MS} ms budget.`);
  failed = true;
}
if (exitBefore) {
  console.log(`\nThe server ${exitBefore} during the soak.`);
  failed = true;
}
if (failed) {
  const log = readFileSync(serverLogPath, 'utf8')
    .trim()
    .split('\n')
    .filter((line) => !line.includes('"statusCode":4'));
  console.log(
    `\nThe server's log, last lines:\n${log
      .slice(-15)
      .map((line) => line.slice(0, 400))
      .join('\n')}`,
  );
}
server.kill('SIGTERM');
await Promise.race([new Promise((resolve) => server.once('exit', resolve)), sleep(15_000)]);
if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
for (const agent of agents.values()) agent.destroy();
rmSync(dataDir, { recursive: true, force: true });
console.log(
  failed
    ? '\ntest:hostile: FAILED'
    : `\ntest:hostile: passed (health p99 ${healthP99.toFixed(1)} ms, ${[...normal.values()].reduce((n, e) => n + e.latencies.length, 0)} normal requests, none failed)`,
);
process.exit(failed ? 1 : 0);
