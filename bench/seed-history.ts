/**
 * A database at scale for `npm run bench:seed` and `BENCH_MIX_SEED=big npm run bench:mix` (bench/README.md), and a
 * smaller one for the query-plan test (tests/api/query-plans.test.ts): users as better-auth stores them (a
 * `users` row and a `credential` account whose password is better-auth's scrypt hash of one shared password; no
 * session: a user signs in to get one) and, for some of them, a year of history written as the app's Drizzle schema
 * types it: daily plans (six days of seven finished with a rating), Monday weekly reviews, goals, time blocks (some
 * booked for a task), and an ICS source with one calendar mirroring calendar instances. Users and accounts are
 * multi-row INSERTs (Drizzle's `insert(...).values(rows)`); each user's year is one transaction, on PostgreSQL of
 * COPY FROM STDIN (postgres.js `writable()`), on PGlite of multi-row INSERTs; a few users side by side. The calendar
 * version triggers of ADR 031 run as for any write.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { generateRandomString, hashPassword } from 'better-auth/crypto';
import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import { addDays } from '../src/core/dates.ts';
import {
  calendarFarMonths,
  calendarInstances,
  calendarSources,
  calendars,
  timeBlocks,
} from '../src/server/db/calendar-schema.ts';
import type { Database, Db } from '../src/server/db/client.ts';
import { accounts, dailyPlans, goals, users, weeklyReviews } from '../src/server/db/schema.ts';
import { mirrorWindow } from '../src/server/modules/calendar/sync.ts';

/** How much to write: `users` in all, the first `historyUsers` of them with per-user counts of each kind. */
export interface SeedShape {
  users: number;
  historyUsers: number;
  plans: number;
  reviews: number;
  goals: number;
  blocks: number;
  instances: number;
}

/** The scale of the "database with data": 10,000 users, 1,000 of them with a year each. */
export const BIG: SeedShape = {
  users: 10_000,
  historyUsers: 1_000,
  plans: 365,
  reviews: 52,
  goals: 20,
  blocks: 500,
  instances: 2_000,
};

/** The password of every seeded user (its hash is computed once and shared). */
export const SEED_PASSWORD = 'correct horse battery staple';

/** What the seed wrote and how long each part took (ms). */
export interface SeedReport {
  /** The users with history, `existing` ones first. */
  historyUserIds: string[];
  rows: number;
  usersMs: number;
  historyMs: number;
}

const DAY_MS = 86_400_000;
/** PostgreSQL's limit of bind parameters per statement is 65,535; chunks stay under this many. */
const MAX_PARAMETERS = 60_000;

/** better-auth's id format: 32 characters of [a-zA-Z0-9]. */
const newAuthId = () => generateRandomString(32, 'a-z', 'A-Z', '0-9');

/** Rows of one table, typed by the app's schema. */
interface Batch {
  table: PgTable;
  rows: Record<string, unknown>[];
}
const batch = <T extends PgTable>(table: T, rows: T['$inferInsert'][]): Batch => ({ table, rows });

/** Inserts `rows` into `table` in multi-row statements of at most MAX_PARAMETERS parameters. */
async function insertAll(db: Db, { table, rows }: Batch): Promise<number> {
  const perRow = getTableConfig(table).columns.length;
  const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / perRow));
  for (let i = 0; i < rows.length; i += chunk) await db.insert(table).values(rows.slice(i, i + chunk));
  return rows.length;
}

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * `rows` as COPY's text format (PostgreSQL documentation, COPY, "Text Format"): each value as the column's Drizzle
 * encoder gives it to the driver (a timestamp's ISO text, a jsonb's JSON), null as \N, booleans as t/f,
 * backslash, newline, carriage return and tab escaped. The columns are the keys of the first row.
 */
function copyText({ table, rows }: Batch): { columns: string[]; text: string } {
  const byKey = getTableColumns(table);
  const keys = Object.keys(rows[0] ?? {});
  const encode = (key: string, value: unknown) => {
    if (value === null || value === undefined) return '\\N';
    const driver = byKey[key]?.mapToDriverValue(value) ?? value;
    if (typeof driver === 'boolean') return driver ? 't' : 'f';
    return String(driver).replace(/[\\\n\r\t]/g, (c) => COPY_ESCAPES[c] ?? c);
  };
  const text = rows.map((row) => keys.map((key) => encode(key, row[key])).join('\t')).join('\n');
  return { columns: keys.map((key) => byKey[key]?.name ?? key), text: `${text}\n` };
}

