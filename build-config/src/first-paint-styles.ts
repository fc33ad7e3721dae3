import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a package's build writes the class names of its first paints (docs/decisions/047), relative
 * to the package: its first-paint script (`--styles`) renders them before `rspack build`, which puts
 * the text into the package's script as `__RB_FIRST_PAINT_STYLES__` (rspack.ts). A build artefact,
 * written again by every build.
 */
export const FIRST_PAINT_STYLES_FILE = '.tmp/first-paint-styles.txt';

/**
 * Where a package's build writes the rules of the class names its pages add as their answers fill
 * them in and no first paint has (docs/decisions/047), when it renders such views: the package's
 * script carries them as `__RB_FIRST_PAINT_RULES__`, apart from the table. A build artefact too.
 */
export const FIRST_PAINT_RULES_FILE = '.tmp/first-paint-rules.json';

const textOf = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/** The text for `__RB_FIRST_PAINT_STYLES__` in a production build of the package in `dir`. */
export function firstPaintStylesOf(dir: string): string {
  return textOf(path.join(dir, FIRST_PAINT_STYLES_FILE));
}

/** The text for `__RB_FIRST_PAINT_RULES__` in a production build of the package in `dir`. */
export function firstPaintRulesOf(dir: string): string {
  return textOf(path.join(dir, FIRST_PAINT_RULES_FILE));
}
