import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  Badge,
  Box,
  Button,
  ChakraProvider,
  Container,
  Heading,
  Link,
  Separator,
  Spinner,
  Stack,
  Text,
  createSystem,
  defaultConfig,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react';
import type * as SystemModule from '../system';
import { chakraPatchFile, loadStockChakra } from '../../../bench/stock-chakra';

/**
 * Our Chakra patch (patches/README.md) changes `createSystem`: its global CSS is computed when
 * first read. These tests build the system with the patched package, as the product does, and with
 * stock Chakra's `createSystem` (the same installed version with the patch taken out), and compare
 * what comes OUT: every token, the CSS variables, the global CSS, each recipe's styles per variant,
 * and the markup of the product's components, whose emotion class names are hashes of their CSS.
 * A Chakra upgrade whose `createSystem` the patch no longer matches (a value computed differently,
 * a step the patched code skips) makes them differ.
 */
let stock: ReturnType<typeof loadStockChakra>;
beforeAll(() => {
  stock = loadStockChakra(require, chakraPatchFile(path.resolve(__dirname, '../../..')));
});
afterAll(() => stock?.dispose());

/** The system module afresh (its system is built once per module). */
const freshSystemModule = () => {
  let module: typeof SystemModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof SystemModule>('../system');
  });
  return module!;
};

/** A value as data: Maps and Sets as arrays of their entries (in order), functions left out. */
function plain(value: unknown, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'function') return undefined;
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[seen]';
  seen.add(value);
  if (value instanceof Map) return [...value].map(([key, entry]) => [plain(key, seen), plain(entry, seen)]);
  if (value instanceof Set) return [...value].map((entry) => plain(entry, seen));
  if (Array.isArray(value)) return value.map((entry) => plain(entry, seen));
  return Object.fromEntries(
    Object.entries(value)
      .map(([key, entry]) => [key, plain(entry, seen)])
      .filter(([, entry]) => entry !== undefined),
  );
}

/** What a system puts out that does not depend on components: tokens, variables, global CSS. */
function systemOutput(system: SystemContext) {
  return {
    tokens: plain(system.tokens.allTokens),
    cssVarMap: plain(system.tokens.cssVarMap),
    categoryMap: plain(system.tokens.categoryMap),
    colorPaletteMap: plain(system.tokens.colorPaletteMap),
    flatMap: plain(system.tokens.flatMap),
    global: plain(system._global),
    layers: system.layers.atRule,
    breakpoints: plain(system.breakpoints.values),
    conditions: plain(system.conditions.breakpoints),
  };
}

/** Each recipe's styles with its defaults and with every value of every variant, as CSS objects. */
function recipeOutput(system: SystemContext, config: SystemConfig) {
  const out: Record<string, unknown> = {};
  const variantsOf = (recipe: { variants?: Record<string, Record<string, unknown>> }) => [
    {},
    ...Object.entries(recipe.variants ?? {}).flatMap(([name, values]) =>
      Object.keys(values).map((value) => ({ [name]: value })),
    ),
  ];
  for (const [name, recipe] of Object.entries(config.theme?.recipes ?? {})) {
    const fn = system.cva(recipe as Parameters<SystemContext['cva']>[0]);
    for (const props of variantsOf(recipe as never))
      out[`${name} ${JSON.stringify(props)}`] = plain(system.css(fn(props)));
  }
  for (const [name, recipe] of Object.entries(config.theme?.slotRecipes ?? {})) {
    const fn = system.sva(recipe as Parameters<SystemContext['sva']>[0]);
    for (const props of variantsOf(recipe as never)) {
      // Style objects per slot at run time (the declared type says class names).
      const slots = fn(props) as unknown as Record<string, object>;
      out[`${name} ${JSON.stringify(props)}`] = plain(
        Object.fromEntries(Object.entries(slots).map(([slot, styles]) => [slot, system.css(styles)])),
      );
    }
  }
  return out;
}

