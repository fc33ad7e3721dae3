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
// recording system and puts the table into the package's script; the app's provider answers those
// `css()` calls from it. These tests hold the table to what the run-time engine (Chakra's css(), emotion's
// serialisation) makes of the same props: a Chakra or emotion upgrade, or a theme change, that
// makes the two differ fails here, not in a page.

const composed = new WeakMap<object, React.ComponentType<Record<string, unknown>>>();
function composing(h: typeof React.createElement, ui: typeof Core) {
  let made = composed.get(ui);
  if (!made) {
    const Inner = ({ className, children }: { className?: string; children?: React.ReactNode }) =>
      h(ui.Box, { className, mt: 2, fontWeight: 'semibold' }, children);
    made = ui.chakra(Inner) as unknown as React.ComponentType<Record<string, unknown>>;
    composed.set(ui, made);
  }
  return made;
}

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
      // A styled component that hands its class name to another styled element: emotion composes
      // the styles registered for that class with the element's own (as for `asChild`).
      h(composing(h, ui), { color: 'fg.muted', px: 3 }, 'Composed'),
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

/** A first paint's CSS in the page, as the shell's first paint carries it: its rules and their ids. */
type Written = { ids: string[]; rules: string[] };
const WRITTEN_ATTRIBUTE = 'data-test-written';

/**
 * Renders the screen in the browser's way (the app's provider, a fresh design system) in a page
 * that carries `tableMarkup`, and returns its markup, the rules emotion wrote and how often
 * Chakra's css() computed styles.
 */
function renderInApp(
  tableText = '',
  { plain = false, written, rulesText }: { plain?: boolean; written?: Written; rulesText?: string } = {},
) {
  document.head.innerHTML = written
    ? `<style ${WRITTEN_ATTRIBUTE}="${written.ids.join(' ')}">${written.rules.join('\n')}</style>`
    : '';
  document.body.innerHTML = '';
  let result: { markup: string; rules: string[]; computed: number; recipes: number; inserted: string[] } | undefined;
  jest.isolateModules(() => {
    // Each rule as emotion hands it to its sheet.
    const inserted: string[] = [];
    const { StyleSheet } = jest.requireActual<{ StyleSheet: { prototype: { insert: (rule: string) => void } } }>(
      '@emotion/sheet',
    );
    const insert = StyleSheet.prototype.insert;
    StyleSheet.prototype.insert = function (this: unknown, rule: string) {
      inserted.push(rule);
      return insert.call(this, rule);
    };
    const react = jest.requireActual<typeof React>('react');
    const { createRoot } = jest.requireActual<typeof ReactDomClient>('react-dom/client');
    const { UiProvider } = jest.requireActual<typeof UiProviderModule>('../ui-provider');
    const { ChakraProvider } = jest.requireActual<typeof Chakra>('@chakra-ui/react');
    const system = jest.requireActual<typeof SystemModule>('../../theme/system').designSystem();
    const ui = jest.requireActual<typeof Core>('../../index');
    const forms = jest.requireActual<typeof Forms>('../../forms');
    // As the app's packages give their tables, before rendering.
    ui.addPrebuiltStyles(tableText, rulesText);
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
          : react.createElement(UiProvider, { children, writtenStyles: written ? WRITTEN_ATTRIBUTE : undefined }),
      ),
    );
    result = { markup: container.innerHTML, rules: writtenRules(), computed, recipes, inserted };
  });
  return result!;
}

const { prebuiltRulesText, prebuiltStylesText, addPrebuiltStyles, prebuiltTable } =
  jest.requireActual<typeof PrebuiltModule>('../prebuilt-styles');

