/**
 * The member routes `npm run bench` measures on every Steward target (bench/run.ts). Each endpoint prepares the
 * data it needs through the real API once per target, then gives the request sequence every autocannon
 * connection repeats. Add a route here when a feature module lands; every request must answer 2xx.
 */
import type autocannon from 'autocannon';
import { fullIdealWeekSchedule, goalBody, planBody } from '../tests/api/fixtures.ts';
import { benchMonth, serveFeeds, spreadFeed } from './calendar-feeds.ts';

/** A signed-in request to the target under test, for endpoint setup. */
export type MemberRequest = (method: string, path: string, body?: unknown) => Promise<Response>;

/** The connections at which an endpoint's p99 target is judged (bench/run.ts says "not judged" at others). */
export const TARGET_CONNECTIONS = 10;

/** One measured endpoint. */
export interface Endpoint {
  name: string;
  /** The p99 (ms) this route must stay under at {@link TARGET_CONNECTIONS} connections, when it has a target. */
  p99TargetMs?: number;
  /** Creates what the requests read or change; returns the requests one connection repeats. */
  prepare(request: MemberRequest): Promise<autocannon.Request[]>;
}

const DATE = '2025-03-10';

/** A JSON request of the sequence (the Origin and Cookie headers are added by run.ts). */
const send = (method: string, path: string, body?: unknown): autocannon.Request => ({
  method,
  path,
  ...(body === undefined
    ? {}
    : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
});

/** Calls the API in setup and returns the JSON answer; throws unless it answered 2xx. */
async function setupJson<T>(
  request: MemberRequest,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await request(method, path, body);
  if (!res.ok) throw new Error(`bench setup ${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Saves the bench user's plan for DATE and returns its id. */
const savePlan = async (request: MemberRequest) =>
  (await setupJson<{ id: string }>(request, 'POST', '/api/daily-plans', planBody(DATE))).id;

/** Creates a goal with two milestones for the bench user and returns its id. */
const saveGoal = async (request: MemberRequest) =>
  (await setupJson<{ id: string }>(request, 'POST', '/api/goals', goalBody('Bench goal'))).id;

const WEEK = '2025-03-10'; // the Monday of DATE's week
const REVIEW = {
  weekStartDate: WEEK,
  biggestWins: ['Won'],
  afterActionReview: 'Fine',
  weeklyBigThree: ['Ship'],
};
const CLARITY = {
  date: DATE,
  responses: {},
  actionItems: ['Delegate the hiring plan', 'Block Friday for strategy'],
  score: '70',
};

/** The bench user's habits: 20 of mixed schedules; one, daily with a target of 8, has 3 years of entries. */
const HABITS = 20;
/** Days from the long habit's startDate to today, today included: 3 years. */
const HISTORY_DAYS = 1_096;
const LONG_HABIT = 'Drink water (3 years)';
const SCHEDULES = [
  { kind: 'daily' },
  { kind: 'weekdays', days: [1, 3, 5] },
  { kind: 'timesPerWeek', times: 3 },
  { kind: 'everyNDays', n: 2 },
];
const DAY_MS = 86_400_000;
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A day's entry of the long habit, `day` days after its start: most days done (8 of 8), every 7th day 5 of 8
 * (not done: it breaks the streak), every 30th day skipped.
 */
const habitEntry = (day: number) =>
  day % 30 === 29 ? { skipped: true } : { count: day % 7 === 6 ? 5 : 8, skipped: false };

/**
 * Gives the bench user its 20 habits and the long habit an entry on each of its 1,096 days (8 saves in flight),
 * unless an earlier endpoint on this target did; returns the long habit's id. The requests send no
 * `X-Time-Zone`, so today is the date in the user's stored zone, UTC (ADR 006): no entry is after today or before
 * the startDate (either is 400 `date`).
 */
async function seedHabits(request: MemberRequest): Promise<string> {
  const listed = await setupJson<{ id: string; name: string }[]>(request, 'GET', '/api/habits');
  const seeded = listed.find((habit) => habit.name === LONG_HABIT);
  if (seeded) return seeded.id;
  const today = Date.parse(utcDate(Date.now()));
  const start = today - (HISTORY_DAYS - 1) * DAY_MS;
  const long = await setupJson<{ id: string }>(request, 'POST', '/api/habits', {
    name: LONG_HABIT,
    schedule: { kind: 'daily' },
    target: 8,
    unit: 'glasses',
    startDate: utcDate(start),
  });
  for (let n = 2; n <= HABITS; n++)
    await setupJson(request, 'POST', '/api/habits', {
      name: `Bench habit ${n}`,
      schedule: SCHEDULES[n % SCHEDULES.length],
      startDate: utcDate(today - n * 30 * DAY_MS),
    });
  let next = 0;
  const saveEntries = async () => {
    for (let day = next++; day < HISTORY_DAYS; day = next++) {
      const path = `/api/habits/${long.id}/entries/${utcDate(start + day * DAY_MS)}`;
      await setupJson(request, 'PUT', path, habitEntry(day));
    }
  };
  await Promise.all(Array.from({ length: 8 }, saveEntries));
  return long.id;
}

/** Days of plans the insights benchmark seeds, today included: a year. */
const PLAN_DAYS = 365;
/** Goals and calendar instances of the insights benchmark (docs/product.md §7 Insights; ADR 056). */
const INSIGHT_GOALS = 20;
const INSIGHT_INSTANCES = 2_000;

/**
 * The range of the last 52 Monday weeks, this week (in UTC, the bench user's stored zone) last, seeded with a
 * plan on each of the last 365 days (six days of seven finished with a rating), 20 goals, a full ideal week and
 * an ICS source of 2,000 half-hour events over the last 30 days (the mirror window's past, ADR 023). Returns the
 * query string.
 */
async function seedInsights(request: MemberRequest): Promise<string> {
  const today = Date.parse(utcDate(Date.now()));
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  let next = 0;
  const savePlans = async () => {
    for (let day = next++; day < PLAN_DAYS; day = next++) {
      const date = utcDate(today - day * DAY_MS);
      const done = [day % 2 === 0, day % 3 === 0, day % 5 === 0];
      const plan = await setupJson<{ id: string }>(
        request,
        'POST',
        '/api/daily-plans',
        planBody(date, { bigThreeCompleted: done }),
      );
      if (day % 7 !== 3)
        await setupJson(request, 'PATCH', `/api/daily-plans/${plan.id}/finish`, {
          productivityRating: String(4 + (day % 7)),
          incompleteTasks: [],
        });
    }
  };
  await Promise.all(Array.from({ length: 8 }, savePlans));
  for (let n = 0; n < INSIGHT_GOALS; n++)
    await setupJson(request, 'POST', '/api/goals', goalBody(`Insight goal ${n}`));
  await setupJson(request, 'POST', '/api/ideal-weeks', {
    name: 'Insights week',
    schedule: fullIdealWeekSchedule(),
  });
  const past = { start: new Date(today - 29 * DAY_MS), end: new Date(today + DAY_MS) };
  const feeds = await serveFeeds({ '/insights.ics': spreadFeed('insights', INSIGHT_INSTANCES, past) });
  try {
    await setupJson(request, 'POST', '/api/calendar/sources', {
      kind: 'ics',
      url: `${feeds.origin}/insights.ics`,
    });
  } finally {
    await feeds.close();
  }
  return `from=${utcDate(monday - 51 * 7 * DAY_MS)}&to=${utcDate(monday + 6 * DAY_MS)}`;
}

/** Time blocks booked by the bench take successive 15-minute slots from here, so no two ever overlap. */
const FIRST_SLOT = Date.parse('2030-01-01T00:00:00Z');
let slot = 0;

/** The endpoints measured on every Steward target, in report order. */
export const ENDPOINTS: Endpoint[] = [
  { name: 'GET /api/auth/user', prepare: async () => [send('GET', '/api/auth/user')] },
  {
    name: 'GET /api/daily-plans',
    prepare: async (request) => {
      await savePlan(request);
      return [send('GET', '/api/daily-plans')];
    },
  },
  {
    name: 'GET /api/daily-plans/date/{date}',
    prepare: async (request) => {
      await savePlan(request);
      return [send('GET', `/api/daily-plans/date/${DATE}`)];
    },
  },
  {
    name: 'PATCH /api/daily-plans/{id}/completion',
    prepare: async (request) => [
      send('PATCH', `/api/daily-plans/${await savePlan(request)}/completion`, {
        bigThreeCompleted: [true, false, true],
      }),
    ],
  },
  {
    name: 'PATCH /api/daily-plans/{id}/finish',
    prepare: async (request) => [
      send('PATCH', `/api/daily-plans/${await savePlan(request)}/finish`, {
        productivityRating: '8',
        incompleteTasks: [],
      }),
    ],
  },
  {
    name: 'POST /api/calendar/suggest-slots',
    prepare: async () => [
      send('POST', '/api/calendar/suggest-slots', { date: '2025-03-13', duration: '60' }),
    ],
  },
  {
    name: 'GET /api/calendar/events',
    prepare: async (request) => {
      const block = { title: 'Deep work', start: '2025-03-13T13:00:00Z', end: '2025-03-13T14:00:00Z' };
      await setupJson(request, 'POST', '/api/calendar/time-blocks', block);
      return [
        send('GET', '/api/calendar/events?startDate=2025-03-13T00:00:00Z&endDate=2025-03-14T00:00:00Z'),
      ];
    },
  },
  {
    // ADR 031: a month of 3 ICS sources holding 2,000 instances in it (the feeds are served only while the
    // sources are added: the mirror answers, and the next background sync is 5 minutes away).
    name: 'GET /api/calendar/events (month, 3 sources, 2,000 instances)',
    prepare: async (request) => {
      const month = benchMonth();
      const counts = { alpha: 667, beta: 667, gamma: 666 };
      const feeds = await serveFeeds(
        Object.fromEntries(
          Object.entries(counts).map(([name, n]) => [`/${name}.ics`, spreadFeed(name, n, month)]),
        ),
      );
      try {
        for (const name of Object.keys(counts))
          await setupJson(request, 'POST', '/api/calendar/sources', {
            kind: 'ics',
            url: `${feeds.origin}/${name}.ics`,
          });
      } finally {
        await feeds.close();
      }
      const range = `startDate=${month.start.toISOString()}&endDate=${month.end.toISOString()}`;
      return [send('GET', `/api/calendar/events?${range}`)];
    },
  },
  {
    name: 'POST + DELETE /api/calendar/time-blocks',
    prepare: async () => [
      {
        ...send('POST', '/api/calendar/time-blocks', {}),
        setupRequest: (req) => {
          const start = FIRST_SLOT + slot++ * 15 * 60_000;
          const body = { title: 'Bench', start: new Date(start), end: new Date(start + 15 * 60_000) };
          return { ...req, body: JSON.stringify(body) };
        },
        onResponse: (_status, body, context) => {
          context.block = (JSON.parse(body) as { id?: string }).id ?? 'missing';
        },
      },
      {
        method: 'DELETE',
        setupRequest: (req, context) => ({ ...req, path: `/api/calendar/time-blocks/${context.block}` }),
      },
    ],
  },
  {
    name: 'POST /api/calendar/week-comparison',
    p99TargetMs: 50,
    prepare: async (request) => {
      // A full ideal week (231 planned cells) against a week of 40 half-hour blocks with domains.
      const week = { name: 'Bench week', schedule: fullIdealWeekSchedule() };
      const { id } = await setupJson<{ id: string }>(request, 'POST', '/api/ideal-weeks', week);
      for (let day = 17; day <= 21; day++)
        for (let half = 0; half < 8; half++) {
          const start = Date.parse(`2025-03-${day}T09:00:00Z`) + half * 30 * 60_000;
          const block = {
            title: 'Bench',
            start: new Date(start),
            end: new Date(start + 30 * 60_000),
            domain: 'work',
          };
          await setupJson(request, 'POST', '/api/calendar/time-blocks', block);
        }
      return [
        send('POST', '/api/calendar/week-comparison', { weekStartDate: '2025-03-17', idealWeekId: id }),
      ];
    },
  },
  {
    name: 'GET /api/rituals',
    prepare: async (request) => {
      await setupJson(request, 'POST', '/api/rituals', { type: 'morning', elements: ['Pray', 'Walk'] });
      return [send('GET', '/api/rituals')];
    },
  },
  {
    name: 'POST /api/rituals',
    prepare: async () => [send('POST', '/api/rituals', { type: 'morning', elements: ['Read', 'Plan'] })],
  },
  {
    name: 'GET /api/goals',
    prepare: async (request) => {
      await saveGoal(request);
      return [send('GET', '/api/goals')];
    },
  },
  {
    name: 'PATCH /api/goals/{id}/milestone/{index}',
    prepare: async (request) => {
      const id = await saveGoal(request);
      return [send('PATCH', `/api/goals/${id}/milestone/1`, { completed: true })];
    },
  },
  {
    name: 'POST + DELETE /api/goals',
    prepare: async () => [
      {
        ...send('POST', '/api/goals', goalBody('Bench goal')),
        onResponse: (_status, body, context) => {
          context.goal = (JSON.parse(body) as { id?: string }).id ?? 'missing';
        },
      },
      { method: 'DELETE', setupRequest: (req, context) => ({ ...req, path: `/api/goals/${context.goal}` }) },
    ],
  },
  {
    name: 'GET /api/weekly-reviews/week/{weekStartDate}',
    prepare: async (request) => {
      await setupJson(request, 'POST', '/api/weekly-reviews', REVIEW);
      return [send('GET', `/api/weekly-reviews/week/${WEEK}`)];
    },
  },
  {
    name: 'POST /api/weekly-reviews',
    prepare: async () => [send('POST', '/api/weekly-reviews', REVIEW)],
  },
  {
    name: 'GET /api/weekly-reviews/week/{weekStartDate}/summary',
    prepare: async (request) => {
      await savePlan(request);
      return [send('GET', `/api/weekly-reviews/week/${WEEK}/summary`)];
    },
  },
  {
    name: 'GET /api/clarity-breaks',
    prepare: async (request) => {
      await setupJson(request, 'POST', '/api/clarity-breaks', CLARITY);
      return [send('GET', '/api/clarity-breaks')];
    },
  },
  {
    // Saving a full ideal week (231 filled cells).
    name: 'PATCH /api/ideal-weeks/{id} (231 cells)',
    p99TargetMs: 50,
    prepare: async (request) => {
      const body = { name: 'Bench week', schedule: fullIdealWeekSchedule() };
      const { id } = await setupJson<{ id: string }>(request, 'POST', '/api/ideal-weeks', body);
      return [send('PATCH', `/api/ideal-weeks/${id}`, body)];
    },
  },
  {
    name: 'GET /api/insights (52 weeks, a year of plans, 20 goals, 2,000 instances)',
    p99TargetMs: 100,
    prepare: async (request) => [send('GET', `/api/insights?${await seedInsights(request)}`)],
  },
  {
    name: 'GET /api/habits (20 habits)',
    p99TargetMs: 30,
    prepare: async (request) => {
      await seedHabits(request);
      return [send('GET', '/api/habits')];
    },
  },
  {
    name: 'GET /api/habits/{id}/stats (3 years of entries)',
    p99TargetMs: 30,
    prepare: async (request) => [send('GET', `/api/habits/${await seedHabits(request)}/stats`)],
  },
];
