// QA accounts for trying a remote on its own (or the whole app) as a signed-in user: a free
// account and a Premium member. Run it while the api is stopped (PGlite is one process), with
// the api's environment (DATA_DIR or DATABASE_URL): `pnpm --filter @resumebeat/api qa:accounts`.
// Idempotent: existing accounts are kept, a missing Premium membership is added. The browser
// tests run it before they start the api. The credentials match qa-harness/src/qa-account.ts.
import { MEMBERSHIP_TYPES } from '@resumebeat/shared-contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

export const QA_ACCOUNTS = [
  { username: 'qa_user', email: 'qa@resumebeat.local', password: 'qa-password-123', planType: null },
  {
    username: 'qa_member',
    email: 'qa-member@resumebeat.local',
    password: 'qa-password-123',
    planType: MEMBERSHIP_TYPES.PREMIUM,
  },
] as const;

const app = await buildApp(loadConfig(), { logger: false });
try {
  await app.ready();
  for (const account of QA_ACCOUNTS) {
    let user = await app.usersRepository.findByUsernameOrEmail(account.username);
    if (!user) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: account.username, email: account.email, password: account.password },
      });
      if (response.statusCode !== 201 && response.statusCode !== 200)
        throw new Error(`registering ${account.username} failed: ${response.statusCode} ${response.body}`);
      user = await app.usersRepository.findByUsernameOrEmail(account.username);
    }
    if (!user) throw new Error(`${account.username} was not created`);
    if (account.planType !== null && !(await app.membershipsRepository.activeMembership(user.id))) {
      await app.membershipsRepository.create({ userId: user.id, planType: account.planType });
    }
    console.log(
      `${account.username} / ${account.password}${account.planType !== null ? ' (Premium member)' : ' (free)'}`,
    );
  }
} finally {
  await app.close();
}
