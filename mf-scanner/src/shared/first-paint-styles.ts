declare const __RB_FIRST_PAINT_STYLES__: string | undefined;

/**
 * The class names of this package's first paints, rendered by its build before it bundled this
 * script (build-config's rspack.ts, docs/decisions/047), for shared-ui's addPrebuiltStyles; empty
 * outside a production build.
 */
export const FIRST_PAINT_STYLES = typeof __RB_FIRST_PAINT_STYLES__ === 'string' ? __RB_FIRST_PAINT_STYLES__ : '';
