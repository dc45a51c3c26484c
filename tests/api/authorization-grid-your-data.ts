/**
 * The authorization grid's rows for Your data (ADR 049: GET /api/export, POST /api/import), spread into
 * `documentedRoutes` in authorization-grid.ts. Each arrange makes the owner's data through the real API and checks
 * the answer.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { StewardExport } from '../../src/core/export-format.ts';
import type { Goal } from '../../src/core/goals.ts';
import { bodyOf, type GridRow, type Member } from './authorization-grid.ts';
import { goalBody } from './fixtures.ts';

const readGoals = (owner: Member) => async () => bodyOf<Goal[]>(await owner.request('GET', '/api/goals'));

/** One row per account (method, path) of /api/openapi.json. */
export const yourDataRoutes: GridRow[] = [
  {
    method: 'GET',
    path: '/api/export',
    expect: { owner: 200, other: 200, anonymous: 401 },
    arrange: async (owner) => {
      const secret = `Owner goal ${randomUUID()}`;
      const goal = await bodyOf<Goal>(
        await owner.request('POST', '/api/goals', { body: goalBody(secret) }),
        201,
      );
      expect(goal.description).toBe(secret);
      return {
        request: { path: '/api/export' },
        secrets: [goal.id, secret, owner.email],
        afterOwner: async (res) =>
          expect(await bodyOf<StewardExport>(res)).toMatchObject({
            profile: { email: owner.email },
            goals: [{ id: goal.id, description: secret }],
          }),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/import',
    expect: { owner: 200, other: 200, anonymous: 401 },
    arrange: async (owner) => {
      // The owner's account stays empty until its own import; another user's import fills only theirs.
      const secret = `Imported goal ${randomUUID()}`;
      return {
        request: { path: '/api/import', body: exportFile(secret) },
        read: readGoals(owner),
        secrets: [owner.userId, owner.email],
        afterOwner: async () => expect(await readGoals(owner)()).toMatchObject([{ description: secret }]),
      };
    },
  },
];

/** A minimal export file holding one goal described `description`. */
function exportFile(description: string): StewardExport {
  const at = new Date().toISOString();
  return {
    format: 'steward-export',
    version: 1,
    exportedAt: at,
    profile: { name: 'Someone', email: 'someone@example.com', timeZone: 'UTC' },
    rituals: [],
    ritualRuns: [],
    dailyPlans: [],
    weeklyReviews: [],
    quarterlyReviews: [],
    clarityBreaks: [],
    goals: [{ ...goalBody(description), id: randomUUID(), createdAt: at, updatedAt: at, archived: false }],
    idealWeeks: [],
    habits: [],
    habitEntries: [],
    timeBlocks: [],
    calendarSources: [],
    reminderSettings: null,
  } as StewardExport;
}
