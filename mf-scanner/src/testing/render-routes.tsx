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

/**
 * Renders pages at their routes, starting at `path` with navigation `state`, inside the design
 * system's provider, like the shell does. Every other path shows an h1 with its path, so a test
 * sees where a button led. Returns the probe of the current location.
 */
export function renderRoutes(routes: Record<string, ReactElement>, { path, state }: { path: string; state?: unknown }) {
  const probe = {} as LocationProbe;
  const [pathname = path, query] = path.split('?');
  const view = render(
    <UiProvider>
      <MemoryRouter initialEntries={[{ pathname, search: query ? `?${query}` : '', state }]}>
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

function OtherPage() {
  const location = useLocation();
  return <h1>{`Page ${location.pathname}`}</h1>;
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
