import { z } from 'zod';

/**
 * In a browser, zod's object schemas would test whether they may compile a faster parser with
 * `new Function`. This product's Content-Security-Policy forbids that (script-src 'self'): the
 * test failed quietly, but showed as a CSP violation among the browser's issues on every page
 * that loads the API client. Set before any schema is built: every entry of this package imports
 * this module first (and package.json lists it as having side effects, so bundlers keep it).
 * Servers keep zod's compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });
