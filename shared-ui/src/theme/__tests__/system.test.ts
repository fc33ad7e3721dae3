import { createSystem, defaultBaseConfig, defineConfig, prepareSystemTokens } from '@chakra-ui/react';
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
  it('built in two stages (tokens first) it is the same system as built at once', () => {
    const staged = freshSystemModule();
    staged.prepareDesignSystemTokens();
    const twoStages = staged.designSystem();
    const atOnce = freshSystemModule().designSystem();
    expect(tokenValues(twoStages)).toEqual(tokenValues(atOnce));
    const styles = { color: 'brand.fg', bg: 'bg.subtle', px: '4', borderRadius: 'lg', _hover: { bg: 'brand.muted' } };
    expect(twoStages.css(styles)).toEqual(atOnce.css(styles));
    expect(staged.designSystem()).toBe(twoStages);
  });

  it('Chakra uses prepared tokens only for the very configs they were prepared for', () => {
    const first = defineConfig({ theme: { tokens: { colors: { ink: { value: '#111111' } } } } });
    const second = defineConfig({ theme: { tokens: { colors: { ink: { value: '#222222' } } } } });
    prepareSystemTokens(defaultBaseConfig, first);
    expect(createSystem(defaultBaseConfig, second).token('colors.ink')).toBe('#222222');
    prepareSystemTokens(defaultBaseConfig, first);
    expect(createSystem(defaultBaseConfig, first).token('colors.ink')).toBe('#111111');
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
