import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { render } from '@testing-library/react';
import { UiProvider } from '@resumebeat/shared-ui';

/** Renders through the design system and a memory router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </UiProvider>,
  );
}
