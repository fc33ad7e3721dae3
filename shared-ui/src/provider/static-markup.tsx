import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ChakraProvider } from '@chakra-ui/react';
import { designSystem } from '../theme/system';
import { prebuiltStylesMarkup, recordingSystem, type PrebuiltStyles } from './prebuilt-styles';
import { UiProvider } from './ui-provider';

/**
 * The HTML of a tree rendered in the design system at build time, with the styles emotion writes
 * beside each element (the browser applies them where they stand; emotion moves them into <head>
 * when the app starts). Fails when the HTML would need a script to complete (a part that suspended,
 * such as a lazy one): the CSP runs no inline script, so such a page would never complete.
 * `globalCss: false` leaves out the design system's global CSS, for a part of a page that has it.
 * `prebuiltStyles: true` appends the class names of what it rendered, for the app to take instead
 * of computing them as it starts (prebuilt-styles.ts, docs/decisions/047): for a first paint.
 */
export async function renderStaticMarkup(
  tree: ReactNode,
  options: { globalCss?: boolean; prebuiltStyles?: boolean } = {},
): Promise<string> {
  const table: PrebuiltStyles = {};
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      {options.prebuiltStyles ? (
        <ChakraProvider value={recordingSystem(designSystem(), table)}>{tree}</ChakraProvider>
      ) : (
        <UiProvider>{tree}</UiProvider>
      )}
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (options.prebuiltStyles) html += prebuiltStylesMarkup(table);
  if (/<script(?! type="application\/json" data-rb-prebuilt-styles="")|<template/.test(html))
    throw new Error('the prerendered HTML would need a script to complete (did a part suspend?)');
  // `globalCss: false`: a part of a page that has the global CSS already (globalCssMarkup).
  return options.globalCss === false
    ? html.replace(/<style data-emotion="css-global [^"]*">[^<]*<\/style>/g, '')
    : html;
}
