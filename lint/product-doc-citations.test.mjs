// The check that citations of docs/product/ resolve reports what it must and nothing more, and the
// repository's own citations all resolve. `pnpm lint` runs this file. docs/decisions/045.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { anchorsOf, brokenCitations, citationsIn, githubSlug } from './product-doc-citations.mjs';

test("headings get GitHub's anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered", () => {
  assert.equal(githubSlug('Routes and guards'), 'routes-and-guards');
  assert.equal(githubSlug('Profile, cover letter, support'), 'profile-cover-letter-support');
  assert.equal(githubSlug('Usage bar colours (free plan)'), 'usage-bar-colours-free-plan');
  assert.equal(githubSlug('`POST /api/resume/upload`'), 'post-apiresumeupload');
  assert.equal(githubSlug('The [sign-in](screens.md#x) screen: what it says'), 'the-sign-in-screen-what-it-says');
  assert.equal(githubSlug('Plans & billing — 2 ways'), 'plans--billing--2-ways');
  assert.equal(githubSlug('snake_case stays'), 'snake_case-stays');
  assert.deepEqual(
    [...anchorsOf('# Title\n## Errors\ntext\n## Errors\n```\n## not a heading\n```\n### Last one ###\n#nospace\n')],
    ['title', 'errors', 'errors-1', 'last-one'],
  );
});

test('citations are found in comments, strings and documents, with their lines; sibling links only inside docs/product', () => {
  const code = "// see docs/product/screens.md#sign-in-screen\nit('holds (docs/product/errors.md)', () => {});\n";
  assert.deepEqual(
    citationsIn(code, 'mf-auth/src/x.ts').map(({ line, file, anchor }) => [line, file, anchor]),
    [
      [1, 'screens.md', 'sign-in-screen'],
      [2, 'errors.md', null],
    ],
  );
  const doc = 'As [the limits](rules-and-limits.md#scan-limits) say.';
  assert.deepEqual(
    citationsIn(doc, 'docs/product/api.md').map(({ file, anchor }) => [file, anchor]),
    [['rules-and-limits.md', 'scan-limits']],
  );
  assert.deepEqual(citationsIn(doc, 'README.md'), []);
});

test('a citation of a file or a heading that does not exist is reported, with where it is', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'product-doc-citations-'));
  try {
    mkdirSync(path.join(root, 'docs/product'), { recursive: true });
    mkdirSync(path.join(root, 'src'), { recursive: true });
    writeFileSync(path.join(root, 'docs/product/screens.md'), '# Screens\n## Sign-in screen\n## Upload page\n');
    writeFileSync(
      path.join(root, 'docs/product/api.md'),
      '# Calls\nSee [the page](screens.md#upload-page) and [gone](screens.md#download-page).\n',
    );
    writeFileSync(
      path.join(root, 'src/page.ts'),
      [
        '// docs/product/screens.md#sign-in-screen: resolves',
        '// docs/product/screens.md#sign-in: no such heading',
        '// docs/product/screen.md#sign-in-screen: no such file',
        "const title = 'as docs/product/api.md says'; // resolves",
      ].join('\n'),
    );
    assert.deepEqual(brokenCitations(root, ['docs/product/screens.md', 'docs/product/api.md', 'src/page.ts']), [
      'docs/product/api.md:2 cites ](screens.md#download-page): docs/product/screens.md has no heading with the anchor #download-page',
      'src/page.ts:2 cites docs/product/screens.md#sign-in: docs/product/screens.md has no heading with the anchor #sign-in',
      'src/page.ts:3 cites docs/product/screen.md#sign-in-screen: docs/product/screen.md does not exist',
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('every citation of docs/product/ in the repository names a file and a heading that exist', () => {
  assert.deepEqual(brokenCitations(), []);
});
