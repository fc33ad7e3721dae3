// Configuration from environment variables: every variable, its default and its meaning is listed
// in /.env.example and api/README.md. Parsed once at start; a bad value stops the server with a
// message naming the variable.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEV_PORTS, REMOTE_FOLDERS as FOLDERS_OF_REMOTES } from '@resumebeat/shared-contract/app-map';

/** api/ (this package) and the repository root, where the built shell and remotes live. */
export const API_DIR = path.resolve(import.meta.dirname, '..');
export const REPO_ROOT = path.resolve(API_DIR, '..');
export const API_VERSION = (JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as { version: string })
  .version;

/** The folders the api serves under /remotes/<folder>/ and their federation names (the table of apps). */
export const REMOTE_FOLDERS = FOLDERS_OF_REMOTES;

/** The dev servers of the shell and every remote (`pnpm dev`), allowed as origins in development. */
export const DEV_ORIGINS = Object.entries(DEV_PORTS)
  .filter(([app]) => app !== 'api')
  .flatMap(([, port]) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : ['true', '1', 'yes'].includes(value)));
const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).optional().default(fallback);
const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(/[\s,]+/)
      .map((item) => item.trim())
      .filter(Boolean),
  );
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : null));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional().default('development'),
  HOST: optionalString,
  PORT: int(8080, 0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional().default('info'),
  TRUST_PROXY: z.string().optional().default('false'),

  DATA_DIR: z.string().optional().default('./data'),
  DATABASE_URL: optionalString,
  DATABASE_POOL_MAX: int(10, 1),
  MIGRATE_ON_START: bool(true),
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).optional(),
  SHUTDOWN_DRAIN_MS: int(20_000, 0),

  JWT_SECRET: optionalString,
  SESSION_TTL_MINUTES: int(180, 1),
  SESSION_MAX_AGE_HOURS: int(24, 1),
  REMEMBER_ME_DAYS: int(30, 1),

  STATIC_ROOT: z.string().optional(),
  REMOTES_JSON: optionalString,
  CORS_ORIGINS: z.string().optional(),
  CSP_EXTRA_ORIGINS: list,
  CSP_UPGRADE_INSECURE_REQUESTS: bool(false),
  // Unset: on, except in production, where the API's map is not published (review L5).
  API_DOCS: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
  // Unset: the built apps' *.map files are served, except in production (review L5, decision 027).
  SERVE_SOURCE_MAPS: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),

  BODY_LIMIT_BYTES: int(1024 * 1024, 1024),
  UPLOAD_LIMIT_BYTES: int(10 * 1024 * 1024, 1024),
  // Slow senders (slow-loris): headers must arrive within HEADERS_TIMEOUT_MS, a whole request
  // within REQUEST_TIMEOUT_MS (10 MB at about 0.7 Mbit/s), and an upload's body may not pause
  // longer than UPLOAD_IDLE_MS, nor arrive slower than UPLOAD_MIN_BYTES_PER_SECOND measured over
  // each UPLOAD_RATE_WINDOW_MS (review M14; 0 turns the rate check off).
  HEADERS_TIMEOUT_MS: int(10_000, 100),
  REQUEST_TIMEOUT_MS: int(120_000, 100),
  UPLOAD_IDLE_MS: int(15_000, 100),
  UPLOAD_MIN_BYTES_PER_SECOND: int(8 * 1024, 0),
  UPLOAD_RATE_WINDOW_MS: int(10_000, 100),

  RATE_LIMIT_PER_MINUTE: int(600, 1),
  HEALTH_RATE_LIMIT_PER_MINUTE: int(300, 1),
  LOGIN_RATE_LIMIT_PER_MINUTE: int(30, 1),
  REGISTER_RATE_LIMIT_PER_MINUTE: int(20, 1),
  ACCOUNT_LOGIN_FAILURES_PER_15_MINUTES: int(10, 1),
  SUPPORT_RATE_LIMIT_PER_10_MINUTES: int(5, 1),
  SUPPORT_WEBHOOK_URL: optionalString,
  // Mail (docs/decisions/032): sent by SMTP when SMTP_URL is set (smtp://user:pass@host:port, or
  // smtps://); without it no mail leaves: reset links are logged for the operator, support
  // messages stay in the database (`pnpm support:inbox`).
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().trim().min(3).optional().default('ResumeBeat <no-reply@resumebeat.local>'),
  SUPPORT_INBOX: z.string().trim().min(3).optional().default('support@resumebeat.local'),
  // Password-reset mails per address (email) and per client IP in an hour.
  PASSWORD_RESET_PER_EMAIL_PER_HOUR: int(3, 1),
  PASSWORD_RESET_PER_IP_PER_HOUR: int(10, 1),

  FREE_SCANS: int(3, 0),
  SCAN_WINDOW: z.enum(['day', 'month']).optional().default('day'),
  ANONYMOUS_SCANS: int(3, 0),
  RESUME_AI_RATE_LIMIT_PER_MINUTE: int(60, 1),
  COVER_LETTER_RATE_LIMIT_PER_MINUTE: int(10, 1),
  PDF_TIMEOUT_MS: int(15_000, 100),
  ENGINE_WORKERS: int(0, 0),
  ENGINE_QUEUE_MAX: int(32, 0),
  ENGINE_JOBS_PER_CLIENT: int(4, 1),
  BULK_JOBS_PER_ACCOUNT: int(2, 1),
  ENGINE_TEXT_TIMEOUT_MS: int(10_000, 100),
  ENGINE_WORKER_HEAP_MB: int(512, 32),
  // The engine workers' nice value (Linux): 10 lets the event loop's thread go first when the
  // workers keep the cores busy; 0 gives them the process's priority (tests sharing a machine).
  ENGINE_WORKER_NICE: int(10, 0).pipe(z.number().max(19)),
  // Enough places for a dozen clients at their share at once (48 bodies of 10 MB: about 0.5 GB at
  // worst); what bounds the work is the engine pool's queue, which shares its workers fairly.
  UPLOADS_IN_FLIGHT: int(48, 1),
  UPLOADS_PER_CLIENT: int(4, 1),
  RESUME_CACHE_ENTRIES: int(500, 0),
  RESUME_CACHE_MB: int(64, 0),
  SCAN_FOLLOW_UP_CALLS: int(50, 1),
  // Calls to a paid AI provider per person and UTC day (docs/decisions/025): an anonymous visitor
  // or a free account, and a paid member.
  AI_CALLS_PER_DAY: int(30, 0),
  AI_CALLS_PER_DAY_PAID: int(300, 0),

  AI_PROVIDER: z.enum(['local', 'openai']).optional().default('local'),
  OPENAI_BASE_URL: z.url().optional().default('https://api.openai.com/v1'),
  OPENAI_API_KEY: optionalString,
  OPENAI_MODEL: z.string().trim().min(1).optional().default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: int(20_000, 100),
  // The longest answer a provider may write (max_tokens), and the longest a streamed answer may take.
  OPENAI_MAX_TOKENS: int(4_000, 64),
  OPENAI_STREAM_MAX_MS: int(120_000, 1_000),

  PUBLIC_ORIGIN: z
    .url()
    .optional()
    .transform((value) => (value ? value.replace(/\/+$/, '') : null)),
  OAUTH_TIMEOUT_MS: int(10_000, 100),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().optional().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_SCRIPT_URL: z.url().optional().default('https://accounts.google.com/gsi/client'),
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  GITHUB_AUTHORIZE_URL: z.url().optional().default('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: z.url().optional().default('https://github.com/login/oauth/access_token'),
  GITHUB_API_URL: z.url().optional().default('https://api.github.com'),
  LINKEDIN_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_SECRET: optionalString,
  LINKEDIN_AUTHORIZE_URL: z.url().optional().default('https://www.linkedin.com/oauth/v2/authorization'),
  LINKEDIN_TOKEN_URL: z.url().optional().default('https://www.linkedin.com/oauth/v2/accessToken'),
  LINKEDIN_USERINFO_URL: z.url().optional().default('https://api.linkedin.com/v2/userinfo'),
  PAYMENT_PROVIDER: z.enum(['stripe', 'local', 'none']).optional(),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: z.url().optional().default('https://api.stripe.com'),
  STRIPE_TIMEOUT_MS: int(20_000, 100),
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: int(300, 1),
  STRIPE_PRICE_BASIC: optionalString,
  STRIPE_PRICE_PREMIUM: optionalString,
  STRIPE_PRICE_ENTERPRISE: optionalString,
  LOCAL_PAYMENTS_HOSTED_PLANS: z.string().optional().default('basic,enterprise'),
  // Production refuses the built-in provider and Stripe test keys unless this is 'true' (review H7).
  ALLOW_TEST_PAYMENTS: z.enum(['true', 'false']).optional().default('false'),
  BILLING_RECONCILE_MINUTES: int(60, 1),
});

