import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { act, render } from '@testing-library/react';
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

/** What the router shows now: the latest location, updated on every navigation. */
export interface LocationProbe {
  current: Location;
}

function Probe({ probe }: { probe: LocationProbe }) {
  probe.current = useLocation();
  return null;
}

function OtherPage() {
  const location = useLocation();
  return <h1>{`Page ${location.pathname}`}</h1>;
}

/**
 * Renders pages at their routes, starting at `path` (with a query string if any) and navigation
 * `state`, inside the design system's provider as the shell does. Every other path shows an h1
 * with its path, so a test sees where a button led. Returns the probe of the current location.
 */
export function renderRoutes(routes: Record<string, ReactElement>, { path, state }: { path: string; state?: unknown }) {
  const probe = {} as LocationProbe;
  const url = new URL(path, 'http://localhost');
  const view = render(
    <UiProvider>
      <MemoryRouter initialEntries={[{ pathname: url.pathname, search: url.search, hash: url.hash, state }]}>
        <Probe probe={probe} />
        <Routes>
          {Object.entries(routes).map(([routePath, element]) => (
            <Route key={routePath} path={routePath} element={element} />
          ))}
          <Route path="*" element={<OtherPage />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
  return { ...view, location: probe };
}

/**
 * Lets pending promises settle and React commit, without moving a fake clock: for a test that
 * times something (a 2 s redirect, a 3 s snackbar) from the moment a message appears. Waits as
 * many rounds as needed, up to a bound, because how many a chain takes is not the test's business
 * (it differed between a file run alone and the whole suite).
 */
export async function settleUntil(isReady: () => boolean, rounds = 50): Promise<void> {
  for (let round = 0; round < rounds && !isReady(); round += 1) {
    await act(async () => {});
  }
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
    loaded.push({
      name: name.replace(/^\.\//, ''),
      Component: module.default as ComponentType<Record<string, unknown>>,
    });
  }
  return loaded;
}
