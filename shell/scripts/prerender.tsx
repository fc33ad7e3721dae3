// Prerenders the page a first visit sees without signing in — the landing page — into the built index.html: their HTML and the design system's styles for them (emotion
// writes each rule beside its element; the browser moves them into <head> before hydrating), so
// the first paint needs no JavaScript. The api sends these files for those routes to visitors
// (api/src/routes/web/first-visit.ts); the shell hydrates them (bootstrap.tsx).
// Run after `rspack build` (package.json's build): node --import tsx scripts/prerender.tsx
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { UiProvider } from '@resumebeat/shared-ui';
import { AppRoutes } from '../src/routes/app-routes';
import { PRERENDERED_ROUTES, prerenderedFile } from '../src/prerendered-routes';

const dist = path.join(import.meta.dirname, '..', 'dist');
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!template.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT} to prerender into`);

async function render(route: string): Promise<string> {
  // The same tree as bootstrap.tsx's App, with the route given instead of read from the address bar.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <UiProvider>
        <MemoryRouter initialEntries={[route]}>
          <AppRoutes />
        </MemoryRouter>
      </UiProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

for (const route of PRERENDERED_ROUTES) {
  const markup = await render(route);
  // A page that suspends (a lazy one) would be completed by inline scripts, which the CSP forbids.
  if (/<script|<template/.test(markup)) throw new Error(`${route}: the prerendered HTML would need a script to complete`);
  const file = path.join(dist, prerenderedFile(route));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, template.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`));
  console.log(`prerendered ${route} -> dist/${prerenderedFile(route)} (${(markup.length / 1024).toFixed(1)} KB)`);
}
