// Runs once before all test files (plain CommonJS: Jest does not transform global setup the way
// it transforms tests). Prepares:
// - a PGlite template data dir, created once per PGlite version and kept in the OS temp dir
//   (creating one costs ~5 s and ~860 MB; each test file copies it instead, ~1 s to open);
// - PostgreSQL: TEST_DATABASE_URL when given, otherwise a throwaway server from initdb/pg_ctl in a
//   temp dir on a free loopback port (as the postgres user when running as root). Without either,
//   the suite runs on PGlite only and says so; API_TEST_REQUIRE_POSTGRES=1 makes that an error.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { findPostgresBinaries } = require('./postgres-binaries.cjs');

function pgliteVersion() {
  const entry = require.resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

async function ensurePgliteTemplate() {
  const templateDir = path.join(os.tmpdir(), `resumebeat-pglite-template-${pgliteVersion()}`);
  if (fs.existsSync(path.join(templateDir, 'READY'))) return { templateDir, created: false };
  const { PGlite } = require('@electric-sql/pglite');
  const building = `${templateDir}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(path.join(building, 'pglite'), { recursive: true });
  const db = await PGlite.create(path.join(building, 'pglite'));
  await db.close();
  fs.writeFileSync(path.join(building, 'READY'), new Date().toISOString());
  fs.rmSync(templateDir, { recursive: true, force: true });
  fs.renameSync(building, templateDir);
  return { templateDir, created: true };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function runAsPostgres(command, args) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) {
    throw new Error(`${path.basename(command)} failed (${result.status ?? result.signal}): ${(result.stderr || result.stdout || result.error?.message || '').trim()}`);
  }
  return result;
}

async function startThrowawayPostgres(binDir) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resumebeat-pg-'));
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error('running as root but there is no postgres user');
    fs.chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  runAsPostgres(path.join(binDir, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '-N']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-k ${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  runAsPostgres(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '30', 'start']);
  return { dir, dataDir, binDir, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
}

module.exports = async function globalSetup() {
  const started = Date.now();
  const notes = [];

  const { templateDir, created } = await ensurePgliteTemplate();
  process.env.API_TEST_PGLITE_TEMPLATE = templateDir;
  notes.push(`PGlite template ${created ? 'created' : 'reused'} (${templateDir})`);

  if (process.env.API_TEST_POSTGRES === '0') {
    notes.push('PostgreSQL disabled (API_TEST_POSTGRES=0): running the api tests on PGlite only');
  } else if (process.env.TEST_DATABASE_URL) {
    process.env.API_TEST_PG_ADMIN_URL = process.env.TEST_DATABASE_URL;
    notes.push('PostgreSQL: TEST_DATABASE_URL');
  } else {
    const binDir = findPostgresBinaries();
    if (binDir) {
      try {
        const server = await startThrowawayPostgres(binDir);
        globalThis.__RESUMEBEAT_PG__ = server;
        process.env.API_TEST_PG_ADMIN_URL = server.url;
        notes.push(`PostgreSQL: throwaway server from ${binDir} at ${server.url.replace(/^postgres:\/\/[^@]*@/, '')}`);
      } catch (error) {
        if (process.env.API_TEST_REQUIRE_POSTGRES === '1') throw error;
        notes.push(`PostgreSQL could not be started (${error.message}): the postgres project is skipped`);
      }
    } else {
      if (process.env.API_TEST_REQUIRE_POSTGRES === '1') throw new Error('API_TEST_REQUIRE_POSTGRES=1 but no PostgreSQL (initdb/pg_ctl or TEST_DATABASE_URL) was found');
      notes.push('PostgreSQL not found (no initdb/pg_ctl, no TEST_DATABASE_URL): running the api tests on PGlite only. Install it with `apt-get install -y postgresql` to run both.');
    }
  }
  console.log(`\n[api tests] ${notes.join('; ')} (${Date.now() - started} ms)`);
};
