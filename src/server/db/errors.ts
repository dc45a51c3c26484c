/**
 * Reading PostgreSQL errors the same way from both drivers. postgres.js throws `PostgresError` and PGlite
 * `DatabaseError`, both with the SQLSTATE in `code` and the constraint in `constraint_name` / `constraint`;
 * Drizzle wraps either in `DrizzleQueryError` with the driver error as `cause`.
 */

/** SQLSTATE codes Steward maps to HTTP answers (PostgreSQL manual, appendix A "Error Codes"). */
export const SQLSTATE = {
  invalidParameterValue: '22023',
  foreignKeyViolation: '23503',
  uniqueViolation: '23505',
  checkViolation: '23514',
  exclusionViolation: '23P01',
} as const;

/** What {@link pgError} finds: the SQLSTATE and, for a constraint violation, the constraint's name. */
export interface PgErrorInfo {
  code: string;
  constraint?: string;
}

/**
 * The PostgreSQL error inside `error` (itself or up to 5 `cause`s deep), or null when there is none, e.g.
 * `{ code: '23P01', constraint: 'time_blocks_no_overlap' }`. A `code` counts only when it looks like a SQLSTATE
 * (five characters of digits and capitals), so Node's 'ECONNREFUSED' is not mistaken for one.
 */
export function pgError(error: unknown): PgErrorInfo | null {
  let current: unknown = error;
  for (let depth = 0; depth <= 5 && typeof current === 'object' && current !== null; depth++) {
    const candidate = current as {
      code?: unknown;
      constraint_name?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      const constraint = candidate.constraint_name ?? candidate.constraint;
      return { code: candidate.code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = candidate.cause;
  }
  return null;
}
