// LaTeX documents: resume.tex typeset twice by pdflatex (xelatex when the source asks for it with
// '% !TEX program = xelatex'), leaving resume.pdf and removing TeX's by-products.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { run } from './run';

export function renderLatex(dir: string): string {
  const source = readFileSync(path.join(dir, 'resume.tex'), 'utf8');
  const engine = /%\s*!TEX program\s*=\s*xelatex/i.test(source) ? 'xelatex' : 'pdflatex';
  for (let pass = 0; pass < 2; pass += 1) run(engine, ['-interaction=nonstopmode', '-halt-on-error', 'resume.tex'], dir);
  for (const ext of ['aux', 'log', 'out']) rmSync(path.join(dir, `resume.${ext}`), { force: true });
  return path.join(dir, 'resume.pdf');
}
