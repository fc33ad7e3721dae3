// pnpm --filter @resumebeat/api build: the api compiled to JavaScript in api/dist, so production
// (`npm run serve`) starts with plain `node`, without TypeScript loaded at run time.
//
// Layout: every output sits flat in api/dist. The code finds its worker threads and migrations
// beside itself (`new URL('./engine-worker.mjs', import.meta.url)`, `import.meta.dirname`), so
// with one flat folder the same lines work from src and from dist:
//   server.mjs, migrate.mjs            entry points (the listener; migrations once, before a rollout)
//   engine-worker.mjs, engine-tasks.mjs  the engine's worker process and its tasks
//   pdf-worker.mjs, pglite-worker.mjs    the engine's own PDF thread and the embedded database's
//   pdfium.wasm                          PDFium, the PDF reader, found beside the code that loads it
//   chunk-*.mjs                          code the entries share
//   migrations/                          the numbered SQL files
// The workspace's own packages (@resumebeat/*, TypeScript sources) are bundled in; every other
// package stays an import resolved from api/node_modules at run time, so each one must be a
// dependency of the api itself: the build refuses one that is not.
import { copyFileSync, cpSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { build } from 'esbuild';

const API_DIR = path.resolve(import.meta.dirname, '..');
const ENGINE_DIR = path.resolve(API_DIR, '../ats-engine/src');
// --outdir NAME builds elsewhere (tests build their own copy); it must sit directly in api/, where
// the code looks for package.json one level up.
const outdirArgument = process.argv.indexOf('--outdir');
const OUT_DIR = outdirArgument > 0 ? path.resolve(process.argv[outdirArgument + 1]) : path.join(API_DIR, 'dist');
if (path.dirname(OUT_DIR) !== API_DIR) {
  console.error(`api build: the output folder must be directly inside ${API_DIR}: ${OUT_DIR}`);
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8'));
const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));

/** `pdfjs-dist/legacy/build/pdf.mjs` -> `pdfjs-dist`; `@scope/name/x` -> `@scope/name`. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const missingDependencies = new Set();
const externalPackages = {
  name: 'external-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { external: true };
      const name = packageName(args.path);
      if (name.startsWith('@resumebeat/')) return undefined;
      // tsx registers TypeScript when the engine runs from source; dist has compiled tasks.
      if (name !== 'tsx' && !dependencies.has(name))
        missingDependencies.add(`${name} (imported by ${path.relative(API_DIR, args.importer)})`);
      return { external: true };
    });
  },
};

const startedAt = Date.now();
rmSync(OUT_DIR, { recursive: true, force: true });
const result = await build({
  entryPoints: {
    server: path.join(API_DIR, 'src/server.ts'),
    migrate: path.join(API_DIR, 'src/db/migrate-cli.ts'),
    'pglite-worker': path.join(API_DIR, 'src/db/pglite-worker.mjs'),
    'engine-worker': path.join(ENGINE_DIR, 'workers/engine-worker.mjs'),
    'engine-tasks': path.join(ENGINE_DIR, 'workers/engine-tasks.ts'),
    'pdf-worker': path.join(ENGINE_DIR, 'extract/pdf-worker.mjs'),
  },
  outdir: OUT_DIR,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Stack traces in logs keep the function names an operator searches the source for.
  keepNames: true,
  logLevel: 'warning',
  metafile: true,
  plugins: [externalPackages],
});
if (missingDependencies.size > 0) {
  console.error(
    `api build: these packages are imported but are not dependencies of @resumebeat/api:\n  ${[...missingDependencies].join('\n  ')}`,
  );
  process.exit(1);
}
cpSync(path.join(API_DIR, 'src/db/migrations'), path.join(OUT_DIR, 'migrations'), { recursive: true });
copyFileSync(fileURLToPath(import.meta.resolve('@embedpdf/pdfium/pdfium.wasm')), path.join(OUT_DIR, 'pdfium.wasm'));

const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.mjs'));
const totalKb = outputs.reduce((sum, [, output]) => sum + output.bytes, 0) / 1024;
console.log(
  `api build: ${outputs.length} files, ${totalKb.toFixed(0)} KB in ${path.relative(process.cwd(), OUT_DIR) || '.'} (${Date.now() - startedAt} ms)`,
);
