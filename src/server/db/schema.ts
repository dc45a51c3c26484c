/**
 * The one Drizzle schema for PGlite and PostgreSQL (PostgreSQL 15 features only).
 * Tables are plural snake_case; every user-owned table has user_id (FK, indexed), created_at, updated_at.
 * The auth tables follow better-auth's core schema (user, session, account, verification, rateLimit).
 * Migrations: `npm run db:generate` writes SQL into drizzle/, applied at start by migrate.ts.
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
  json,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LifeDomainId } from '../../core/ideal-week.ts';

/** Name of the CHECK (end_at > start_at) on time_blocks; a violation is SQLSTATE 23514. */
export const TIME_BLOCK_END_AFTER_START = 'time_blocks_end_after_start';
/** Name of the exclusion constraint against overlapping blocks of one user; a violation is SQLSTATE 23P01. */
export const TIME_BLOCK_NO_OVERLAP = 'time_blocks_no_overlap';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** IANA time zone sent by the browser, used for server-side local dates. */
  timeZone: text('time_zone').notNull().default('UTC'),
  ...timestamps,
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Sign-in methods of a user; OAuth tokens are stored encrypted (better-auth encryptOAuthTokens). */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** better-auth rate-limit counters, in the database so limits hold across restarts. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: bigint('count', { mode: 'number' }).notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Saved rituals (docs/product.md §3 Ritual): one per user and type ('morning'). */
export const rituals = pgTable(
  'rituals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    type: text('type').notNull(),
    elements: jsonb('elements').$type<string[]>().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('rituals_user_id_type_key').on(t.userId, t.type)],
);

/** Daily plans (docs/product.md §3 DailyPlan): one per user and local date; the finish-day reflection lives on the plan. */
export const dailyPlans = pgTable(
  'daily_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    date: date('date', { mode: 'string' }).notNull(),
    morningRitualCompleted: boolean('morning_ritual_completed').notNull().default(false),
    bigThree: jsonb('big_three').$type<string[]>().notNull(),
    bigThreeCompleted: jsonb('big_three_completed').$type<boolean[]>().notNull(),
    otherTasks: jsonb('other_tasks').$type<string[]>().notNull(),
    otherTasksCompleted: jsonb('other_tasks_completed').$type<boolean[]>().notNull(),
    winningDefinition: text('winning_definition').notNull().default(''),
    distractions: jsonb('distractions').$type<string[]>().notNull(),
    dayFinished: boolean('day_finished').notNull().default(false),
    productivityRating: integer('productivity_rating'),
    improvementNote: text('improvement_note'),
    incompleteTasks: jsonb('incomplete_tasks').$type<string[]>(),
    /** Links of Big 3 tasks to weekly priorities, aligned with big_three; null before any was saved. */
    bigThreeLinks: jsonb('big_three_links').$type<({ priority: number; goalId: string | null } | null)[]>(),
    ...timestamps,
  },
  (t) => [uniqueIndex('daily_plans_user_id_date_key').on(t.userId, t.date)],
);

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
    ...timestamps,
  },
  (t) => [
    index('time_blocks_user_id_start_at_idx').on(t.userId, t.startAt),
    check(TIME_BLOCK_END_AFTER_START, sql`${t.endAt} > ${t.startAt}`),
  ],
);

/**
 * Goals (docs/product.md §3 Goal; ADR 014): milestones live on the goal as a jsonb array of
 * `{ text, dueDate, completed }` (ordered; addressed by index in PATCH /api/goals/{id}/milestone/{index}); progress is
 * kept as the string the client sent ('0'). Listed by due date.
 */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    goalType: text('goal_type').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    realm: text('realm').notNull(),
    smarterCriteria: jsonb('smarter_criteria').$type<string[]>().notNull(),
    milestones: jsonb('milestones')
      .$type<{ text: string; dueDate: string; completed: boolean }[]>()
      .notNull(),
    progress: text('progress').notNull().default('0'),
    archived: boolean('archived').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('goals_user_id_due_date_idx').on(t.userId, t.dueDate)],
);

/**
 * Weekly reviews (docs/product.md §3 Weekly review; ADR 017): one per user and week (`week_start_date` is the
 * Monday); saving the week again updates the row in one INSERT ... ON CONFLICT DO UPDATE, keeping its id.
 * `weekly_big_three_goal_ids` (the chain) is aligned with `weekly_big_three`: a goal id or null per priority.
 */
export const weeklyReviews = pgTable(
  'weekly_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    weekStartDate: date('week_start_date', { mode: 'string' }).notNull(),
    biggestWins: jsonb('biggest_wins').$type<string[]>().notNull(),
    afterActionReview: text('after_action_review').notNull().default(''),
    weeklyBigThree: jsonb('weekly_big_three').$type<string[]>().notNull(),
    weeklyBigThreeGoalIds: jsonb('weekly_big_three_goal_ids')
      .$type<(string | null)[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (t) => [uniqueIndex('weekly_reviews_user_id_week_start_date_key').on(t.userId, t.weekStartDate)],
);

/** Name of the CHECK (score between 1 and 100) on clarity_breaks; a violation is SQLSTATE 23514. */
export const CLARITY_BREAK_SCORE_RANGE = 'clarity_breaks_score_range';

/**
 * Clarity Breaks (docs/product.md §3 Clarity break; ADR 017): `responses` maps question text to answer (jsonb),
 * `score` is the session value 1..100 (an integer here, a string on the wire). Listed newest date first.
 */
export const clarityBreaks = pgTable(
  'clarity_breaks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    date: date('date', { mode: 'string' }).notNull(),
    responses: jsonb('responses').$type<Record<string, string>>().notNull(),
    actionItems: jsonb('action_items').$type<string[]>().notNull(),
    score: integer('score').notNull(),
    ...timestamps,
  },
  (t) => [
    index('clarity_breaks_user_id_date_idx').on(t.userId, t.date),
    check(CLARITY_BREAK_SCORE_RANGE, sql`${t.score} between 1 and 100`),
  ],
);

/**
 * Ideal weeks (docs/product.md §3 Ideal week; ADR 026): a user may keep several; `schedule` maps a grid key
 * ('monday-9:00 AM') to `{ activity, domain? }` (json, not jsonb: it is written and read whole; normalised by
 * core's idealWeekInput before writing).
 * Listed oldest first, so "the first saved week" of the summary is stable.
 */
export const idealWeeks = pgTable(
  'ideal_weeks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    name: text('name').notNull(),
    schedule: json('schedule').$type<Record<string, { activity: string; domain?: string }>>().notNull(),
    ...timestamps,
  },
  (t) => [index('ideal_weeks_user_id_created_at_idx').on(t.userId, t.createdAt)],
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
 * a UUID.
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
    ...timestamps,
  },
  (t) => [
    index('calendar_instances_user_id_start_at_idx').on(t.userId, t.startAt),
    uniqueIndex('calendar_instances_calendar_id_instance_id_key').on(t.calendarId, t.instanceId),
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
