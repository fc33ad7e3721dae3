import { Route, Routes } from '@resumebeat/shared-router';
import { AppLayout } from '../layout/app-layout';
import { RemotePage } from '../federation/remote-page';
import { LandingPage } from '../pages/landing/landing-page';
import { lazy, Suspense, type ReactNode } from 'react';
import { PageSpinner } from '../federation/remote-page';
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

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route
          path={paths.home}
          element={
            <RouteGuard access="signed-out" redirectTo={paths.dashboard}>
              <LandingPage />
            </RouteGuard>
          }
        />
        {REMOTE_ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <RouteGuard access={route.access} redirectTo={route.redirectTo ?? paths.home} signInReason={route.signInReason}>
                {/* Same id on two routes (/upload, /upload-resume) renders the same page. */}
                <RemotePage id={route.id} what={route.what} />
              </RouteGuard>
            }
          />
        ))}
        <Route path={paths.privacy} element={<ShellPage><PrivacyPage /></ShellPage>} />
        <Route path={paths.terms} element={<ShellPage><TermsPage /></ShellPage>} />
        <Route path="*" element={<ShellPage><NotFoundPage /></ShellPage>} />
      </Route>
    </Routes>
  );
}
