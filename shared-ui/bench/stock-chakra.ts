import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { createSystem as CreateSystem } from '@chakra-ui/react';

/** The repository's patch of Chakra (patches/README.md), from shared-ui's folder. */
export const chakraPatchFile = (sharedUiDir: string) =>
  path.resolve(sharedUiDir, '../patches/@chakra-ui__react@3.37.0.patch');

/**
 * Stock Chakra's `createSystem`: the installed (patched) package's CommonJS build copied to a
 * temporary folder and the patch taken back out of the copy (`git apply --reverse`), so this is the
 * upstream code of whatever version is installed, without any of our changes. The copy resolves
 * Chakra's own dependencies where the installed package does (a `node_modules` link to its folder
 * in pnpm's store). `dispose()` removes the copy. Used by the test comparing the patched system's
 * output with stock Chakra's (src/theme/__tests__/stock-chakra.test.tsx) and by `pnpm bench:system`.
 *
 * `load` is the caller's `require` (CommonJS in Jest, `createRequire` in an ES module).
 */
export function loadStockChakra(
  load: NodeJS.Require,
  patchFile: string,
): { createSystem: typeof CreateSystem; dispose: () => void } {
  const installed = path.dirname(load.resolve('@chakra-ui/react/package.json'));
  const folder = mkdtempSync(path.join(os.tmpdir(), 'resumebeat-stock-chakra-'));
  try {
    cpSync(path.join(installed, 'dist/cjs'), path.join(folder, 'dist/cjs'), { recursive: true });
    symlinkSync(path.resolve(installed, '../..'), path.join(folder, 'node_modules'), 'dir');
    try {
      execFileSync('git', ['apply', '--reverse', '--include=dist/cjs/*', patchFile], { cwd: folder, stdio: 'pipe' });
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
      throw new Error(
        `The installed @chakra-ui/react does not match ${path.basename(patchFile)}; taking the patch out of it failed:\n${stderr}`,
        { cause: error },
      );
    }
    const { createSystem } = load(path.join(folder, 'dist/cjs/styled-system/system.cjs')) as {
      createSystem: typeof CreateSystem;
    };
    return { createSystem, dispose: () => rmSync(folder, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}
