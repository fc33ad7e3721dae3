/**
 * Every path of the product (docs/product/screens.md#routes-and-guards): the paths of the one route table (app-map.ts,
 * docs/decisions/041-one-route-table.md), in a module of their own so that a bundle that only
 * links (a remote's page, the landing page's script) does not carry the whole table. No import.
 */

/** Every path of the product. Links use these (or `pathTo`), never a string literal (lint rule). */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  githubCallback: '/github-callback',
  linkedinCallback: '/linkedin-callback',
  dashboard: '/dashboard',
  upload: '/upload',
  uploadResume: '/upload-resume',
  jobDescription: '/job-description',
  optimizedResume: '/optimized-resume',
  coverLetter: '/cover-letter',
  profile: '/profile',
  privacy: '/privacy',
  terms: '/terms',
} as const;

export type RouteKey = keyof typeof paths;
export type AppPath = (typeof paths)[RouteKey];

/** Paths with a query or a fragment. */
export const pathTo = {
  /** The login screen telling what went wrong with an identity provider (`?error=`). */
  loginError: (error: string) => `${paths.login}?error=${encodeURIComponent(error)}`,
  /** The profile's support section. */
  profileSupport: () => `${paths.profile}#support`,
} as const;

/**
 * The routes of signing in itself: never a page to come back to after it (shared-session's
 * return, decision 034). A list here, not a field of the route table, so that the session, which
 * every remote bundles a fallback copy of, does not carry the table.
 */
export const SIGN_IN_PATHS: readonly AppPath[] = [
  paths.login,
  paths.register,
  paths.resetPassword,
  paths.githubCallback,
  paths.linkedinCallback,
];
