import type * as SystemModule from '../system';

/** The system module afresh (its system is built once per module). */
const freshSystemModule = () => {
  let module: typeof SystemModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof SystemModule>('../system');
  });
  return module!;
};

describe('the design system', () => {
  it('is built once, on first use', () => {
    const module = freshSystemModule();
    expect(module.designSystem()).toBe(module.designSystem());
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
