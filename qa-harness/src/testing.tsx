import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { render } from '@testing-library/react';
import { UiProvider } from '@resumebeat/shared-ui';

/**
 * Renders a remote's page the way the shell does (design system provider, a router at `path`),
 * for the remote's own component tests.
 */
export function renderPage(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </UiProvider>,
  );
}

/**
 * Checks a remote's federation contract: every module it exposes exists and default-exports a
 * component. `load` imports an exposed file by its path in module-federation.config.ts.
 */
export async function loadExposedComponents(
  exposes: Record<string, string>,
  load: (file: string) => Promise<{ default?: unknown }>,
): Promise<Array<{ name: string; Component: ComponentType<Record<string, unknown>> }>> {
  const loaded = [];
  for (const [name, file] of Object.entries(exposes)) {
    const module = await load(file);
    if (typeof module.default !== 'function') throw new Error(`${name} (${file}) does not default-export a component`);
    loaded.push({ name: name.replace(/^\.\//, ''), Component: module.default as ComponentType<Record<string, unknown>> });
  }
  return loaded;
}
