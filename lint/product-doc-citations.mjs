// Every citation of the product's description resolves: comments, test titles and documents cite
// `docs/product/<file>.md#<anchor>` (docs/decisions/045), and the documents of docs/product/ link
// each other as `(<file>.md#<anchor>)`. A file renamed or a heading reworded would leave them
// pointing nowhere, silently; `pnpm lint` runs this check's test (product-doc-citations.test.mjs),
// which fails naming each citation whose file or heading does not exist. Anchors are GitHub's:
// the heading's text in lower case, punctuation dropped, spaces as hyphens, `-1`, `-2`... on repeats.
// Run alone: `node lint/product-doc-citations.mjs` lists what does not resolve.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PRODUCT_DOCS = 'docs/product';
/** This check's own test, whose examples cite what does not exist on purpose. */
const OWN_TEST = 'lint/product-doc-citations.test.mjs';

/** GitHub's anchor for a heading's text (as github-slugger makes it, before repeats are numbered). */
export function githubSlug(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link or image: its text
    .replace(/<[^>]+>/g, '') // inline HTML
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown document's headings get on GitHub (headings in code blocks are not headings). */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of markdown.split('\n')) {
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (opening) {
      if (!fence) fence = opening[1][0];
      else if (opening[1][0] === fence) fence = null;
      continue;
    }
    if (fence) continue;
    const heading = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (!heading) continue;
    const slug = githubSlug(heading[1] ?? '');
    const repeats = seen.get(slug) ?? 0;
    seen.set(slug, repeats + 1);
    anchors.add(repeats ? `${slug}-${repeats}` : slug);
  }
  return anchors;
}

/**
 * The citations of docs/product/ in a file's text, with their lines: `docs/product/<file>.md` with
 * or without `#<anchor>` anywhere (a comment, a string, a document), and, in a document of
 * docs/product/ itself, Markdown links to a sibling (`](<file>.md#<anchor>)`).
 */
export function citationsIn(text, file) {
  const found = [];
  const inProductDocs = path.posix.dirname(file) === PRODUCT_DOCS;
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/(?<![\w.-])(?:\.\.?\/)*docs\/product\/([\w.-]+\.md)(?:#([\w-]*))?/g)) {
      found.push({ line: index + 1, file: match[1], anchor: match[2] ?? null, text: match[0] });
    }
    if (inProductDocs) {
      for (const match of line.matchAll(/\]\((?:\.\/)?([\w.-]+\.md)(?:#([\w-]*))?\)/g)) {
        found.push({ line: index + 1, file: match[1], anchor: match[2] ?? null, text: match[0] });
      }
    }
  });
  return found;
}

/**
 * What does not resolve among `files` (paths relative to `root`), as `file:line cites …: why`.
 * `files` defaults to every file git tracks, and those it does not ignore, below `root`.
 */
export function brokenCitations(root = ROOT, files = trackedFiles(root)) {
  const anchors = new Map();
  const anchorsIn = (name) => {
    if (!anchors.has(name)) {
      const full = path.join(root, PRODUCT_DOCS, name);
      anchors.set(name, existsSync(full) ? anchorsOf(readFileSync(full, 'utf8')) : null);
    }
    return anchors.get(name);
  };
  const broken = [];
  for (const file of files) {
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // deleted in the working tree, or a folder
    }
    if (text.includes('\0') || !text.includes('.md')) continue;
    for (const citation of citationsIn(text, file)) {
      const known = anchorsIn(citation.file);
      const where = `${file}:${citation.line} cites ${citation.text}`;
      if (known === null) broken.push(`${where}: ${PRODUCT_DOCS}/${citation.file} does not exist`);
      else if (citation.anchor !== null && !known.has(citation.anchor))
        broken.push(`${where}: ${PRODUCT_DOCS}/${citation.file} has no heading with the anchor #${citation.anchor}`);
    }
  }
  return broken;
}

function trackedFiles(root) {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => file && file !== OWN_TEST);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const broken = brokenCitations();
  console.log(broken.length ? broken.join('\n') : 'every citation of docs/product/ resolves');
  process.exit(broken.length ? 1 : 0);
}
