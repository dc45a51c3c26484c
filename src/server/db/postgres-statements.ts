/**
 * Named prepared statements for every query Drizzle sends through postgres.js (ADR 060). Drizzle runs a query
 * built without `.prepare()` as `sql.unsafe(text, params, { prepare: false })`: an unnamed statement, which
 * postgres.js sends as Parse + Describe, waits for the parameter types, then Bind + Execute (two round trips),
 * and PostgreSQL parses and plans the text every time. postgres.js documents `{ prepare: true }` on `unsafe` to
 * re-enable its per-connection statement cache, keyed by the text and parameter types: the first use on a
 * connection costs the same two round trips, every later one a single Bind + Execute of the named statement.
 * `preparedByDefault` hands Drizzle a client whose `unsafe` asks for that, and whose transactions (`begin`,
 * `savepoint`) hand on such a client too. Only plain DML and reads are prepared (as on PGlite,
 * pglite-statements.ts), and only up to {@link MAX_PREPARED_PARAMETERS} parameters: bulk writes whose text changes
 * with their row count stay unnamed, so the cache holds a bounded set of texts. postgres.js closes each connection
 * after its `max_lifetime` (30–60 minutes), which frees the statements it prepared.
 */
import type { Sql } from 'postgres';

/** Statements with more parameters than this stay unnamed (see the module comment). */
export const MAX_PREPARED_PARAMETERS = 100;

/** Texts worth preparing: plain DML and reads, never DDL or session commands (migrations run once). */
const CACHEABLE = /^\s*(?:select|insert|update|delete|with)\b/i;

type UnsafeOptions = { prepare?: boolean } & Record<string, unknown>;
type Callback = (sql: Sql) => unknown;

/**
 * `sql` (a postgres.js client or transaction) with its `unsafe` preparing cacheable texts, and its `begin` and
 * `savepoint` callbacks given a client that does the same. Everything else is `sql`'s own.
 */
export function preparedByDefault<T extends Sql>(sql: T): T {
  const wrapCallback = (args: unknown[]) => {
    const fn = args.pop() as Callback;
    return [...args, (tx: Sql) => fn(preparedByDefault(tx))];
  };
  return new Proxy(sql, {
    get(target, key) {
      if (key === 'unsafe')
        return (text: string, params: unknown[] = [], options: UnsafeOptions = {}) =>
          target.unsafe(text, params as never, {
            ...options,
            prepare:
              options.prepare === true || (CACHEABLE.test(text) && params.length <= MAX_PREPARED_PARAMETERS),
          });
      if (key === 'begin' || key === 'savepoint')
        return (...args: unknown[]) =>
          (Reflect.get(target, key) as (...a: unknown[]) => unknown)(...wrapCallback(args));
      return Reflect.get(target, key);
    },
  });
}
