import path from 'node:path';
import type { Configuration } from '@rspack/core';

/**
 * The prerendered landing page's own script (src/landing/landing-entry.ts), built apart from the
 * app: no federation runtime, no React, about 1 KB. Written into dist/ beside the app's files
 * (after the app's build, which empties dist/); scripts/prerender.tsx puts it into the page.
 */
export default (): Configuration => ({
  mode: 'production',
  context: import.meta.dirname,
  entry: { landing: './src/landing/landing-entry.ts' },
  devtool: 'source-map',
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
