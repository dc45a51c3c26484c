/**
 * The one Drizzle schema for PGlite and PostgreSQL (PostgreSQL 15 features only).
 * Tables are plural snake_case; every user-owned table has user_id (FK, indexed), created_at, updated_at.
 * The auth tables follow better-auth's core schema (user, session, account, verification, rateLimit) and its
 * twoFactor plugin (two_factors; ADR 048) and passkey plugin (passkeys; ADR 051).
 * The calendar tables are in calendar-schema.ts, the ritual runs in ritual-schema.ts.
 * Migrations: `npm run db:generate` writes SQL into drizzle/, applied at start by migrate.ts.
 */
import { sql } from 'drizzle-orm';
import {
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

/** created_at and updated_at of every user-owned table. */
export const timestamps = {
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
  /** True once the user confirmed an authenticator app (better-auth twoFactor plugin, ADR 048). */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
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

/**
 * The authenticator-app secret and backup codes of a user (better-auth twoFactor plugin, ADR 048): one row per
 * user, `secret` and `backup_codes` encrypted with the auth secret; `verified` false until the first code is
 * confirmed; `failed_verification_count` and `locked_until` are the plugin's per-account lockout.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('two_factors_user_id_key').on(t.userId)],
);

/**
 * The passkeys of a user (better-auth passkey plugin, ADR 051): one row per WebAuthn credential. `public_key` is
 * the credential's COSE public key (base64), `credential_id` its id (base64url, unique), `counter` the
 * authenticator's signature counter, `device_type` 'singleDevice' | 'multiDevice', `backed_up` whether it is
 * synced, `transports` comma-separated hints, `aaguid` the authenticator model, `name` the user's label. No
 * secret is stored: the private key never leaves the authenticator.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    credentialID: text('credential_id').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    aaguid: text('aaguid'),
    ...timestamps,
  },
  (t) => [
    index('passkeys_user_id_idx').on(t.userId),
    uniqueIndex('passkeys_credential_id_key').on(t.credentialID),
  ],
);

/** The owning user's id: NOT NULL, deleted with the user. */
export const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * Saved rituals (docs/product.md §3 Ritual; ADR 043): one per user and type ('morning' | 'startup' | 'shutdown');
 * `minutes` is null or one whole number of minutes per element. Their day runs are in ritual-schema.ts.
 */
export const rituals = pgTable(
  'rituals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    type: text('type').notNull(),
    elements: jsonb('elements').$type<string[]>().notNull(),
    minutes: jsonb('minutes').$type<number[]>(),
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

/**
 * Quarterly reviews (docs/product.md §2 Quarterly Review; ADR 057): one per user and calendar quarter ('YYYY-Qn',
 * unique key), written by INSERT ... ON CONFLICT DO UPDATE so parallel first saves leave one row.
 */
export const quarterlyReviews = pgTable(
  'quarterly_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    quarter: text('quarter').notNull(),
    topWins: jsonb('top_wins').$type<string[]>().notNull(),
    reflection: text('reflection').notNull().default(''),
    nextQuarterFocus: jsonb('next_quarter_focus').$type<string[]>().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('quarterly_reviews_user_id_quarter_key').on(t.userId, t.quarter)],
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
 * One counter per user, raised in the database whenever something GET /api/insights reads besides the calendar
 * changes: a row of `daily_plans`, `goals`, `ideal_weeks`, `habits`, `habit_entries`, `rituals` or `ritual_runs`
 * of that user (migration 0023's deferred triggers, once per user and transaction, at commit; the calendar's part
 * is `calendar_versions`). Servers keep insights answers keyed by both counters (ADR 056), so an answer is never
 * older than the counters a request reads, whichever server wrote.
 */
export const insightsVersions = pgTable('insights_versions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
