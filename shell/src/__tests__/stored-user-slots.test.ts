import { STORED_USER_ATTRIBUTE } from '@resumebeat/shared-contract/first-paint';
import { fillStoredUser } from '../stored-user-slots';

// An account's first paint is the same HTML for every account; the start script writes who is
// signed in into it from this browser's stored session, before the app (decision 046).
const page = () => {
  const root = document.createElement('div');
  root.innerHTML = `
    <header><p data-testid="app-bar-user" ${STORED_USER_ATTRIBUTE}="username"></p></header>
    <p>Signed in as <span ${STORED_USER_ATTRIBUTE}="username"></span></p>
    <dl><dd data-testid="email" ${STORED_USER_ATTRIBUTE}="email"></dd><dd data-testid="other" ${STORED_USER_ATTRIBUTE}="token"></dd></dl>`;
  return root;
};
const store = (user: Record<string, unknown>) => {
  const storage = window.localStorage;
  storage.setItem('user', JSON.stringify(user));
  return storage;
};
const account = {
  token: 'jwt-1',
  username: 'casey',
  email: 'casey@example.com',
  isPremium: false,
  expiresAt: Date.now() + 3_600_000,
  lastActivity: Date.now(),
};

afterEach(() => window.localStorage.clear());

describe("the account's first paint, filled from the stored session", () => {
  it('writes the username and email where the page asks for them, and nothing else', () => {
    const root = page();
    fillStoredUser(root, store(account));
    expect(root.querySelector('[data-testid="app-bar-user"]')?.textContent).toBe('casey');
    expect(root.querySelector('span')?.textContent).toBe('casey');
    expect(root.querySelector('[data-testid="email"]')?.textContent).toBe('casey@example.com');
    // A field that is not one of the stored user's shown fields (the token) is never written.
    expect(root.querySelector('[data-testid="other"]')?.textContent).toBe('');
  });

  it('leaves the page as sent for a guest, an expired session, a corrupt record or none', () => {
    const records: Array<() => Storage> = [
      () => store({ ...account, isGuest: true, username: 'Guest User' }),
      () => store({ ...account, expiresAt: Date.now() - 1 }),
      () => (window.localStorage.setItem('user', '{not json'), window.localStorage),
      () => (window.localStorage.clear(), window.localStorage),
    ];
    for (const record of records) {
      const storage = record();
      const root = page();
      fillStoredUser(root, storage);
      expect([...root.querySelectorAll(`[${STORED_USER_ATTRIBUTE}]`)].map((slot) => slot.textContent)).toEqual([
        '',
        '',
        '',
        '',
      ]);
    }
  });
});
