import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { designSystem } from '../theme/system';

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
 * module is evaluated (see designSystem).
 */
let providedSystem: ReturnType<typeof designSystem> | undefined;
function provided(): ReturnType<typeof designSystem> {
  providedSystem ??=
    typeof document !== 'undefined' && document.querySelector(`style[${PREBUILT_GLOBAL_CSS_ATTRIBUTE}]`)
      ? (Object.create(designSystem(), { _global: { value: [] } }) as ReturnType<typeof designSystem>)
      : designSystem();
  return providedSystem;
}

/** Wraps an app (the shell, or a remote running alone) in the design system. */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={provided()}>{children}</ChakraProvider>;
}
