import path from 'node:path';
import { createHostConfig } from '@resumebeat/build-config/rspack';
import { devRemotesMiddleware } from './src/federation/dev-remotes-map.ts';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) => {
  const config = createHostConfig({
    dir: import.meta.dirname,
    folder: 'shell',
    title: 'ResumeBeat: Resumes That Beat the Bots',
    mode: argv.mode ?? 'production',
    runtimePlugins: [path.join(import.meta.dirname, 'src/federation/retry-runtime-plugin.ts')],
  });
  // In `pnpm dev` the remotes run on their own dev servers; serve a map that points at them.
  config.devServer = { ...config.devServer, setupMiddlewares: devRemotesMiddleware };
  return config;
};
