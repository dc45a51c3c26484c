/**
 * Opens the database: PostgreSQL through postgres.js when a URL is given, otherwise embedded PGlite in a data
 * folder guarded by an OS-held lock (one server per folder). Both return the same Drizzle type.
 * Transactions: `db.transaction(fn)` is a postgres.js transaction on one pooled connection, or on PGlite
 * `PGlite.transaction`, which holds PGlite's single connection until `fn` settles (other queries wait).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { type ConstructorOptions, fromPglite } from 'pg-boss';
import postgres from 'postgres';
import * as calendarSchema from './calendar-schema.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as habitSchema from './habit-schema.ts';
import { cacheStatements } from './pglite-statements.ts';
import { preparedByDefault } from './postgres-statements.ts';
import * as reminderSchema from './reminder-schema.ts';
import * as ritualSchema from './ritual-schema.ts';
import * as coreSchema from './schema.ts';

const schema = { ...coreSchema, ...calendarSchema, ...habitSchema, ...ritualSchema, ...reminderSchema };

/** Drizzle database over either driver. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its kind, a liveness probe and a close function. */
export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /**
   * How the job queue (pg-boss, ADR 053) reaches this database: its own small pool on PostgreSQL, PGlite's one
   * connection on PGlite.
   */
  jobQueue: Pick<ConstructorOptions, 'connectionString' | 'max' | 'db' | 'backend'>;
  /** Resolves when a trivial query succeeds; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Options of both openers: `logger` is handed to Drizzle, which calls it with each statement's text and parameters. */
export interface OpenOptions {
  logger?: Logger;
}

/**
 * Opens PostgreSQL at `url` with a pool of `poolMax` connections; Drizzle's queries run as named prepared
 * statements of the connection (postgres-statements.ts).
 */
export function openPostgres(url: string, poolMax = 10, options: OpenOptions = {}): Database {
  // UTC sessions: timestamps of any year read back as ISO instants (PostgreSQL prints pre-1900 local offsets otherwise).
  const client = postgres(url, { max: poolMax, onnotice: () => {}, connection: { TimeZone: 'UTC' } });
  // Every query a named prepared statement of the connection, as on PGlite (ADR 060).
  const db = drizzlePostgres(preparedByDefault(client), { schema, logger: options.logger }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    jobQueue: { connectionString: url, max: 2 },
    ping: async () => {
      await client`select 1`;
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * Opens PGlite in `dataDir` (created if missing) or in memory when `dataDir` is null.
 * Takes the folder's OS-held lock first (data-dir-lock.ts, ADR 010).
 * @throws DataDirLockedError when another live Steward server holds the folder.
 */
export async function openPglite(dataDir: string | null, options: OpenOptions = {}): Promise<Database> {
  let releaseLock = () => {};
  let dir: string | undefined;
  if (dataDir !== null) {
    dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    releaseLock = await lockDataDir(dir);
  }
  try {
    const client = await PGlite.create({
      dataDir: dir ? join(dir, 'pg') : undefined,
      // Small footprint for a one-process embedded server with one backend (ADR 013): 16 MB of shared buffers,
      // shared memory sized for 4 connections instead of 100, small WAL/temp buffers, and 8 MB for the
      // migrations' index builds. Steward's queries are indexed single-row or per-user reads, so 2 MB work_mem.
      postgresqlconf: [
        'shared_buffers=16MB',
        'max_connections=4',
        'wal_buffers=256kB',
        'temp_buffers=1MB',
        'work_mem=2MB',
        'maintenance_work_mem=8MB',
      ],
      // btree_gist backs the time_blocks exclusion constraint (ADR 008); PostgreSQL has it in contrib.
      extensions: { btree_gist },
    });
    // Each distinct query text is parsed and planned once, then runs in one round trip (ADR 013).
    cacheStatements(client);
    const db = drizzlePglite(client, { schema, logger: options.logger }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      jobQueue: { db: fromPglite(client), backend: 'pglite' },
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
