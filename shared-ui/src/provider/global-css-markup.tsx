import { Global } from '@emotion/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { designSystem } from '../theme/system';
import { PREBUILT_GLOBAL_CSS_ATTRIBUTE } from './ui-provider';

/**
 * The design system's global CSS (the layer order, the reset, global styles, every token's CSS
 * variable) as the <style> elements emotion writes for it at start-up, marked so that UiProvider
 * finds them and skips computing that CSS in the browser. For an app's HTML, written at build time.
 */
export function globalCssMarkup(): string {
  const markup = renderToStaticMarkup(
    <>
      <Global styles={designSystem().layers.atRule} />
      <Global styles={designSystem()._global} />
    </>,
  );
  return markup.replace(/<style /g, `<style ${PREBUILT_GLOBAL_CSS_ATTRIBUTE}="" `);
}
