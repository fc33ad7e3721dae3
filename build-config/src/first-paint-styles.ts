import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a package's build writes the class names of its first paints (docs/decisions/047), relative
 * to the package: its first-paint script (`--styles`) renders them before `rspack build`, which puts
 * the text into the package's script as `__RB_FIRST_PAINT_STYLES__` (rspack.ts). A build artefact,
 * written again by every build.
 */
export const FIRST_PAINT_STYLES_FILE = '.tmp/first-paint-styles.txt';

/** The text for `__RB_FIRST_PAINT_STYLES__` in a production build of the package in `dir`. */
export function firstPaintStylesOf(dir: string): string {
  const file = path.join(dir, FIRST_PAINT_STYLES_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}
