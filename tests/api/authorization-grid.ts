/**
 * The authorization grid: one row per (method, path) of the app's OpenAPI document (`documentedRoutes`), checked
 * against `/api/openapi.json` by tests/api/authorization.test.ts, so a new route without a row fails the build.
 * Each row gives the expected status for the owner, another user and an anonymous client, and arranges a valid
 * request for the owner: the owner's resources are created first and every create is checked (status and
 * body), so a failing setup cannot make an isolation test pass. Routes outside it: authorization-outside.ts.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { CalendarEvent, SuggestedSlot } from '../../src/core/calendar/events.ts';
import type { DailyPlan } from '../../src/core/daily-plan.ts';
import { accountRoutes } from './authorization-grid-account.ts';
import { goalRoutes } from './authorization-grid-goals.ts';
import { habitRoutes } from './authorization-grid-habits.ts';
import { idealWeekRoutes } from './authorization-grid-ideal-weeks.ts';
import { insightRoutes } from './authorization-grid-insights.ts';
import { quarterlyReviewRoutes } from './authorization-grid-quarterly.ts';
import { reminderRoutes } from './authorization-grid-reminders.ts';
import { reviewRoutes } from './authorization-grid-reviews.ts';
import { ritualRunRoutes } from './authorization-grid-rituals.ts';
import { sourceRoutes } from './authorization-grid-sources.ts';
import { weekComparisonRoutes } from './authorization-grid-week-comparison.ts';
import { yourDataRoutes } from './authorization-grid-your-data.ts';
import { planBody } from './fixtures.ts';
import type { Client, TestApp } from './harness.ts';

/** HTTP methods a row may use. */
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A signed-up user with the credentials it signed up with. */
export interface Member extends Client {
  name: string;
  email: string;
  password: string;
}

/** One request: the concrete path (ids filled in) and the JSON body, if any. */
export interface Probe {
  path: string;
  body?: unknown;
}

/** What a row's `arrange` returns once the owner's resources exist. */
export interface Arranged {
  /** The owner's valid request. */
  request: Probe;
  /** What another user sends (default: the owner's request as is, with the owner's ids). */
  other?: Probe[];
  /** What an anonymous client sends (default: the owner's request). */
  anonymous?: Probe;
  /** The owner's state that nobody else's call may change; read before and after each foreign call. */
  read?: () => Promise<unknown>;
  /** Strings of the owner's (ids, email, distinctive texts) that no foreign answer may contain. */
  secrets?: string[];
  /** Extra checks on another user's answer. */
  afterOther?: (res: Response) => Promise<void>;
  /** Extra checks on the owner's answer (it comes last, so it may change the owner's state). */
  afterOwner?: (res: Response) => Promise<void>;
}

/** One route of the grid. */
export interface GridRow {
  method: Method;
  /** The path as the OpenAPI document spells it (`/api/daily-plans/{id}/completion`). */
  path: string;
  expect: { owner: number; other: number; anonymous: number };
  arrange(owner: Member, t: TestApp): Promise<Arranged>;
}

/** The password every member signs up with. */
export const PASSWORD = 'correct horse battery staple';

