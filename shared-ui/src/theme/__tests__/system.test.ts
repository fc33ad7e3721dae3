import { createSystem, defaultBaseConfig, defineConfig, prepareSystemTokens, prepareSystemTokensInSteps } from '@chakra-ui/react';
import type * as SystemModule from '../system';

/** The system module afresh (its system is built once per module). */
const freshSystemModule = () => {
  let module: typeof SystemModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof SystemModule>('../system');
  });
  return module!;
};

const tokenValues = (system: ReturnType<typeof SystemModule.designSystem>) => system.tokens.allTokens.map((token) => [token.name, token.value, token.extensions.condition]);

describe('the design system', () => {
  it('built in steps (the token dictionary in two halves, then the rest) it is the same system as built at once', () => {
    const staged = freshSystemModule();
    const steps = staged.designSystemSteps();
    expect(steps.length).toBeGreaterThan(2);
    for (const step of steps) step();
    const inSteps = staged.designSystem();
    const atOnce = freshSystemModule().designSystem();
    expect(tokenValues(inSteps)).toEqual(tokenValues(atOnce));
    const styles = { color: 'brand.fg', bg: 'bg.subtle', px: '4', borderRadius: 'lg', _hover: { bg: 'brand.muted' } };
    expect(inSteps.css(styles)).toEqual(atOnce.css(styles));
    expect(staged.designSystem()).toBe(inSteps);
    expect(staged.designSystemSteps()).toEqual([]);
  });

  it('Chakra uses prepared tokens only for the very configs they were prepared for', () => {
    const first = defineConfig({ theme: { tokens: { colors: { ink: { value: '#111111' } } } } });
    const second = defineConfig({ theme: { tokens: { colors: { ink: { value: '#222222' } } } } });
    prepareSystemTokens(defaultBaseConfig, first);
    expect(createSystem(defaultBaseConfig, second).token('colors.ink')).toBe('#222222');
    prepareSystemTokens(defaultBaseConfig, first);
    expect(createSystem(defaultBaseConfig, first).token('colors.ink')).toBe('#111111');
    // In steps: nothing is prepared until the last one has run.
    const steps = prepareSystemTokensInSteps(defaultBaseConfig, second);
    steps.next();
    expect(createSystem(defaultBaseConfig, first).token('colors.ink')).toBe('#111111');
    while (!steps.next().done);
    expect(createSystem(defaultBaseConfig, second).token('colors.ink')).toBe('#222222');
  });

  it('has the palettes the product uses, and not the others (each token costs start-up time)', () => {
    const system = freshSystemModule().designSystem();
    for (const palette of ['gray', 'red', 'orange', 'yellow', 'green', 'blue', 'brand']) {
      expect(system.token(`colors.${palette}.600`, 'missing')).not.toBe('missing');
      expect(system.token(`colors.${palette}.solid`, 'missing')).not.toBe('missing');
    }
    for (const palette of ['teal', 'cyan', 'purple', 'pink']) {
      expect(system.token(`colors.${palette}.600`, 'missing')).toBe('missing');
    }
  });
});
