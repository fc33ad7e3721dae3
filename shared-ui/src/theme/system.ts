import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * The ResumeBeat system: Chakra's defaults plus a `brand` palette (violet) used as the default
 * colour palette, so buttons, tabs and focus rings are on-brand without per-component props.
 */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg', minHeight: '100%' },
    '#root': { minHeight: '100dvh', display: 'flex', flexDirection: 'column' },
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
          value:
            "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
        },
        body: {
          value:
            "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
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
          focusRing: { value: '{colors.brand.500}' },
        },
      },
      // The purple gradient of the landing hero and the identity-provider callback pages.
      gradients: {
        brand: { value: 'linear-gradient(135deg, #4c1d95 0%, #6d28d9 45%, #9333ea 100%)' },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);

/** The CSS background of the brand gradient, for places that need the raw value. */
export const BRAND_GRADIENT = 'linear-gradient(135deg, #4c1d95 0%, #6d28d9 45%, #9333ea 100%)';
