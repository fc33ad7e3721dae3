import type { ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderOptions } from '@testing-library/react';
import { designSystem } from '../theme/system';

/** Renders through the design system (without the app-wide toaster, which tests do not need). */
export function renderWithUi(ui: ReactElement, options?: RenderOptions) {
  return render(ui, {
    wrapper: ({ children }) => <ChakraProvider value={designSystem()}>{children}</ChakraProvider>,
    ...options,
  });
}
