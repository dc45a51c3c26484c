/**
 * Another user's id is 404 whatever else the request sends (src/server/http.ts `idBeforeInput`): a body, a query,
 * another path parameter or JSON that fails answers 404 for an id that is not the user's, and 400 naming the field
 * for the user's own row. The grid (authorization.test.ts) sends a wrong body type on every route with an id;
 * these are the other kinds of input, on the habit routes that take them. The clock is 2026-03-10T12:00Z (UTC).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Habit } from '../../src/core/habits.ts';
import { expectJson } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

const BAD_INPUT: [string, string, unknown, string | undefined][] = [
  ['GET', 'entries?from=2026-03-01&to=2026-02-01', undefined, 'query.to'],
  ['GET', 'entries?from=yesterday&to=2026-03-10', undefined, 'query.from'],
  ['PUT', 'entries/2026-02-30', { count: 1 }, 'param.date'],
  ['PUT', 'entries/2026-03-05', { count: 'one' }, 'count'],
  ['PUT', 'entries/2026-03-05', '{"count":', undefined],
  ['PATCH', '', { schedule: { kind: 'hourly' } }, 'schedule.kind'],
];

/** The habit route `rest` after the habit's path ('' for the habit itself). */
const path = (id: string, rest: string) => `/api/habits/${id}${rest ? `/${rest}` : ''}`;

describe.each(backends)('an id before the input on %s', (backend) => {
  let t: TestApp;
  let alice: Client;
  let bob: Client;
  let habit: Habit;
  beforeAll(async () => {
    t = await startTestApp(backend, {}, new Date('2026-03-10T12:00:00Z'));
    alice = await t.signUp('Alice');
    bob = await t.signUp('Bob');
    const body = { name: 'Alice only', schedule: { kind: 'daily' }, startDate: '2026-03-01' };
    habit = await expectJson<Habit>(alice, 'POST', '/api/habits', body, 201);
  });
  afterAll(() => t.close());

  it.each(BAD_INPUT)("answers 404 to another user's habit: %s %s %j", async (method, rest, body) => {
    const res = await bob.request(method, path(habit.id, rest), { body });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not Found', message: 'Habit not found' });
  });

  it.each(BAD_INPUT)(
    'answers 400 naming the field to the owner: %s %s %j',
    async (method, rest, body, field) => {
      const res = await alice.request(method, path(habit.id, rest), { body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { field?: string }).field).toBe(field);
    },
  );
});
