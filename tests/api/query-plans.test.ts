/**
 * The hot queries read by index (ADR 060), on PGlite and PostgreSQL: each request of the mix's paths (bench/README.md,
 * bench:mix) and the session lookup, the calendar's range read and insights is sent to the real app on a database
 * seeded with a year of history for some of its users (bench/seed-history.ts) and analysed; every statement Drizzle
 * sent for it (captured by Drizzle's logger, text and parameters) is then planned with `EXPLAIN (FORMAT JSON)` and
 * the request fails if a plan reads a user-owned table by a Seq Scan. The plans are made with `enable_seqscan =
 * off` (PostgreSQL documentation, "Planner Method Configuration": the planner then uses a sequential scan only when
 * no index can serve the query), so a table the seed leaves small (habits, rituals) is held to the same rule as the
 * large ones.
 */
import type { PGlite } from '@electric-sql/pglite';
import { is, type Logger } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHistory } from '../../bench/seed-history.ts';
import type { DailyPlan } from '../../src/core/daily-plan.ts';
import * as calendarSchema from '../../src/server/db/calendar-schema.ts';
import type { Database } from '../../src/server/db/client.ts';
import * as habitSchema from '../../src/server/db/habit-schema.ts';
import * as reminderSchema from '../../src/server/db/reminder-schema.ts';
import * as ritualSchema from '../../src/server/db/ritual-schema.ts';
import * as coreSchema from '../../src/server/db/schema.ts';
import { expectJson, goalBody, planBody } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

// Monday 2025-03-10, noon UTC: the seeded year ends the day before.
const NOW = new Date('2025-03-10T12:00:00Z');
const TODAY = '2025-03-10';

/** Enough rows per table that its indexes matter: 300 users, 12 of them with a year of history. */
const SHAPE = {
  users: 300,
  historyUsers: 12,
  plans: 365,
  reviews: 52,
  goals: 20,
  blocks: 500,
  instances: 2_000,
};

/** Tables that hold a user's data: `users` and every table with a `user_id` column. */
const USER_OWNED = new Set(
  [coreSchema, calendarSchema, habitSchema, ritualSchema, reminderSchema]
    .flatMap((module) => Object.values(module))
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table))
    .filter((config) => config.name === 'users' || config.columns.some((column) => column.name === 'user_id'))
    .map((config) => config.name),
);

interface Statement {
  text: string;
  params: unknown[];
}
let captured: Statement[] | null = null;
const logger: Logger = {
  logQuery: (text, params) => {
    if (captured && /^\s*(select|insert|update|delete|with)\b/i.test(text)) captured.push({ text, params });
  },
};

