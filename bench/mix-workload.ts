/**
 * The workload of `npm run bench:mix` (bench/mix.ts): many users, each connection working only on its own users'
 * rows. Per 20 operations of a connection: 8 plan reads by date (40 %), 5 completion toggles (25 %), 2 bookings
 * of a time block each followed by freeing it (10 %), 2 weekly-review saves (10 %), 2 goal lists (10 %) and 1
 * goal created then deleted (5 %): 23 requests in a fixed interleaved order, each connection starting at its own
 * offset in it. Operation k of a cycle works on the connection's user k mod (its users), so the two requests of
 * a pair hit the same user. Users are signed up and seeded through the real API.
 */
import type autocannon from 'autocannon';
import { goalBody, planBody } from '../tests/api/fixtures.ts';

/** The request kinds, in report order. */
export const KINDS = [
  'plan by date',
  'completion toggle',
  'book a time block',
  'free a time block',
  'weekly review save',
  'goal list',
  'goal create',
  'goal delete',
] as const;
export type Kind = (typeof KINDS)[number];

/** One operation of the cycle: one request, or a pair whose second request uses the first one's answer. */
type Operation = 'plan' | 'toggle' | 'block' | 'review' | 'goals' | 'goal';

/** 20 operations with the mix's weights (8, 5, 2, 2, 2, 1), interleaved. */
const CYCLE: readonly Operation[] = [
  'plan',
  'toggle',
  'plan',
  'block',
  'plan',
  'review',
  'toggle',
  'goals',
  'plan',
  'toggle',
  'plan',
  'goal',
  'plan',
  'toggle',
  'block',
  'plan',
  'review',
  'toggle',
  'goals',
  'plan',
];

const DATE = '2025-03-10';
const WEEK = '2025-03-10';
const PASSWORD = 'correct horse battery staple';
const FIRST_BOOKING = Date.UTC(2025, 2, 11, 8);
/** Bookings made by this process so far (each takes the next quarter hour). */
let bookings = 0;

/** A seeded user: its id, its session cookie and the id of its plan for DATE. */
export interface MixUser {
  id: string;
  cookie: string;
  planId: string;
  /** Its index among all users. */
  n: number;
}

/** Called with each answer: its kind and status (the latency comes from autocannon's 'response' event). */
export type OnAnswer = (kind: Kind, status: number) => void;

async function call(origin: string, cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: {
      Origin: origin,
      Cookie: cookie,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`bench:mix setup ${method} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** Signs user `n` up through the API, saves its plan for DATE and one goal; returns its cookie and plan id. */
async function seedUser(origin: string, n: number, run: string): Promise<MixUser> {
  const res = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: `Mix ${n}`, email: `mix-${run}-${n}@example.com`, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`bench:mix sign-up ${n}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => /(^|\.)session_token=/.test(c));
  if (!cookie) throw new Error('bench:mix sign-up: no session_token cookie');
  const { user } = (await res.json()) as { user: { id: string } };
  const plan = (await (await call(origin, cookie, 'POST', '/api/daily-plans', planBody(DATE))).json()) as {
    id: string;
  };
  await call(origin, cookie, 'POST', '/api/goals', goalBody(`Goal of user ${n}`));
  return { id: user.id, cookie, planId: plan.id, n };
}

/** Signs up and seeds `count` users on `origin`, `parallel` at a time. */
export async function seedUsers(origin: string, count: number, parallel = 4): Promise<MixUser[]> {
  const run = crypto.randomUUID().slice(0, 8);
  const users: MixUser[] = [];
  for (let i = 0; i < count; i += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - i) }, (_, j) =>
      seedUser(origin, i + j, run),
    );
    users.push(...(await Promise.all(batch)));
  }
  return users;
}

/**
 * The requests connection `slot` repeats, on `users` (its own), answering to `onAnswer`. Each pair keeps the id the
 * first request got in this closure, so no state is shared between connections.
 */
