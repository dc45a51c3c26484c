/**
 * The calendar tables (ADRs 023, 031): connected sources, their calendars, the event instances read from them,
 * and the per-user version the calendar answers are kept under. Conventions as in schema.ts.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TaskGroup } from '../../core/calendar/events.ts';
import type { LifeDomainId } from '../../core/ideal-week.ts';
import { accounts, owner, timestamps, users } from './schema.ts';

/** Name of the CHECK (end_at > start_at) on time_blocks; a violation is SQLSTATE 23514. */
export const TIME_BLOCK_END_AFTER_START = 'time_blocks_end_after_start';
/** Name of the exclusion constraint against overlapping blocks of one user; a violation is SQLSTATE 23P01. */
export const TIME_BLOCK_NO_OVERLAP = 'time_blocks_no_overlap';

/**
 * Time blocks Steward schedules for a task (Schedule Task dialog → Select); UTC instants, half-open
 * [start_at, end_at). The database holds the rules (ADR 008): `time_blocks_end_after_start` CHECK
 * (end_at > start_at), and the exclusion constraint `time_blocks_no_overlap` (btree_gist:
 * `EXCLUDE USING gist (user_id WITH =, tstzrange(start_at, end_at, '[)') WITH &&)`), which Drizzle cannot express;
 * it lives in drizzle/0002_time_block_constraints.sql.
 */
export const timeBlocks = pgTable(
  'time_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    title: text('title').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** The life domain the block counts for in the Week Comparison (ADR 027), null when none. */
    domain: text('domain').$type<LifeDomainId>(),
    /** The "Time blocks go to" calendar the block was written into, null when kept in Steward only. */
    calendarId: uuid('calendar_id').references((): AnyPgColumn => calendars.id, { onDelete: 'set null' }),
    /** Where the remote event lives (CalDAV object URL, Google event id) and its ETag, once written. */
    remoteId: text('remote_id'),
    remoteEtag: text('remote_etag'),
    /**
     * The task the block was booked for: the daily plan's date, its list ('bigThree' | 'otherTasks') and the
     * task's index there; all three or none (a block booked without a task).
     */
    taskDate: date('task_date', { mode: 'string' }),
    taskGroup: text('task_group').$type<TaskGroup>(),
    taskIndex: integer('task_index'),
    ...timestamps,
  },
  (t) => [
    index('time_blocks_user_id_start_at_idx').on(t.userId, t.startAt),
    check(TIME_BLOCK_END_AFTER_START, sql`${t.endAt} > ${t.startAt}`),
    check(
      'time_blocks_task_whole',
      sql`(${t.taskDate} is null) = (${t.taskGroup} is null) and (${t.taskGroup} is null) = (${t.taskIndex} is null)`,
    ),
  ],
);

/**
 * Connected calendar sources (ADR 023): an ICS feed, a CalDAV account or a Google account. The
 * credentials (CalDAV password, a feed URL's user info, later Google tokens) are one AES-256-GCM sealed JSON
 * text (src/server/calendar/credentials.ts), never returned by any API. `status`/`error` describe the last sync
 * attempt ('ok' | 'error' | 'reconnect'); `last_synced_at` the last successful one; `checked_at` the last
 * attempt (the stale-while-revalidate clock); `sync_scope` the window and zone the mirror was listed for.
 * `sync_lease_until` / `sync_lease` hold the one sync that may run for the source (taken by a guarded UPDATE).
 */
export const calendarSources = pgTable(
  'calendar_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    kind: text('kind').$type<'google' | 'caldav' | 'ics'>().notNull(),
    name: text('name').notNull(),
    /** The address shown to the user, without credentials; null for Google. */
    url: text('url'),
    credentials: text('credentials'),
    status: text('status').$type<'ok' | 'error' | 'reconnect'>().notNull().default('ok'),
    error: text('error'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    syncScope: text('sync_scope'),
    syncLeaseUntil: timestamp('sync_lease_until', { withTimezone: true }),
    syncLease: uuid('sync_lease'),
    /**
     * A Google source's better-auth account (ADR 028: its tokens stay there, encrypted); null for other kinds.
     * Unlinking the account removes the source, its calendars and its mirror.
     */
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    index('calendar_sources_user_id_idx').on(t.userId),
    uniqueIndex('calendar_sources_account_id_key').on(t.accountId),
    /** One subscription per feed address and user (a copy would show and count every event twice). */
    uniqueIndex('calendar_sources_one_ics_url').on(t.userId, t.url).where(sql`${t.kind} = 'ics'`),
  ],
);

/** Name of the partial unique index: at most one "Time blocks go to" calendar per user. */
export const CALENDAR_ONE_BLOCKS_TARGET = 'calendars_one_blocks_target';

