import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { act, render } from '@testing-library/react';
import { UiProvider } from '@resumebeat/shared-ui';

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
      <MemoryRouter initialEntries={[{ pathname: url.pathname, search: url.search, state }]}>
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

/** Lets pending promises settle and React commit without moving a fake clock (bounded). */
export async function settleUntil(isReady: () => boolean, rounds = 50): Promise<void> {
  for (let round = 0; round < rounds && !isReady(); round += 1) {
    await act(async () => {});
  }
}
