/**
 * The one table of the product's routes and the one table of its apps (docs/product/screens.md#routes-and-guards,
 * docs/decisions/041-one-route-table.md). Everything else is derived from here: the shell's
 * routing and guards, the api's served routes and route -> remote page map, the first-paint
 * routes, the remotes' links, the QA pages, the remotes map, the dev ports and build config.
 * Adding a page is one line in ROUTES (and its path in `paths`).
 *
 * No zod, nothing imported but the paths: the shell, build configs, qa-harness and the api read
 * it. The paths are a module of their own (`@resumebeat/shared-contract/paths`, re-exported here),
 * which is what a bundle that only links (a remote's page, the landing script) imports.
 */
import { paths, type AppPath, type RouteKey } from './paths';

export * from './paths';

/**
 * A value computed from the tables, marked pure where it is called: a bundle that does not use it
 * drops it and the tables with it (a pure annotation on a plain `.map()` would keep the call's
 * receiver and arguments).
 */
export function derive<T>(compute: () => T): T {
  return compute();
}

/** The api's port, which serves the whole built product. */
export const API_PORT = 8080;

/** The shell (the federation host): its folder and dev server port. */
export const SHELL_APP = { folder: 'shell', port: 3000 } as const;

/** Every remote: federation name, folder (= package `@resumebeat/<folder>`, served at `/remotes/<folder>/`), dev port. */
export const REMOTES = [
  { name: 'mf_auth', folder: 'mf-auth', port: 3001 },
  { name: 'mf_scanner', folder: 'mf-scanner', port: 3002 },
  { name: 'mf_billing', folder: 'mf-billing', port: 3003 },
  { name: 'mf_profile', folder: 'mf-profile', port: 3004 },
] as const;

export type RemoteApp = (typeof REMOTES)[number];
export type RemoteName = RemoteApp['name'];
export type RemoteFolder = RemoteApp['folder'];
/** The shell's folder or a remote's. */
export type AppFolder = typeof SHELL_APP.folder | RemoteFolder;

/** Federation name -> folder (`mf_auth` -> `mf-auth`). */
export const REMOTE_FOLDERS = /* @__PURE__ */ derive(() =>
  Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.folder])),
) as {
  readonly [R in RemoteApp as R['name']]: R['folder'];
};
/** Folder -> federation name (`mf-auth` -> `mf_auth`). */
export const REMOTE_NAME_OF = /* @__PURE__ */ derive(() =>
  Object.fromEntries(REMOTES.map((remote) => [remote.folder, remote.name])),
) as {
  readonly [R in RemoteApp as R['folder']]: R['name'];
};
/** Dev server port of every app, and the api's. */
export const DEV_PORTS = /* @__PURE__ */ derive(() => ({
  api: API_PORT,
  [SHELL_APP.folder]: SHELL_APP.port,
  ...Object.fromEntries(REMOTES.map((remote) => [remote.folder, remote.port])),
})) as { readonly api: number } & { readonly [F in AppFolder]: number };

/**
 * Who may see a route. The first specification said "signed-in only" for several routes; a guest (a local session
 * with no account) counts as signed in where the page works without an account (dashboard,
 * optimized resume) and not where it needs one (profile, cover letter, which call the server
 * with a bearer token). See docs/decisions/002-exposed-pages-and-routing.md.
 */
export type Access = 'anyone' | 'session' | 'account' | 'signed-out' | 'not-account';

/**
 * Who a first paint is rendered for. An account's name is not known to a build: its first paint is
 * the frame without the name and the page's loading state (decision 046).
 */
export type FirstPaintView = 'signed-out' | 'guest' | 'account';

/** Written by mf-scanner once the journey has progress the dashboard shows (a job description, a scan). */
export const JOURNEY_PROGRESS_COOKIE = 'rb_progress';

/** A remote page id, `remote/ExposedName`, as loadRemote takes it. */
export type RemotePageId = `${RemoteName}/${string}`;

export interface FirstPaint {
  /** The visitors the page is the same for, whatever else they stored. */
  views: readonly FirstPaintView[];
  /** A cookie whose presence means the page shows stored state a prerender cannot know. */
  unlessCookie?: string;
}

export interface AppRoute {
  key: RouteKey;
  path: AppPath;
  /** The remote page the route shows, or `shell` for a page of the shell's own. */
  page: RemotePageId | 'shell';
  /** What the page is, in the sentence of its loading fallback ("Could not load …"). */
  what: string;
  access: Access;
  /** Where someone who may not see it goes (the home page when absent). */
  redirectTo?: AppPath;
  /** The login screen's line when this route sends a signed-out visitor there (decision 034). */
  signInReason?: string;
  /** Sent painted in the HTML, for these visitors (shared-contract/first-paint, decision 023). */
  firstPaint?: FirstPaint;
  /** Prerendered whole by the shell's build (the landing page). */
  prerendered?: true;
}

