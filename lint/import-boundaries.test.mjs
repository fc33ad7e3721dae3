// The import-boundary rule reports what it must and nothing more: each fixture is linted with the
// workspace's own config as if it sat at a path in the product. `pnpm lint` runs this file, so a
// rule that silently stops reporting (a config change, an ESLint upgrade that renames a node type)
// fails the lint. docs/decisions/044.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: ROOT });

/** The boundary messages ESLint gives the fixture, linted as if it were the file at `as`. */
async function boundaryProblems(fixture, as) {
  const text = readFileSync(path.join(ROOT, 'lint/fixtures', fixture), 'utf8');
  const [result] = await eslint.lintText(text, { filePath: path.join(ROOT, as) });
  const fatal = result.messages.filter((message) => message.fatal);
  assert.deepEqual(fatal, [], `${fixture} must parse`);
  return result.messages
    .filter((message) => message.ruleId === 'boundaries/imports')
    .map((message) => `${message.line}: ${message.message}`);
}

const lines = (problems) => problems.map((problem) => Number(problem.split(':')[0]));

test('a feature importing another feature is reported: import, export from, import() with a string or a template, jest.mock, and a page of exposes/', async () => {
  const problems = await boundaryProblems(
    'feature-imports-feature.tsx',
    'mf-scanner/src/features/upload/components/example.tsx',
  );
  assert.deepEqual(lines(problems), [3, 4, 5, 7, 8, 9]);
  assert.match(problems[0], /features never import each other/);
});

test("a feature importing itself, its remote's src/shared/ and the shared packages is not reported", async () => {
  assert.deepEqual(
    await boundaryProblems(
      'feature-imports-own-and-shared.tsx',
      'mf-scanner/src/features/upload/components/example.tsx',
    ),
    [],
  );
});

test("a remote's src/shared/ importing a feature or a screen is reported", async () => {
  const problems = await boundaryProblems('shared-imports-feature.ts', 'mf-billing/src/shared/example.ts');
  assert.deepEqual(lines(problems), [2, 3]);
  assert.match(problems[0], /src\/shared\/ holds what features share/);
});

test('a remote breaking the package rules is reported, statically and through import()', async () => {
  const problems = await boundaryProblems(
    'remote-imports-packages.tsx',
    'mf-profile/src/features/profile/components/example.tsx',
  );
  assert.deepEqual(lines(problems), [3, 4, 5, 6, 7, 8, 9, 11, 12]);
  assert.match(problems[0], /Only shared-ui imports Chakra/);
  assert.match(problems[1], /Only shared-session imports zustand/);
  assert.match(problems[2], /shared-router/);
  assert.match(problems[3], /federation runtime/);
  assert.match(problems[4], /shared-session\/api/);
  assert.match(problems[5], /Apps never import each other/);
  assert.match(problems[6], /Apps never import each other/);
  assert.match(problems[7], /Only shared-ui imports Chakra/);
  assert.match(problems[8], /Apps never import each other/);
});

test('the api importing a front-end package is reported', async () => {
  const problems = await boundaryProblems('api-imports-front-end.ts', 'api/src/routes/example.ts');
  assert.deepEqual(lines(problems), [3, 4, 5, 6, 8]);
  for (const problem of problems) assert.match(problem, /never import front-end packages/);
});

test('a shared package importing a package above it or an app is reported', async () => {
  const problems = await boundaryProblems('shared-package-imports-app.ts', 'shared-ui/src/components/example.ts');
  assert.deepEqual(lines(problems), [3, 4, 6]);
  for (const problem of problems) assert.match(problem, /Shared packages never import apps/);
});
