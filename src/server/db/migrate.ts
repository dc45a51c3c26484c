/** Applies the committed drizzle-kit SQL migrations in drizzle/ (idempotent; runs at every start). */
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/**
 * Brings the schema up to date with the migrations in `folder` (default: the committed drizzle/ folder; tests
 * pass a copy holding only the first migrations). Throws when a migration fails (the transaction is rolled back).
 */
export async function migrate(database: Database, folder = migrationsFolder): Promise<void> {
  // Both migrators only need the session of the Drizzle instance; the cast picks the matching signature.
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: folder });
  else await migratePostgres(database.db as never, { migrationsFolder: folder });
}
