/** The PostgreSQL error inside a driver or Drizzle error (Drizzle wraps it in `cause`). */
export interface PgErrorFields {
  code?: string;
  constraint?: string;
  detail?: string;
}

export function pgError(error: unknown): PgErrorFields | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const fields = current as PgErrorFields & { cause?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
  }
  return null;
}

export const isUniqueViolation = (error: unknown) => pgError(error)?.code === '23505';

/** SQLSTATE classes and driver codes that mean the database is not reachable now (try again later). */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
]);

/**
 * True when a query failed because the database could not be reached or is restarting, rather
 * than because of what was asked: the answer is then a 503 with a message, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const fields = current as { code?: unknown; databaseUnavailable?: unknown; message?: unknown; cause?: unknown };
    if (fields.databaseUnavailable === true) return true;
    if (typeof fields.code === 'string' && UNAVAILABLE_CODES.has(fields.code)) return true;
    if (
      typeof fields.message === 'string' &&
      /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout)/.test(fields.message)
    )
      return true;
    current = fields.cause;
  }
  return false;
}
