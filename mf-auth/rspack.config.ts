import { createRemoteConfig } from '@resumebeat/build-config/rspack';
import { exposes } from './module-federation.config.ts';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createRemoteConfig({
    dir: import.meta.dirname,
    folder: 'mf-auth',
    title: 'ResumeBeat · mf-auth (standalone)',
    mode: argv.mode ?? 'production',
    exposes,
  });
