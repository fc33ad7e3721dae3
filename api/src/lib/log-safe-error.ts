// How errors appear in the logs. A failed query carries its SQL and its parameters (Drizzle puts
// both in the message and keeps `params`): password hashes, resume text, job descriptions,
// support messages. PostgreSQL's `detail` quotes the values of a violated key. None of that may
// reach a log line (review M5): what an operator needs is the kind of failure, its SQLSTATE code,
// the constraint and where in the code it happened.

const MAX_DEPTH = 4;
const MAX_MESSAGE = 300;

/** Fields of PostgreSQL errors (pg, PGlite) that name things, never values. */
const SAFE_DB_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;

const isQueryError = (error: object): boolean => 'query' in error && 'params' in error;
const isDatabaseError = (error: object): boolean =>
  typeof (error as { code?: unknown }).code === 'string' && 'severity' in error;

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export function serializeErrorForLog(error: unknown, depth = 0): LoggedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: String(error), stack: '' };
  const source = error as Error & Record<string, unknown>;
  const type =
    source.constructor?.name && source.constructor.name !== 'Object'
      ? source.constructor.name
      : (source.name ?? 'Error');
  const logged: LoggedError = { type, message: String(source.message ?? '').slice(0, MAX_MESSAGE), stack: '' };
  if (isQueryError(source)) {
    logged.type = 'DrizzleQueryError';
    logged.message = 'Database query failed (statement and parameters withheld from the log)';
  } else if (isDatabaseError(source)) {
    for (const field of SAFE_DB_FIELDS) if (source[field] !== undefined) logged[field] = source[field];
  } else {
    // Non-database errors: keep their own short fields (statusCode, code, ...), never nested data.
    for (const [key, value] of Object.entries(source)) {
      if (key === 'cause' || key === 'params' || key === 'query' || key === 'detail') continue;
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
        logged[key] = typeof value === 'string' ? value.slice(0, MAX_MESSAGE) : value;
    }
  }
  if (typeof source.stack === 'string') {
    // The stack's first line repeats the message; the rest is code locations only.
    logged.stack = [
      `${logged.type}: ${logged.message}`,
      ...source.stack.split('\n').filter((line) => /^\s+at /.test(line)),
    ].join('\n');
  }
  if (source.cause !== undefined && depth < MAX_DEPTH) logged.cause = serializeErrorForLog(source.cause, depth + 1);
  return logged;
}
