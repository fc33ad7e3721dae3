import type * as React from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as UiProviderModule from '../ui-provider';
import type * as Chakra from '@chakra-ui/react';

// The provider decides once, at its first render, whether the page already has the global CSS:
// each test loads it afresh (with its own React, so the renderer is loaded afresh too).
function renderFreshProvider(
  page: (react: typeof React) => React.ReactNode = ({ createElement }) => createElement('p', null, 'page'),
  writtenStyles?: string,
) {
  jest.isolateModules(() => {
    const react = jest.requireActual<typeof React>('react');
    const { createRoot } = jest.requireActual<typeof ReactDomClient>('react-dom/client');
    const { UiProvider } = jest.requireActual<typeof UiProviderModule>('../ui-provider');
    const container = document.body.appendChild(document.createElement('div'));
    react.act(() =>
      createRoot(container).render(react.createElement(UiProvider, { writtenStyles, children: page(react) })),
    );
  });
}

const tokenStyles = () =>
  [...document.querySelectorAll('style')].filter(
    (style) =>
      !style.hasAttribute('data-rb-global-css') &&
      /--chakra-colors-brand-700/.test(
        style.textContent + [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(''),
      ),
  );

describe('UiProvider and the global CSS', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('writes the global CSS (tokens, reset) when the page does not carry it', () => {
    renderFreshProvider();
    expect(tokenStyles().length).toBeGreaterThan(0);
  });

  it('leaves the layer order and the global CSS the build put into the page where they are, written once', () => {
    document.head.innerHTML =
      '<style data-rb-global-css="" data-s="" data-emotion="css-global ad1llf">@layer reset, base, tokens, recipes;</style>' +
      '<style data-rb-global-css="" data-s="" data-emotion="css-global x">:root{--chakra-colors-brand-700:#6d28d9}</style>';
    const sent = [...document.head.children];
    const observer = new MutationObserver(() => {});
    observer.observe(document.head, { childList: true });

    renderFreshProvider();

    const moved = observer.takeRecords().flatMap((record) => [...record.removedNodes]);
    observer.disconnect();
    expect(moved).toEqual([]);
    expect([...document.head.children].slice(0, 2)).toEqual(sent);
    const layerOrders = [...document.querySelectorAll('style')].filter((style) =>
      /@layer reset/.test(style.textContent + [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('')),
    );
    expect(layerOrders).toEqual([sent[0]]);
  });

  it('does not compute or write it again when the build put it into the page', () => {
    document.head.innerHTML =
      '<style data-rb-global-css="" data-emotion="css-global x">:root{--chakra-colors-brand-700:#6d28d9}</style>';
    renderFreshProvider();
    expect(tokenStyles()).toEqual([]);
  });
});

describe('UiProvider and the rules the page already has', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  // A box whose emotion rule is the page's own: its class as the app renders it.
  const box = ({ createElement }: typeof React) =>
    createElement(jest.requireActual<typeof Chakra>('@chakra-ui/react').Box, {
      color: 'red.500',
      children: 'box',
    });
  const boxClass = () => {
    renderFreshProvider(box);
    const name = [...document.body.querySelectorAll('div')].at(-1)?.className.match(/css-[\w-]+/)?.[0];
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    return name!;
  };
  const rulesFor = (name: string) =>
    [...document.querySelectorAll('style')].filter((style) =>
      [...(style.sheet?.cssRules ?? [])].some((rule) => rule.cssText.includes(`.${name}`)),
    );

  it("writes no rule again that the first paint's <style> lists, and leaves that element in place", () => {
    const name = boxClass();
    expect(name).toMatch(/^css-/);
    document.head.innerHTML = `<style data-rb-first-paint-css="other ${name.slice(4)}">.${name}{color:red}</style>`;
    const firstPaint = document.head.firstElementChild!;
    const observer = new MutationObserver(() => {});
    observer.observe(document.head, { childList: true });

    renderFreshProvider(box, 'data-rb-first-paint-css');

    expect(rulesFor(name)).toEqual([firstPaint]);
    const moved = observer.takeRecords().flatMap((record) => [...record.removedNodes]);
    observer.disconnect();
    expect(moved).not.toContain(firstPaint);
  });

  it('writes the rules as before when the page has none listed', () => {
    const name = boxClass();
    renderFreshProvider(box, 'data-rb-first-paint-css');
    expect(rulesFor(name)).toHaveLength(1);
  });
});
