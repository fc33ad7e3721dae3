declare const __RB_FIRST_PAINT_STYLES__: string | undefined;
declare const __RB_FIRST_PAINT_RULES__: string | undefined;

/**
 * The class names of this package's first paints, rendered by its build before it bundled this
 * script (build-config's rspack.ts, docs/decisions/047), for shared-ui's addPrebuiltStyles; empty
 * outside a production build.
 */
export const FIRST_PAINT_STYLES = typeof __RB_FIRST_PAINT_STYLES__ === 'string' ? __RB_FIRST_PAINT_STYLES__ : '';

/**
 * The rules of the profile's cards as a member's answers fill them in, for the class names no first
 * paint has (scripts/filled-views.tsx, docs/decisions/047); empty outside a production build.
 */
export const FIRST_PAINT_RULES = typeof __RB_FIRST_PAINT_RULES__ === 'string' ? __RB_FIRST_PAINT_RULES__ : '';
