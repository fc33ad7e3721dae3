// One process per embedded database. PGlite keeps PostgreSQL's files in DATA_DIR/pglite with no
// lock of its own, and two processes writing them (a second `npm start`, a migration run against a
// live server) corrupt them. So opening takes DATA_DIR/pglite.lock, a file holding the owner's pid:
// a second process is refused at start with a message, and a lock left by a process that died
// (SIGKILL, a crash, a power cut) is taken over, because its pid no longer runs.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/** Locks this process holds now (a second open within one process is refused too). */
const held = new Set<string>();

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
    databaseDir: string,
  ) {
    super(
      `The embedded database in ${databaseDir} is already in use by another process (pid ${pid}). ` +
        'Stop that process first, or give this one its own DATA_DIR; several instances need PostgreSQL (DATABASE_URL). ' +
        `If no such process runs, delete ${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DataDirLockedError; returns the release function (idempotent). */
export function lockDataDir(lockFile: string, databaseDir: string): () => void {
  if (held.has(lockFile)) throw new DataDirLockedError(lockFile, process.pid, databaseDir);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
      let owner = Number.NaN;
      try {
        owner = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
      } catch {
        // Removed meanwhile: try again.
      }
      if (owner !== process.pid && isRunning(owner)) throw new DataDirLockedError(lockFile, owner, databaseDir);
      // A dead owner's lock (or an unreadable one): take it over.
      try {
        unlinkSync(lockFile);
      } catch {
        // Someone else removed it first.
      }
    }
  }
  held.add(lockFile);
  const release = () => {
    if (!held.delete(lockFile)) return;
    process.off('exit', release);
    try {
      if (Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10) === process.pid) unlinkSync(lockFile);
    } catch {
      // Already gone.
    }
  };
  // A process that exits without closing the database still leaves no lock behind.
  process.once('exit', release);
  return release;
}
