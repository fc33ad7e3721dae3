// Known devices for sign-in (review M11). A successful sign-in or registration leaves a signed,
// HttpOnly cookie in that browser naming the account and a random device id. The account-wide
// wall on failed sign-ins (many addresses guessing one account) applies to devices without one:
// only someone who once had the password holds it, so an attacker's failures cannot lock the
// owner out of a browser they have used before. Failures sent with the cookie are counted for that
// device, so a stolen cookie does not buy unlimited guesses either.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const KNOWN_DEVICE_COOKIE = 'rb_device';
/** Sent only to the sign-in call. */
export const KNOWN_DEVICE_COOKIE_PATH = '/api/auth/login';
/** A year: renewed by every sign-in from the device. */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface KnownDevice {
  userId: string;
  /** Random, per browser: the key of that device's own failure count. */
  deviceId: string;
}

export function createKnownDevices(secret: string) {
  const key = createHmac('sha256', secret).update('resumebeat known devices v1').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest();

  return {
    /** The cookie value for this account: the same device id when the browser had one for it. */
    issue(userId: string, previous?: KnownDevice | null): string {
      const deviceId = previous?.userId === userId ? previous.deviceId : randomBytes(16).toString('base64url');
      const body = Buffer.from(JSON.stringify({ u: userId, d: deviceId })).toString('base64url');
      return `${body}.${sign(body).toString('base64url')}`;
    },

    /** The device a cookie value names, or null when it is missing or altered. */
    read(cookie: string | null | undefined): KnownDevice | null {
      if (!cookie || cookie.length > 512) return null;
      const [body, signature, extra] = cookie.split('.');
      if (!body || !signature || extra !== undefined) return null;
      // Compared as text: base64url decoding ignores the last character's spare bits, so four
      // spellings of one signature would otherwise pass, and an altered cookie could still read.
      const given = Buffer.from(signature);
      const expected = Buffer.from(sign(body).toString('base64url'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { u?: unknown; d?: unknown };
        return typeof parsed.u === 'string' && typeof parsed.d === 'string'
          ? { userId: parsed.u, deviceId: parsed.d }
          : null;
      } catch {
        return null;
      }
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
