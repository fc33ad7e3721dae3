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
 * Milliseconds of processor time `run` takes: the process's time on the cores, not the wall
 * clock's, so a machine busy with other work does not lengthen it (a pause of the process while
 * the cores run something else does not count). Awaits `run` when it returns a promise.
 */
export async function cpuMs(run: () => unknown): Promise<number> {
  const started = process.cpuUsage();
  await run();
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

/** The same for work that does not wait. */
export function cpuMsSync(run: () => unknown): number {
  const started = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

/** A pattern below this on the long text is linear enough for any text at the length cap. */
const LOOK_CLOSER_MS = 10;
/** How much longer the long text (eight times the short one) may take: 8 if linear, 64 if quadratic. */
const MAX_GROWTH = 24;

/**
 * The patterns whose time grows faster than the text on a hostile `shape`, each with its times:
 * a pattern that backtracks quadratically takes about 64 times as long on 8 times the text (on
 * `n` = 32,000 characters, hundreds of milliseconds), a linear one about 8 times as long (well
 * under a millisecond). Times are processor time, best of three, so a busy machine neither hides
 * a quadratic pattern nor makes a linear one look slow: only a pattern that takes 10 ms on the
 * long text is timed again, on both lengths, and reported when its time grew more than 24 times.
 */
export function superlinearPatterns(literals: PatternLiteral[], shape: (n: number) => string, n = 32_000): string[] {
  const long = shape(n);
  const short = shape(n / 8);
  const slow: string[] = [];
  for (const { where, regex } of literals) {
    const fresh = new RegExp(regex.source, regex.flags.replace('y', ''));
    const run = (text: string) => () => (fresh.global ? text.replace(fresh, '') : fresh.exec(text));
    const best = (text: string) => Math.min(...[1, 2, 3].map(() => cpuMsSync(run(text))));
    if (cpuMsSync(run(long)) < LOOK_CLOSER_MS) continue;
    const onLong = best(long);
    if (onLong < LOOK_CLOSER_MS) continue;
    const onShort = best(short);
    if (onLong > MAX_GROWTH * Math.max(onShort, 0.01)) {
      slow.push(
        `${where} (${onShort.toFixed(1)} ms on ${short.length} characters, ${Math.round(onLong)} ms on ${long.length})`,
      );
    }
  }
  return slow;
}
