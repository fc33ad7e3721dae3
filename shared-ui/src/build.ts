/**
 * For build scripts in Node (shell/scripts/prerender.tsx), never for browsers: not a federation
 * entry, and it pulls in React's server renderer.
 */
export { globalCssMarkup } from './provider/global-css-markup';
