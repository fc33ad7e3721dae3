// Lists support messages, priority first, with their age: the inbox when SMTP_URL is not set.
// Run with the api's environment (DATA_DIR or DATABASE_URL); with PGlite, while the api is stopped.
// `pnpm support:inbox [limit]`
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { formatInbox } from '../src/lib/support-inbox';

const limit = Number(process.argv[2] ?? 100) || 100;
const app = await buildApp(loadConfig(), { logger: false });
try {
  await app.ready();
  console.log(formatInbox(await app.support.inbox(limit)));
} finally {
  await app.close();
}
