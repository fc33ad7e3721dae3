// Where every route's work runs and how large a body it reads: the one place a new route is
// added (review C2: one route left on the event loop froze the api). The app applies each entry's
// body limit to its route (app.ts, onRoute), and test/security/route-budgets.test.ts fails when a
// route registered by the app has no entry here, or an entry fits no route.
//
// Where the work runs, one of:
// - 'engine pool': reading, scoring, optimizing, writing or exporting runs in an engine worker,
//   within the client's share and a time budget (docs/decisions/008);
// - 'database': a few queries and small JSON in and out;
// - 'event loop (bounded: <what bounds it>)': work on the main thread, and what keeps it short.
import { READING_FEEDBACK_BODY_LIMIT } from '@resumebeat/shared-contract';
import type { RouteOptions } from 'fastify';

export type RouteWork = 'engine pool' | 'database' | `event loop (bounded: ${string})`;

export interface RouteBudget {
  /** Largest request body read, in bytes. GET and HEAD read none: 1 KB. */
  bodyLimit: number;
  work: RouteWork;
}

const KB = 1024;
/** GET, HEAD and bodiless requests. */
const NO_BODY = 1 * KB;
/** A few fields of JSON: credentials, ids, a plan, a short form. */
const SMALL_JSON = 16 * KB;
/** A form with a text of a few thousand characters (a support message of 8,000, a bio), escaped. */
const FORM_JSON = 64 * KB;
/** Resume text (at most 100,000 characters) with a job description of 50,000, escaped. */
const TEXT_JSON = 1024 * KB;
/**
 * Multipart routes: the file is read by lib/multipart.ts with its own limit (10 MB, a file and a
 * few fields, streamed); the body limit bounds only a body sent as JSON by mistake.
 */
const MULTIPART = SMALL_JSON;
/** Stripe's events: see routes/payment/webhook.ts (review H8). */
const WEBHOOK = 64 * KB;

const db = 'database' as const;
const engine = 'engine pool' as const;
const NONE = { bodyLimit: NO_BODY, work: 'event loop (bounded: no work beyond the answer)' } as const;
const STATIC = { bodyLimit: NO_BODY, work: 'event loop (bounded: a file of the build, streamed from disk)' } as const;
const PAGE = {
  bodyLimit: NO_BODY,
  work: 'event loop (bounded: the first-visit page, composed once and cached)',
} as const;
const DOCS = {
  bodyLimit: NO_BODY,
  work: 'event loop (bounded: the OpenAPI document of a fixed route set, built once)',
} as const;
const read = (work: RouteWork = db) => ({ bodyLimit: NO_BODY, work });

