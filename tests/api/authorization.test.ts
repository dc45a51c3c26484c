/**
 * The authorization table: every route that takes the id of a user-owned row, one line each. For each line,
 * Alice creates the row (the create is checked: status, body and id), Bob calls the route with Alice's id and
 * gets 404, and Alice's row is unchanged.
 * Later modules add their routes here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../src/core/calendar/events.ts';
import type { DailyPlan } from '../../src/core/daily-plan.ts';
import { expectJson, planBody } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

/** One owned route: how the owner creates the row, how to read it back, and the call another user must not make. */
interface OwnedRoute {
  name: string;
  create(owner: Client): Promise<string>;
  read(owner: Client, id: string): Promise<unknown>;
  method: 'GET' | 'PATCH' | 'DELETE' | 'POST' | 'PUT';
  path(id: string): string;
  body?: unknown;
}

const json = async (res: Response) => {
  if (!res.ok) throw new Error(`read failed: ${res.status} ${await res.text()}`);
  return res.json();
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The owner's create must have succeeded, or a 404 for another user would prove nothing. */
const plan = {
  create: async (c: Client) => {
    const created = await expectJson<DailyPlan>(c, 'POST', '/api/daily-plans', planBody('2025-03-10'));
    expect(created).toMatchObject({ date: '2025-03-10', bigThree: planBody('2025-03-10').bigThree });
    expect(created.id).toMatch(UUID);
    return created.id;
  },
  read: async (c: Client) => json(await c.request('GET', '/api/daily-plans/date/2025-03-10')),
};
const blockBody = { title: 'Deep work', start: '2025-03-13T13:00:00Z', end: '2025-03-13T14:00:00Z' };
const block = {
  create: async (c: Client) => {
    const created = await expectJson<CalendarEvent>(c, 'POST', '/api/calendar/time-blocks', blockBody, 201);
    expect(created).toMatchObject({ summary: 'Deep work', start: '2025-03-13T13:00:00.000Z' });
    expect(created.id).toMatch(UUID);
    return created.id;
  },
  read: async (c: Client) =>
    json(
      await c.request(
        'GET',
        '/api/calendar/events?startDate=2025-03-13T00:00:00Z&endDate=2025-03-14T00:00:00Z',
      ),
    ),
};

const ownedRoutes: OwnedRoute[] = [
  {
    name: 'plan completion',
    ...plan,
    method: 'PATCH',
    path: (id) => `/api/daily-plans/${id}/completion`,
    body: { bigThreeCompleted: [true, true, true] },
  },
  {
    // A wrong length must not tell Bob the plan exists (400 would): the ownership answer comes first.
    name: 'plan completion with a wrong length',
    ...plan,
    method: 'PATCH',
    path: (id) => `/api/daily-plans/${id}/completion`,
    body: { bigThreeCompleted: [true] },
  },
  {
    name: 'plan finish',
    ...plan,
    method: 'PATCH',
    path: (id) => `/api/daily-plans/${id}/finish`,
    body: { productivityRating: '9', incompleteTasks: [] },
  },
  { name: 'time block delete', ...block, method: 'DELETE', path: (id) => `/api/calendar/time-blocks/${id}` },
];

describe.each(backends)('authorization on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it.each(ownedRoutes)("$method $name with another user's id → 404, nothing changes", async (route) => {
    const alice = await t.signUp('Alice');
    const bob = await t.signUp('Bob');
    const id = await route.create(alice);
    const before = await route.read(alice, id);
    expect(JSON.stringify(before)).toContain(id); // the owner can see the row before Bob tries
    const res = await bob.request(route.method, route.path(id), { body: route.body });
    expect(res.status).toBe(404);
    expect(await route.read(alice, id)).toEqual(before);
  });

  it.each(ownedRoutes)('$method $name signed out → 401', async (route) => {
    const res = await t.request(route.method, route.path('00000000-0000-4000-8000-000000000000'), {
      body: route.body,
    });
    expect(res.status).toBe(401);
  });

  it('scopes lists and by-date reads to the signed-in user', async () => {
    const alice = await t.signUp('Alice');
    const bob = await t.signUp('Bob');
    await plan.create(alice);
    await expectJson(alice, 'POST', '/api/rituals', { type: 'morning', elements: ['Pray'] });
    await block.create(alice);
    // Alice sees her rows, so Bob's empty answers below are about scoping, not about missing data.
    expect(await json(await alice.request('GET', '/api/daily-plans'))).toHaveLength(1);
    expect(await json(await alice.request('GET', '/api/rituals'))).toHaveLength(1);
    expect(await block.read(alice)).toHaveLength(1);
    expect(await json(await bob.request('GET', '/api/daily-plans'))).toEqual([]);
    expect(await json(await bob.request('GET', '/api/rituals'))).toEqual([]);
    expect((await bob.request('GET', '/api/daily-plans/date/2025-03-10')).status).toBe(404);
    expect(await block.read(bob)).toEqual([]);
  });
});
