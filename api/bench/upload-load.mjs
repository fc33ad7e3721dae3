// Load benchmark of the resume upload (issue 5). Loopback only, bounded in count and time:
// 1. starts the real server (src/server.ts) on 127.0.0.1:8093 with a temporary DATA_DIR (PGlite)
//    and the scan and rate limits lifted;
// 2. POST /api/resume/upload?skipAi=true (what the browser sends) with a corpus PDF
//    (../shared/corpus/resumes/john_doe.pdf) at 50 connections for 10 s, then a bare
//    GET /api/health the same way for the ceiling; prints req/s, p50, p99 of both;
// 3. the time to the first 'delta' event of POST /api/resume/stream-analysis (local provider),
//    median of 20.
// Budgets: upload p99 < 250 ms at 50 connections; first delta < 100 ms. Exit code 1 when missed.
//   pnpm bench:api            (from the repository root)
//   BENCH_DURATION=5 BENCH_CONNECTIONS=20 pnpm bench:api
//   BENCH_DATABASE_URL=postgres://... pnpm bench:api   (a PostgreSQL server instead of PGlite)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

const API_DIR = path.resolve(import.meta.dirname, '..');
const CORPUS = path.resolve(API_DIR, '../../shared/corpus');
const PORT = Number(process.env.BENCH_API_PORT ?? 8093);
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const FIRST_DELTA_RUNS = 20;
const BUDGET = { uploadP99Ms: 250, firstDeltaMs: 100 };
const HARD_LIMIT_MS = 180_000;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'resumebeat-bench-api-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: API_DIR,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    LOG_LEVEL: 'warn',
    AI_PROVIDER: 'local',
    FREE_SCANS: '100000000',
    ANONYMOUS_SCANS: '100000000',
    RATE_LIMIT_PER_MINUTE: '100000000',
    RESUME_AI_RATE_LIMIT_PER_MINUTE: '100000000',
    SCAN_FOLLOW_UP_CALLS: '100000000',
    UPLOADS_PER_CLIENT: '100000',
    ENGINE_JOBS_PER_CLIENT: '100000',
    STATIC_ROOT: path.join(dataDir, 'no-static'),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await Promise.race([new Promise((resolve) => server.once('exit', resolve)), sleep(10_000)]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
const guard = setTimeout(() => {
  console.error(`bench: stopped after ${HARD_LIMIT_MS / 1000} s`);
  void stop(2);
}, HARD_LIMIT_MS);
guard.unref();
process.on('SIGINT', () => void stop(130));
server.once('exit', (code) => {
  if (!stopping) {
    console.error(`bench: the server exited (${code})`);
    void stop(2);
  }
});

async function waitForServer() {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    try {
      const response = await fetch(`${BASE}/api/health`);
      if (response.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

async function multipartBody() {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(path.join(CORPUS, 'resumes/john_doe.pdf'))], { type: 'application/pdf' }), 'john_doe.pdf');
  form.append('industry', 'Tech');
  const request = new Request(BASE, { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') };
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const summary = (name, result) => ({
  name,
  requests: result.requests.total,
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  'max ms': result.latency.max,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

async function firstDeltaMs(payload) {
  const started = performance.now();
  const response = await fetch(`${BASE}/api/resume/stream-analysis`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(payload),
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let first = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (first === null && text.includes('event: delta\n')) first = performance.now() - started;
  }
  if (first === null || !text.includes('event: final')) throw new Error('stream-analysis sent no delta or no final event');
  return first;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

try {
  const startMs = await waitForServer();
  const { database } = await (await fetch(`${BASE}/api/health`)).json();
  console.log(`bench: server ready on ${BASE} in ${startMs} ms (database: ${database}); ${os.availableParallelism()} CPUs, Node ${process.version}`);
  const { body, contentType } = await multipartBody();

  // Warm up (not measured): PDF workers, the JIT, the database's caches. The budget is about a
  // server that has been running, not its first seconds.
  const warm = await fetch(`${BASE}/api/resume/upload?skipAi=true`, { method: 'POST', headers: { 'content-type': contentType }, body });
  if (!warm.ok) throw new Error(`upload warm-up answered ${warm.status}: ${await warm.text()}`);
  // The scan's ticket: stream-analysis works on a counted scan (decision 016).
  const { content, scanTicket } = await warm.json();
  // (With fetch, not a second autocannon run: back-to-back autocannon runs on this machine stall
  // a few of the next run's first connections on the client side for seconds, which the
  // server never sees.)
  const warmUntil = Date.now() + 5000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < warmUntil) {
        const response = await fetch(`${BASE}/api/resume/upload?skipAi=true`, { method: 'POST', headers: { 'content-type': contentType }, body });
        await response.arrayBuffer();
      }
    }),
  );

  console.log(`bench: POST /api/resume/upload (john_doe.pdf, ${body.length} bytes) at ${CONNECTIONS} connections for ${DURATION} s ...`);
  const upload = await run({ url: `${BASE}/api/resume/upload?skipAi=true`, method: 'POST', headers: { 'content-type': contentType }, body });
  console.log(`bench: GET /api/health at ${CONNECTIONS} connections for ${DURATION} s ...`);
  const health = await run({ url: `${BASE}/api/health` });
  console.table([summary('POST /api/resume/upload', upload), summary('GET /api/health', health)]);

  const payload = { content, scanTicket, jobDescription: readFileSync(path.join(CORPUS, 'jds/raw_job_2_java_developer.txt'), 'utf8'), industry: 'Tech' };
  await firstDeltaMs(payload);
  const times = [];
  for (let i = 0; i < FIRST_DELTA_RUNS; i += 1) times.push(await firstDeltaMs(payload));
  const firstDelta = median(times);
  console.log(`bench: stream-analysis first 'delta' (local provider): median ${firstDelta.toFixed(1)} ms of ${FIRST_DELTA_RUNS} (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)})`);

  const failures = [];
  if (upload.non2xx > 0 || upload.errors > 0) failures.push(`upload: ${upload.non2xx} non-2xx, ${upload.errors} errors`);
  if (upload.latency.p99 >= BUDGET.uploadP99Ms) failures.push(`upload p99 ${upload.latency.p99} ms >= ${BUDGET.uploadP99Ms} ms`);
  if (firstDelta >= BUDGET.firstDeltaMs) failures.push(`first delta ${firstDelta.toFixed(1)} ms >= ${BUDGET.firstDeltaMs} ms`);
  console.log(failures.length ? `bench: OVER BUDGET: ${failures.join('; ')}` : `bench: within budget (upload p99 < ${BUDGET.uploadP99Ms} ms, first delta < ${BUDGET.firstDeltaMs} ms)`);
  await stop(failures.length ? 1 : 0);
} catch (error) {
  console.error('bench failed:', error);
  await stop(2);
}