export const ROUTE_BUDGETS: Record<string, RouteBudget> = {
  // CORS preflights: headers only.
  'OPTIONS *': { bodyLimit: NO_BODY, work: 'event loop (bounded: CORS headers only)' },

  // API documentation (not in production).
  'GET /api/docs': DOCS,
  'GET /api/docs/static/index.html': DOCS,
  'GET /api/docs/static/swagger-initializer.js': DOCS,
  'GET /api/docs/static/*': STATIC,
  'GET /api/docs/json': DOCS,
  'GET /api/docs/yaml': DOCS,

  // Health and configuration.
  'GET /api/health/live': NONE,
  'GET /api/health/ready': read(),
  'GET /api/health': read(),
  'GET /api/config': { bodyLimit: NO_BODY, work: 'event loop (bounded: a few configuration values)' },

  // Accounts. Password hashes run in @node-rs/argon2's threads, not on the event loop.
  'POST /api/auth/register': { bodyLimit: SMALL_JSON, work: db },
  'POST /api/auth/login': { bodyLimit: SMALL_JSON, work: db },
  'POST /api/auth/refresh': { bodyLimit: SMALL_JSON, work: db },
  'POST /api/auth/logout': { bodyLimit: SMALL_JSON, work: db },
  'GET /api/auth/me': read(),
  // Password reset (docs/decisions/032): the mail goes out after the answer, through the SMTP client.
  'POST /api/auth/forgot-password': { bodyLimit: SMALL_JSON, work: db },
  'POST /api/auth/reset-password': { bodyLimit: SMALL_JSON, work: db },
  'POST /api/auth/google/start': { bodyLimit: SMALL_JSON, work: db },
  'POST /api/auth/github/start': { bodyLimit: SMALL_JSON, work: db },
  'POST /api/auth/linkedin/start': { bodyLimit: SMALL_JSON, work: db },
  'POST /api/auth/google': { bodyLimit: SMALL_JSON, work: db },
  'POST /api/auth/github': { bodyLimit: SMALL_JSON, work: db },
  'POST /api/auth/linkedin': { bodyLimit: SMALL_JSON, work: db },
  'GET /api/profile': read(),
  'PUT /api/profile': { bodyLimit: FORM_JSON, work: db },
  'POST /api/support/contact': { bodyLimit: FORM_JSON, work: db },
  'GET /api/support/messages': read(),

  // Resumes: every read, score, rewrite and export in an engine worker (docs/decisions/008, 024).
  'POST /api/resume/upload': { bodyLimit: MULTIPART, work: engine },
  'GET /api/resume/usage-status': read(),
  'POST /api/resume/optimize': { bodyLimit: TEXT_JSON, work: engine },
  'POST /api/resume/rescore': { bodyLimit: TEXT_JSON, work: engine },
  'POST /api/resume/stream-analysis': { bodyLimit: TEXT_JSON, work: engine },
  'POST /api/resume/stream-optimize': { bodyLimit: TEXT_JSON, work: engine },
  'POST /api/resume/extract-text': { bodyLimit: MULTIPART, work: engine },
  'POST /api/resume/export-docx': { bodyLimit: TEXT_JSON, work: engine },
  'POST /api/resume/export-pdf': { bodyLimit: TEXT_JSON, work: engine },
  // A report of a wrong reading: the resume's text and its reading, stored as they are.
  'POST /api/resume/reading-feedback': { bodyLimit: READING_FEEDBACK_BODY_LIMIT, work: db },
  // Bulk upload (docs/decisions/039): a batch's file names; one file each, read like an upload and
  // scanned in the background in the engine pool.
  'POST /api/resume/bulk': { bodyLimit: SMALL_JSON, work: db },
  'GET /api/resume/bulk': read(),
  'GET /api/resume/bulk/:batchId': read(),
  'POST /api/resume/bulk/:batchId/items/:itemId': { bodyLimit: MULTIPART, work: engine },
  'GET /api/resume/my-resumes': read(),
  // The analytics dashboard: one bounded query (100 scans), figures computed in milliseconds.
  'GET /api/resume/analytics': read(),
  'GET /api/resume/:id': read(),
  'POST /api/cover-letter/generate': { bodyLimit: TEXT_JSON, work: engine },

  // Payments: the provider's API and the database.
  'GET /api/payment/membership-plans': read(),
  'GET /api/payment/config': { bodyLimit: NO_BODY, work: 'event loop (bounded: a few configuration values)' },
  'POST /api/payment/create-payment-intent': { bodyLimit: SMALL_JSON, work: db },
  'POST /api/payment/confirm-payment': { bodyLimit: SMALL_JSON, work: db },
  'POST /api/payment/checkout-session': { bodyLimit: SMALL_JSON, work: db },
  'GET /api/payment/verify-checkout': read(),
  'GET /api/payment/subscription-status': read(),
  'GET /api/payment/purchase': read(),
  'POST /api/payment/cancel-subscription': { bodyLimit: SMALL_JSON, work: db },
  'POST /api/profile/cancel-subscription': { bodyLimit: SMALL_JSON, work: db },
  'POST /api/payment/billing-portal-session': { bodyLimit: SMALL_JSON, work: db },
  // The signature is an HMAC over at most 64 KB; then one event applied in the database.
  'POST /api/payment/webhook': { bodyLimit: WEBHOOK, work: db },
  // The built-in test provider's pages and calls (local payments only).
  'POST /api/payment/local/payment-intents/:id/confirm': { bodyLimit: SMALL_JSON, work: db },
  'POST /api/payment/local/payment-intents/:id/authenticate': { bodyLimit: SMALL_JSON, work: db },
  'GET /api/payment/local/checkout/:id': read(),
  'POST /api/payment/local/checkout/:id/pay': { bodyLimit: SMALL_JSON, work: db },
  'POST /api/payment/local/checkout/:id/authenticate': { bodyLimit: SMALL_JSON, work: db },
  'GET /api/payment/local/portal/:id': read(),
  'POST /api/payment/local/portal/:id/subscriptions/:subscriptionId': { bodyLimit: SMALL_JSON, work: db },

  // The web app: the shell's files and pages, and each remote's files.
  'GET /*': STATIC,
  'GET /remotes/mf-auth/*': STATIC,
  'GET /remotes/mf-scanner/*': STATIC,
  'GET /remotes/mf-billing/*': STATIC,
  'GET /remotes/mf-profile/*': STATIC,
  'GET /remotes.json': { bodyLimit: NO_BODY, work: 'event loop (bounded: the remotes map, built once)' },
  'GET /': PAGE,
  'GET /login': PAGE,
  'GET /register': PAGE,
  'GET /reset-password': PAGE,
  'GET /github-callback': PAGE,
  'GET /linkedin-callback': PAGE,
  'GET /dashboard': PAGE,
  'GET /upload': PAGE,
  'GET /upload-resume': PAGE,
  'GET /job-description': PAGE,
  'GET /optimized-resume': PAGE,
  'GET /cover-letter': PAGE,
  'GET /profile': PAGE,
  'GET /privacy': PAGE,
  'GET /terms': PAGE,
};