export type Env = z.input<typeof EnvSchema>;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  /** fastify's trustProxy: false, true, a hop count or a list of addresses. */
  trustProxy: boolean | number | string;
  dataDir: string;
  databaseUrl: string | null;
  databasePoolMax: number;
  /**
   * true (default): apply pending migrations at start (under an advisory lock on PostgreSQL).
   * false: never; the instance is not ready (/api/health/ready) while any is pending, so a rollout
   * runs `npm run db:migrate` once first.
   */
  migrateOnStart: boolean;
  /** On SIGTERM: how long requests and streams in flight may run before the process exits. */
  shutdownDrainMs: number;
  /** null: generated on first start and kept in DATA_DIR/jwt-secret. */
  jwtSecret: string | null;
  /** rememberSeconds: the fixed length of a 'Remember me' sign-in (decision 036). */
  session: { ttlSeconds: number; maxAgeSeconds: number; rememberSeconds: number };
  web: {
    /** Folder holding shell/dist and mf-*\/dist. */
    staticRoot: string;
    /** REMOTES_JSON: inline JSON or a file path (read on every request); null = the built-in map. */
    remotesJson: string | null;
    /** SERVE_SOURCE_MAPS: whether `*.map` next to the chunks are served (off in production unless asked for). */
    serveSourceMaps: boolean;
  };
  corsOrigins: string[];
  csp: { extraOrigins: string[]; upgradeInsecureRequests: boolean };
  apiDocs: boolean;
  limits: { bodyBytes: number; uploadBytes: number; headersTimeoutMs: number; requestTimeoutMs: number };
  rateLimits: {
    /**
     * Where per-IP route limits are counted: 'database' shares them between instances on one
     * PostgreSQL (the default with DATABASE_URL); 'memory' is one process's (the default otherwise).
     */
    store: 'memory' | 'database';
    perMinute: number;
    /** Each health endpoint, per client IP, counted in this instance's memory only (review L15). */
    healthPerMinute: number;
    loginPerMinute: number;
    registerPerMinute: number;
    accountLoginFailuresPer15Minutes: number;
    supportPer10Minutes: number;
    /** Optimize, rescore and the two streams, per client IP (they cost CPU or AI tokens, no scan). */
    resumeAiPerMinute: number;
    /** Cover letters, per client IP (a letter may cost a provider call). */
    coverLetterPerMinute: number;
  };
  support: { webhookUrl: string | null; inbox: string };
  mail: { smtpUrl: string | null; from: string };
  passwordReset: { perEmailPerHour: number; perIpPerHour: number };
  /**
   * free: scans of a free account per window (UTC day or month); anonymous: scans of a visitor
   * without an account, per client IP, in total. Paid members are unlimited.
   */
  scans: {
    free: number;
    anonymous: number;
    window: 'day' | 'month';
    pdfTimeoutMs: number;
    /** Parsed files kept by content hash (0: none), so the same file is never parsed twice. */
    cacheEntries: number;
    /** The parse cache's budget in megabytes (text and structure, estimated). */
    cacheMb: number;
    /** Calls on one counted scan (analysis, optimize, rescore) its scan ticket allows. */
    followUpCalls: number;
  };
  /**
   * The engine's worker processes (docs/decisions/008): every parse, score, optimization and letter
   * runs there, bounded in time, queue length and per-client share.
   */
  engine: {
    /** Worker processes; 0: one per core, at most 2. */
    workers: number;
    queueMax: number;
    jobsPerClient: number;
    /** Files of one account's bulk uploads in the engine at once (docs/decisions/039). */
    bulkJobsPerAccount: number;
    /** Time budget of a text job (reading or scoring text sent back, optimizing, a letter). */
    textTimeoutMs: number;
    /** V8 heap of each worker: a file that needs more fails alone (review L13). */
    workerHeapMb: number;
    workerNice: number;
  };
  /** File uploads (resume, job description) read at once: by the whole process, and by one client. */
  /** Uploads read at once (review M8) and how long an upload's body may pause (slow senders). */
  uploads: { inFlight: number; perClient: number; idleMs: number; minBytesPerSecond: number; rateWindowMs: number };
  /**
   * Where feedback text and the optimized resume come from. The score always comes from the
   * engine; `openai` falls back to `local` on any failure or timeout.
   */
  ai: {
    provider: 'local' | 'openai';
    openai: {
      baseUrl: string;
      apiKey: string | null;
      model: string;
      timeoutMs: number;
      /** max_tokens of the longest answer (the optimized resume); shorter answers ask for less. */
      maxTokens: number;
      /** The longest a streamed answer may take from the request to its last piece. */
      streamMaxMs: number;
    };
    /** Paid-provider calls per subject and UTC day: anonymous visitors and free accounts, paid members. */
    callsPerDay: { free: number; paid: number };
  };
  /**
   * The browser-facing origin (PUBLIC_ORIGIN), used for the OAuth redirect URIs
   * (`/github-callback`, `/linkedin-callback`); null: derived from each request's protocol and host,
   * which only development and tests allow (production refuses to start without it; review L6).
   */
  publicOrigin: string | null;
  /** Identity providers. A provider is enabled when its client id (and secret, for code flows) is set. */
  providers: {
    timeoutMs: number;
    google: { clientId: string | null; jwksUrl: string; scriptUrl: string };
    github: {
      clientId: string | null;
      clientSecret: string | null;
      authorizeUrl: string;
      tokenUrl: string;
      apiUrl: string;
    };
    linkedin: {
      clientId: string | null;
      clientSecret: string | null;
      authorizeUrl: string;
      tokenUrl: string;
      userinfoUrl: string;
    };
  };
  /**
   * Payments (docs/decisions/011): `stripe` when STRIPE_SECRET_KEY is set, else `local`, the
   * built-in test provider (no real money; Stripe's test card numbers). `none` turns payments off.
   */
  payments: {
    provider: PaymentProviderName;
    /** No real money moves (the built-in provider, Stripe test keys): the screens show TEST MODE. */
    testMode: boolean;
    /** Minutes between reconciliation passes with the provider (docs/decisions/028). */
    reconcileMinutes: number;
    stripePublishableKey: string | null;
    stripe: StripeConfig | null;
    /** Plan types (1-3) that the built-in provider sells through its hosted checkout page. */
    localHostedPlanTypes: number[];
  };
}

