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

/**
 * The text for `__RB_FIRST_PAINT_STYLES__` in a production build of the package in `dir`: empty for
 * a package whose build renders no first paint (no file). A file with no entry means the render ran
 * and recorded no style call (a design-system upgrade that no longer goes through the recording
 * system, say): the app would still work, only slower, so nothing but a failed build would say it.
 */
export function firstPaintStylesOf(dir: string): string {
  const file = path.join(dir, FIRST_PAINT_STYLES_FILE);
  const text = textOf(file);
  if (existsSync(file) && !text.trim()) {
    throw new Error(
      `${file} holds no class name: the first-paint render recorded no style call, so this build would ` +
        'compute every style as it starts (docs/decisions/047). Check shared-ui/src/provider/prebuilt-styles.ts.',
    );
  }
  return text;
}

/** The text for `__RB_FIRST_PAINT_RULES__` in a production build of the package in `dir`. */
export function firstPaintRulesOf(dir: string): string {
  return textOf(path.join(dir, FIRST_PAINT_RULES_FILE));
}
