import { Route, Routes } from '@resumebeat/shared-router';
import { AppLayout } from '../layout/app-layout';
import { RemotePage } from '../federation/remote-page';
import { LandingPage } from '../pages/landing/landing-page';
import { lazy, Suspense, type ReactNode } from 'react';
import { PageSpinner } from '../federation/remote-page';
import { ROUTES, type RouteKey } from '@resumebeat/shared-contract/app-map';
import { RouteGuard } from './guards';
import { paths } from './paths';
import { REMOTE_ROUTES } from './remote-routes';

// The landing page is what first visits see; the rest of the shell's own pages load on demand.
const PrivacyPage = lazy(() => import('../pages/legal/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => import('../pages/legal/terms-page').then((m) => ({ default: m.TermsPage })));
const NotFoundPage = lazy(() => import('../pages/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));

function ShellPage({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}

/** The shell's own pages of the route table (`page: 'shell'`). */
const SHELL_PAGES: Partial<Record<RouteKey, ReactNode>> = {
  home: <LandingPage />,
  privacy: (
    <ShellPage>
      <PrivacyPage />
    </ShellPage>
  ),
  terms: (
    <ShellPage>
      <TermsPage />
    </ShellPage>
  ),
};

/** The route table's pages of the shell, guarded as the table says. */
const SHELL_ROUTES = ROUTES.filter((route) => route.page === 'shell').map((route) => {
  const page = SHELL_PAGES[route.key];
  if (!page) throw new Error(`The route table gives ${route.path} to the shell, which has no page for "${route.key}"`);
  return { ...route, page };
});

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {SHELL_ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              route.access === 'anyone' ? (
                route.page
              ) : (
                <RouteGuard
                  access={route.access}
                  redirectTo={route.redirectTo ?? paths.home}
                  signInReason={route.signInReason}
                >
                  {route.page}
                </RouteGuard>
              )
            }
          />
        ))}
        {REMOTE_ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <RouteGuard
                access={route.access}
                redirectTo={route.redirectTo ?? paths.home}
                signInReason={route.signInReason}
              >
                {/* Same id on two routes (/upload, /upload-resume) renders the same page. */}
                <RemotePage id={route.id} what={route.what} />
              </RouteGuard>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <ShellPage>
              <NotFoundPage />
            </ShellPage>
          }
        />
      </Route>
    </Routes>
  );
}
