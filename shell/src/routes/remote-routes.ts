import type { RemoteModuleId } from '../federation/remote-page';
import type { Access } from './guards';
import { paths } from './paths';

/**
 * The routes that show a remote's page: data only, so that the start (bootstrap.tsx) can read it
 * before the app's modules are evaluated.
 */
export interface RemoteRoute {
  path: string;
  id: RemoteModuleId;
  what: string;
  access: Access;
  redirectTo?: string;
  /** The login screen's line when this route sends a signed-out visitor there (decision 034). */
  signInReason?: string;
}

/** docs/product/screens.md#routes-and-guards: which remote page each route shows, and who may see it. */
export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: paths.login, id: 'mf_auth/AuthPage', what: 'the sign-in page', access: 'not-account', redirectTo: paths.dashboard },
  { path: paths.register, id: 'mf_auth/AuthPage', what: 'the sign-in page', access: 'not-account', redirectTo: paths.dashboard },
  { path: paths.resetPassword, id: 'mf_auth/AuthPage', what: 'the password reset page', access: 'anyone' },
  { path: paths.githubCallback, id: 'mf_auth/GithubCallbackPage', what: 'GitHub sign-in', access: 'anyone' },
  { path: paths.linkedinCallback, id: 'mf_auth/LinkedinCallbackPage', what: 'LinkedIn sign-in', access: 'anyone' },
  { path: paths.dashboard, id: 'mf_scanner/DashboardPage', what: 'the dashboard', access: 'session', redirectTo: paths.home },
  { path: paths.upload, id: 'mf_scanner/UploadPage', what: 'the resume scanner', access: 'anyone' },
  { path: paths.uploadResume, id: 'mf_scanner/UploadPage', what: 'the resume scanner', access: 'anyone' },
  { path: paths.jobDescription, id: 'mf_scanner/JobDescriptionPage', what: 'the job description page', access: 'anyone' },
  { path: paths.optimizedResume, id: 'mf_scanner/OptimizedResumePage', what: 'the optimized resume', access: 'session', redirectTo: paths.login, signInReason: 'Create a free account or sign in to see and download your optimized resume. Your analysis is kept.' },
  { path: paths.coverLetter, id: 'mf_profile/CoverLetterPage', what: 'the cover letter page', access: 'account', redirectTo: paths.login, signInReason: 'Sign in to write a cover letter for your resume.' },
  { path: paths.profile, id: 'mf_profile/ProfilePage', what: 'your profile', access: 'account', redirectTo: paths.login, signInReason: 'Sign in to see your profile.' },
];
