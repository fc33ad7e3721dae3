import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Waits until the app is live on the page: started (the shell marks its root `data-app-started`
 * with its first render; until then nothing listens, not even the session monitor), and past a
 * remote page's first paint (sent in the HTML, shared-contract/first-paint.ts), which looks like
 * the page but is inert until the real page is mounted: a locator would otherwise find its copies
 * of buttons and fields. A page that starts no app (the prerendered landing page: no start script
 * naming the app's entry) is live as it arrives.
 */
export async function waitForLivePage(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (!document.querySelector('script[data-app-entry]') || document.querySelector('#root[data-app-started]')) &&
      !document.querySelector('#root[inert], [data-rb-first-paint]'),
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * Playwright's `test` whose page waits for the live app after `goto` and `reload`, as a person
 * waits for a page to respond. Tests of the first paint itself use @playwright/test directly.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForLivePage(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForLivePage(page);
      return response;
    };
    await provide(page);
  },
});
