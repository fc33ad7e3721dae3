// The api signing people in with Google, GitHub and LinkedIn against the fake identity providers
// on 127.0.0.1 (fake-providers.ts), as the sign-in tests start it.
import { type FakeProviders, startFakeProviders } from './fake-providers';
import { startTestApp, type TestApp } from './test-app';

export interface ProvidersApp {
  t: TestApp;
  fake: FakeProviders;
  /** Stops the api, its database and the fake providers. */
  close(): Promise<void>;
}

export async function startProvidersApp(options: { captureLogs?: boolean } = {}): Promise<ProvidersApp> {
  const fake = await startFakeProviders();
  const t = await startTestApp({ env: fake.env, captureLogs: options.captureLogs });
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await t.database.dispose();
      await fake.close();
    },
  };
}
