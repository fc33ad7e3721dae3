import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { DEV_PORTS, REMOTE_NAME_OF, type AppFolder, type RemoteFolder } from '@resumebeat/shared-contract/app-map';
import { sharedSingletons } from './federation.ts';
import { API_SCHEMAS_CHUNK, FederationChunksPlugin } from './federation-chunks.ts';
import { firstPaintRulesOf, firstPaintStylesOf } from './first-paint-styles.ts';

const HTML_TEMPLATE = path.join(import.meta.dirname, 'index.html');
const require = createRequire(import.meta.url);
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(
    require.resolve('react-router/package.json', { paths: [path.join(import.meta.dirname, '../../shared-router')] }),
  ),
  'dist/production/index.mjs',
);

interface AppOptions {
  /** Absolute folder of the app (`import.meta.dirname` of its rspack.config.ts). */
  dir: string;
  folder: AppFolder;
  title: string;
  /** rspack passes `--mode`; the CLI also sets NODE_ENV for `rspack serve`. */
  mode: 'development' | 'production';
}

interface RemoteOptions extends AppOptions {
  /** Exposed module name (`./UploadPage`) -> file. */
  exposes: Record<string, string>;
}

/**
 * The federation runtime is wired in by absolute paths to its CommonJS builds, which cannot be
 * tree-shaken (the Node-only code of the SDK ships to browsers). Each package also has an ES
 * module build beside it: alias every `dist/index.cjs` to it. About 2 KB gzip less for everyone.
 */
function federationRuntimeEsmAliases(): Record<string, string> {
  const fromEnhanced = createRequire(require.resolve('@module-federation/enhanced'));
  const runtimeTools = fromEnhanced.resolve('@module-federation/runtime-tools');
  const fromTools = createRequire(runtimeTools);
  const runtime = fromTools.resolve('@module-federation/runtime');
  const fromRuntime = createRequire(runtime);
  const entries = [
    runtimeTools,
    fromTools.resolve('@module-federation/webpack-bundler-runtime'),
    runtime,
    fromRuntime.resolve('@module-federation/runtime-core'),
    fromRuntime.resolve('@module-federation/sdk'),
  ];
  return Object.fromEntries(
    entries.filter((file) => file.endsWith('.cjs')).map((file) => [`${file}$`, file.replace(/\.cjs$/, '.js')]),
  );
}

