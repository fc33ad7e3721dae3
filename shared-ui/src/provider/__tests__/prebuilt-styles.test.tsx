import type * as React from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as ReactDomServer from 'react-dom/server';
import type * as UiProviderModule from '../ui-provider';
import type * as PrebuiltModule from '../prebuilt-styles';
import type * as SystemModule from '../../theme/system';
import type * as Core from '../../index';
import type * as Forms from '../../forms';
import type * as Chakra from '@chakra-ui/react';

// The first paint's class names built (docs/decisions/047): the build renders a fragment with a
// recording system and writes the table into the page; the app's provider answers those `css()`
// calls from it. These tests hold the table to what the run-time engine (Chakra's css(), emotion's
// serialisation) makes of the same props: a Chakra or emotion upgrade, or a theme change, that
// makes the two differ fails here, not in a page.

/** Common components of the first screens, with the kinds of props the pages give them. */
function screen({ createElement: h }: typeof React, ui: typeof Core, forms: typeof Forms) {
  return h(
    ui.Container,
    { maxW: 'container.md', py: { base: 6, md: 10 } },
    h(
      ui.Stack,
      { gap: 4 },
      h(ui.Heading, { as: 'h1', size: '2xl', color: 'fg' }, 'Sign in'),
      h(ui.Text, { color: 'fg.muted', textStyle: 'sm' }, 'Welcome back'),
      h(ui.Badge, { colorPalette: 'brand', variant: 'subtle' }, 'Free'),
      h(
        forms.Field.Root,
        { required: true },
        h(forms.Field.Label, null, 'Email address'),
        h(forms.Input, { type: 'email', placeholder: 'you@example.com' }),
      ),
      h(
        ui.HStack,
        { justify: 'space-between', _hover: { bg: 'bg.muted' } },
        h(ui.Button, { colorPalette: 'brand', size: 'lg', width: 'full' }, 'Sign in'),
        h(ui.Button, { variant: 'outline', size: 'sm' }, 'Register'),
        h(ui.Link, { href: '#', color: 'brand.fg' }, 'Forgot password?'),
      ),
    ),
  );
}

/** The page's emotion rules, as the browser has them. */
const writtenRules = () =>
  [...document.querySelectorAll('style')]
    .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
    .sort();

/** The table the build writes for the screen: rendered in Node's way with a recording system. */
function builtTable(): PrebuiltModule.PrebuiltStyles {
  const table: PrebuiltModule.PrebuiltStyles = {};
  jest.isolateModules(() => {
    const react = jest.requireActual<typeof React>('react');
    const { renderToStaticMarkup } = jest.requireActual<typeof ReactDomServer>('react-dom/server');
    const { ChakraProvider } = jest.requireActual<typeof Chakra>('@chakra-ui/react');
    const { recordingSystem } = jest.requireActual<typeof PrebuiltModule>('../prebuilt-styles');
    const system = jest.requireActual<typeof SystemModule>('../../theme/system').designSystem();
    const ui = jest.requireActual<typeof Core>('../../index');
    const forms = jest.requireActual<typeof Forms>('../../forms');
    renderToStaticMarkup(
      react.createElement(ChakraProvider, {
        value: recordingSystem(system, table),
        children: screen(react, ui, forms),
      }),
    );
  });
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  return table;
}

/**
 * Renders the screen in the browser's way (the app's provider, a fresh design system) in a page
 * that carries `tableMarkup`, and returns its markup, the rules emotion wrote and how often
 * Chakra's css() computed styles.
 */
function renderInApp(tableMarkup = '', { plain = false } = {}) {
  document.head.innerHTML = '';
  document.body.innerHTML = tableMarkup;
  let result: { markup: string; rules: string[]; computed: number; recipes: number } | undefined;
  jest.isolateModules(() => {
    const react = jest.requireActual<typeof React>('react');
    const { createRoot } = jest.requireActual<typeof ReactDomClient>('react-dom/client');
    const { UiProvider } = jest.requireActual<typeof UiProviderModule>('../ui-provider');
    const { ChakraProvider } = jest.requireActual<typeof Chakra>('@chakra-ui/react');
    const system = jest.requireActual<typeof SystemModule>('../../theme/system').designSystem();
    const ui = jest.requireActual<typeof Core>('../../index');
    const forms = jest.requireActual<typeof Forms>('../../forms');
    let computed = 0;
    const css = system.css;
    system.css = ((...args: Parameters<typeof css>) => {
      computed++;
      return css(...args);
    }) as typeof css;
    // And how often a theme recipe (button, heading...) computed its styles.
    let recipes = 0;
    const getRecipeFn = system.getRecipeFn;
    system.getRecipeFn = ((...args: Parameters<typeof getRecipeFn>) => {
      const fn = getRecipeFn(...args);
      return Object.assign((props: Parameters<typeof fn>[0]) => {
        recipes++;
        return fn(props);
      }, fn);
    }) as typeof getRecipeFn;
    const container = document.body.appendChild(document.createElement('div'));
    const children = screen(react, ui, forms);
    react.act(() =>
      createRoot(container).render(
        // `plain`: Chakra's own provider with the system as Chakra builds it, nothing of ours.
        plain
          ? react.createElement(ChakraProvider, { value: system, children })
          : react.createElement(UiProvider, { children }),
      ),
    );
    result = { markup: container.innerHTML, rules: writtenRules(), computed, recipes };
  });
  return result!;
}