/** Signs up a member with a unique email through the real route; throws unless it answered 200 with a user. */
export async function signUpMember(t: TestApp, name: string): Promise<Member> {
  const email = `${randomUUID()}@example.com`;
  const res = await t.request('POST', '/api/auth/sign-up/email', {
    body: { name, email, password: PASSWORD },
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const { user } = (await res.json()) as { user: { id: string; email: string } };
  expect(user.email).toBe(email);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  expect(cookie).toContain('session_token=');
  return {
    name,
    email,
    password: PASSWORD,
    userId: user.id,
    cookie,
    request: (method, path, options = {}) => t.request(method, path, { ...options, cookie }),
  };
}

/** The JSON body of `res`, after checking its status is `status`. */
export async function bodyOf<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Calls as `member` and returns the JSON body; throws unless the status is `status`. */
const call = async <T>(member: Member, method: Method, path: string, body?: unknown, status = 200) =>
  bodyOf<T>(await member.request(method, path, { body }), status);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DATE = '2025-03-13';
const EVENTS = `/api/calendar/events?startDate=${DATE}T00:00:00Z&endDate=2025-03-14T00:00:00Z`;

/** Creates the owner's plan for DATE with a task only the owner has; checks the answer. */
async function ownerPlan(owner: Member): Promise<{ plan: DailyPlan; secret: string }> {
  const secret = `Owner task ${randomUUID()}`;
  const body = planBody(DATE, { bigThree: [secret, 'Call Sam', 'Review budget'] });
  const plan = await call<DailyPlan>(owner, 'POST', '/api/daily-plans', body);
  expect(plan).toMatchObject({
    date: DATE,
    bigThree: body.bigThree,
    bigThreeCompleted: [false, false, false],
  });
  expect(plan.id).toMatch(UUID);
  return { plan, secret };
}

/** Creates the owner's time block 13:00–14:00 UTC on DATE with a title only the owner has; checks the answer. */
async function ownerBlock(owner: Member): Promise<{ block: CalendarEvent; secret: string }> {
  const secret = `Owner block ${randomUUID()}`;
  const body = { title: secret, start: `${DATE}T13:00:00Z`, end: `${DATE}T14:00:00Z` };
  const block = await call<CalendarEvent>(owner, 'POST', '/api/calendar/time-blocks', body, 201);
  expect(block).toMatchObject({
    summary: secret,
    start: `${DATE}T13:00:00.000Z`,
    end: `${DATE}T14:00:00.000Z`,
  });
  expect(block.id).toMatch(UUID);
  expect(await call(owner, 'GET', EVENTS)).toEqual([block]);
  return { block, secret };
}

const readUser = (owner: Member) => () => call(owner, 'GET', '/api/auth/user');
const readPlan = (owner: Member) => () => call(owner, 'GET', `/api/daily-plans/date/${DATE}`);
const readPlans = (owner: Member) => () => call(owner, 'GET', '/api/daily-plans');
const readEvents = (owner: Member) => () => call(owner, 'GET', EVENTS);
const startsOf = (slots: SuggestedSlot[]) => slots.map((s) => s.start);
const MEMBER = { owner: 200, other: 200, anonymous: 401 };
const OWNED = { owner: 200, other: 404, anonymous: 401 };

/** One row per (method, path) of /api/openapi.json. */
export const documentedRoutes: GridRow[] = [
  {
    method: 'GET',
    path: '/api/auth/providers',
    expect: { owner: 200, other: 200, anonymous: 200 },
    arrange: async () => ({
      request: { path: '/api/auth/providers' },
      afterOwner: async (res) => expect(await bodyOf(res)).toEqual({ providers: [] }),
    }),
  },
  {
    method: 'GET',
    path: '/api/auth/user',
    expect: MEMBER,
    arrange: async (owner) => ({
      request: { path: '/api/auth/user' },
      secrets: [owner.userId, owner.email],
      afterOwner: async (res) =>
        expect(await bodyOf(res)).toEqual({
          id: owner.userId,
          name: owner.name,
          email: owner.email,
          emailVerified: false,
          timeZone: 'UTC',
        }),
    }),
  },
  {
    method: 'PATCH',
    path: '/api/auth/user',
    expect: MEMBER,
    arrange: async (owner) => ({
      request: { path: '/api/auth/user', body: { timeZone: 'Europe/Paris' } },
      read: readUser(owner),
      secrets: [owner.userId, owner.email],
      afterOwner: async (res) => {
        expect(await bodyOf(res)).toMatchObject({ id: owner.userId, timeZone: 'Europe/Paris' });
        expect(await readUser(owner)()).toMatchObject({ timeZone: 'Europe/Paris' });
      },
    }),
  },
  {
    method: 'POST',
    path: '/api/daily-plans',
    expect: MEMBER,
    arrange: async (owner) => {
      const { plan, secret } = await ownerPlan(owner);
      // Another user saving the same date makes their own plan; the owner's is untouched.
      return {
        request: { path: '/api/daily-plans', body: planBody(DATE, { winningDefinition: 'Replanned' }) },
        read: readPlan(owner),
        secrets: [plan.id, secret],
        afterOwner: async (res) =>
          expect(await bodyOf(res)).toMatchObject({ id: plan.id, winningDefinition: 'Replanned' }),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/daily-plans',
    expect: MEMBER,
    arrange: async (owner) => {
      const { plan, secret } = await ownerPlan(owner);
      return {
        request: { path: '/api/daily-plans' },
        secrets: [plan.id, secret],
        afterOther: async (res) => expect(await bodyOf(res)).toEqual([]),
        afterOwner: async (res) => expect(await bodyOf(res)).toEqual([plan]),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/daily-plans/date/{date}',
    expect: OWNED,
    arrange: async (owner) => {
      const { plan, secret } = await ownerPlan(owner);
      return {
        request: { path: `/api/daily-plans/date/${DATE}` },
        secrets: [plan.id, secret],
        afterOwner: async (res) => expect(await bodyOf(res)).toEqual(plan),
      };
    },
  },
  {
    method: 'PATCH',
    path: '/api/daily-plans/{id}/completion',
    expect: OWNED,
    arrange: async (owner) => {
      const { plan, secret } = await ownerPlan(owner);
      const path = `/api/daily-plans/${plan.id}/completion`;
      return {
        request: { path, body: { bigThreeCompleted: [true, true, true] } },
        // A wrong length must not tell another user the plan exists (400 would): ownership is answered first.
        other: [
          { path, body: { bigThreeCompleted: [true, true, true] } },
          { path, body: { bigThreeCompleted: [true] } },
        ],
        read: readPlan(owner),
        secrets: [plan.id, secret],
        afterOwner: async (res) =>
          expect(await bodyOf(res)).toMatchObject({ bigThreeCompleted: [true, true, true] }),
      };
    },
  },
  {
    method: 'PATCH',
    path: '/api/daily-plans/{id}/finish',
    expect: OWNED,
    arrange: async (owner) => {
      const { plan, secret } = await ownerPlan(owner);
      return {
        request: {
          path: `/api/daily-plans/${plan.id}/finish`,
          body: { productivityRating: '9', incompleteTasks: [] },
        },
        read: readPlan(owner),
        secrets: [plan.id, secret],
        afterOwner: async (res) => expect(await bodyOf(res)).toMatchObject({ productivityRating: 9 }),
      };
    },
  },
  {
    // The grid app runs with DEMO_DATA=true, so the seed writes: another user's seed fills only their account.
    method: 'POST',
    path: '/api/daily-plans/seed-mock',
    expect: { owner: 204, other: 204, anonymous: 401 },
    arrange: async (owner) => {
      expect(await readPlans(owner)()).toEqual([]);
      return {
        request: { path: '/api/daily-plans/seed-mock' },
        read: readPlans(owner),
        afterOwner: async () => expect(await readPlans(owner)()).not.toEqual([]),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/calendar/events',
    expect: MEMBER,
    arrange: async (owner) => {
      const { block, secret } = await ownerBlock(owner);
      return {
        request: { path: EVENTS },
        secrets: [block.id, secret],
        afterOther: async (res) => expect(await bodyOf(res)).toEqual([]),
        afterOwner: async (res) => expect(await bodyOf(res)).toEqual([block]),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/calendar/suggest-slots',
    expect: MEMBER,
    arrange: async (owner) => {
      const { block, secret } = await ownerBlock(owner);
      // The owner's block takes 13:00–14:00 UTC: the owner is not offered it, another user is.
      return {
        request: { path: '/api/calendar/suggest-slots', body: { date: DATE, duration: 60 } },
        secrets: [block.id, secret],
        afterOther: async (res) =>
          expect(startsOf(await bodyOf<SuggestedSlot[]>(res))).toContain(`${DATE}T13:00:00.000Z`),
        afterOwner: async (res) => {
          const starts = startsOf(await bodyOf<SuggestedSlot[]>(res));
          expect(starts.length).toBeGreaterThan(0);
          expect(starts).not.toContain(`${DATE}T13:00:00.000Z`);
        },
      };
    },
  },
  {
    method: 'POST',
    path: '/api/calendar/time-blocks',
    expect: { owner: 201, other: 201, anonymous: 401 },
    arrange: async (owner) => {
      const { block, secret } = await ownerBlock(owner);
      const taken = { title: 'Same slot', start: `${DATE}T13:00:00Z`, end: `${DATE}T14:00:00Z` };
      // Another user books the owner's slot in their own calendar; the owner books the next hour.
      return {
        request: {
          path: '/api/calendar/time-blocks',
          body: { ...taken, start: `${DATE}T14:00:00Z`, end: `${DATE}T15:00:00Z` },
        },
        other: [{ path: '/api/calendar/time-blocks', body: taken }],
        read: readEvents(owner),
        secrets: [block.id, secret],
        afterOwner: async (res) =>
          expect(await bodyOf(res, 201)).toMatchObject({
            start: `${DATE}T14:00:00.000Z`,
            summary: 'Same slot',
          }),
      };
    },
  },
  {
    method: 'DELETE',
    path: '/api/calendar/time-blocks/{id}',
    expect: { owner: 204, other: 404, anonymous: 401 },
    arrange: async (owner) => {
      const { block, secret } = await ownerBlock(owner);
      return {
        request: { path: `/api/calendar/time-blocks/${block.id}` },
        read: readEvents(owner),
        secrets: [block.id, secret],
        afterOwner: async () => expect(await readEvents(owner)()).toEqual([]),
      };
    },
  },
  ...ritualRunRoutes,
  ...goalRoutes,
  ...habitRoutes,
  ...reviewRoutes,
  ...quarterlyReviewRoutes,
  ...reminderRoutes,
  ...idealWeekRoutes,
  ...weekComparisonRoutes,
  ...insightRoutes,
  ...sourceRoutes,
  ...yourDataRoutes,
  ...accountRoutes,
];
