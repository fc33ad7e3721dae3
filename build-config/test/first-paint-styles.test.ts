import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIRST_PAINT_STYLES_FILE, firstPaintStylesOf } from '../src/first-paint-styles';

/** A package folder with, optionally, the table its first-paint render wrote. */
function packageWith(table?: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rb-first-paint-styles-'));
  if (table !== undefined) {
    mkdirSync(path.join(dir, path.dirname(FIRST_PAINT_STYLES_FILE)), { recursive: true });
    writeFileSync(path.join(dir, FIRST_PAINT_STYLES_FILE), table);
  }
  return dir;
}

describe('firstPaintStylesOf: the class-name table a production build carries', () => {
  const dirs: string[] = [];
  const make = (table?: string) => {
    const dir = packageWith(table);
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("gives the render's table as it was written", () => {
    expect(firstPaintStylesOf(make('38.8uegvrzpbe 1nf02db 4b.1x9wu7osi85 nadbe8'))).toBe(
      '38.8uegvrzpbe 1nf02db 4b.1x9wu7osi85 nadbe8',
    );
  });

  it('gives nothing for a package whose build renders no first paint', () => {
    expect(firstPaintStylesOf(make())).toBe('');
  });

  it('fails the build when the render wrote a table with no entry', () => {
    expect(() => firstPaintStylesOf(make(''))).toThrow(/holds no class name.*recorded no style call/);
    expect(() => firstPaintStylesOf(make(' \n'))).toThrow(/holds no class name/);
  });
});
