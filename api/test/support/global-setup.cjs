// Runs once before all test files (plain CommonJS: Jest does not transform global setup the way
// it transforms tests). Prepares:
// - a PGlite template data dir, created once per PGlite version and kept in the OS temp dir
//   (creating one costs ~5 s and ~860 MB; each test file copies it instead, ~1 s to open);
// - PostgreSQL: TEST_DATABASE_URL when given, otherwise a throwaway server from initdb/pg_ctl in a
//   temp dir on a free loopback port (as the postgres user when running as root). Without either,
//   the suite runs on PGlite only and says so; API_TEST_REQUIRE_POSTGRES=1 makes that an error.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { findPostgresBinaries } = require('./postgres-binaries.cjs');
const { startThrowawayPostgres } = require('./throwaway-postgres.cjs');

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

module.exports = async function globalSetup() {
  const started = Date.now();
  const notes = [];
  // One line when the sample corpus is absent (the tests that read it are skipped).
  await require('../../../ats-engine/test/support/corpus-notice.cjs')();

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
      if (process.env.API_TEST_REQUIRE_POSTGRES === '1')
        throw new Error('API_TEST_REQUIRE_POSTGRES=1 but no PostgreSQL (initdb/pg_ctl or TEST_DATABASE_URL) was found');
      notes.push(
        'PostgreSQL not found (no initdb/pg_ctl, no TEST_DATABASE_URL): running the api tests on PGlite only. Install it with `apt-get install -y postgresql` to run both.',
      );
    }
  }
  console.log(`\n[api tests] ${notes.join('; ')} (${Date.now() - started} ms)`);
};
