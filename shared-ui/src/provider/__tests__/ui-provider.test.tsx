import type * as React from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as UiProviderModule from '../ui-provider';

// The provider decides once, at its first render, whether the page already has the global CSS:
// each test loads it afresh (with its own React, so the renderer is loaded afresh too).
function renderFreshProvider() {
  jest.isolateModules(() => {
    const { act, createElement } = jest.requireActual<typeof React>('react');
    const { createRoot } = jest.requireActual<typeof ReactDomClient>('react-dom/client');
    const { UiProvider } = jest.requireActual<typeof UiProviderModule>('../ui-provider');
    const container = document.body.appendChild(document.createElement('div'));
    act(() => createRoot(container).render(createElement(UiProvider, null, createElement('p', null, 'page'))));
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

  it('does not compute or write it again when the build put it into the page', () => {
    document.head.innerHTML =
      '<style data-rb-global-css="" data-emotion="css-global x">:root{--chakra-colors-brand-700:#6d28d9}</style>';
    renderFreshProvider();
    expect(tokenStyles()).toEqual([]);
  });
});
