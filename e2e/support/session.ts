import type { Page } from '@playwright/test';

const HOURS_3 = 3 * 60 * 60 * 1000;

/** Seeds the stored user of docs/product/rules-and-limits.md#session before the app boots, as a returning visitor. */
export async function seedStoredUser(
  page: Page,
  user: { token: string; username: string; email: string; isGuest?: boolean; isPremium?: boolean },
) {
  await page.addInitScript(
    ({ stored, lifetime }) => {
      if (window.sessionStorage.getItem('__seeded')) return;
      window.sessionStorage.setItem('__seeded', '1');
      const now = Date.now();
      window.localStorage.setItem(
        'user',
        JSON.stringify({ isPremium: false, ...stored, expiresAt: now + lifetime, lastActivity: now }),
      );
    },
    { stored: user, lifetime: HOURS_3 },
  );
}

export async function seedGuest(page: Page) {
  await seedStoredUser(page, {
    token: `guest-token-${Date.now()}`,
    username: 'Guest User',
    email: 'guest@resumebeat.local',
    isGuest: true,
  });
}
