import { Route, Routes } from '@resumebeat/shared-router';
import { AppLayout } from '../layout/app-layout';
import { RemotePage, type RemoteModuleId } from '../federation/remote-page';
import { LandingPage } from '../pages/landing/landing-page';
import { lazy, Suspense, type ReactNode } from 'react';
import { PageSpinner } from '../federation/remote-page';
import { RouteGuard, type Access } from './guards';
import { paths } from './paths';

// The landing page is what first visits see; the rest of the shell's own pages load on demand.
const PrivacyPage = lazy(() => import('../pages/legal/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => import('../pages/legal/terms-page').then((m) => ({ default: m.TermsPage })));
const NotFoundPage = lazy(() => import('../pages/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));

function ShellPage({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}

interface RemoteRoute {
  path: string;
  id: RemoteModuleId;
  what: string;
  access: Access;
  redirectTo?: string;
}

/** SPEC.md section 2: which remote page each route shows, and who may see it. */
export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: paths.login, id: 'mf_auth/AuthPage', what: 'the sign-in page', access: 'not-account', redirectTo: paths.dashboard },
  { path: paths.register, id: 'mf_auth/AuthPage', what: 'the sign-in page', access: 'not-account', redirectTo: paths.dashboard },
  { path: paths.githubCallback, id: 'mf_auth/GithubCallbackPage', what: 'GitHub sign-in', access: 'anyone' },
  { path: paths.linkedinCallback, id: 'mf_auth/LinkedinCallbackPage', what: 'LinkedIn sign-in', access: 'anyone' },
  { path: paths.dashboard, id: 'mf_scanner/DashboardPage', what: 'the dashboard', access: 'session', redirectTo: paths.home },
  { path: paths.upload, id: 'mf_scanner/UploadPage', what: 'the resume scanner', access: 'anyone' },
  { path: paths.uploadResume, id: 'mf_scanner/UploadPage', what: 'the resume scanner', access: 'anyone' },
  { path: paths.jobDescription, id: 'mf_scanner/JobDescriptionPage', what: 'the job description page', access: 'anyone' },
  { path: paths.optimizedResume, id: 'mf_scanner/OptimizedResumePage', what: 'the optimized resume', access: 'session', redirectTo: paths.login },
  { path: paths.coverLetter, id: 'mf_profile/CoverLetterPage', what: 'the cover letter page', access: 'account', redirectTo: paths.login },
  { path: paths.profile, id: 'mf_profile/ProfilePage', what: 'your profile', access: 'account', redirectTo: paths.login },
];

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
              <RouteGuard access={route.access} redirectTo={route.redirectTo ?? paths.home}>
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