const FOR_EVERY_VISITOR: FirstPaint = { views: ['signed-out', 'guest'] };

/** docs/product/screens.md#routes-and-guards: every route, the page it shows and who may see it. */
export const ROUTES: readonly AppRoute[] = [
  {
    key: 'home',
    path: paths.home,
    page: 'shell',
    what: 'the home page',
    access: 'signed-out',
    redirectTo: paths.dashboard,
    prerendered: true,
  },
  {
    key: 'login',
    path: paths.login,
    page: 'mf_auth/AuthPage',
    what: 'the sign-in page',
    access: 'not-account',
    redirectTo: paths.dashboard,
    firstPaint: FOR_EVERY_VISITOR,
  },
  {
    key: 'register',
    path: paths.register,
    page: 'mf_auth/AuthPage',
    what: 'the sign-in page',
    access: 'not-account',
    redirectTo: paths.dashboard,
    firstPaint: FOR_EVERY_VISITOR,
  },
  {
    key: 'resetPassword',
    path: paths.resetPassword,
    page: 'mf_auth/AuthPage',
    what: 'the password reset page',
    access: 'anyone',
  },
  {
    key: 'githubCallback',
    path: paths.githubCallback,
    page: 'mf_auth/GithubCallbackPage',
    what: 'GitHub sign-in',
    access: 'anyone',
  },
  {
    key: 'linkedinCallback',
    path: paths.linkedinCallback,
    page: 'mf_auth/LinkedinCallbackPage',
    what: 'LinkedIn sign-in',
    access: 'anyone',
  },
  {
    key: 'dashboard',
    path: paths.dashboard,
    page: 'mf_scanner/DashboardPage',
    what: 'the dashboard',
    access: 'session',
    redirectTo: paths.home,
    firstPaint: { views: ['guest'], unlessCookie: JOURNEY_PROGRESS_COOKIE },
  },
  {
    key: 'upload',
    path: paths.upload,
    page: 'mf_scanner/UploadPage',
    what: 'the resume scanner',
    access: 'anyone',
    firstPaint: FOR_EVERY_VISITOR,
  },
  {
    key: 'uploadResume',
    path: paths.uploadResume,
    page: 'mf_scanner/UploadPage',
    what: 'the resume scanner',
    access: 'anyone',
    firstPaint: FOR_EVERY_VISITOR,
  },
  {
    key: 'jobDescription',
    path: paths.jobDescription,
    page: 'mf_scanner/JobDescriptionPage',
    what: 'the job description page',
    access: 'anyone',
  },
  {
    key: 'optimizedResume',
    path: paths.optimizedResume,
    page: 'mf_scanner/OptimizedResumePage',
    what: 'the optimized resume',
    access: 'session',
    redirectTo: paths.login,
    signInReason: 'Create a free account or sign in to see and download your optimized resume. Your analysis is kept.',
  },
  {
    key: 'coverLetter',
    path: paths.coverLetter,
    page: 'mf_profile/CoverLetterPage',
    what: 'the cover letter page',
    access: 'account',
    redirectTo: paths.login,
    signInReason: 'Sign in to write a cover letter for your resume.',
  },
  {
    key: 'profile',
    path: paths.profile,
    page: 'mf_profile/ProfilePage',
    what: 'your profile',
    access: 'account',
    redirectTo: paths.login,
    signInReason: 'Sign in to see your profile.',
    firstPaint: { views: ['account'] },
  },
  { key: 'privacy', path: paths.privacy, page: 'shell', what: 'the privacy policy', access: 'anyone' },
  { key: 'terms', path: paths.terms, page: 'shell', what: 'the terms of service', access: 'anyone' },
];

/** A route that shows a remote's page. */
export type RemoteRoute = AppRoute & { page: RemotePageId };

/** The routes that show a remote's page, in table order. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = /* @__PURE__ */ derive(() =>
  ROUTES.filter((route): route is RemoteRoute => route.page !== 'shell'),
);

/** Every path the api answers with the app (the SPA routes). */
export const APP_PATHS: readonly AppPath[] = /* @__PURE__ */ derive(() => ROUTES.map((route) => route.path));

/** Path -> the remote page it shows (routes of the shell's own pages are not in it). */
export const ROUTE_REMOTE_PAGES: Readonly<Record<string, RemotePageId>> = /* @__PURE__ */ derive(() =>
  Object.fromEntries(REMOTE_ROUTES.map((route) => [route.path, route.page])),
);

/** The route of a path, or undefined for a path that is not the app's. */
export function routeOf(pathname: string): AppRoute | undefined {
  return ROUTES.find((route) => route.path === pathname);
}