/** The statements Drizzle sent while `run` ran. */
async function statementsOf(run: () => Promise<unknown>): Promise<Statement[]> {
  captured = [];
  try {
    await run();
    return captured;
  } finally {
    captured = null;
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The user-owned tables `plan` reads by a sequential scan. */
function seqScans(plan: PlanNode): string[] {
  const table = plan['Relation Name'];
  const seq = plan['Node Type'] === 'Seq Scan' && table !== undefined && USER_OWNED.has(table);
  return [...(seq ? [table] : []), ...(plan.Plans ?? []).flatMap(seqScans)];
}

type Explained = [{ 'QUERY PLAN': [{ Plan: PlanNode }] }];

/** `EXPLAIN (FORMAT JSON)` of `statement` with its parameters, sequential scans discouraged. */
async function explain(database: Database, { text, params }: Statement): Promise<PlanNode> {
  const query = `explain (format json) ${text}`;
  const off = 'set local enable_seqscan = off';
  const client = (database.db as unknown as { $client: unknown }).$client;
  let rows: Explained;
  if (database.kind === 'postgres') {
    const sql = client as Sql;
    rows = (await sql.begin(async (tx) => {
      await tx.unsafe(off);
      return tx.unsafe(query, params as never[]);
    })) as unknown as Explained;
  } else {
    const pglite = client as PGlite;
    rows = await pglite.transaction(async (tx) => {
      await tx.query(off);
      return (await tx.query(query, params)).rows as Explained;
    });
  }
  return rows[0]['QUERY PLAN'][0].Plan;
}

describe.each(backends)('query plans on %s', (backend) => {
  let t: TestApp;
  let me: Client;
  let plan: DailyPlan;

  beforeAll(async () => {
    t = await startTestApp(backend, {}, NOW, { logger });
    me = await t.signUp('Planner');
    await seedHistory(t.database, SHAPE, { existing: [me.userId], end: '2025-03-09', now: NOW });
    plan = await expectJson<DailyPlan>(me, 'POST', '/api/daily-plans', planBody(TODAY));
    await t.database.db.execute('analyze');
  });
  afterAll(() => t?.close());

  /** Books a quarter hour on the 11th at `hour` and returns the block's id. */
  const book = async (hour: number) => {
    const start = Date.UTC(2025, 2, 11, hour);
    const body = { title: 'Focus', start: new Date(start), end: new Date(start + 15 * 60_000) };
    return (await expectJson<{ id: string }>(me, 'POST', '/api/calendar/time-blocks', body, 201)).id;
  };

  const none = async () => '';
  /** Sends DELETE `path` and throws unless it answered 204. */
  const remove = async (path: string) => {
    const res = await me.request('DELETE', path);
    if (res.status !== 204) throw new Error(`DELETE ${path}: ${res.status} ${await res.text()}`);
  };
  const goal = async () =>
    (await expectJson<{ id: string }>(me, 'POST', '/api/goals', goalBody('Drop me'), 201)).id;
  /** Per request: its name, its setup (not planned; gives the id the request needs) and the request. */
  const requests: [string, () => Promise<string>, (id: string) => Promise<unknown>][] = [
    ['plan by date', none, () => expectJson(me, 'GET', `/api/daily-plans/date/${TODAY}`)],
    ['plan list', none, () => expectJson(me, 'GET', '/api/daily-plans')],
    [
      'completion toggle',
      none,
      () =>
        expectJson(me, 'PATCH', `/api/daily-plans/${plan.id}/completion`, {
          task: { group: 'bigThree', index: 1, completed: true },
        }),
    ],
    ['time block book', none, () => book(8)],
    ['time block free', () => book(10), (id) => remove(`/api/calendar/time-blocks/${id}`)],
    [
      'time blocks and calendar instances by range',
      none,
      () =>
        expectJson(
          me,
          'GET',
          '/api/calendar/events?startDate=2025-03-03T00:00:00.000Z&endDate=2025-03-10T00:00:00.000Z',
        ),
    ],
    [
      'weekly review save',
      none,
      () =>
        expectJson(me, 'POST', '/api/weekly-reviews', {
          weekStartDate: TODAY,
          biggestWins: ['Shipped'],
          afterActionReview: 'Fine',
          weeklyBigThree: ['Ship', 'Hire'],
        }),
    ],
    ['weekly review read', none, () => expectJson(me, 'GET', '/api/weekly-reviews/week/2025-03-03')],
    ['goal list', none, () => expectJson(me, 'GET', '/api/goals')],
    ['goal create', none, () => expectJson(me, 'POST', '/api/goals', goalBody('Plan the offsite'), 201)],
    ['goal delete', goal, (id) => remove(`/api/goals/${id}`)],
    ['session lookup', none, () => expectJson(me, 'GET', '/api/auth/get-session')],
    [
      'insights of 52 weeks',
      none,
      () => expectJson(me, 'GET', '/api/insights?from=2024-03-11&to=2025-03-09'),
    ],
  ];

  it.each(requests)('%s scans no user-owned table', async (_name, setup, request) => {
    const id = await setup();
    const statements = await statementsOf(() => request(id));
    expect(statements.length).toBeGreaterThan(0);
    const scans: string[] = [];
    for (const statement of statements)
      for (const table of seqScans(await explain(t.database, statement)))
        scans.push(`Seq Scan on ${table}: ${statement.text}`);
    expect(scans).toEqual([]);
  });
});
