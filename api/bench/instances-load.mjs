// Load benchmark of the product on PostgreSQL, one instance against two (issue 14). Loopback only,
// bounded in count and time:
// 1. starts a throwaway PostgreSQL (Debian's binaries), applies the migrations once
//    (npm run db:migrate), then starts the built product (npm run serve: api/dist and the front
//    ends' dist) as one instance, measures, stops it, and does the same with two instances on the
//    same database, with one JWT_SECRET;
// 2. BENCH_CONNECTIONS (200) virtual users, each sending one request after another for
//    BENCH_DURATION seconds (60), spread over the instances by connection as a load balancer
//    would: 40% shell assets (/, the shell's entry script, a remote's manifest), 25% usage-status,
//    20% uploads of distinct files (each corpus PDF with bytes of its own appended, so no upload
//    hits the parse cache), 15% stream-analysis of a scan made before (with its scan ticket);
// 3. prints requests per second, p50 and p99 per route, and every non-2xx answer or network error.
// Scan and per-client limits are lifted (every virtual user is 127.0.0.1); the process bounds
// (uploads in flight, the engine queue) are raised so the figures are the server's throughput,
// not its refusals. Needs `pnpm build` first (npm start and npm test do it).
//   pnpm bench:instances                     (from the repository root)
//   BENCH_DURATION=20 BENCH_CONNECTIONS=100 pnpm bench:instances
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const require = createRequire(import.meta.url);
const { findPostgresBinaries } = require('../test/support/postgres-binaries.cjs');
const {
  startThrowawayPostgres,
  stopPostgres,
  removePostgres,
  freePort,
} = require('../test/support/throwaway-postgres.cjs');

const API_DIR = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(API_DIR, '..');
const CORPUS = path.resolve(ROOT, '../shared/corpus');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const HARD_LIMIT_MS = (DURATION_S * 2 + 240) * 1000;
const JWT_SECRET = 'bench-instances-secret-0123456789abcdef0123';
const MIX = [
  ['asset', 0.4],
  ['usage-status', 0.25],
  ['upload', 0.2],
  ['stream-analysis', 0.15],
];

const children = new Set();
let postgres = null;
let stopping = false;

