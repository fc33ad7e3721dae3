// Where Debian puts PostgreSQL's server binaries (/usr/lib/postgresql/<major>/bin), or the PATH.
const fs = require('node:fs');
const path = require('node:path');

function findPostgresBinaries() {
  const candidates = [];
  if (process.env.PG_BIN_DIR) candidates.push(process.env.PG_BIN_DIR);
  try {
    const majors = fs
      .readdirSync('/usr/lib/postgresql')
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const major of majors) candidates.push(path.join('/usr/lib/postgresql', major, 'bin'));
  } catch {
    // not Debian's layout
  }
  for (const dir of (process.env.PATH || '').split(path.delimiter)) if (dir) candidates.push(dir);
  for (const dir of candidates) {
    if (fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

module.exports = { findPostgresBinaries };
