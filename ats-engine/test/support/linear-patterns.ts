// The check that every regular expression of a package runs in linear time on text a stranger
// sent: the engine's own (test/hostile-input.test.ts) and the api's (its security tests) read
// their source with this one helper and hold it to the same rule.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface PatternLiteral {
  /** `file:line /pattern/` relative to the folder searched. */
  where: string;
  regex: RegExp;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Every regular-expression literal in the .ts and .mjs files below `srcDir`, with where it is. */
export function regexLiterals(srcDir: string): PatternLiteral[] {
  const found: PatternLiteral[] = [];
  for (const file of sourceFiles(srcDir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(source);
        const cut = text.lastIndexOf('/');
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push({
          where: `${path.relative(srcDir, file)}:${line} ${text.slice(0, 60)}`,
          regex: new RegExp(text.slice(1, cut), text.slice(cut + 1)),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/**
 * The patterns that take more than 50 ms on `text`, each with its time: a quadratic pattern takes
 * hundreds of milliseconds on 32,000 characters (seconds at the cap), a linear one well under one.
 */
export function slowPatterns(literals: PatternLiteral[], text: string): string[] {
  const slow: string[] = [];
  for (const { where, regex } of literals) {
    const fresh = new RegExp(regex.source, regex.flags.replace('y', ''));
    const started = performance.now();
    if (fresh.global) text.replace(fresh, '');
    else fresh.exec(text);
    const ms = performance.now() - started;
    if (ms > 50) slow.push(`${where} (${Math.round(ms)} ms)`);
  }
  return slow;
}