/** Style props the product writes: tokens, semantic tokens, responsive values, conditions, text and layer styles. */
const STYLE_PROPS = [
  { color: 'brand.fg', bg: 'bg.subtle', px: '4', borderRadius: 'lg', _hover: { bg: 'brand.muted' } },
  { p: { base: '3', md: '6' }, gap: { base: '2', lg: '4' }, display: { base: 'none', sm: 'flex' } },
  {
    textStyle: 'sm',
    layerStyle: 'fill.subtle',
    colorPalette: 'orange',
    bg: 'colorPalette.solid',
    color: 'colorPalette.contrast',
  },
  {
    bgImage: 'gradients.brand',
    boxShadow: 'md',
    _dark: { bg: 'gray.900' },
    _focusVisible: { outlineColor: 'brand.focusRing' },
  },
  {
    fontSize: '2xl',
    lineHeight: 'shorter',
    letterSpacing: 'tight',
    fontWeight: 'bold',
    fontFamily: 'heading',
    animationStyle: 'slide-fade-in',
  },
  {
    width: 'full',
    maxW: '3xl',
    minH: '100dvh',
    borderWidth: '1px',
    borderColor: 'border.muted',
    inset: '0',
    zIndex: 'overlay',
  },
];

/** The product's components with the props its pages give them. */
function components(): ReactNode {
  const palettes = ['brand', 'gray', 'orange', 'red', 'green'];
  return (
    <Stack gap="4">
      {(['solid', 'subtle', 'surface', 'outline', 'ghost', 'plain'] as const).flatMap((variant) =>
        (['sm', 'md', 'lg'] as const).map((size) => (
          <Button
            key={`${variant}-${size}`}
            variant={variant}
            size={size}
            colorPalette={palettes[size.length % palettes.length]}
          >
            Scan
          </Button>
        )),
      )}
      <Button loading>Paying</Button>
      <Button disabled colorPalette="brand">
        Upgrade
      </Button>
      {palettes.map((palette) => (
        <Badge key={palette} colorPalette={palette} variant="solid">
          {palette}
        </Badge>
      ))}
      <Badge variant="outline" size="lg">
        Premium
      </Badge>
      {(['sm', 'md', 'xl', '3xl'] as const).map((size) => (
        <Heading key={size} size={size} as="h2">
          Your score
        </Heading>
      ))}
      <Link href="/privacy" variant="underline" colorPalette="brand">
        Privacy
      </Link>
      <Separator variant="dashed" />
      <Spinner size="lg" color="brand.solid" />
      <Container maxW="4xl">
        <Text textStyle="lg" color="fg.muted">
          Resumes that beat the bots
        </Text>
      </Container>
      {STYLE_PROPS.map((props, index) => (
        <Box key={index} {...props} />
      ))}
    </Stack>
  );
}
const markupWith = (system: SystemContext) =>
  renderToStaticMarkup(<ChakraProvider value={system}>{components()}</ChakraProvider>);

describe("the patched Chakra's output is stock Chakra's", () => {
  it('for the design system, as the shell, a remote alone, the tests and the build-time renders get it', () => {
    const module = freshSystemModule();
    const patched = module.designSystem();
    const fromStock = stock.createSystem(...module.systemConfigs());
    expect(systemOutput(patched)).toEqual(systemOutput(fromStock));
    expect(recipeOutput(patched, patched._config)).toEqual(recipeOutput(fromStock, fromStock._config));
    for (const styles of STYLE_PROPS) expect(patched.css(styles)).toEqual(fromStock.css(styles));
    const markup = markupWith(patched);
    expect(markup).toMatch(/class="[^"]*css-/);
    expect(markup).toBe(markupWith(fromStock));
  });

  it("for Chakra's whole default theme: every token, the global CSS, every recipe and slot recipe per variant", () => {
    const fromStock = stock.createSystem(defaultConfig);
    const expected = { system: systemOutput(fromStock), recipes: recipeOutput(fromStock, defaultConfig) };
    expect(Object.keys(expected.recipes).length).toBeGreaterThan(300);
    const patched = createSystem(defaultConfig);
    expect({ system: systemOutput(patched), recipes: recipeOutput(patched, defaultConfig) }).toEqual(expected);
  });
});
