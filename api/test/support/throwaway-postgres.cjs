// A throwaway PostgreSQL server for tests: initdb into a temp folder, started with pg_ctl on a
// free loopback port (as the postgres user when running as root). Used by the api tests' global
// setup (one server for the run) and by the fault tests, which stop and start their own.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

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
    throw new Error(
      `${path.basename(command)} failed (${result.status ?? result.signal}): ${(result.stderr || result.stdout || result.error?.message || '').trim()}`,
    );
  }
  return result;
}

/**
 * @param {string} binDir
 * @param {{ durable?: boolean }} [settings] durable: keep fsync and synchronous commits (fault tests
 *   crash the server and count what survived); otherwise both are off, for speed.
 */
async function startThrowawayPostgres(binDir, settings = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resumebeat-pg-'));
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    if (!Number.isInteger(uid) || !Number.isInteger(gid))
      throw new Error('running as root but there is no postgres user');
    fs.chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  runAsPostgres(path.join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-locale',
    '-N',
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-k ${dir}`,
    ...(settings.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    '-c max_connections=200',
  ].join(' ');
  runAsPostgres(path.join(binDir, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    options,
    '-w',
    '-t',
    '30',
    'start',
  ]);
  return { dir, dataDir, binDir, options, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
}

/** Stops the server: 'immediate' is a crash as far as clients see; 'fast' a clean stop. */
function stopPostgres(server, mode = 'immediate') {
  runAsPostgres(path.join(server.binDir, 'pg_ctl'), ['-D', server.dataDir, '-m', mode, '-w', '-t', '30', 'stop']);
}

/** Starts a stopped server again, on its port and with its settings (pg_ctl restart keeps them). */
function restartPostgres(server) {
  runAsPostgres(path.join(server.binDir, 'pg_ctl'), [
    '-D',
    server.dataDir,
    '-l',
    path.join(server.dir, 'server.log'),
    '-o',
    server.options,
    '-w',
    '-t',
    '30',
    'start',
  ]);
}

function removePostgres(server) {
  try {
    stopPostgres(server);
  } catch {
    // already stopped
  }
  fs.rmSync(server.dir, { recursive: true, force: true });
}

module.exports = { freePort, startThrowawayPostgres, stopPostgres, restartPostgres, removePostgres };
