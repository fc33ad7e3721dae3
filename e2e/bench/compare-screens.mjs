#!/usr/bin/env node
// node e2e/bench/compare-screens.mjs — screenshots of two running builds, compared byte for byte:
// `/`, `/login`, `/register`, `/upload`, a guest's `/dashboard` and a member's `/profile` (an account
// registered on each server under the same name, at the same time; also with its edit form opened and
// with its support form brought near), at 1280 and 360 px wide, full page, once the app
// has started and the network is idle. SCREENS_A and SCREENS_B are the two servers (default 8150,
// 8151), SCREENS_DIR keeps the images (default a temporary folder). Exits 1 when any pair differs.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const SERVERS = {
  A: process.env.SCREENS_A ?? 'http://127.0.0.1:8150',
  B: process.env.SCREENS_B ?? 'http://127.0.0.1:8151',
};
const OUT = process.env.SCREENS_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'resumebeat-screens-'));
mkdirSync(OUT, { recursive: true });
const PAGES = [
  ['/', null],
  ['/login', null],
  ['/register', null],
  ['/upload', null],
  ['/dashboard', 'guest'],
  ['/profile', 'member'],
  // The profile's parts loaded on use (decision 047): its edit form opened, its support form near.
  ['/profile', 'member', 'edit'],
  ['/profile', 'member', 'support'],
];

/** Opens a part of the page loaded on use, and waits for it. */
const OPEN = {
  edit: async (page) => {
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('form', { name: 'Edit personal information' }).waitFor();
  },
  support: async (page) => {
    const form = page.getByRole('form', { name: 'Contact support' });
    for (let step = 0; step < 20 && !(await form.count()); step += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(200);
    }
    await form.waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
  },
};
const RUN = Date.now().toString(36);

/** The stored session of a guest, or of a member registered on `base` as `name`. */
async function sessionOf(base, kind, name) {
  const now = Date.now();
  if (kind === 'guest') {
    const user = {
      token: 'guest-token-screens',
      username: 'Guest User',
      email: 'guest@resumebeat.local',
      isGuest: true,
    };
    return { view: 'guest', user: { isPremium: false, ...user, expiresAt: now + 3 * 3600_000, lastActivity: now } };
  }
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: name,
      email: `${name}@example.com`,
      password: `Screens-${name}-1`,
      firstName: 'Ada',
      lastName: 'Lovelace',
    }),
  });
  const member = await response.json();
  if (!response.ok)
    throw new Error(`registering a member on ${base} failed: ${response.status} ${JSON.stringify(member)}`);
  const user = { token: member.token, username: member.username, email: member.email, isPremium: false };
  return { view: 'account', user: { ...user, expiresAt: member.expiresAt, lastActivity: now } };
}

// The member is registered on both servers at once, before any screenshot: the profile shows when
// the account was last updated, to the minute.
const MEMBER = `screens${RUN}`;
const members = Object.fromEntries(
  await Promise.all(
    Object.entries(SERVERS).map(async ([side, base]) => [side, await sessionOf(base, 'member', MEMBER)]),
  ),
);

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || undefined });
const differ = [];
let same = 0;
try {
  for (const width of [1280, 360]) {
    for (const [route, kind, open] of PAGES) {
      const shots = {};
      for (const [side, base] of Object.entries(SERVERS)) {
        const context = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 900 } });
        const page = await context.newPage();
        if (kind) {
          const session = kind === 'member' ? members[side] : await sessionOf(base, kind, MEMBER);
          await page.goto(`${base}/api/health`);
          await page.evaluate(
            ([view, user]) => {
              localStorage.setItem('user', JSON.stringify(user));
              document.cookie = `rb_view=${view}; path=/; samesite=lax`;
            },
            [session.view, session.user],
          );
        }
        await page.goto(`${base}${route}`);
        if (route !== '/') await page.waitForSelector('[data-app-started]', { timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        if (open) {
          await OPEN[open](page);
          await page.waitForLoadState('networkidle');
        }
        await page.waitForTimeout(1500);
        shots[side] = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
        writeFileSync(
          path.join(OUT, `${route.slice(1) || 'landing'}${open ? `-${open}` : ''}-${width}-${side}.png`),
          shots[side],
        );
        await context.close();
      }
      if (shots.A.equals(shots.B)) same += 1;
      else differ.push(`${route}${open ? ` (${open})` : ''} at ${width} px`);
    }
  }
} finally {
  await browser.close();
}
console.log(
  `${same} identical, ${differ.length} different${differ.length ? `: ${differ.join(', ')}` : ''} (images in ${OUT})`,
);
process.exitCode = differ.length ? 1 : 0;
