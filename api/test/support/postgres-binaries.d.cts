/** The folder holding initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function findPostgresBinaries(): string | null;