export type PaymentProviderName = 'stripe' | 'local' | 'none';

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** https://api.stripe.com, or a server speaking its protocol (tests). */
  apiUrl: string;
  timeoutMs: number;
  webhookToleranceSeconds: number;
  /** Recurring monthly price ids by plan type: a plan with one uses hosted checkout. */
  prices: Partial<Record<1 | 2 | 3, string>>;
}

/** Plan names of LOCAL_PAYMENTS_HOSTED_PLANS and the STRIPE_PRICE_* variables, by plan type. */
export const PAID_PLAN_TYPES = { basic: 1, premium: 2, enterprise: 3 } as const;

const isStripeTestKey = (key: string | null | undefined) => !!key && /^(sk|rk)_test_/.test(key);

/**
 * Review H7: production never sells for free by accident. It names its provider, and takes the
 * built-in one or Stripe test keys only with ALLOW_TEST_PAYMENTS=true (logged loudly at start).
 */
function refuseFreePaymentsInProduction(env: z.output<typeof EnvSchema>) {
  if (env.NODE_ENV !== 'production') return;
  if (!env.PAYMENT_PROVIDER) {
    throw new Error(
      'Invalid configuration: PAYMENT_PROVIDER is required when NODE_ENV=production: stripe (with live keys), none (payments off), ' +
        'or local (the built-in test provider, no real money: needs ALLOW_TEST_PAYMENTS=true)',
    );
  }
  if (env.ALLOW_TEST_PAYMENTS === 'true') return;
  if (env.PAYMENT_PROVIDER === 'local') {
    throw new Error(
      'Invalid configuration: PAYMENT_PROVIDER=local is the built-in test provider (test cards buy plans for nothing): refused when NODE_ENV=production unless ALLOW_TEST_PAYMENTS=true',
    );
  }
  if (env.PAYMENT_PROVIDER === 'stripe' && isStripeTestKey(env.STRIPE_SECRET_KEY)) {
    throw new Error(
      'Invalid configuration: STRIPE_SECRET_KEY is a Stripe test key (sk_test_/rk_test_): refused when NODE_ENV=production unless ALLOW_TEST_PAYMENTS=true',
    );
  }
}