// React's act() in this environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('class names built into the first paint (prebuilt styles)', () => {
  // Each render loads the design system afresh (a few seconds): the engine's render and the built
  // table are made once.
  let engine: ReturnType<typeof renderInApp>;
  let built: PrebuiltModule.PrebuiltStyles;
  /** The first paint's CSS as the page carries it: the rules of the engine's render, all counted. */
  let written: Written;
  beforeAll(() => {
    built = builtTable();
    engine = renderInApp('', { plain: true });
    written = { ids: [...new Set(Object.values(built))], rules: engine.rules };
  }, 60_000);
  const builtTableCopy = (): PrebuiltModule.PrebuiltStyles => ({ ...built });
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('gives every element the class name the run-time engine gives it, computing nothing, in a page that has the rules', () => {
    expect(engine.computed).toBeGreaterThan(10);
    expect(engine.recipes).toBeGreaterThan(2);
    // The composing element's class is not the one its own styles would have.
    expect(engine.markup).toMatch(/>Composed</);

    const table = builtTableCopy();
    const prebuilt = renderInApp(prebuiltStylesText(table), { written });

    expect(Object.keys(table).length).toBeGreaterThan(10);
    expect(prebuilt.markup).toBe(engine.markup);
    // No rule but the page's: emotion wrote none of another name or other styles.
    expect([...new Set(prebuilt.rules)].sort()).toEqual([...new Set(engine.rules)].sort());
    // Only the composing element's styles were computed (to compose them), no recipe's styles.
    expect(prebuilt.computed).toBeLessThanOrEqual(2);
    expect(prebuilt.recipes).toBe(0);
  });

  it('writes the rules a page lacks, computed from the same props', () => {
    const prebuilt = renderInApp(prebuiltStylesText(builtTableCopy()));
    expect(prebuilt.markup).toBe(engine.markup);
    expect(prebuilt.rules).toEqual(engine.rules);
  });

  it('writes the built rules of names the page lacks as they are, computing nothing', () => {
    // The rules emotion wrote for each class name, as the build records them for the elements no
    // first paint has (a member's cards filled in).
    const rules: PrebuiltModule.PrebuiltRules = {};
    for (const name of new Set(Object.values(built))) {
      const own = engine.inserted.filter((rule) => rule.includes(`.css-${name}`));
      if (own.length) rules[name] = own;
    }
    expect(Object.keys(rules).length).toBeGreaterThan(10);
    const prebuilt = renderInApp(prebuiltStylesText(builtTableCopy()), { rulesText: prebuiltRulesText(rules) });
    expect(prebuilt.markup).toBe(engine.markup);
    expect(prebuilt.rules).toEqual(engine.rules);
    // Only the composing element's styles were computed (to compose them), no recipe's styles.
    expect(prebuilt.computed).toBeLessThanOrEqual(2);
    expect(prebuilt.recipes).toBe(0);

    // Rules for a name the table does not give, or that cannot be read, are not taken.
    const [name] = Object.keys(rules);
    const stray = renderInApp('', { rulesText: prebuiltRulesText({ [name!]: rules[name!]! }) });
    expect(stray.markup).toBe(engine.markup);
    expect(stray.computed).toBe(engine.computed);
    const unreadable = renderInApp(prebuiltStylesText(builtTableCopy()), { rulesText: `{"${name}": "color:red"` });
    expect(unreadable.markup).toBe(engine.markup);
    expect(unreadable.rules).toEqual(engine.rules);
  });

  it('gives the same markup and rules as Chakra alone in a page without a table', () => {
    const app = renderInApp();
    expect(app.markup).toBe(engine.markup);
    expect(app.rules).toEqual(engine.rules);
  });

  it("takes an element's class name from the table (the table is what the page shows)", () => {
    const table = builtTableCopy();
    // The Sign in heading's entry, renamed: the page must show the name, with the heading's styles.
    const heading = /<h1 class="[^"]*css-([a-z0-9]+)/.exec(engine.markup)![1];
    const key = Object.keys(table).find((entry) => table[entry] === heading);
    table[key!] = 'rbaltered';
    const prebuilt = renderInApp(prebuiltStylesText(table), { written });
    expect(engine.markup).not.toContain('css-rbaltered');
    expect(prebuilt.markup).toMatch(/<h1 class="[^"]*css-rbaltered/);
    expect(prebuilt.rules.join('\n')).toMatch(/\.css-rbaltered \{[^}]*font-size: var\(--chakra-font-sizes-2xl\)/);
  });

  it('computes what the table lacks, and ignores a table it cannot read', () => {
    const table = builtTableCopy();
    for (const key of Object.keys(table).slice(0, 3)) delete table[key];
    const partial = renderInApp(prebuiltStylesText(table), { written });
    expect(partial.markup).toBe(engine.markup);
    expect(partial.computed).toBeGreaterThanOrEqual(3);
    expect(partial.computed).toBeLessThan(engine.computed);

    for (const text of ['{not json', '{"a":["x1","color:red;"]}', 'a b c']) {
      const unreadable = renderInApp(text);
      expect(unreadable.markup).toBe(engine.markup);
      expect(unreadable.computed).toBe(engine.computed);
    }
  });

  it("travels as keys and names only, and joins the app's table", () => {
    const text = prebuiltStylesText({ a: 'x1', b: 'y2' });
    expect(text).toBe('a x1 b y2');
    addPrebuiltStyles(text);
    addPrebuiltStyles(prebuiltStylesText({ c: 'x1' }));
    expect(prebuiltTable().get('a')!.name).toBe('x1');
    expect(prebuiltTable().get('b')!.name).toBe('y2');
    // One value per name.
    expect(prebuiltTable().get('c')).toBe(prebuiltTable().get('a'));
    expect(prebuiltStylesText({})).toBe('');
  });

  it('keeps the table small: no styles in it', () => {
    const text = prebuiltStylesText(built);
    expect(text).not.toMatch(/var\(--chakra|:/);
    expect(text.length).toBeLessThan(Object.keys(built).length * 24);
  });
});
