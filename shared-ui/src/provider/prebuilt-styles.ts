import { css as serializeStyles, type SerializedStyles } from '@emotion/react';
import type { designSystem } from '../theme/system';

type System = ReturnType<typeof designSystem>;
type CssFn = System['css'];

/**
 * The attribute of the `<script type="application/json">` a prerendered fragment carries with the
 * class names of its elements (docs/decisions/047). Each entry: the key of one call of Chakra's
 * `css()` at render (the element's recipe styles, `css` prop and style props, as JSON), and what
 * emotion makes of its result: the class name's hash and the serialized styles.
 */
export const PREBUILT_STYLES_ATTRIBUTE = 'data-rb-prebuilt-styles';

/** Key of a `css()` call -> [emotion's name, its serialized styles]. */
export type PrebuiltStyles = Record<string, [name: string, styles: string]>;

/**
 * The key of one `css()` call: its arguments as JSON, hashed (53 bits, cyrb53) with the JSON's
 * length. The same props give the same JSON in the build (Node) and in the browser, as the same
 * code makes them; anything that differs misses the table and goes through the engine.
 */
export function styleKey(args: readonly unknown[]): string {
  const json = JSON.stringify(args);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < json.length; i++) {
    const code = json.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${json.length.toString(36)}.${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}

/**
 * What a recipe function of the provider's system returns: the recipe's name and the variant props
 * it was called with, its styles computed only when asked for. Chakra hands a recipe's styles to
 * the element's `css` prop and nothing else (create-recipe-context, the few components that call
 * `useRecipe`), so they reach `css()` below as they are: a call answered by the table never computes
 * them; any other resolves them first. As JSON (the table's key) it is its name and props.
 */
class RecipeStyles {
  constructor(
    private readonly recipe: string,
    private readonly props: unknown,
    private readonly compute: (props: unknown) => unknown,
  ) {}
  toJSON() {
    return { recipe: this.recipe, props: this.props };
  }
  styles() {
    return this.compute(this.props);
  }
}

const resolved = (args: unknown[]) =>
  args.map((arg) => (arg instanceof RecipeStyles ? arg.styles() : arg)) as Parameters<CssFn>;

type RecipeFn = ReturnType<System['cva']>;

/** A recipe function returning RecipeStyles under `name`, with the recipe function's properties. */
function byName(name: string, fn: RecipeFn): RecipeFn {
  const named = ((props: unknown) =>
    new RecipeStyles(name, props, fn as (props: unknown) => unknown)) as unknown as RecipeFn;
  return Object.assign(named, fn);
}

/**
 * A recipe function whose `merge(other)` (the styled factory's, for an element of a component made
 * with `chakra(ChakraComponent)`, at every render) makes the merged function once per `other`.
 */
function mergedOnce(fn: RecipeFn) {
  const merge = (fn as { merge?: (other: RecipeFn) => RecipeFn }).merge;
  if (typeof merge !== 'function') return;
  const merged = new WeakMap<object, RecipeFn>();
  (fn as { merge: (other: RecipeFn) => RecipeFn }).merge = function (this: RecipeFn, other: RecipeFn) {
    if (this !== fn || !other || typeof other !== 'function') return merge.call(this, other);
    let result = merged.get(other);
    if (!result) merged.set(other, (result = merge.call(this, other)));
    return result;
  };
}

/**
 * The system whose recipes are called by name (RecipeStyles), and whose `cva()` and `sva()` make one
 * recipe function per recipe config and keep it. Chakra's styled factory calls `cva(config)` from
 * the provider's system at every render of every element (its own `{}` for a plain `chakra.div`),
 * and `useRecipe`/`useSlotRecipe` once per element for a recipe passed as a prop: each call built a
 * new function with an empty memo, so every element computed its recipe's styles from nothing. A
 * config is a constant of its component, so the function made for it serves every element.
 * Recipes by name: the theme's (`getRecipeFn(key)`) and those with a class name (Chakra's own
 * recipes passed as props); a recipe without either is called as before.
 */
export function recipesByNameSystem(system: System): System {
  const shared = <F extends System['cva'] | System['sva']>(
    make: F,
    name: (config: object) => string | undefined,
  ): F => {
    const made = new WeakMap<object, unknown>();
    return ((config?: object) => {
      const create = make as (config?: object) => unknown;
      if (!config || typeof config !== 'object') return create(config);
      let fn = made.get(config);
      if (fn === undefined) {
        fn = create(config);
        mergedOnce(fn as RecipeFn);
        const id = name(config);
        if (id) fn = byName(id, fn as RecipeFn);
        made.set(config, fn);
      }
      return fn;
    }) as F;
  };
  const keyed = new Map<string, RecipeFn>();
  const getRecipeFn = ((key: string, fallback?: never) => {
    let fn = keyed.get(key);
    if (!fn) keyed.set(key, (fn = byName(`theme:${key}`, system.getRecipeFn(key, fallback))));
    return fn;
  }) as System['getRecipeFn'];
  const className = (config: object) => {
    const name = (config as { className?: unknown }).className;
    return typeof name === 'string' && name ? `class:${name}` : undefined;
  };
  return Object.create(system, {
    cva: { value: shared(system.cva, className) },
    sva: { value: shared(system.sva, () => undefined) },
    getRecipeFn: { value: getRecipeFn },
  }) as System;
}

/**
 * The system (with recipes by name) with a `css()` that records, for each call at render, the key
 * and what emotion makes of the result, into `table`. For build-time rendering (renderStaticMarkup).
 */
export function recordingSystem(system: System, table: PrebuiltStyles): System {
  const css = system.css;
  const recording = ((...args: Parameters<CssFn>) => {
    const result = css(...resolved(args));
    const serialized = serializeStyles(result as Parameters<typeof serializeStyles>[0]);
    // Keyframes objects travel in `next`; such styles are left to the engine.
    if (serialized.styles && serialized.next === undefined)
      table[styleKey(args)] = [serialized.name, serialized.styles];
    return result;
  }) as CssFn;
  return Object.create(recipesByNameSystem(system), { css: { value: recording } }) as System;
}

/**
 * The system (with recipes by name) with a `css()` that answers the calls in `table` with emotion's
 * serialized styles as built, without computing them: Chakra's styled factory passes what `css()`
 * returns to emotion's `serializeStyles`, which takes an already serialized value as it is (same
 * class name, same rules). Calls not in the table go to Chakra's `css()` as before. Only the styled
 * factory reads `css` from the provider's system (`useResolvedProps`); recipes use the system's own.
 */
export function prebuiltSystem(system: System, table: ReadonlyMap<string, SerializedStyles>): System {
  const css = system.css;
  const prebuilt = ((...args: Parameters<CssFn>) => table.get(styleKey(args)) ?? css(...resolved(args))) as CssFn;
  return Object.create(recipesByNameSystem(system), { css: { value: prebuilt } }) as System;
}

/** The table as the page carries it: a JSON <script> (not run), `<` escaped. */
export function prebuiltStylesMarkup(table: PrebuiltStyles): string {
  if (!Object.keys(table).length) return '';
  const json = JSON.stringify(table).replace(/</g, '\\u003c');
  return `<script type="application/json" ${PREBUILT_STYLES_ATTRIBUTE}="">${json}</script>`;
}

/**
 * A fragment's markup and the table renderStaticMarkup appended to it, apart: the table can then
 * sit beside the element a page keeps and re-renders (the shell's first-paint box), not inside it.
 */
export function takePrebuiltStyles(html: string): { html: string; table: string } {
  const at = html.lastIndexOf(`<script type="application/json" ${PREBUILT_STYLES_ATTRIBUTE}=`);
  return at < 0 ? { html, table: '' } : { html: html.slice(0, at), table: html.slice(at) };
}

/** Every table the page's fragments carry (the frame's and the page's), as emotion's values. */
export function readPrebuiltStyles(root: ParentNode): Map<string, SerializedStyles> {
  const table = new Map<string, SerializedStyles>();
  for (const element of root.querySelectorAll(`script[${PREBUILT_STYLES_ATTRIBUTE}]`)) {
    try {
      const entries = JSON.parse(element.textContent ?? '{}') as PrebuiltStyles;
      for (const key in entries) {
        const [name, styles] = entries[key]!;
        table.set(key, { name, styles, next: undefined } as SerializedStyles);
      }
    } catch {
      // A table that cannot be read only costs the time it would have saved.
    }
  }
  return table;
}
