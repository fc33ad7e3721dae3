// The api with AI_PROVIDER=openai against the fake OpenAI-compatible endpoint on 127.0.0.1
// (fake-openai.ts), as the tests of scan tickets, AI budgets and the AI routes start it.
import { type FakeOpenAi, startFakeOpenAi } from './fake-openai';
import { startTestApp, type TestApp } from './test-app';

export interface OpenAiApp {
  t: TestApp;
  fake: FakeOpenAi;
  /** The settings the api was started with (a second instance takes the same). */
  env: Record<string, string>;
  /** Stops the api, its database and the fake endpoint. */
  close(): Promise<void>;
}

/**
 * `slowMs`: how long the fake takes to answer in its 'slow' mode; `timeoutMs`: the api's
 * OPENAI_TIMEOUT_MS (generous by default, so a busy machine does not turn an answer into a
 * fallback); `env`: the test's own settings, over these.
 */
export async function startOpenAiApp(
  options: { slowMs?: number; timeoutMs?: number; env?: Record<string, string>; captureLogs?: boolean } = {},
): Promise<OpenAiApp> {
  const fake = await startFakeOpenAi({ slowMs: options.slowMs ?? 3_000 });
  const env = {
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: fake.url,
    OPENAI_API_KEY: 'sk-test',
    OPENAI_TIMEOUT_MS: String(options.timeoutMs ?? 10_000),
    ...options.env,
  };
  const t = await startTestApp({ env, captureLogs: options.captureLogs });
  return {
    t,
    fake,
    env,
    close: async () => {
      await t.close();
      await fake.close();
      await t.database.dispose();
    },
  };
}