export interface RegisteredRoute {
  method: string;
  url: string;
  bodyLimit: number | undefined;
}

const routeKey = (method: string, url: string) => `${method} ${url}`;

/** The route's entry; a HEAD route fastify adds for a GET shares the GET's. */
export function budgetFor(method: string, url: string): RouteBudget | undefined {
  return ROUTE_BUDGETS[routeKey(method, url)] ?? (method === 'HEAD' ? ROUTE_BUDGETS[routeKey('GET', url)] : undefined);
}

const BODYLESS = new Set(['GET', 'HEAD']);
const WORK = /^(engine pool|database|event loop \(bounded: .{8,}\))$/;

/** What is wrong with the routes' budgets: a route without an entry or limit, an unfitting limit, an entry with no route. */
export function routeBudgetProblems(routes: readonly RegisteredRoute[]): string[] {
  const problems: string[] = [];
  const used = new Set<string>();
  for (const route of routes) {
    const key = routeKey(route.method, route.url);
    const budget = budgetFor(route.method, route.url);
    if (!budget) {
      problems.push(
        `${key} has no entry in ROUTE_BUDGETS (src/routes/route-budgets.ts): say where its work runs and its body limit`,
      );
      continue;
    }
    used.add(ROUTE_BUDGETS[key] ? key : routeKey('GET', route.url));
    if (!WORK.test(budget.work))
      problems.push(
        `${key}: work must be 'engine pool', 'database' or 'event loop (bounded: <what bounds it>)', not '${budget.work}'`,
      );
    if (route.bodyLimit === undefined) problems.push(`${key} has no explicit bodyLimit`);
    else if (route.bodyLimit > budget.bodyLimit)
      problems.push(`${key} reads ${route.bodyLimit} bytes, its entry says ${budget.bodyLimit}`);
    if (BODYLESS.has(route.method) && budget.bodyLimit > NO_BODY)
      problems.push(`${key} reads no body: its limit must be at most ${NO_BODY} bytes`);
    if (budget.bodyLimit > TEXT_JSON)
      problems.push(`${key}: a body limit past ${TEXT_JSON} bytes needs a streaming reader, not a parsed body`);
  }
  for (const key of Object.keys(ROUTE_BUDGETS))
    if (!used.has(key)) problems.push(`ROUTE_BUDGETS has '${key}', which no route registers`);
  return problems;
}

/**
 * The onRoute hook: gives each route its entry's body limit, never more than `ceiling` (the
 * server's BODY_LIMIT_BYTES; a route that sets its own must not read more than its entry), and
 * records the route for the check. A route without an entry keeps the server's limit; the test
 * refuses it.
 */
export function routeBudgetsHook(registered: RegisteredRoute[], ceiling: number) {
  return (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const budget = budgetFor(methods[0]!, route.url);
    const declared = route.bodyLimit;
    if (budget && declared === undefined) route.bodyLimit = Math.min(budget.bodyLimit, ceiling);
    for (const method of methods) registered.push({ method, url: route.url, bodyLimit: route.bodyLimit });
  };
}