function baseConfig({ dir, folder, title, mode }: AppOptions): Configuration {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    // Production maps are written next to the chunks for debugging reports, but the chunks do not
    // point at them and the api does not serve them unless SERVE_SOURCE_MAPS=true (review L5).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: folder.replace('-', '_'),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // react-router 7's package exports only its development build; it ships a production
      // build beside it, without dev warnings (about a third smaller).
      alias: production ? { 'react-router$': REACT_ROUTER_PRODUCTION, ...federationRuntimeEsmAliases() } : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      // The class names of the package's first paints, rendered before this build (its first-paint
      // script's `--styles`): the code hands them to shared-ui's addPrebuiltStyles (decision 047).
      // None in development, where the code changes under a table rendered once. With them, the
      // rules of what the pages add as their answers fill them in, when the build rendered those.
      new rspack.DefinePlugin({
        __RB_FIRST_PAINT_STYLES__: JSON.stringify(production ? firstPaintStylesOf(dir) : ''),
        __RB_FIRST_PAINT_RULES__: JSON.stringify(production ? firstPaintRulesOf(dir) : ''),
      }),
      new rspack.HtmlRspackPlugin({
        template: HTML_TEMPLATE,
        title,
        // Only the app's own entry: injecting remoteEntry.js too would start a second runtime.
        chunks: ['main'],
        publicPath: '/',
      }),
    ],
    performance: { hints: false },
    // Lazy compilation (on by default in dev) serves chunks on first request, which the federation
    // runtime's chunk loading does not trigger: the standalone page and remotes would 404.
    lazyCompilation: false,
    devServer: {
      port: DEV_PORTS[folder],
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: true,
      // Remote pages run inside the shell's page (another port), and their HMR socket must connect.
      allowedHosts: 'all',
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${DEV_PORTS.api}` }],
      client: { overlay: { errors: true, warnings: false } },
    },
  };
}

/**
 * The contract's modules without zod that the browser needs as the app starts (paths relative to
 * shared-contract/src, as regular expression parts): its static tables, the routes and page rules
 * and the plain modules these re-export. The rest of the contract is its zod schemas.
 */
const ZOD_FREE_CONTRACT_MODULES = [
  String.raw`static[\\/]`,
  String.raw`common[\\/]route\.ts$`,
  String.raw`resume[\\/]constants\.ts$`,
  String.raw`resume[\\/]ats-feedback\.ts$`,
  String.raw`payment[\\/]membership-types\.ts$`,
];

/** The shell: no remote is known at build time; `/remotes.json` names them at run time. */
export function createHostConfig(options: AppOptions & { runtimePlugins: string[] }): Configuration {
  const config = baseConfig(options);
  config.output = { ...config.output, publicPath: '/' };
  if (options.mode === 'production') {
    // Each shared module the shell provides is a chunk group of its own, so its start-up came in
    // 17 files, some of a few hundred bytes. A request costs a phone's main thread ~1.5 ms to start
    // (several times that while developer tools record the page) and a round trip on a slow link:
    // the modules every page's start needs together are put in one file per family. Everything
    // else (the design system's entries beyond its core, dialogs, charts) keeps its own chunks.
    config.optimization = {
      ...config.optimization,
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'react',
            chunks: 'async',
            enforce: true,
            priority: 30,
          },
          router: {
            test: /[\\/]node_modules[\\/]react-router[\\/]|[\\/]shared-router[\\/]src[\\/]/,
            name: 'router',
            chunks: 'async',
            enforce: true,
            priority: 25,
          },
          // The contract's zod schemas and zod: the API client loads them at its first call that
          // checks an answer (shared-session/src/api/schemas/), not at start (decision 046). The
          // contract's zod-free modules stay out: the client and the pages need them as they start.
          apiSchemas: {
            test: new RegExp(
              String.raw`[\\/]node_modules[\\/]zod[\\/]|[\\/]shared-session[\\/]src[\\/]api[\\/]schemas[\\/]|` +
                String.raw`[\\/]shared-contract[\\/]src[\\/](?!${ZOD_FREE_CONTRACT_MODULES.join('|')})`,
            ),
            name: API_SCHEMAS_CHUNK,
            chunks: 'async',
            enforce: true,
            priority: 21,
          },
          // The API client: ky, the calls, the contract's routes and the rules pages render with.
          api: {
            test: /[\\/]node_modules[\\/]ky[\\/]|[\\/]shared-contract[\\/]src[\\/](?!static[\\/](?!api-routes|page-rules))|[\\/]shared-session[\\/]src[\\/]api(\.ts$|[\\/])/,
            name: 'api-client',
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
        },
      },
    };
    // V8's explicit compile hint: the entry (the federation runtime, ~90 KB) runs almost all of its
    // functions as the app starts, so it is compiled whole while it downloads, off the main thread,
    // instead of function by function on it as they are first called.
    config.plugins!.push(
      new rspack.BannerPlugin({
        banner: '//# allFunctionsCalledOnLoad',
        raw: true,
        entryOnly: true,
        test: /^main\./,
        stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
      }),
    );
  }
  config.plugins!.push(
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons(options.dir),
      shareStrategy: 'loaded-first',
      runtimePlugins: options.runtimePlugins,
      dts: false,
      experiments: { optimization: { target: 'web' } },
    }),
    new FederationChunksPlugin('host'),
  );
  return config;
}

/** A remote: emits mf-manifest.json and remoteEntry.js; chunks resolve next to the manifest. */
export function createRemoteConfig(options: RemoteOptions): Configuration {
  const config = baseConfig(options);
  const name = REMOTE_NAME_OF[options.folder as RemoteFolder];
  config.output = { ...config.output, publicPath: 'auto' };
  // A separate runtime chunk breaks a remote's entry.
  config.optimization = { ...config.optimization, runtimeChunk: false };
  config.plugins!.push(
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes: options.exposes,
      shared: sharedSingletons(options.dir),
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      experiments: { optimization: { target: 'web' } },
    }),
    new FederationChunksPlugin('remote'),
  );
  return config;
}
