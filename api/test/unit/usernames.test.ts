import { UsernameSchema } from '@resumebeat/shared-contract';
import { usernameBase, usernameCandidates, withSuffix } from '../../src/lib/usernames';

describe('usernames for provider accounts', () => {
  it.each([
    ['octo-cat', 'octo-cat'],
    ['José Ñúñez', 'Jose.Nunez'],
    ['  __ada..lovelace__ ', 'ada.lovelace'],
    ['李雷', null],
    ['ab', null],
    [null, null],
  ])('derives %j as %j', (source, expected) => {
    expect(usernameBase(source)).toBe(expected);
  });

  it('keeps suffixed names within the maximum length', () => {
    const name = withSuffix('a'.repeat(40), '12');
    expect(name).toHaveLength(30);
    expect(UsernameSchema.safeParse(name).success).toBe(true);
  });

  it('offers the first usable source, then it numbered, then the other sources, all valid', () => {
    const candidates = usernameCandidates(['李雷', 'Grace Hopper', 'grace']);
    expect(candidates.slice(0, 3)).toEqual(['Grace.Hopper', 'Grace.Hopper-2', 'Grace.Hopper-3']);
    expect(candidates[9]).toBe('grace');
    expect(candidates.every((candidate) => UsernameSchema.safeParse(candidate).success)).toBe(true);
    expect(usernameCandidates([null])[0]).toBe('user');
  });
});
