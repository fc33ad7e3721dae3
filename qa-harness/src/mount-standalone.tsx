import { StrictMode, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from '@resumebeat/shared-router';
import { Box, UiProvider } from '@resumebeat/shared-ui';
import { startSessionMonitor, watchPremium } from '@resumebeat/shared-session';
import { paths } from '@resumebeat/shared-contract/paths';
import { QaBar } from './qa-bar';

export interface StandaloneRoute {
  path: string;
  /** Name shown in the QA bar. */
  label: string;
  Page: ComponentType;
}

export interface StandaloneOptions {
  /** Folder name of the remote, shown in the QA bar. */
  remote: string;
  routes: StandaloneRoute[];
}

function StandaloneApp({ remote, routes }: StandaloneOptions) {
  useEffect(() => startSessionMonitor(), []);
  useEffect(() => watchPremium(), []);
  return (
    <UiProvider>
      <BrowserRouter>
        <QaBar remote={remote} routes={routes} />
        <Box as="main" flex="1" display="flex" flexDirection="column">
          <Routes>
            {routes.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<Navigate to={routes[0]?.path ?? paths.home} replace />} />
          </Routes>
        </Box>
      </BrowserRouter>
    </UiProvider>
  );
}

/**
 * Mounts one remote's pages on its own page, for QA and for the team that owns it: the same
 * design system and session as the composed app, its routes as deep links, and a bar to switch
 * the dev session (signed out, guest, QA account).
 */
export function mountStandalone(options: StandaloneOptions): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StandaloneApp {...options} />
    </StrictMode>,
  );
}