const { prebuiltStylesMarkup, readPrebuiltStyles, PREBUILT_STYLES_ATTRIBUTE } =
  jest.requireActual<typeof PrebuiltModule>('../prebuilt-styles');

// React's act() in this environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('class names built into the first paint (prebuilt styles)', () => {
  // Each render loads the design system afresh (a few seconds): the engine's render and the built
  // table are made once.
  let engine: ReturnType<typeof renderInApp>;
  let built: PrebuiltModule.PrebuiltStyles;
  beforeAll(() => {
    built = builtTable();
    engine = renderInApp('', { plain: true });
  }, 60_000);
  const builtTableCopy = (): PrebuiltModule.PrebuiltStyles => JSON.parse(JSON.stringify(built));
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('gives every element the class name and rules the run-time engine gives it, without computing them', () => {
    expect(engine.computed).toBeGreaterThan(10);
    expect(engine.recipes).toBeGreaterThan(2);

    const table = builtTableCopy();
    const prebuilt = renderInApp(prebuiltStylesMarkup(table));

    expect(Object.keys(table).length).toBeGreaterThan(10);
    expect(prebuilt.markup).toBe(engine.markup);
    expect(prebuilt.rules).toEqual(engine.rules);
    // Every element's styles came from the table: no css() computed, no recipe's styles either.
    expect(prebuilt.computed).toBe(0);
    expect(prebuilt.recipes).toBe(0);
  });

  it('gives the same markup and rules as Chakra alone in a page without a table', () => {
    const app = renderInApp();
    expect(app.markup).toBe(engine.markup);
    expect(app.rules).toEqual(engine.rules);
  });

  it("takes an element's class name from the table (the table is what the page shows)", () => {
    const table = builtTableCopy();
    // The Sign in heading's entry, altered: the page must show the altered one.
    const key = Object.keys(table).find((entry) => table[entry]![1].includes('font-size:var(--chakra-font-sizes-2xl)'));
    table[key!] = ['rbaltered', 'color:rgb(1, 2, 3);'];
    const prebuilt = renderInApp(prebuiltStylesMarkup(table));
    expect(engine.markup).not.toContain('css-rbaltered');
    expect(prebuilt.markup).toMatch(/<h1 class="[^"]*css-rbaltered/);
    expect(prebuilt.rules.join('\n')).toContain('.css-rbaltered {color: rgb(1, 2, 3);}');
  });

  it('computes what the table lacks, and ignores a table it cannot read', () => {
    const table = builtTableCopy();
    for (const key of Object.keys(table).slice(0, 3)) delete table[key];
    const partial = renderInApp(prebuiltStylesMarkup(table));
    expect(partial.markup).toBe(engine.markup);
    expect(partial.computed).toBeGreaterThanOrEqual(3);
    expect(partial.computed).toBeLessThan(engine.computed);

    const unreadable = renderInApp(
      `<script type="application/json" ${PREBUILT_STYLES_ATTRIBUTE}="">{not json</script>`,
    );
    expect(unreadable.markup).toBe(engine.markup);
    expect(unreadable.computed).toBe(engine.computed);
  });

  it('travels as a JSON <script> that no markup can end early', () => {
    const markup = prebuiltStylesMarkup({ a: ['x1', 'content:"</script><b>";'] });
    expect(markup).not.toContain('</script><b>');
    document.body.innerHTML = markup;
    expect(readPrebuiltStyles(document).get('a')).toEqual({
      name: 'x1',
      styles: 'content:"</script><b>";',
      next: undefined,
    });
    expect(prebuiltStylesMarkup({})).toBe('');
  });
});