export function connectionCycle(
  origin: string,
  users: readonly MixUser[],
  slot: number,
  onAnswer: OnAnswer,
): autocannon.Request[] {
  const requests: autocannon.Request[] = [];
  const toggled = new Map<number, boolean>();
  const order = [...CYCLE.slice(slot % CYCLE.length), ...CYCLE.slice(0, slot % CYCLE.length)];
  order.forEach((operation, k) => {
    const user = users[k % users.length] as MixUser;
    const headers = { Origin: origin, Cookie: user.cookie, 'content-type': 'application/json' };
    const json = (kind: Kind, method: string, path: string, body?: unknown): autocannon.Request => ({
      method,
      path,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      onResponse: (status) => onAnswer(kind, status),
    });
    if (operation === 'plan') requests.push(json('plan by date', 'GET', `/api/daily-plans/date/${DATE}`));
    if (operation === 'toggle') {
      const index = k % 3;
      requests.push({
        ...json('completion toggle', 'PATCH', `/api/daily-plans/${user.planId}/completion`),
        setupRequest: (req) => {
          const completed = !(toggled.get(index) ?? false);
          toggled.set(index, completed);
          return { ...req, body: JSON.stringify({ task: { group: 'bigThree', index, completed } }) };
        },
      });
    }
    if (operation === 'block') {
      let block = 'missing';
      requests.push({
        ...json('book a time block', 'POST', '/api/calendar/time-blocks'),
        // A quarter hour never booked before in this process: a pair cut off by the end of a run (booked, not
        // freed) cannot make a later booking overlap.
        setupRequest: (req) => {
          const start = FIRST_BOOKING + bookings++ * 15 * 60_000;
          const body = { title: 'Mix', start: new Date(start), end: new Date(start + 15 * 60_000) };
          return { ...req, body: JSON.stringify(body) };
        },
        onResponse: (status, text) => {
          block = status === 201 ? (JSON.parse(text) as { id: string }).id : 'missing';
          onAnswer('book a time block', status);
        },
      });
      requests.push({
        ...json('free a time block', 'DELETE', '/api/calendar/time-blocks/'),
        setupRequest: (req) => ({ ...req, path: `/api/calendar/time-blocks/${block}` }),
      });
    }
    if (operation === 'review') {
      const review = {
        weekStartDate: WEEK,
        biggestWins: [`Win ${k}`],
        afterActionReview: 'Fine',
        weeklyBigThree: ['Ship', 'Hire'],
      };
      requests.push(json('weekly review save', 'POST', '/api/weekly-reviews', review));
    }
    if (operation === 'goals') requests.push(json('goal list', 'GET', '/api/goals'));
    if (operation === 'goal') {
      let goal = 'missing';
      requests.push({
        ...json('goal create', 'POST', '/api/goals', goalBody('Mix goal')),
        onResponse: (status, text) => {
          goal = status === 201 ? (JSON.parse(text) as { id: string }).id : 'missing';
          onAnswer('goal create', status);
        },
      });
      requests.push({
        ...json('goal delete', 'DELETE', '/api/goals/'),
        setupRequest: (req) => ({ ...req, path: `/api/goals/${goal}` }),
      });
    }
  });
  return requests;
}

/**
 * Runs `requests` once, in order, with fetch (for the round-trip pass: one request at a time), calling each
 * request's setupRequest and onResponse as autocannon does; `each` runs around every request with its index.
 */
export async function runSequentially(
  origin: string,
  requests: readonly autocannon.Request[],
  around: (index: number, send: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const context: autocannon.Context = {};
  for (const [index, request] of requests.entries()) {
    const req = request.setupRequest ? request.setupRequest({ ...request }, context) : request;
    await around(index, async () => {
      const res = await fetch(`${origin}${req.path}`, {
        method: req.method ?? 'GET',
        headers: req.headers ?? {},
        body: req.body,
      });
      request.onResponse?.(res.status, await res.text(), context);
    });
  }
}
