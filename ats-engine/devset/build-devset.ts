// pnpm devset (root) / pnpm --filter @resumebeat/ats-engine devset: renders every JSON Resume
// document in devset/sources through published JSON Resume themes (each a different layout
// family) to PDF with Chromium, and to DOCX, into devset/generated (not in git: this command
// makes it again). The JSON is the truth (truth.ts). Chromium: CHROME_PATH or Debian's chromium.
import { execSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { GENERATED_DIR, printedTruth, readSources } from './truth';
import { renderDocx } from './render-docx';

const require = createRequire(import.meta.url);

/** Themes chosen for different layout families; see docs/decisions/020. */
export const THEMES = ['elegant', 'even', 'flat', 'kendall', 'macchiato', 'stackoverflow', 'class', 'paper', 'spartan'] as const;

type Theme = { render?: (resume: unknown) => string | Promise<string>; default?: { render?: (resume: unknown) => string | Promise<string> } };

async function renderHtml(theme: string, resume: unknown): Promise<string> {
  // Some themes are CommonJS, some ES modules that only `import` can load (jsonresume-theme-even).
  let loaded: Theme;
  try {
    loaded = require(`jsonresume-theme-${theme}`) as Theme;
  } catch {
    loaded = (await import(`jsonresume-theme-${theme}`)) as Theme;
  }
  const render = loaded.render ?? loaded.default?.render;
  if (!render) throw new Error(`jsonresume-theme-${theme} has no render function`);
  return render(resume);
}

/**
 * Themes written for the first JSON Resume schema read a role's employer from `company` and its
 * link from `website` (today's schema: `name`, `url`); a person using such a theme fills those, so
 * the document carries both spellings.
 */
function withLegacyFields<T extends { basics?: { url?: string; website?: string }; work?: Array<{ name?: string; company?: string; url?: string; website?: string }> }>(resume: T): T {
  if (resume.basics?.url) resume.basics.website ??= resume.basics.url;
  for (const role of resume.work ?? []) {
    if (role.name) role.company ??= role.name;
    if (role.url) role.website ??= role.url;
  }
  return resume;
}

/**
 * The strings the PDF draws, one run at a time, as its own text operators hold them. A theme whose
 * column runs off the page prints 'Curri' of 'Curriculum Development' and none of what lies past
 * the page's foot, though the page's DOM holds it all; only the runs say what reached paper.
 * Raw runs, not the engine's reading of them, so the truth does not lean on what it measures.
 */
async function glyphRuns(pdf: Buffer): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const runs: string[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const content = await (await doc.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) runs.push(item.str);
  }
  await doc.destroy();
  return runs;
}

function chromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8', shell: '/bin/sh' }).trim();
}

export async function buildDevset(log: (line: string) => void = console.log): Promise<number> {
  const started = Date.now();
  rmSync(GENERATED_DIR, { recursive: true, force: true });
  mkdirSync(GENERATED_DIR, { recursive: true });
  const sources = readSources();
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  let count = 0;
  try {
    const page = await browser.newPage();
    // What is printed is what counts: a theme's print stylesheet may hide a part (paper hides profiles).
    await page.emulateMedia({ media: 'print' });
    // Offline: themes that link fonts or stylesheets on a CDN render with the browser's defaults.
    await page.route(/^https?:/, (route) => route.abort());
    for (const { id, resume, truth } of sources) {
      for (const theme of THEMES) {
        // A fresh copy for each theme: some rewrite the document they are given (dates, markdown).
        const html = await renderHtml(theme, withLegacyFields(structuredClone(resume)));
        await page.setContent(html, { waitUntil: 'load' });
        const pdf = await page.pdf({ format: 'Letter', printBackground: true });
        writeFileSync(path.join(GENERATED_DIR, `${id}.${theme}.pdf`), pdf);
        // The visible text nodes one by one: innerText would run inline items together
        // ('ExcelSQLTableau') where the theme separates them with CSS.
        const printed = await page.evaluate(() => ({
          text: (() => {
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            const parts: string[] = [];
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (node.parentElement?.checkVisibility() && node.textContent) parts.push(node.textContent);
            }
            return parts.join('\n');
          })(),
          // Only links on the page: a hidden one leaves no link in the PDF.
          hrefs: [...document.querySelectorAll('a[href]')].filter((anchor) => anchor.checkVisibility() && anchor.getClientRects().length > 0).map((anchor) => anchor.getAttribute('href') ?? ''),
        }));
        writeFileSync(path.join(GENERATED_DIR, `${id}.${theme}.truth.json`), JSON.stringify(printedTruth(truth, { ...printed, glyphRuns: await glyphRuns(pdf) }), null, 1));
        count += 1;
      }
      writeFileSync(path.join(GENERATED_DIR, `${id}.docx`), await renderDocx(structuredClone(resume) as Parameters<typeof renderDocx>[0]));
      count += 1;
    }
  } finally {
    await browser.close();
  }
  log(`devset: ${count} documents from ${sources.length} resumes × ${THEMES.length} themes (PDF) + DOCX, in ${path.relative(process.cwd(), GENERATED_DIR)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return count;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  await buildDevset();
}
