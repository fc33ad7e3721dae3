// Usernames for accounts created through an identity provider: derived from the provider's login,
// name or email local part so they follow the account rules of shared-contract (auth/rules.ts).
import { randomBytes } from 'node:crypto';
import { USERNAME_RULES, UsernameSchema } from '@resumebeat/shared-contract';

/** 'José Ñúñez' → 'Jose.Nunez', 'octo-cat' → 'octo-cat', '__x' → null (too short once cleaned). */
export function usernameBase(source: string | null | undefined): string | null {
  if (!source) return null;
  const cleaned = source
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, '.')
    .replace(/[^A-Za-z0-9._-]+/g, '')
    .replace(/([._-])[._-]+/g, '$1')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, USERNAME_RULES.maxLength)
    .replace(/[._-]+$/, '');
  return UsernameSchema.safeParse(cleaned).success ? cleaned : null;
}

/** `base` with a suffix, cut so the whole stays within the maximum length. */
export function withSuffix(base: string, suffix: string): string {
  const head = base.slice(0, USERNAME_RULES.maxLength - suffix.length - 1).replace(/[._-]+$/, '');
  return `${head}-${suffix}`;
}

/**
 * Usernames to try, best first: the first usable source (e.g. the GitHub login), then it with -2
 * ... -9, then the other usable sources, then random suffixes (always valid, practically free).
 */
export function usernameCandidates(sources: Array<string | null | undefined>): string[] {
  const bases = [...new Set(sources.map(usernameBase).filter((base): base is string => base !== null))];
  const first = bases[0] ?? 'user';
  const numbered = Array.from({ length: 8 }, (_, index) => withSuffix(first, String(index + 2)));
  const random = Array.from({ length: 5 }, () => withSuffix(first, randomBytes(3).toString('hex')));
  return [first, ...numbered, ...bases.slice(1), ...random].filter((name) => UsernameSchema.safeParse(name).success);
}
