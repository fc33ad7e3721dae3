import { Global } from '@emotion/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { designSystem } from '../theme/system';
import { PREBUILT_GLOBAL_CSS_ATTRIBUTE } from './ui-provider';

/**
 * The design system's global CSS (the layer order, the reset, global styles, every token's CSS
 * variable) as the <style> elements emotion writes for it at start-up, marked so that UiProvider
 * finds them and skips computing that CSS in the browser. For an app's HTML, written at build time.
 *
 * `data-s` is emotion's mark of a server-rendered <style> already where it belongs: without it,
 * emotion's cache took these elements (their attribute names several ids) for styles left in the
 * body and moved them to the end of <head> as the app started. That move made the browser compute
 * the styles of the whole page again (~70 ms on a phone), and put the layer order after the first
 * paint's rules (docs/decisions/046).
 */
export function globalCssMarkup(): string {
  const markup = renderToStaticMarkup(
    <>
      <Global styles={designSystem().layers.atRule} />
      <Global styles={designSystem()._global} />
    </>,
  );
  return markPrebuilt(markup);
}

/** Emotion's <style> elements of the global CSS, marked as built into the page and already in place. */
export function markPrebuilt(markup: string): string {
  return markup.replace(/<style /g, `<style ${PREBUILT_GLOBAL_CSS_ATTRIBUTE}="" data-s="" `);
}
