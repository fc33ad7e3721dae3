// pnpm --filter @resumebeat/ats-engine devset:handwritten [id...] — renders the hand-written
// documents (README.md here) to resume.pdf, each with its producer. The PDFs are committed, so the
// tests and bench:parse need none of these tools; this is for writing or changing a document.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { HANDWRITTEN_DIR, type HandwrittenMeta } from '../truth';
import { producers } from './producers';

function chromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8', shell: '/bin/sh' }).trim();
}

let browser: Browser | null = null;
async function renderChromium(dir: string): Promise<void> {
  browser ??= await chromium.launch({ executablePath: chromiumPath() });
  const page = await browser.newPage();
  try {
    await page.emulateMedia({ media: 'print' });
    await page.route(/^https?:/, (route) => route.abort());
    await page.setContent(readFileSync(path.join(dir, 'resume.html'), 'utf8'), { waitUntil: 'load' });
    await page.pdf({ path: path.join(dir, 'resume.pdf'), format: 'Letter', printBackground: true, preferCSSPageSize: true });
  } finally {
    await page.close();
  }
}

function renderPdfLib(dir: string): void {
  execFileSync(process.execPath, [path.join(dir, 'resume.mjs')], { cwd: dir, stdio: 'inherit' });
}

const RENDER: Record<HandwrittenMeta['producer'], (dir: string) => unknown> = {
  'chromium-html': renderChromium,
  linkedin: renderChromium,
  // LaTeX, LibreOffice (resume.docx made from its source first) and WeasyPrint: producers/.
  latex: producers.latex!,
  libreoffice: producers.libreoffice!,
  weasyprint: producers.weasyprint!,
  'pdf-lib': renderPdfLib,
};

export async function renderHandwritten(ids: string[] = [], log: (line: string) => void = console.log): Promise<number> {
  const all = readdirSync(HANDWRITTEN_DIR).filter((id) => existsSync(path.join(HANDWRITTEN_DIR, id, 'meta.json'))).sort();
  const unknown = ids.filter((id) => !all.includes(id));
  if (unknown.length > 0) throw new Error(`no such hand-written document: ${unknown.join(', ')} (folders in ${HANDWRITTEN_DIR})`);
  let count = 0;
  try {
    for (const id of ids.length > 0 ? ids : all) {
      const dir = path.join(HANDWRITTEN_DIR, id);
      const meta = JSON.parse(readFileSync(path.join(dir, 'meta.json'), 'utf8')) as HandwrittenMeta;
      const render = RENDER[meta.producer];
      if (!render) throw new Error(`${id}/meta.json: unknown producer "${meta.producer}"`);
      await render(dir);
      log(`${id}: ${meta.producer} -> resume.pdf`);
      count += 1;
    }
  } finally {
    await browser?.close();
    browser = null;
  }
  return count;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  await renderHandwritten(process.argv.slice(2));
}
