/**
 * For build scripts in Node (shell/scripts/prerender.tsx, a remote's scripts/first-paint.tsx),
 * never for browsers: not a federation entry, and it pulls in React's server renderer.
 */
export { globalCssMarkup } from './provider/global-css-markup';
export { renderStaticMarkup } from './provider/static-markup';
export { cssRules, firstPaintFragment, type FragmentStyle } from './provider/first-paint-fragment';
export {
  prebuiltRulesText,
  prebuiltStylesText,
  type PrebuiltRules,
  type PrebuiltStyles,
} from './provider/prebuilt-styles';
