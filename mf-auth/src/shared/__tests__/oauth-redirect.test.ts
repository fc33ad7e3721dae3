import { authApi } from '@resumebeat/shared-session/api';
import { GITHUB_STATE_KEY, LINKEDIN_STATE_KEY, startOAuthRedirect } from '../oauth-redirect';

describe('authorize redirects (docs/product/api.md, decision 027)', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['github', GITHUB_STATE_KEY, 'githubStart'],
    ['linkedin', LINKEDIN_STATE_KEY, 'linkedinStart'],
  ] as const)(
    '%s: asks the api to start, saves the state it chose, then goes to the authorize URL it built',
    async (provider, key, start) => {
      const authorizeUrl = `https://provider.example/authorize?state=st4te&code_challenge=abc&code_challenge_method=S256`;
      const started = jest.spyOn(authApi, start).mockResolvedValue({ authorizeUrl, state: 'st4te' });
      const assign = jest.fn();
      await startOAuthRedirect(provider, assign);
      expect(started).toHaveBeenCalledTimes(1);
      expect(window.sessionStorage.getItem(key)).toBe('st4te');
      expect(assign).toHaveBeenCalledWith(authorizeUrl);
    },
  );
});
