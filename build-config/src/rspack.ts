import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PORTS, type AppFolder } from './ports.ts';
import { REMOTE_NAMES, sharedSingletons } from './federation.ts';

const HTML_TEMPLATE = path.join(import.meta.dirname, 'index.html');

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

function baseConfig({ dir, folder, title, mode }: AppOptions): Configuration {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
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
      new rspack.HtmlRspackPlugin({
        template: HTML_TEMPLATE,
        title,
        // Only the app's own entry: injecting remoteEntry.js too would start a second runtime.
        chunks: ['main'],
        publicPath: '/',
      }),
    ],
    performance: { hints: false },
    devServer: {
      port: PORTS[folder],
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${PORTS.api}` }],
      client: { overlay: { errors: true, warnings: false } },
    },
  };
}

/** The shell: no remote is known at build time; `/remotes.json` names them at run time. */
export function createHostConfig(options: AppOptions & { runtimePlugins: string[] }): Configuration {
  const config = baseConfig(options);
  config.output = { ...config.output, publicPath: '/' };
  config.plugins!.push(
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons(options.dir),
      shareStrategy: 'loaded-first',
      runtimePlugins: options.runtimePlugins,
      dts: false,
    }),
  );
  return config;
}

/** A remote: emits mf-manifest.json and remoteEntry.js; chunks resolve next to the manifest. */
export function createRemoteConfig(options: RemoteOptions): Configuration {
  const config = baseConfig(options);
  const name = REMOTE_NAMES[options.folder as keyof typeof REMOTE_NAMES];
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
    }),
  );
  return config;
}
