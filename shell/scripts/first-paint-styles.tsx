// The class names of the first paint's frame in every view (docs/decisions/047), recorded as it
// renders, into build-config's FIRST_PAINT_STYLES_FILE: run before `rspack build` (package.json's
// build), which puts them into the app's script (src/first-paint-styles.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prebuiltStylesText, renderStaticMarkup, type PrebuiltStyles } from '@resumebeat/shared-ui/build';
import { clearSession, enterFirstPaintView } from '@resumebeat/shared-session';
import { FIRST_PAINT_VIEWS } from '@resumebeat/shared-contract/first-paint';
import { FIRST_PAINT_STYLES_FILE } from '@resumebeat/build-config/first-paint-styles';
import { firstPaintFrame } from './first-paint-frame';

const table: PrebuiltStyles = {};
for (const view of FIRST_PAINT_VIEWS) {
  enterFirstPaintView(view);
  await renderStaticMarkup(firstPaintFrame(), { globalCss: false, prebuiltStyles: table });
}
clearSession();
const file = path.join(import.meta.dirname, '..', FIRST_PAINT_STYLES_FILE);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, prebuiltStylesText(table));
console.log(`first-paint frames' class names -> ${FIRST_PAINT_STYLES_FILE} (${Object.keys(table).length})`);
