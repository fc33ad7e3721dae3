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