/**
 * The calendars of a source (docs/product.md §2 Settings → Calendars). `remote_id` is the provider's id (CalDAV
 * collection URL, Google calendar id, 'feed'); `provider_color_id` the provider's colour, `color_id` the user's choice.
 * `validators` and `sync_token` are the provider's incremental-sync state for the window in the source's
 * `sync_scope`. At most one calendar per user is `blocks_target` (partial unique index).
 */
export const calendars = pgTable(
  'calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => calendarSources.id, { onDelete: 'cascade' }),
    remoteId: text('remote_id').notNull(),
    name: text('name').notNull(),
    providerColorId: text('provider_color_id'),
    colorId: text('color_id'),
    show: boolean('show').notNull().default(true),
    busy: boolean('busy').notNull().default(true),
    writable: boolean('writable').notNull().default(false),
    blocksTarget: boolean('blocks_target').notNull().default(false),
    domain: text('domain'),
    validators: jsonb('validators').$type<{ etag?: string; lastModified?: string; ctag?: string }>(),
    syncToken: text('sync_token'),
    ...timestamps,
  },
  (t) => [
    index('calendars_user_id_idx').on(t.userId),
    uniqueIndex('calendars_source_id_remote_id_key').on(t.sourceId, t.remoteId),
    uniqueIndex(CALENDAR_ONE_BLOCKS_TARGET).on(t.userId).where(sql`${t.blocksTarget}`),
  ],
);

/**
 * Mirrored event instances of connected calendars (ADR 023: views read the mirror). One row per
 * instance, upserted by the provider's stable instance id (hash of UID and RECURRENCE-ID) per calendar; UTC
 * instants half-open, listed in the source's zone (all-day rows keep their local dates to re-place them in
 * another zone). `sync_gen` is the lease of the sync that last wrote the row: rows of a calendar that a full
 * listing did not write are deleted. `steward_block_id` is X-STEWARD-BLOCK / Google's stewardBlockId when it is
 * a UUID. `far` rows were read for a month outside the mirror window (ADR 041, `calendar_far_months`): views read
 * the window from the mirror's rows and the rest from the far rows, so no instance is listed twice.
 */
export const calendarInstances = pgTable(
  'calendar_instances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
    uid: text('uid').notNull(),
    recurrenceId: text('recurrence_id'),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    colorId: text('color_id'),
    busy: boolean('busy').notNull(),
    stewardBlockId: uuid('steward_block_id'),
    etag: text('etag'),
    syncGen: uuid('sync_gen').notNull(),
    far: boolean('far').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('calendar_instances_user_id_start_at_idx').on(t.userId, t.startAt),
    // Freeing a time block deletes the mirror's copies of it by this column (calendar/repo.ts).
    index('calendar_instances_steward_block_id_idx').on(t.stewardBlockId),
    uniqueIndex('calendar_instances_calendar_id_far_instance_id_key').on(t.calendarId, t.far, t.instanceId),
  ],
);

/**
 * The months outside the mirror window whose instances were read from a calendar on demand (ADR 041): `month` is
 * the first day of a UTC month, `time_zone` the zone the listing was read in (floating and all-day times depend
 * on it), `fetched_at` the last attempt, `error` the provider's message when it failed (the far rows are kept)
 * and `truncated` when an expansion cap cut the listing.
 */
export const calendarFarMonths = pgTable(
  'calendar_far_months',
  {
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    userId: owner(),
    month: date('month', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    truncated: boolean('truncated').notNull().default(false),
    error: text('error'),
  },
  (t) => [
    primaryKey({ columns: [t.calendarId, t.month] }),
    index('calendar_far_months_user_id_idx').on(t.userId),
  ],
);

/**
 * One counter per user, raised in the database whenever something GET /api/calendar/events or the week comparison
 * reads changes: a row of `time_blocks`, `calendar_instances` or `calendars` (shown, busy, colour, domain) of that
 * user (migration 0009's deferred triggers, once per user and transaction, at commit). Servers keep answers keyed
 * by it (ADR 031): an answer cached under the counter a request reads is never older than that request's data.
 */
export const calendarVersions = pgTable('calendar_versions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

/**
 * The private calendar feed of a user (ADR 050): at most one per user. `token_hash` is the SHA-256 (base64url) of
 * the 256-bit token in the feed's address; the token itself is never stored. `window_started_at` and
 * `window_requests` count the feed's fetches in the current rate-limit window (one UPDATE per fetch).
 * `created_at` is when the current address was made (a new address resets it).
 */
export const privateCalendarFeeds = pgTable(
  'private_calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    tokenHash: text('token_hash').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    windowRequests: integer('window_requests').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('private_calendar_feeds_user_id_key').on(t.userId),
    uniqueIndex('private_calendar_feeds_token_hash_key').on(t.tokenHash),
  ],
);