function paymentsConfig(env: z.output<typeof EnvSchema>): AppConfig['payments'] {
  refuseFreePaymentsInProduction(env);
  const provider: PaymentProviderName = env.PAYMENT_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'local');
  const testMode = provider === 'local' || (provider === 'stripe' && isStripeTestKey(env.STRIPE_SECRET_KEY));
  const reconcileMinutes = env.BILLING_RECONCILE_MINUTES;
  const hosted = env.LOCAL_PAYMENTS_HOSTED_PLANS.trim().toLowerCase();
  const names = hosted === '' || hosted === 'none' ? [] : list.parse(hosted);
  const unknown = names.filter((name) => !(name in PAID_PLAN_TYPES));
  if (unknown.length > 0) {
    throw new Error(
      `Invalid configuration: LOCAL_PAYMENTS_HOSTED_PLANS: unknown plan ${unknown.join(', ')} (basic, premium, enterprise or none)`,
    );
  }
  const localHostedPlanTypes = names.map((name) => PAID_PLAN_TYPES[name as keyof typeof PAID_PLAN_TYPES]);
  if (provider !== 'stripe')
    return { provider, testMode, reconcileMinutes, stripePublishableKey: null, stripe: null, localHostedPlanTypes };
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter(
    (name) => !env[name],
  );
  if (missing.length > 0) throw new Error(`Invalid configuration: PAYMENT_PROVIDER=stripe needs ${missing.join(', ')}`);
  const prices: StripeConfig['prices'] = {};
  if (env.STRIPE_PRICE_BASIC) prices[1] = env.STRIPE_PRICE_BASIC;
  if (env.STRIPE_PRICE_PREMIUM) prices[2] = env.STRIPE_PRICE_PREMIUM;
  if (env.STRIPE_PRICE_ENTERPRISE) prices[3] = env.STRIPE_PRICE_ENTERPRISE;
  return {
    provider,
    testMode,
    reconcileMinutes,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY,
    localHostedPlanTypes,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY!,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      apiUrl: env.STRIPE_API_URL.replace(/\/+$/, ''),
      timeoutMs: env.STRIPE_TIMEOUT_MS,
      webhookToleranceSeconds: env.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      prices,
    },
  };
}

