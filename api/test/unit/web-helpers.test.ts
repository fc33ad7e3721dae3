import { cspDirectives } from '../../src/plugins/external/helmet';
import { cacheControlFor } from '../../src/routes/web/cache-policy';
import { DEFAULT_REMOTES, readRemotesMap, remoteOrigins } from '../../src/routes/web/remotes-map';
import { humanDuration } from '../../src/lib/durations';
import { loadConfig } from '../../src/config';

describe('cacheControlFor', () => {
  it.each([
    ['dist/index.html', 'no-cache'],
    ['dist/mf-manifest.json', 'no-cache'],
    ['dist/remoteEntry.js', 'no-cache'],
    ['dist/main.f45a6a82.js', 'public, max-age=31536000, immutable'],
    ['dist/__federation_expose_AuthPage.b10ac082.js', 'public, max-age=31536000, immutable'],
    ['dist/160.2e9bf1ad.js.map', 'public, max-age=31536000, immutable'],
    ['dist/favicon.svg', 'public, max-age=300, must-revalidate'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('readRemotesMap', () => {
  it('merges inline JSON over the defaults; null removes a remote', () => {
    const map = readRemotesMap('{"mf_billing":"https://billing.example/mf-manifest.json","mf_profile":null}');
    expect(map).toEqual({
      ...DEFAULT_REMOTES,
      mf_billing: 'https://billing.example/mf-manifest.json',
      mf_profile: undefined,
    });
    expect('mf_profile' in map).toBe(false);
    expect(remoteOrigins(map)).toEqual(['https://billing.example']);
  });

  it('rejects what is not an object of strings', () => {
    expect(() => readRemotesMap('[1]')).toThrow();
    expect(() => readRemotesMap('{"mf_auth": 3}')).toThrow();
  });
});

describe('cspDirectives', () => {
  it('adds the origins of remotes hosted elsewhere to script, style and connect sources', () => {
    const directives = cspDirectives(
      loadConfig({ REMOTES_JSON: '{"mf_scanner":"https://cdn.example/mf-scanner/mf-manifest.json"}' }),
    );
    for (const name of ['scriptSrc', 'styleSrc', 'connectSrc', 'imgSrc'])
      expect(directives[name]).toContain('https://cdn.example');
    expect(directives.upgradeInsecureRequests).toBeNull();
  });
});

describe('humanDuration', () => {
  it('writes durations for people', () => {
    expect(humanDuration(500)).toBe('1 second');
    expect(humanDuration(45_000)).toBe('45 seconds');
    expect(humanDuration(61_000)).toBe('2 minutes');
  });
});
