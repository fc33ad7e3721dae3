import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Colour palettes the product does not use. Every token costs start-up time (building the token
 * dictionary grows with their number) and a CSS variable in every page, so these are left out.
 * Use the palettes that remain (gray, red, orange, yellow, green, blue, brand); a colour outside
 * them (a chart's series) is written as its value.
 */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink']);
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * Chakra's theme with only the recipes of the components shared-ui exports. Chakra's
 * `defaultConfig` carries ~70 recipes; every one would ship to every visitor, since this package
 * is a federation singleton and is not tree-shaken. Add a recipe here when you export its
 * component from `src/index.ts`. Recipes of components in the other entries (dialog, form
 * controls) are passed to those components instead, so they download with them.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {},
  },
});

/** ResumeBeat on top: a `brand` palette (violet) and the brand gradient. */
const brand = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg', minHeight: '100%' },
    '#root': { minHeight: '100dvh', display: 'flex', flexDirection: 'column' },
    // One visible focus ring on every control (WCAG 2.4.11; decision 036): 2 px in the brand
    // colour. Chakra's recipes draw theirs with --focus-ring-width (inputs: 1 px by default) and
    // their palette's focusRing colour (gray's below); controls without a recipe (the native file
    // input, checkboxes, plain links) get this rule.
    ':root': { '--focus-ring-width': '2px' },
    ':focus-visible': {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineColor: 'brand.focusRing',
      outlineOffset: '2px',
    },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#f5f3ff' },
          100: { value: '#ede9fe' },
          200: { value: '#ddd6fe' },
          300: { value: '#c4b5fd' },
          400: { value: '#a78bfa' },
          500: { value: '#8b5cf6' },
          600: { value: '#7c3aed' },
          700: { value: '#6d28d9' },
          800: { value: '#5b21b6' },
          900: { value: '#4c1d95' },
          950: { value: '#2e1065' },
        },
      },
      fonts: {
        heading: {
          value: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
        },
        body: {
          value: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
        },
        // Inputs and other gray controls ring in the brand colour too, not a faint grey.
        gray: { focusRing: { value: '{colors.brand.600}' } },
        // White on Chakra's orange.600 is 3.6:1, under WCAG AA for text (the 'Upgrade for Unlimited'
        // button, solid badges): solid orange is the 700 (5.2:1).
        orange: { solid: { value: '{colors.orange.700}' } },
      },
      // The purple gradient of the landing hero and the identity-provider callback pages.
      gradients: {
        brand: { value: 'linear-gradient(135deg, #4c1d95 0%, #6d28d9 45%, #9333ea 100%)' },
      },
    },
  },
});

type System = ReturnType<typeof createSystem>;
let configs: [ReturnType<typeof mergeConfigs>, typeof brand] | undefined;
/** The configs, made once (on first use); also for the test that builds the system with stock Chakra. */
export const systemConfigs = () => (configs ??= [mergeConfigs(defaultBaseConfig, chakraTheme), brand]);
let created: System | undefined;

/**
 * Chakra's system for ResumeBeat, built on first use: built when the module was evaluated, it
 * made one long task with the evaluation of Chakra's own modules. The shell's start
 * (shell/src/bootstrap.tsx) builds it in a stage of its own; everything else gets the same object.
 * Its global CSS (reset, global styles, every token's variable), most of the cost, is computed only
 * when read (patches/README.md): the shell's HTML carries it prebuilt, so a page never reads it.
 */
export function designSystem(): System {
  created ??= createSystem(...systemConfigs());
  return created;
}

/** The CSS background of the brand gradient, for places that need the raw value. */
export const BRAND_GRADIENT = 'linear-gradient(135deg, #4c1d95 0%, #6d28d9 45%, #9333ea 100%)';
