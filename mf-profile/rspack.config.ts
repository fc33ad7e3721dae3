import { createRemoteConfig } from '@resumebeat/build-config/rspack';
import { exposes } from './module-federation.config.ts';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createRemoteConfig({
    dir: import.meta.dirname,
    folder: 'mf-profile',
    title: 'ResumeBeat · mf-profile (standalone)',
    mode: argv.mode ?? 'production',
    exposes,
  });
