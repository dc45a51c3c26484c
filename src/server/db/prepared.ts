/**
 * Prepared statements, made once per database handle (ADR 013): `perDatabase(make)` returns a function that calls
 * `make(db)` on the first use of each `db` and hands back the same statements afterwards. The statements are keyed
 * weakly, so a closed test database takes its statements with it.
 */
import type { Db } from './client.ts';

/** Memoises `make` per database handle; see the module comment. */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let statements = made.get(db);
    if (statements === undefined) {
      statements = make(db);
      made.set(db, statements);
    }
    return statements;
  };
}
