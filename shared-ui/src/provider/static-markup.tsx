import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ChakraProvider } from '@chakra-ui/react';
import { designSystem } from '../theme/system';
import { recordingSystem, type PrebuiltStyles } from './prebuilt-styles';
import { UiProvider } from './ui-provider';

/**
 * The HTML of a tree rendered in the design system at build time, with the styles emotion writes
 * beside each element (the browser applies them where they stand; emotion moves them into <head>
 * when the app starts). Fails when the HTML would need a script to complete (a part that suspended,
 * such as a lazy one): the CSP runs no inline script, so such a page would never complete.
 * `globalCss: false` leaves out the design system's global CSS, for a part of a page that has it.
 * `prebuiltStyles`: a table to record the class names of what it rendered into, for the app to
 * take instead of computing them as it starts (prebuilt-styles.ts, docs/decisions/047): for a
 * first paint, rendered again by the package's build before it bundles its script.
 */
export async function renderStaticMarkup(
  tree: ReactNode,
  options: { globalCss?: boolean; prebuiltStyles?: PrebuiltStyles } = {},
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      {options.prebuiltStyles ? (
        <ChakraProvider value={recordingSystem(designSystem(), options.prebuiltStyles)}>{tree}</ChakraProvider>
      ) : (
        <UiProvider>{tree}</UiProvider>
      )}
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
