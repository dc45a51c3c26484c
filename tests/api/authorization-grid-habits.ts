/**
 * The authorization grid's rows for the habits module (ADR 042), spread into `documentedRoutes` in
 * authorization-grid.ts. Each arrange creates the owner's habit (and a day's entry) through the real API and checks
 * the answer. The grid's clock is 2025-03-10T08:00Z and members have the stored zone UTC: today is 2025-03-10.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Habit } from '../../src/core/habits.ts';
import { bodyOf, type GridRow, type Member } from './authorization-grid.ts';

const ENTRY = { date: '2025-03-07', count: 2, skipped: false };
const CSV_HEADER = 'habit,date,count,target,skipped\r\n';

/** Creates the owner's habit with a name only the owner has and one entry; checks both answers. */
async function ownerHabit(owner: Member): Promise<{ habit: Habit; secret: string }> {
  const secret = `Owner habit ${randomUUID()}`;
  const body = { name: secret, schedule: { kind: 'daily' }, target: 2, startDate: '2025-03-01' };
  const habit = await bodyOf<Habit>(await owner.request('POST', '/api/habits', { body }), 201);
  expect(habit).toMatchObject({ name: secret, target: 2, archived: false, goalId: null });
  expect(habit.id).toMatch(/^[0-9a-f-]{36}$/);
  const entry = await owner.request('PUT', `/api/habits/${habit.id}/entries/${ENTRY.date}`, {
    body: { count: ENTRY.count },
  });
  expect(await bodyOf(entry)).toEqual(ENTRY);
  return { habit, secret };
}

/** The owner's habits and the entries of the habit `id`. */
const readHabit = (owner: Member, id: string) => async () => ({
  habits: await bodyOf(await owner.request('GET', '/api/habits')),
  entries: await bodyOf(
    await owner.request('GET', `/api/habits/${id}/entries?from=2025-03-01&to=2025-03-10`),
  ),
});
const OWNED = { owner: 200, other: 404, anonymous: 401 };

/** One row per habits (method, path) of /api/openapi.json. */
export const habitRoutes: GridRow[] = [
  {
    method: 'GET',
    path: '/api/habits',
    expect: { owner: 200, other: 200, anonymous: 401 },
    arrange: async (owner) => {
      const { habit, secret } = await ownerHabit(owner);
      return {
        request: { path: '/api/habits' },
        secrets: [habit.id, secret],
        afterOther: async (res) => expect(await bodyOf(res)).toEqual([]),
        afterOwner: async (res) => expect(await bodyOf(res)).toEqual([habit]),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/habits',
    expect: { owner: 201, other: 201, anonymous: 401 },
    arrange: async (owner) => {
      const { habit, secret } = await ownerHabit(owner);
      const body = (name: string) => ({ name, schedule: { kind: 'timesPerWeek', times: 3 } });
      return {
        request: { path: '/api/habits', body: body('A second habit') },
        read: readHabit(owner, habit.id),
        secrets: [habit.id, secret],
        other: [{ path: '/api/habits', body: body('Their own habit') }],
        afterOther: async (res) => expect(await bodyOf(res, 201)).toMatchObject({ name: 'Their own habit' }),
        afterOwner: async (res) => {
          expect(await bodyOf(res, 201)).toMatchObject({ name: 'A second habit', startDate: '2025-03-10' });
          expect(await bodyOf(await owner.request('GET', '/api/habits'))).toHaveLength(2);
        },
      };
    },
  },
  {
    method: 'GET',
    path: '/api/habits/export.csv',
    expect: { owner: 200, other: 200, anonymous: 401 },
    arrange: async (owner) => {
      const { habit, secret } = await ownerHabit(owner);
      return {
        request: { path: '/api/habits/export.csv' },
        secrets: [habit.id, secret],
        afterOther: async (res) => expect(await res.text()).toBe(CSV_HEADER),
        afterOwner: async (res) =>
          expect(await res.text()).toBe(`${CSV_HEADER}${secret},2025-03-07,2,2,false\r\n`),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/habits/{id}',
    expect: OWNED,
    arrange: async (owner) => {
      const { habit, secret } = await ownerHabit(owner);
      return {
        request: { path: `/api/habits/${habit.id}` },
        secrets: [habit.id, secret],
        afterOwner: async (res) => expect(await bodyOf(res)).toEqual(habit),
      };
    },
  },
  {
    method: 'PATCH',
    path: '/api/habits/{id}',
    expect: OWNED,
    arrange: async (owner) => {
      const { habit, secret } = await ownerHabit(owner);
      return {
        request: { path: `/api/habits/${habit.id}`, body: { name: 'Renamed habit', archived: true } },
        read: readHabit(owner, habit.id),
        secrets: [habit.id, secret],
        afterOwner: async (res) =>
          expect(await bodyOf(res)).toEqual({ ...habit, name: 'Renamed habit', archived: true }),
      };
    },
  },
  {
    method: 'DELETE',
    path: '/api/habits/{id}',
    expect: { owner: 204, other: 404, anonymous: 401 },
    arrange: async (owner) => {
      const { habit, secret } = await ownerHabit(owner);
      return {
        request: { path: `/api/habits/${habit.id}` },
        read: readHabit(owner, habit.id),
        secrets: [habit.id, secret],
        afterOwner: async () => expect(await bodyOf(await owner.request('GET', '/api/habits'))).toEqual([]),
      };
    },
  },
  {
    method: 'PUT',
    path: '/api/habits/{id}/entries/{date}',
    expect: OWNED,
    arrange: async (owner) => {
      const { habit, secret } = await ownerHabit(owner);
      return {
        request: { path: `/api/habits/${habit.id}/entries/${ENTRY.date}`, body: { skipped: true } },
        read: readHabit(owner, habit.id),
        secrets: [habit.id, secret],
        afterOwner: async (res) => expect(await bodyOf(res)).toEqual({ ...ENTRY, skipped: true }),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/habits/{id}/entries',
    expect: OWNED,
    arrange: async (owner) => {
      const { habit, secret } = await ownerHabit(owner);
      return {
        request: { path: `/api/habits/${habit.id}/entries?from=2025-03-01&to=2025-03-10` },
        secrets: [habit.id, secret],
        afterOwner: async (res) => expect(await bodyOf(res)).toEqual([ENTRY]),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/habits/{id}/stats',
    expect: OWNED,
    arrange: async (owner) => {
      const { habit, secret } = await ownerHabit(owner);
      return {
        request: { path: `/api/habits/${habit.id}/stats` },
        secrets: [habit.id, secret],
        // Done on the 7th only; the 8th and 9th were missed: no current streak, 1 of 9 due days (today not yet).
        afterOwner: async (res) =>
          expect(await bodyOf(res)).toEqual({
            currentStreak: 0,
            longestStreak: 1,
            streakUnit: 'days',
            doneDays: 1,
            completionRate30: 11,
            completionRate365: 11,
          }),
      };
    },
  },
];