async function stopChild(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(15_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all([...children].map(stopChild));
  if (postgres) {
    stopPostgres(postgres, 'immediate');
    removePostgres(postgres);
  }
  process.exit(code);
}
const guard = setTimeout(() => {
  console.error(`bench: stopped after ${HARD_LIMIT_MS / 1000} s`);
  void stopAll(2);
}, HARD_LIMIT_MS);
guard.unref();
process.on('SIGINT', () => void stopAll(130));

function serve(args, env) {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function waitReady(base) {
  const started = Date.now();
  while (Date.now() - started < 90_000) {
    const status = await fetch(`${base}/api/health/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(200);
  }
  throw new Error(`${base} was not ready within 90 s`);
}

/** The environment of every instance: the same database and secret, limits lifted. */
function instanceEnv(databaseUrl, port, dataDir) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    JWT_SECRET,
    DATA_DIR: dataDir,
    MIGRATE_ON_START: 'false',
    LOG_LEVEL: 'warn',
    AI_PROVIDER: 'local',
    PAYMENT_PROVIDER: 'local',
    ALLOW_TEST_PAYMENTS: 'true',
    FREE_SCANS: '100000000',
    ANONYMOUS_SCANS: '100000000',
    RATE_LIMIT_PER_MINUTE: '100000000',
    HEALTH_RATE_LIMIT_PER_MINUTE: '100000000',
    RESUME_AI_RATE_LIMIT_PER_MINUTE: '100000000',
    SCAN_FOLLOW_UP_CALLS: '100000000',
    UPLOADS_PER_CLIENT: '100000',
    ENGINE_JOBS_PER_CLIENT: '100000',
    UPLOADS_IN_FLIGHT: '1000',
    ENGINE_QUEUE_MAX: '1000',
  };
}

const corpusPdfs = readdirSync(path.join(CORPUS, 'resumes'))
  .filter((name) => name.endsWith('.pdf'))
  .map((name) => ({ name, bytes: readFileSync(path.join(CORPUS, 'resumes', name)) }));
let uploadCounter = 0;

/** A corpus PDF made distinct: a PDF comment after %%EOF changes the hash, not the text. */
function distinctUpload() {
  const n = (uploadCounter += 1);
  const source = corpusPdfs[n % corpusPdfs.length];
  const form = new FormData();
  const bytes = Buffer.concat([source.bytes, Buffer.from(`\n%bench ${process.pid} ${n} ${Date.now()}\n`)]);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), source.name);
  form.append('industry', 'Tech');
  return form;
}

const JOB = readFileSync(path.join(CORPUS, 'jds/raw_job_2_java_developer.txt'), 'utf8');

async function discoverAssets(base) {
  const html = await (await fetch(`${base}/`)).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  const map = await (await fetch(`${base}/remotes.json`)).json();
  // The map names each remote's manifest URL (RemotesMapSchema).
  const manifests = Object.values(map).map((url) => new URL(url, base).pathname);
  return ['/', ...scripts.map((src) => new URL(src, base).pathname), ...manifests.slice(0, 2)];
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

async function measure(bases) {
  const assets = await discoverAssets(bases[0]);
  // Scans made before the run, whose tickets stream-analysis uses (one ticket allows many calls).
  const scans = [];
  for (const base of bases) {
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${base}/api/resume/upload?skipAi=true`, { method: 'POST', body: distinctUpload() });
      if (!response.ok) throw new Error(`warm-up upload answered ${response.status}: ${await response.text()}`);
      const result = await response.json();
      scans.push({ content: result.content, scanTicket: result.scanTicket });
    }
  }
  const byRoute = new Map(MIX.map(([route]) => [route, { latencies: [], failures: new Map() }]));
  const fail = (route, what) => byRoute.get(route).failures.set(what, (byRoute.get(route).failures.get(what) ?? 0) + 1);

  const send = async (route, base) => {
    const started = performance.now();
    let response;
    if (route === 'asset') {
      response = await fetch(`${base}${assets[Math.floor(Math.random() * assets.length)]}`);
    } else if (route === 'usage-status') {
      response = await fetch(`${base}/api/resume/usage-status`);
    } else if (route === 'upload') {
      response = await fetch(`${base}/api/resume/upload?skipAi=true`, { method: 'POST', body: distinctUpload() });
    } else {
      const scan = scans[Math.floor(Math.random() * scans.length)];
      response = await fetch(`${base}/api/resume/stream-analysis`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({
          content: scan.content,
          scanTicket: scan.scanTicket,
          jobDescription: JOB,
          industry: 'Tech',
        }),
      });
    }
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok) fail(route, `${response.status} ${body.slice(0, 80)}`);
    else if (route === 'stream-analysis' && !body.includes('event: final')) fail(route, 'stream without a final event');
    else byRoute.get(route).latencies.push(elapsed);
  };

  const pick = () => {
    let roll = Math.random();
    for (const [route, share] of MIX) if ((roll -= share) < 0) return route;
    return MIX[0][0];
  };
  const started = Date.now();
  const until = started + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, user) => {
      // A user stays on one instance, as a connection does behind a TCP load balancer.
      const which = user % bases.length;
      while (Date.now() < until) {
        const route = pick();
        try {
          await send(route, bases[which]);
        } catch (error) {
          fail(route, `network: ${error.cause?.code ?? error.message}`);
        }
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const rows = [];
  let total = 0;
  let errors = 0;
  for (const [route, { latencies, failures }] of byRoute) {
    const sorted = latencies.sort((a, b) => a - b);
    const failed = [...failures.values()].reduce((sum, count) => sum + count, 0);
    total += sorted.length + failed;
    errors += failed;
    rows.push({
      route,
      ok: sorted.length,
      'req/s': Math.round(sorted.length / seconds),
      'p50 ms': Math.round(percentile(sorted, 50)),
      'p99 ms': Math.round(percentile(sorted, 99)),
      errors: failed,
    });
    for (const [what, count] of failures) console.log(`  ${route}: ${count} x ${what}`);
  }
  rows.push({
    route: 'all',
    ok: total - errors,
    'req/s': Math.round((total - errors) / seconds),
    'p50 ms': '',
    'p99 ms': '',
    errors,
  });
  return { rows, errors };
}

try {
  const binDir = findPostgresBinaries();
  if (!binDir) throw new Error('PostgreSQL binaries not found (apt-get install postgresql)');
  postgres = await startThrowawayPostgres(binDir);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'resumebeat-bench-instances-'));
  const migrate = serve(['--migrate'], { DATABASE_URL: postgres.url, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  const migrated = await new Promise((resolve) => migrate.once('exit', resolve));
  if (migrated !== 0) throw new Error(`db:migrate exited ${migrated}`);
  console.log(
    `bench: PostgreSQL on loopback, migrated; ${CONNECTIONS} connections for ${DURATION_S} s per run; ${os.availableParallelism()} CPUs, Node ${process.version}`,
  );

  const results = {};
  for (const count of [1, 2]) {
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const instances = ports.map((port, i) =>
      serve([], instanceEnv(postgres.url, port, path.join(dataDir, `instance-${count}-${i}`))),
    );
    const bases = ports.map((port) => `http://127.0.0.1:${port}`);
    await Promise.all(bases.map(waitReady));
    console.log(`bench: ${count} instance${count > 1 ? 's' : ''} ready (${bases.join(', ')}); measuring ...`);
    results[count] = await measure(bases);
    console.log(`bench: ${count} instance${count > 1 ? 's' : ''}`);
    console.table(results[count].rows);
    await Promise.all(instances.map(stopChild));
  }
  rmSync(dataDir, { recursive: true, force: true });
  const errors = results[1].errors + results[2].errors;
  console.log(errors ? `bench: ${errors} errors (target 0)` : 'bench: no errors');
  await stopAll(errors ? 1 : 0);
} catch (error) {
  console.error('bench failed:', error);
  await stopAll(2);
}
