import { css as serializeStyles } from '@emotion/react';
import type { designSystem } from '../theme/system';

type System = ReturnType<typeof designSystem>;
type CssFn = System['css'];

/**
 * The class names of the first paints' elements, built (docs/decisions/047). Each entry: the key
 * of one call of Chakra's `css()` at render (the element's recipe styles, `css` prop and style
 * props, as JSON, hashed) and the name emotion gives its result. A package's build renders its
 * first paints with a recording system (renderStaticMarkup's `prebuiltStyles`) before it bundles,
 * and its code hands the table to `addPrebuiltStyles` before it renders: the table travels in the
 * package's own script, not in the page. Names only: the page has their rules already (the first
 * paint's CSS), and the styles themselves are computed only when emotion needs them.
 */
export type PrebuiltStyles = Record<string, string>;

/**
 * The rules of class names the first paint does not have (docs/decisions/047): for the elements
 * the app adds as its answers arrive (a member's cards filled in), rendered by the build with
 * representative answers. Per name, the rules as emotion writes them (one string per rule), so
 * that writing them computes nothing either.
 */
export type PrebuiltRules = Record<string, string[]>;

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
 * and emotion's name for the result, into `table`. For build-time rendering (renderStaticMarkup).
 */
export function recordingSystem(system: System, table: PrebuiltStyles): System {
  const css = system.css;
  const recording = ((...args: Parameters<CssFn>) => {
    const result = css(...resolved(args));
    const serialized = serializeStyles(result as Parameters<typeof serializeStyles>[0]);
    // Keyframes objects travel in `next`; such styles are left to the engine.
    if (serialized.styles && serialized.next === undefined) table[styleKey(args)] = serialized.name;
    return result;
  }) as CssFn;
  return Object.create(recipesByNameSystem(system), { css: { value: recording } }) as System;
}

/** What a placeholder of styles not computed yet starts with (a CSS comment, were it ever written). */
const PENDING = '/*rb-prebuilt:';

/**
 * Emotion's value for one class name of the table: its name as built, its styles computed only
 * when emotion needs them. The styled factory hands what `css()` returns to emotion's
 * `serializeStyles`, which returns such a value as it is when it is the element's only styles (its
 * class name is then `css-<name>`), and the element's rule is in the page already (the first
 * paint's CSS, counted as written), so its styles are not read. They are needed, and computed
 * (with the arguments of the call that asked for them, through Chakra's `css()`), only when emotion
 * writes a rule the page lacks (`cache.insert`, see `resolvingCache`), composes the element's styles
 * with the registered styles of a class it was given (`__emotion_styles` below), or reads them back
 * from its registry (`resolvingCache`).
 */
class PrebuiltClass {
  styles: string;
  readonly next = undefined;
  /** The rules as emotion writes them, built, for a name the page does not have (PrebuiltRules). */
  rules: readonly string[] | undefined;
  private compute: (() => string) | undefined;
  constructor(readonly name: string) {
    this.styles = `${PENDING}${name}*/`;
  }
  /** The first call answered with this value gives the way to compute its styles. */
  asked(compute: () => string) {
    this.compute ??= compute;
    return this;
  }
  resolve(): string {
    if (this.compute) {
      this.styles = this.compute();
      this.compute = undefined;
    }
    return this.styles;
  }
  /**
   * Composing, emotion's `serializeStyles` reads this first of each value it composes (and nothing
   * else does): defined, the value is taken as its string, which is then its styles as Chakra's
   * own result gives them (without the `;` emotion appends to a serialized value's styles, which
   * would change the composed class's name).
   */
  get __emotion_styles() {
    return this.resolve();
  }
  toString() {
    return this.resolve();
  }
}

/** The table as the app reads it: key -> the name's value (one per name). */
export type PrebuiltTable = ReadonlyMap<string, PrebuiltClass>;

/**
 * The system (with recipes by name) with a `css()` that answers the calls in `table` with emotion's
 * value for the built class name, without computing its styles. Calls not in the table go to
 * Chakra's `css()` as before. Only the styled factory reads `css` from the provider's system
 * (`useResolvedProps`); recipes use the system's own.
 */
export function prebuiltSystem(system: System, table: PrebuiltTable): System {
  const css = system.css;
  const prebuilt = ((...args: Parameters<CssFn>) => {
    const hit = table.get(styleKey(args));
    if (!hit) return css(...resolved(args));
    return hit.asked(
      () => serializeStyles(css(...resolved(args)) as Parameters<typeof serializeStyles>[0]).styles,
    ) as unknown as ReturnType<CssFn>;
  }) as CssFn;
  return Object.create(recipesByNameSystem(system), { css: { value: prebuilt } }) as System;
}