/** Writes `batches` in one transaction: COPY FROM STDIN on PostgreSQL, multi-row INSERTs on PGlite. */
async function writeBatches(database: Database, batches: Batch[]): Promise<number> {
  const written = batches.reduce((sum, b) => sum + b.rows.length, 0);
  if (database.kind === 'pglite') {
    await database.db.transaction(async (tx) => {
      for (const b of batches) await insertAll(tx as unknown as Db, b);
    });
    return written;
  }
  // Drizzle's documented handle on its driver: the postgres.js client.
  const client = (database.db as unknown as { $client: Sql }).$client;
  await client.begin(async (tx) => {
    for (const b of batches) {
      const { columns, text } = copyText(b);
      const stream =
        await tx`copy ${tx(getTableConfig(b.table).name)} (${tx(columns)}) from stdin`.writable();
      await pipeline(Readable.from([text]), stream);
    }
  });
  return written;
}

/** The Monday on or before `date` (YYYY-MM-DD). */
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

/**
 * One user's year ending on `end` (YYYY-MM-DD, included), in writing order: an ICS source checked at `now` (fresh:
 * no read starts a sync) and its calendar, `shape.plans` plans on the days up to `end`, `shape.reviews` weekly
 * reviews on the Mondays up to its week, `shape.goals` goals, `shape.blocks` time blocks of 30 minutes (at most two a
 * day, 09:00 and 14:00 UTC, never overlapping), and `shape.instances` half-hour events spread over the year (the
 * mirror's rows inside its window at `now`, far rows and their months outside it).
 */
