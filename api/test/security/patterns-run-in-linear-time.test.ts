// M17 (security review 2026-11-26): the fact check on AI rewrites split lines with a pattern that
// was quadratic in runs of spaces (a line of 'a', 10,000 spaces and 'b' took 0.27 s on the event
// loop; a rewrite can be steered from the resume). Whitespace runs are now collapsed before the
// check, and every regular expression in api/src is held to the engine's rule
// (ats-engine/test/hostile-input.test.ts): none takes 50 ms on 32,000 characters of a hostile shape.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { HOSTILE_SHAPES } from '../../../ats-engine/test/support/hostile';
import { findInventedResumeFacts } from '../../src/plugins/app/ai/resume-facts';

const SRC = path.resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Every regular-expression literal in the api's source, with where it is. */
function regexLiterals(): Array<{ where: string; regex: RegExp }> {
  const found: Array<{ where: string; regex: RegExp }> = [];
  for (const file of sourceFiles(SRC)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(source);
        const cut = text.lastIndexOf('/');
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push({
          where: `${path.relative(SRC, file)}:${line} ${text.slice(0, 60)}`,
          regex: new RegExp(text.slice(1, cut), text.slice(cut + 1)),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('every pattern of the api runs in linear time', () => {
  const literals = regexLiterals();

  it('finds the patterns to check', () => {
    expect(literals.length).toBeGreaterThan(50);
  });

  // As in the engine: a quadratic pattern takes hundreds of milliseconds on 32,000 characters, a
  // linear one well under one.
  it.each(Object.keys(HOSTILE_SHAPES))('no pattern takes 50 ms on 32,000 characters of %s', (shape) => {
    const text = HOSTILE_SHAPES[shape]!(32_000);
    const slow: string[] = [];
    for (const { where, regex } of literals) {
      const fresh = new RegExp(regex.source, regex.flags.replace('y', ''));
      const started = performance.now();
      if (fresh.global) text.replace(fresh, '');
      else fresh.exec(text);
      const ms = performance.now() - started;
      if (ms > 50) slow.push(`${where} (${Math.round(ms)} ms)`);
    }
    expect(slow).toEqual([]);
  });
});

describe('the fact check on a hostile rewrite', () => {
  it("the review's reproduction (a, 50,000 spaces, b) is checked quickly, and still finds an invented name", () => {
    const rewrite = `Jane Roe\nEXPERIENCE\na${' '.repeat(50_000)}b\nEngineer | Globex${' '.repeat(20_000)}| 2020\n`;
    const started = performance.now();
    const invented = findInventedResumeFacts(rewrite, 'Jane Roe\nEXPERIENCE\nEngineer at Initech 2020', []);
    // Seconds before (quadratic); a few milliseconds now. The bound is a hang bound.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(invented).toContain('name "Globex"');
  });

  it('fields split on spaced dashes and bars as before', () => {
    expect(
      findInventedResumeFacts(
        'Jane Roe\nEXPERIENCE\nEngineer   -   Initech  |  2020',
        'Jane Roe\nEngineer at Initech 2020',
        [],
      ),
    ).toEqual([]);
    expect(
      findInventedResumeFacts('Jane Roe\nEXPERIENCE\nEngineer - Hooli', 'Jane Roe\nEngineer at Initech 2020', []),
    ).toContain('name "Hooli"');
  });
});