/** The table the app's packages gave (key -> the name's value, one value per name). */
const table = new Map<string, PrebuiltClass>();
const valueOfName = new Map<string, PrebuiltClass>();
/** The values by their placeholder. */
const pending = new Map<string, PrebuiltClass>();

/** The table the packages gave so far; those that start later add theirs to the same. */
export function prebuiltTable(): PrebuiltTable {
  return table;
}

const resolvedCaches = new WeakSet<object>();

/**
 * Emotion's cache, made to give the styles of a value from the table whenever it reads them: when
 * it writes its rule (a rule the page lacks) and when it reads a registered class's styles back to
 * compose them (`getRegisteredStyles`, for a class name handed to another styled element, as with
 * `asChild`). Once per cache.
 */
export function resolvingCache(cache: {
  key: string;
  insert: (...args: never[]) => unknown;
  inserted: Record<string, string | true>;
  registered: Record<string, string | true>;
}): void {
  if (resolvedCaches.has(cache)) return;
  resolvedCaches.add(cache);
  const insert = cache.insert as (selector: string, serialized: unknown, ...rest: unknown[]) => unknown;
  cache.insert = ((selector: string, serialized: unknown, sheet: unknown, shouldCache: unknown, ...rest: unknown[]) => {
    if (serialized instanceof PrebuiltClass) {
      // Built rules (an element the first paint does not have): written as they are, nothing
      // computed; they are what emotion's stylis writes for this selector and these styles.
      const { rules } = serialized;
      if (rules && selector === `.${cache.key}-${serialized.name}` && typeof sheet === 'object' && sheet) {
        for (const rule of rules) (sheet as { insert: (rule: string) => void }).insert(rule);
        if (shouldCache) cache.inserted[serialized.name] = true;
        return undefined;
      }
      serialized.resolve();
    }
    return insert.call(cache, selector, serialized, sheet, shouldCache, ...rest);
  }) as typeof cache.insert;
  // A registered class's styles are read back as a string (`registered[name] + ';'`); a test for
  // one (`registered[name] === undefined`, at every render of an element registered) computes
  // nothing.
  cache.registered = new Proxy(cache.registered, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'string' || !value.startsWith(PENDING)) return value;
      return pending.get(value) ?? value;
    },
  });
}

/** A table as a package's script carries it: `key name` pairs, space-separated. */
export function prebuiltStylesText(entries: PrebuiltStyles): string {
  return Object.entries(entries)
    .map(([key, name]) => `${key} ${name}`)
    .join(' ');
}

/**
 * Built rules as a package's script carries them, apart from its table (so that an app whose
 * shared-ui reads tables only takes the table as before): JSON, empty when there are none.
 */
export function prebuiltRulesText(rules: PrebuiltRules): string {
  return Object.keys(rules).length ? JSON.stringify(rules) : '';
}

/** The value of a name of the app's table, made once. */
function valueNamed(name: string): PrebuiltClass {
  let value = valueOfName.get(name);
  if (!value) {
    valueOfName.set(name, (value = new PrebuiltClass(name)));
    pending.set(value.styles, value);
  }
  return value;
}

/** The built rules of a package (prebuiltRulesText); anything else gives none. */
function readRules(text: unknown): [string, string[]][] {
  if (typeof text !== 'string' || !text) return [];
  let rules: unknown;
  try {
    rules = JSON.parse(text);
  } catch {
    return [];
  }
  if (!rules || typeof rules !== 'object' || Array.isArray(rules)) return [];
  return Object.entries(rules as Record<string, unknown>).filter(
    (entry): entry is [string, string[]] =>
      /^[a-z0-9-]+$/i.test(entry[0]) &&
      Array.isArray(entry[1]) &&
      entry[1].length > 0 &&
      entry[1].every((rule) => typeof rule === 'string' && rule.length > 0),
  );
}

/**
 * Adds a package's table (prebuiltStylesText) to the app's, before the package renders: the shell
 * before its first render, a remote as its page's module is evaluated. Anything that is not a
 * table adds nothing (those styles are then computed, as without one). `rulesText`: the package's
 * built rules (prebuiltRulesText), taken for the names of this table only.
 */
export function addPrebuiltStyles(text: unknown, rulesText?: unknown): void {
  if (typeof text !== 'string' || !text) return;
  const parts = text.split(' ');
  if (parts.length % 2) return;
  const names = new Set<string>();
  for (let i = 0; i < parts.length; i += 2) {
    const key = parts[i]!;
    const name = parts[i + 1]!;
    if (!key || !/^[a-z0-9-]+$/i.test(name)) continue;
    table.set(key, valueNamed(name));
    names.add(name);
  }
  // Rules only for names of this table (a name is its styles' hash: the same name, the same rules).
  for (const [name, rules] of readRules(rulesText)) if (names.has(name)) valueNamed(name).rules ??= rules;
}
