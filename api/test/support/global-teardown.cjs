// Stops the throwaway PostgreSQL of global-setup.cjs and removes its files.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

module.exports = async function globalTeardown() {
  const server = globalThis.__RESUMEBEAT_PG__;
  if (!server) return;
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const pgCtl = path.join(server.binDir, 'pg_ctl');
  const args = ['-D', server.dataDir, '-m', 'immediate', '-w', 'stop'];
  spawnSync(asRoot ? 'runuser' : pgCtl, asRoot ? ['-u', 'postgres', '--', pgCtl, ...args] : args, {
    encoding: 'utf8',
    timeout: 30_000,
  });
  fs.rmSync(server.dir, { recursive: true, force: true });
};
