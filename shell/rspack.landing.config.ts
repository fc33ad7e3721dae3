import path from 'node:path';
import type { Configuration } from '@rspack/core';

/**
 * Two small scripts built apart from the app (no federation runtime, no React): the prerendered
 * landing page's own script (src/landing/landing-entry.ts, about 1 KB) and the app pages' start
 * (src/start-after-paint.ts: loads the app's entry once the page is painted). Written into dist/
 * beside the app's files (after the app's build, which empties dist/); scripts/prerender.tsx puts
 * them into the pages.
 */
export default (): Configuration => ({
  mode: 'production',
  context: import.meta.dirname,
  entry: { landing: './src/landing/landing-entry.ts', start: './src/start-after-paint.ts' },
  // Like the apps' builds (build-config/src/rspack.ts): maps written, not referenced (review L5).
  devtool: 'hidden-source-map',
  output: {
    path: path.join(import.meta.dirname, 'dist'),
    filename: '[name].[contenthash:8].js',
    publicPath: '/',
    clean: false,
    // Its own chunk-loading global: it must never meet the app's runtime.
    uniqueName: 'shell_landing',
  },
  resolve: { extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
        type: 'javascript/auto',
      },
    ],
  },
  performance: { hints: false },
});
