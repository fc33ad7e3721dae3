// L1 (security review 2026-11-23): a jwt-secret file holding a short or empty secret was used as
// it was, so tokens were signed with a guessable key.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveJwtSecret } from '../../src/plugins/app/auth';

describe('the stored JWT secret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'resumebeat-l1-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each(['abc', '', '   '])(
    'refuses to start with a stored secret of fewer than 32 characters (%j), saying what to do',
    (stored) => {
      writeFileSync(path.join(dataDir, 'jwt-secret'), stored);
      expect(() => resolveJwtSecret({ jwtSecret: null, dataDir })).toThrow(/fewer than 32 characters: delete the file/);
    },
  );

  it('generates a long secret when there is none, and reads it back on the next start', () => {
    const first = resolveJwtSecret({ jwtSecret: null, dataDir });
    expect(first.source).toBe('generated');
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.secret);
    expect(resolveJwtSecret({ jwtSecret: null, dataDir })).toEqual({ secret: first.secret, source: 'file' });
  });
});