function parseTrustProxy(value: string): AppConfig['trustProxy'] {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed;
}

/** Reads the environment; throws an Error naming every invalid variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  // An empty value (`PORT=` copied from .env.example) means "use the default".
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  if (env.JWT_SECRET && env.JWT_SECRET.length < 32) {
    throw new Error('Invalid configuration: JWT_SECRET must be at least 32 characters');
  }
  const production = env.NODE_ENV === 'production';
  // Review L6: without it, sign-in redirect URIs (and payment return URLs) would be built from each
  // request's Host header, which a caller chooses.
  if (production && !env.PUBLIC_ORIGIN) {
    throw new Error(
      'Invalid configuration: PUBLIC_ORIGIN is required when NODE_ENV=production: set it to the origin browsers use ' +
        '(for example https://resumebeat.example.com); sign-in and payment return addresses are built from it, never from the Host header',
    );
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    migrateOnStart: env.MIGRATE_ON_START,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    jwtSecret: env.JWT_SECRET,
    session: {
      ttlSeconds: env.SESSION_TTL_MINUTES * 60,
      maxAgeSeconds: env.SESSION_MAX_AGE_HOURS * 3600,
      rememberSeconds: env.REMEMBER_ME_DAYS * 86_400,
    },
    web: {
      staticRoot: env.STATIC_ROOT ? path.resolve(env.STATIC_ROOT) : REPO_ROOT,
      remotesJson: env.REMOTES_JSON,
      serveSourceMaps:
        env.SERVE_SOURCE_MAPS === undefined ? !production : ['true', '1', 'yes'].includes(env.SERVE_SOURCE_MAPS),
    },
    corsOrigins:
      env.CORS_ORIGINS === undefined
        ? production
          ? []
          : DEV_ORIGINS
        : env.CORS_ORIGINS.trim() === 'none'
          ? []
          : list.parse(env.CORS_ORIGINS),
    csp: { extraOrigins: env.CSP_EXTRA_ORIGINS, upgradeInsecureRequests: env.CSP_UPGRADE_INSECURE_REQUESTS },
    apiDocs: env.API_DOCS === undefined ? !production : ['true', '1', 'yes'].includes(env.API_DOCS),
    limits: {
      bodyBytes: env.BODY_LIMIT_BYTES,
      uploadBytes: env.UPLOAD_LIMIT_BYTES,
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    },
    rateLimits: {
      store: env.RATE_LIMIT_STORE ?? (env.DATABASE_URL ? 'database' : 'memory'),
      perMinute: env.RATE_LIMIT_PER_MINUTE,
      healthPerMinute: env.HEALTH_RATE_LIMIT_PER_MINUTE,
      loginPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
      registerPerMinute: env.REGISTER_RATE_LIMIT_PER_MINUTE,
      accountLoginFailuresPer15Minutes: env.ACCOUNT_LOGIN_FAILURES_PER_15_MINUTES,
      supportPer10Minutes: env.SUPPORT_RATE_LIMIT_PER_10_MINUTES,
      resumeAiPerMinute: env.RESUME_AI_RATE_LIMIT_PER_MINUTE,
      coverLetterPerMinute: env.COVER_LETTER_RATE_LIMIT_PER_MINUTE,
    },
    support: { webhookUrl: env.SUPPORT_WEBHOOK_URL, inbox: env.SUPPORT_INBOX },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    passwordReset: {
      perEmailPerHour: env.PASSWORD_RESET_PER_EMAIL_PER_HOUR,
      perIpPerHour: env.PASSWORD_RESET_PER_IP_PER_HOUR,
    },
    scans: {
      free: env.FREE_SCANS,
      anonymous: env.ANONYMOUS_SCANS,
      window: env.SCAN_WINDOW,
      pdfTimeoutMs: env.PDF_TIMEOUT_MS,
      cacheEntries: env.RESUME_CACHE_ENTRIES,
      cacheMb: env.RESUME_CACHE_MB,
      followUpCalls: env.SCAN_FOLLOW_UP_CALLS,
    },
    engine: {
      workers: env.ENGINE_WORKERS,
      queueMax: env.ENGINE_QUEUE_MAX,
      jobsPerClient: env.ENGINE_JOBS_PER_CLIENT,
      bulkJobsPerAccount: env.BULK_JOBS_PER_ACCOUNT,
      textTimeoutMs: env.ENGINE_TEXT_TIMEOUT_MS,
      workerHeapMb: env.ENGINE_WORKER_HEAP_MB,
      workerNice: env.ENGINE_WORKER_NICE,
    },
    uploads: {
      inFlight: env.UPLOADS_IN_FLIGHT,
      perClient: env.UPLOADS_PER_CLIENT,
      idleMs: env.UPLOAD_IDLE_MS,
      minBytesPerSecond: env.UPLOAD_MIN_BYTES_PER_SECOND,
      rateWindowMs: env.UPLOAD_RATE_WINDOW_MS,
    },
    ai: {
      provider: env.AI_PROVIDER,
      openai: {
        baseUrl: env.OPENAI_BASE_URL.replace(/\/+$/, ''),
        apiKey: env.OPENAI_API_KEY,
        model: env.OPENAI_MODEL,
        timeoutMs: env.OPENAI_TIMEOUT_MS,
        maxTokens: env.OPENAI_MAX_TOKENS,
        streamMaxMs: env.OPENAI_STREAM_MAX_MS,
      },
      callsPerDay: { free: env.AI_CALLS_PER_DAY, paid: env.AI_CALLS_PER_DAY_PAID },
    },
    publicOrigin: env.PUBLIC_ORIGIN,
    providers: {
      timeoutMs: env.OAUTH_TIMEOUT_MS,
      google: { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL, scriptUrl: env.GOOGLE_SCRIPT_URL },
      github: {
        clientId: env.GITHUB_CLIENT_ID,
        clientSecret: env.GITHUB_CLIENT_SECRET,
        authorizeUrl: env.GITHUB_AUTHORIZE_URL,
        tokenUrl: env.GITHUB_TOKEN_URL,
        apiUrl: env.GITHUB_API_URL.replace(/\/+$/, ''),
      },
      linkedin: {
        clientId: env.LINKEDIN_CLIENT_ID,
        clientSecret: env.LINKEDIN_CLIENT_SECRET,
        authorizeUrl: env.LINKEDIN_AUTHORIZE_URL,
        tokenUrl: env.LINKEDIN_TOKEN_URL,
        userinfoUrl: env.LINKEDIN_USERINFO_URL,
      },
    },
    payments: paymentsConfig(env),
  };
}