function yearOf(userId: string, shape: SeedShape, end: string, now: Date): Batch[] {
  const first = addDays(end, -(shape.plans - 1));
  const plans = Array.from({ length: shape.plans }, (_, day) => {
    const finished = day % 7 !== 3;
    return {
      userId,
      date: addDays(first, day),
      bigThree: ['Write the proposal', 'Call Sam', 'Review budget'],
      bigThreeCompleted: [day % 2 === 0, day % 3 === 0, day % 5 === 0],
      otherTasks: ['Inbox', 'Expenses'],
      otherTasksCompleted: [true, day % 4 === 0],
      winningDefinition: 'Proposal sent',
      distractions: ['Slack'],
      dayFinished: finished,
      productivityRating: finished ? 1 + (day % 10) : null,
      incompleteTasks: finished ? [] : null,
    };
  });
  const lastMonday = mondayOf(end);
  const reviews = Array.from({ length: shape.reviews }, (_, w) => ({
    userId,
    weekStartDate: addDays(lastMonday, -7 * w),
    biggestWins: [`Win of week ${w}`],
    afterActionReview: 'Fewer meetings next week',
    weeklyBigThree: ['Ship', 'Hire', 'Plan'],
    weeklyBigThreeGoalIds: [null, null, null],
  }));
  const goalRows = Array.from({ length: shape.goals }, (_, n) => ({
    userId,
    goalType: n % 2 === 0 ? 'quarterly' : 'long-term',
    dueDate: addDays(end, 30 + n * 10),
    description: `Goal ${n}`,
    realm: 'Vocational',
    smarterCriteria: ['Specific', 'Measurable'],
    milestones: [{ text: 'Draft the plan', dueDate: addDays(end, 15 + n * 5), completed: n % 3 === 0 }],
    progress: String((n * 5) % 100),
  }));
  const startMs = Date.parse(`${first}T00:00:00Z`);
  const blocks = Array.from({ length: shape.blocks }, (_, i) => {
    const day = Math.floor((i * shape.plans) / shape.blocks);
    const start = startMs + day * DAY_MS + (i % 2 === 0 ? 9 : 14) * 3_600_000;
    const forTask = i % 4 === 0;
    return {
      userId,
      title: `Block ${i}`,
      startAt: new Date(start),
      endAt: new Date(start + 30 * 60_000),
      domain: i % 5 === 0 ? ('intellectual' as const) : null,
      taskDate: forTask ? addDays(first, day) : null,
      taskGroup: forTask ? ('bigThree' as const) : null,
      taskIndex: forTask ? i % 3 : null,
    };
  });
  const sourceId = randomUUID();
  const calendarId = randomUUID();
  const source = {
    id: sourceId,
    userId,
    kind: 'ics' as const,
    name: 'Team calendar',
    url: `https://calendar.example/${userId}.ics`,
    lastSyncedAt: now,
    checkedAt: now,
    syncScope: mirrorWindow(now, 'UTC').scope,
  };
  const calendar = { id: calendarId, userId, sourceId, remoteId: 'feed', name: 'Team calendar' };
  const gen = randomUUID();
  const span = shape.plans * DAY_MS;
  // Inside the mirror window the mirror's rows, outside it a far month's (ADR 041), as the syncs would leave them.
  const window = mirrorWindow(now, 'UTC');
  const farMonths = new Set<string>();
  const instances = Array.from({ length: shape.instances }, (_, i) => {
    const start = startMs + Math.floor((i * span) / shape.instances / 1_800_000) * 1_800_000;
    const far = !(start < window.end.getTime() && start + 1_800_000 > window.start.getTime());
    if (far) farMonths.add(`${new Date(start).toISOString().slice(0, 7)}-01`);
    return {
      far,
      userId,
      calendarId,
      instanceId: `event-${i}@calendar.example`,
      uid: `event-${i}@calendar.example`,
      summary: `Meeting ${i}`,
      description: '',
      startAt: new Date(start),
      endAt: new Date(start + 1_800_000),
      allDay: false,
      busy: true,
      syncGen: gen,
    };
  });
  return [
    batch(calendarSources, [source]),
    batch(calendars, [calendar]),
    batch(dailyPlans, plans),
    batch(weeklyReviews, reviews),
    batch(goals, goalRows),
    batch(timeBlocks, blocks),
    batch(calendarInstances, instances),
    batch(
      calendarFarMonths,
      [...farMonths].map((month) => ({ calendarId, userId, month, timeZone: 'UTC', fetchedAt: now })),
    ),
  ];
}

/**
 * Seeds `shape` into `database`: `existing` user ids (already signed up, e.g. through the API) count among the
 * users and get history first; the rest are created here. History ends on `end` (YYYY-MM-DD, included), checked
 * at `now`. `parallel` users are written side by side (one connection each on PostgreSQL).
 */
export async function seedHistory(
  database: Database,
  shape: SeedShape,
  options: { existing?: readonly string[]; end: string; now?: Date; parallel?: number },
): Promise<SeedReport> {
  const { db } = database;
  const existing = options.existing ?? [];
  const now = options.now ?? new Date();
  const parallel = options.parallel ?? (database.kind === 'postgres' ? 4 : 1);
  const started = performance.now();
  const password = await hashPassword(SEED_PASSWORD);
  const run = randomUUID().slice(0, 8);
  const created = Array.from({ length: Math.max(0, shape.users - existing.length) }, (_, i) => ({
    id: newAuthId(),
    name: `Seeded ${i}`,
    email: `seeded-${run}-${i}@bench.example`,
    emailVerified: true,
    createdAt: now,
    updatedAt: now,
  }));
  let rows = await insertAll(db, batch(users, created));
  rows += await insertAll(
    db,
    batch(
      accounts,
      created.map((user) => ({
        id: newAuthId(),
        userId: user.id,
        accountId: user.id,
        providerId: 'credential',
        password,
        createdAt: now,
        updatedAt: now,
      })),
    ),
  );
  const usersMs = performance.now() - started;
  const historyUserIds = [...existing, ...created.map((u) => u.id)].slice(0, shape.historyUsers);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < historyUserIds.length; i = next++) {
      const written = await writeBatches(
        database,
        yearOf(historyUserIds[i] as string, shape, options.end, now),
      );
      rows += written;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { historyUserIds, rows, usersMs, historyMs: performance.now() - started - usersMs };
}
