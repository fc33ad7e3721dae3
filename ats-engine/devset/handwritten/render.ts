// pnpm --filter @resumebeat/ats-engine devset:handwritten [id...] — renders the hand-written
// documents (README.md here) to resume.pdf, each with its producer. The PDFs are committed, so the
// tests and bench:parse need none of these tools; this is for writing or changing a document.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { HANDWRITTEN_DIR, type HandwrittenMeta } from '../truth';

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

function renderLatex(dir: string): void {
  const source = readFileSync(path.join(dir, 'resume.tex'), 'utf8');
  const program = /%\s*!TEX program\s*=\s*xelatex/i.test(source) ? 'xelatex' : 'pdflatex';
  for (let pass = 0; pass < 2; pass += 1) execFileSync(program, ['-interaction=nonstopmode', '-halt-on-error', 'resume.tex'], { cwd: dir, stdio: 'ignore' });
}

function renderLibreOffice(dir: string): void {
  execFileSync('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', dir, path.join(dir, 'resume.docx')], { stdio: 'ignore' });
}

function renderWeasyPrint(dir: string): void {
  execFileSync('weasyprint', [path.join(dir, 'resume.html'), path.join(dir, 'resume.pdf')], { stdio: 'ignore' });
}

function renderPdfLib(dir: string): void {
  execFileSync(process.execPath, [path.join(dir, 'resume.mjs')], { cwd: dir, stdio: 'inherit' });
}

const RENDER: Record<HandwrittenMeta['producer'], (dir: string) => void | Promise<void>> = {
  'chromium-html': renderChromium,
  linkedin: renderChromium,
  latex: renderLatex,
  libreoffice: renderLibreOffice,
  weasyprint: renderWeasyPrint,
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
      // LaTeX and LibreOffice name the PDF after the source; keep one name.
      const produced = path.join(dir, 'resume.pdf');
      if (!existsSync(produced) && existsSync(path.join(dir, 'resume.docx.pdf'))) renameSync(path.join(dir, 'resume.docx.pdf'), produced);
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
