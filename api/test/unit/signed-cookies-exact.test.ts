import { createKnownDevices } from '../../src/lib/known-devices';
import { createOAuthFlows } from '../../src/lib/oauth-flows';

// Both signed cookies are accepted as the server issued them, character for character: the
// known-device cookie lets its holder past the account-wide wall on failed sign-ins, and the
// sign-in flow cookie binds an identity-provider sign-in to its browser.
const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Every other spelling of a cookie's last character, first the one that decodes to the same bytes. */
function otherLastCharacters(cookie: string): string[] {
  // The signatures are 32 bytes: 43 base64url characters, the last carrying 4 bits and 2 spare ones.
  const last = cookie.at(-1)!;
  const sameBytes = base64url[base64url.indexOf(last) ^ 1]!;
  return [sameBytes, ...base64url.replace(last, '')].map((other) => `${cookie.slice(0, -1)}${other}`);
}

describe('the known-device cookie reads only as the server issued it', () => {
  const devices = createKnownDevices('a secret of thirty-two characters or more, for tests');

  it('reads back the account and device it was issued for', () => {
    const cookie = devices.issue('user-1');
    const device = devices.read(cookie);
    expect(device?.userId).toBe('user-1');
    expect(devices.read(devices.issue('user-1', device))).toEqual(device);
  });

  it('refuses every other spelling of the last character, including those that decode to the same bytes', () => {
    for (let n = 0; n < 20; n += 1) {
      for (const altered of otherLastCharacters(devices.issue(`user-${n}`))) expect(devices.read(altered)).toBeNull();
    }
  });

  it('refuses a body it did not sign and a value with extra parts', () => {
    const cookie = devices.issue('user-1');
    const [, signature] = cookie.split('.');
    const forged = Buffer.from(JSON.stringify({ u: 'user-2', d: 'x' })).toString('base64url');
    expect(devices.read(`${forged}.${signature}`)).toBeNull();
    expect(devices.read(`${cookie}.more`)).toBeNull();
    expect(devices.read('')).toBeNull();
  });
});

describe('the sign-in flow cookie reads only as the server issued it', () => {
  const flows = createOAuthFlows('a secret of thirty-two characters or more, for tests');

  it('reads back its flow; every other spelling of the last character is refused', () => {
    for (let n = 0; n < 20; n += 1) {
      const { flow, cookie } = flows.start('github');
      expect(flows.read('github', cookie)).toEqual(flow);
      for (const altered of otherLastCharacters(cookie)) expect(flows.read('github', altered)).toBeNull();
    }
  });
});
