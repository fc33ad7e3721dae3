/**
 * pnpm --filter @resumebeat/shared-ui bench:system — what our Chakra patch (patches/README.md)
 * saves when the design system is built at an app's start, measured cold: every sample is a fresh
 * Node process building the system once, as a page does, with the variants interleaved
 * (A B C A B C ...). BENCH_RUNS samples per variant (10).
 *
 * - stock: stock Chakra's createSystem (the patch taken out of a copy), the global CSS computed
 *   inside it, as without the patch;
 * - global read: the patched createSystem with its global CSS read at once (the same work as stock,
 *   on the patched code: checks that the copy measures like the installed package);
 * - lazy global: the patched createSystem, whose global CSS is computed only when read (the shell's
 *   HTML carries it, so a page never reads it), as an app page builds it.
 *
 * Prints per variant the median and range, in ms of this machine's CPU (a phone at Lighthouse's
 * 4x is about four times that; a task counts as blocking beyond 50 ms there, i.e. beyond ~12.5 ms here).
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type * as Chakra from '@chakra-ui/react';
import { chakraPatchFile, loadStockChakra } from './stock-chakra.ts';

const HERE = import.meta.dirname;
const VARIANTS = ['stock', 'global-read', 'lazy-global'] as const;
type Variant = (typeof VARIANTS)[number];
interface Sample {
  /** The whole construction (all tasks). */
  total: number;
  /** The longest single task. */
  longest: number;
  /** Each task, in order. */
  tasks: number[];
}

async function one(variant: Variant): Promise<Sample> {
  const load = createRequire(import.meta.url);
  const { systemConfigs } = await import('../src/theme/system.ts');
  const configs = systemConfigs();
  const timed = (run: () => void) => {
    const start = performance.now();
    run();
    return performance.now() - start;
  };
  if (variant === 'stock') {
    const stock = loadStockChakra(load, chakraPatchFile(path.resolve(HERE, '..')));
    try {
      const task = timed(() => void stock.createSystem(...configs));
      return { total: task, longest: task, tasks: [task] };
    } finally {
      stock.dispose();
    }
  }
  const chakra = load('@chakra-ui/react') as typeof Chakra;
  if (variant === 'global-read') {
    const task = timed(() => void chakra.createSystem(...configs)._global);
    return { total: task, longest: task, tasks: [task] };
  }
  // lazy-global: as a page builds it; its global CSS is in the HTML and never read.
  const task = timed(() => void chakra.createSystem(...configs));
  return { total: task, longest: task, tasks: [task] };
}

const only = process.argv.find((arg) => arg.startsWith('--one='))?.slice('--one='.length) as Variant | undefined;
if (only) {
  process.stdout.write(`${JSON.stringify(await one(only))}\n`);
} else {
  const runs = Number(process.env.BENCH_RUNS ?? 10);
  const samples: Record<Variant, Sample[]> = { stock: [], 'global-read': [], 'lazy-global': [] };
  for (let run = 0; run < runs; run += 1) {
    for (const variant of VARIANTS) {
      const out = execFileSync(
        process.execPath,
        ['--import', 'tsx', path.join(HERE, 'system-start.ts'), `--one=${variant}`],
        { cwd: path.resolve(HERE, '..'), encoding: 'utf8' },
      );
      samples[variant].push(JSON.parse(out) as Sample);
    }
    process.stderr.write(`  run ${run + 1}/${runs}\n`);
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const range = (values: number[]) => `${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)}`;
  console.log(
    `The design system built once per fresh process, ${runs} interleaved samples per variant, ms (this machine, 1x)\n`,
  );
  console.log(
    `${'variant'.padEnd(12)} ${'total median'.padStart(13)} ${'range'.padStart(12)} ${'longest task'.padStart(13)} ${'range'.padStart(12)}  tasks (medians)`,
  );
  for (const variant of VARIANTS) {
    const list = samples[variant];
    const taskCount = list[0]!.tasks.length;
    const taskMedians = Array.from({ length: taskCount }, (_, index) =>
      median(list.map((sample) => sample.tasks[index]!)).toFixed(1),
    );
    console.log(
      `${variant.padEnd(12)} ${median(list.map((s) => s.total))
        .toFixed(1)
        .padStart(13)} ${range(list.map((s) => s.total)).padStart(12)} ${median(list.map((s) => s.longest))
        .toFixed(1)
        .padStart(13)} ${range(list.map((s) => s.longest)).padStart(12)}  ${taskMedians.join(' + ')}`,
    );
  }
}
