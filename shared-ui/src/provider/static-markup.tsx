import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { UiProvider } from './ui-provider';

/**
 * The HTML of a tree rendered in the design system at build time, with the styles emotion writes
 * beside each element (the browser applies them where they stand; emotion moves them into <head>
 * when the app starts). Fails when the HTML would need a script to complete (a part that suspended,
 * such as a lazy one): the CSP runs no inline script, so such a page would never complete.
 * `globalCss: false` leaves out the design system's global CSS, for a part of a page that has it.
 */
export async function renderStaticMarkup(tree: ReactNode, options: { globalCss?: boolean } = {}): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <UiProvider>{tree}</UiProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (/<script|<template/.test(html))
    throw new Error('the prerendered HTML would need a script to complete (did a part suspend?)');
  // `globalCss: false`: a part of a page that has the global CSS already (globalCssMarkup).
  return options.globalCss === false
    ? html.replace(/<style data-emotion="css-global [^"]*">[^<]*<\/style>/g, '')
    : html;
}
