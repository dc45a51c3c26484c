/**
 * The authorization grid's rows for the rituals, their runs and streaks (ADR 043), spread into `documentedRoutes` in
 * authorization-grid.ts. Each arrange saves the owner's ritual (and a run) through the real API and checks the
 * answers. Another user has no saved ritual of the type, so every run and streak route answers them 404.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Ritual, RitualRun, RitualType } from '../../src/core/rituals.ts';
import { bodyOf, type GridRow, type Member } from './authorization-grid.ts';

/** A date at or before the grid's pinned clock (2025-03-10T08:00Z), so streaks count it. */
const DATE = '2025-03-10';
const OWNED = { owner: 200, other: 404, anonymous: 401 };

/** Saves the owner's ritual of `type` with two elements, one only the owner has, and its run of `date`. */
async function ownerRun(
  owner: Member,
  type: RitualType,
  completed: boolean[],
  date = DATE,
): Promise<{ ritual: Ritual; run: RitualRun; secret: string }> {
  const secret = `Owner ritual ${randomUUID()}`;
  const ritual = await bodyOf<Ritual>(
    await owner.request('POST', '/api/rituals', {
      body: { type, elements: [secret, 'Breathe'], minutes: [5, 10] },
    }),
  );
  expect(ritual).toMatchObject({ type, elements: [secret, 'Breathe'], minutes: [5, 10] });
  const run = await bodyOf<RitualRun>(
    await owner.request('PUT', `/api/rituals/${type}/runs/${date}`, { body: { completed } }),
  );
  expect(run).toEqual({ type, date, completed });
  return { ritual, run, secret };
}

/** Saves the owner's morning ritual with an element only the owner has; checks the answer. */
async function ownerRitual(owner: Member): Promise<{ ritual: Ritual; secret: string }> {
  const secret = `Owner ritual ${randomUUID()}`;
  const ritual = await bodyOf<Ritual>(
    await owner.request('POST', '/api/rituals', { body: { type: 'morning', elements: [secret] } }),
  );
  expect(ritual).toMatchObject({ type: 'morning', elements: [secret] });
  expect(ritual.id).toMatch(/^[0-9a-f-]{36}$/);
  return { ritual, secret };
}

const readRituals = (owner: Member) => async () => bodyOf(await owner.request('GET', '/api/rituals'));
const MEMBER = { owner: 200, other: 200, anonymous: 401 };

const readRuns = (owner: Member) => async () =>
  bodyOf(await owner.request('GET', `/api/rituals/runs/${DATE}`));

/** One row per ritual route of /api/openapi.json (rituals, runs, streaks). */
export const ritualRunRoutes: GridRow[] = [
  {
    method: 'POST',
    path: '/api/rituals',
    expect: MEMBER,
    arrange: async (owner) => {
      const { ritual, secret } = await ownerRitual(owner);
      return {
        request: { path: '/api/rituals', body: { type: 'morning', elements: ['Pray', 'Read'] } },
        read: readRituals(owner),
        secrets: [ritual.id, secret],
        afterOwner: async (res) =>
          expect(await bodyOf(res)).toEqual({ id: ritual.id, type: 'morning', elements: ['Pray', 'Read'] }),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/rituals',
    expect: MEMBER,
    arrange: async (owner) => {
      const { ritual, secret } = await ownerRitual(owner);
      return {
        request: { path: '/api/rituals' },
        secrets: [ritual.id, secret],
        afterOther: async (res) => expect(await bodyOf(res)).toEqual([]),
        afterOwner: async (res) => expect(await bodyOf(res)).toEqual([ritual]),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/rituals/runs/{date}',
    expect: OWNED,
    arrange: async (owner) => {
      const { ritual, run, secret } = await ownerRun(owner, 'morning', [true, false]);
      return {
        request: { path: `/api/rituals/runs/${DATE}` },
        secrets: [ritual.id, secret],
        afterOwner: async (res) => expect(await bodyOf(res)).toEqual([run]),
      };
    },
  },
  {
    method: 'PUT',
    path: '/api/rituals/{type}/runs/{date}',
    expect: OWNED,
    arrange: async (owner) => {
      const { ritual, secret } = await ownerRun(owner, 'startup', [true, false]);
      return {
        request: { path: `/api/rituals/startup/runs/${DATE}`, body: { completed: [true, true] } },
        read: readRuns(owner),
        secrets: [ritual.id, secret],
        afterOwner: async (res) => {
          expect(await bodyOf(res)).toEqual({ type: 'startup', date: DATE, completed: [true, true] });
          expect(await readRuns(owner)()).toEqual([{ type: 'startup', date: DATE, completed: [true, true] }]);
        },
      };
    },
  },
  {
    method: 'GET',
    path: '/api/rituals/{type}/stats',
    expect: OWNED,
    arrange: async (owner) => {
      const { ritual, secret } = await ownerRun(owner, 'shutdown', [true, true], '2025-03-09');
      await ownerRun(owner, 'shutdown', [true, true], '2025-03-10');
      return {
        request: { path: '/api/rituals/shutdown/stats' },
        secrets: [ritual.id, secret],
        afterOwner: async (res) => expect(await bodyOf(res)).toEqual({ currentStreak: 2, longestStreak: 2 }),
      };
    },
  },
];
