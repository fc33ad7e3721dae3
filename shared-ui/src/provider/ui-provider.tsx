import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { withEmotionCache, type EmotionCache } from '@emotion/react';
import { designSystem } from '../theme/system';
import { prebuiltSystem, prebuiltTable, resolvingCache } from './prebuilt-styles';

/**
 * The attribute of the <style> element an app's build may put into its HTML with the design
 * system's global CSS (reset, global styles, every token's CSS variable): the shell's build does
 * (shell/scripts/prerender.tsx). Computing that CSS is half the cost of starting the design system
 * (about 0.15 s on a phone); with the element there, the provider skips it.
 */
export const PREBUILT_GLOBAL_CSS_ATTRIBUTE = 'data-rb-global-css';

/**
 * The system as the provider gets it: without its global CSS when the page already has it. Chakra
 * computes that CSS only when `_global` is first read (patches/@chakra-ui__react@3.37.0.patch);
 * this object reads as the system for everything else. Made at the first render, not when the
 * module is evaluated (see designSystem). The layer order is in the page too: left to the provider,
 * emotion would find its element there and move it to the end of <head>, and the browser compute
 * every style of the page again (docs/decisions/046).
 */
let providedSystem: ReturnType<typeof designSystem> | undefined;
function provided(): ReturnType<typeof designSystem> {
  if (providedSystem) return providedSystem;
  let system = designSystem();
  if (typeof document === 'undefined') return (providedSystem = system);
  // The class names of the first paints' elements, built (docs/decisions/047), as the app's packages
  // gave them before rendering (the shell's before its first render; a remote's join the same table
  // as its page loads). An app without them gets Chakra's system as it is (looking calls up in no
  // table would only cost time).
  if (prebuiltTable().size) system = prebuiltSystem(system, prebuiltTable());
  providedSystem = document.querySelector(`style[${PREBUILT_GLOBAL_CSS_ATTRIBUTE}]`)
    ? (Object.create(system, {
        _global: { value: [] },
        layers: { value: Object.create(system.layers, { atRule: { value: '' } }) },
      }) as ReturnType<typeof designSystem>)
    : system;
  return providedSystem;
}

const counted = new WeakSet<EmotionCache>();

/**
 * Counts the rules of the page's server-rendered <style> elements (`<style ATTRIBUTE="id id...">`)
 * as written, in emotion's cache, before anything renders: emotion then writes only the rules the
 * page lacks. Emotion finds its own server-rendered elements (`data-emotion`) by itself, but it
 * moves each to the end of <head> as it starts, which makes the browser compute every style of the
 * page again (~70 ms on a phone); elements under another attribute stay where they are.
 */
const CountWritten = withEmotionCache<{ attribute: string; children: ReactNode }>(({ attribute, children }, cache) => {
  if (!counted.has(cache) && typeof document !== 'undefined') {
    counted.add(cache);
    for (const element of document.querySelectorAll(`style[${attribute}]`)) {
      for (const id of (element.getAttribute(attribute) ?? '').split(' ')) if (id) cache.inserted[id] = true;
    }
  }
  return children;
});

/**
 * Emotion's cache, made to compute the styles of a built class name when it needs them (a rule the
 * page lacks, styles composed with another element's): prebuilt-styles.ts. Before anything renders.
 */
const Resolving = withEmotionCache<{ children: ReactNode }>(({ children }, cache) => {
  if (typeof document !== 'undefined') resolvingCache(cache as unknown as Parameters<typeof resolvingCache>[0]);
  return children;
});

/**
 * Wraps an app (the shell, or a remote running alone) in the design system. `writtenStyles`: the
 * attribute of the page's <style> elements that already hold some of emotion's rules (the shell's
 * first paint, shared-contract/first-paint.ts), each listing their ids.
 */
export function UiProvider({ children, writtenStyles }: { children: ReactNode; writtenStyles?: string }) {
  const app = (
    <Resolving>
      <ChakraProvider value={provided()}>{children}</ChakraProvider>
    </Resolving>
  );
  return writtenStyles ? <CountWritten attribute={writtenStyles}>{app}</CountWritten> : app;
}
