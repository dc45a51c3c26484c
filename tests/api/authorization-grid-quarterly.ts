/**
 * The authorization grid's rows for the quarterly-reviews module (docs/product.md §7), spread into
 * `documentedRoutes` in authorization-grid.ts. Each arrange saves the owner's data through the real API and checks
 * the answer, so a failing setup cannot make an isolation test pass.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { QuarterlyReview } from '../../src/core/quarterly-review.ts';
import type { WeeklyReview } from '../../src/core/weekly-review.ts';
import { bodyOf, type GridRow, type Member } from './authorization-grid.ts';

const QUARTER = '2025-Q1';
const REVIEW = `/api/quarterly-reviews/${QUARTER}`;
const MEMBER = { owner: 200, other: 200, anonymous: 401 };
const OWNED = { owner: 200, other: 404, anonymous: 401 };

/** Saves the owner's review of QUARTER with a win only the owner has; checks the answer. */
async function ownerReview(owner: Member): Promise<{ review: QuarterlyReview; secret: string }> {
  const secret = `Owner quarter win ${randomUUID()}`;
  const body = { topWins: [secret], reflection: 'Keep Mondays', nextQuarterFocus: ['Hiring'] };
  const review = await bodyOf<QuarterlyReview>(await owner.request('PUT', REVIEW, { body }));
  expect(review).toMatchObject({ quarter: QUARTER, ...body });
  return { review, secret };
}

/** One row per quarterly-reviews (method, path) of /api/openapi.json. */
export const quarterlyReviewRoutes: GridRow[] = [
  {
    method: 'GET',
    path: '/api/quarterly-reviews/{quarter}',
    expect: OWNED,
    arrange: async (owner) => {
      const { review, secret } = await ownerReview(owner);
      return {
        request: { path: REVIEW },
        secrets: [secret],
        afterOwner: async (res) => expect(await bodyOf(res)).toEqual(review),
      };
    },
  },
  {
    // Another user saving the owner's quarter makes their own review; the owner's is untouched.
    method: 'PUT',
    path: '/api/quarterly-reviews/{quarter}',
    expect: MEMBER,
    arrange: async (owner) => {
      const { secret } = await ownerReview(owner);
      return {
        request: { path: REVIEW, body: { topWins: ['Updated'] } },
        read: async () => bodyOf(await owner.request('GET', REVIEW)),
        secrets: [secret],
        afterOwner: async (res) => expect(await bodyOf(res)).toMatchObject({ topWins: ['Updated'] }),
      };
    },
  },
  {
    // Another user's summary of the same quarter counts nothing of the owner's.
    method: 'GET',
    path: '/api/quarterly-reviews/{quarter}/summary',
    expect: MEMBER,
    arrange: async (owner) => {
      const secret = `Owner weekly win ${randomUUID()}`;
      const body = { weekStartDate: '2025-03-10', biggestWins: [secret], weeklyBigThree: ['Board deck'] };
      const review = await bodyOf<WeeklyReview>(await owner.request('POST', '/api/weekly-reviews', { body }));
      expect(review.biggestWins).toEqual([secret]);
      return {
        request: { path: `${REVIEW}/summary` },
        secrets: [secret],
        afterOther: async (res) =>
          expect(await bodyOf(res)).toMatchObject({ wins: [], numbers: { weeklyReviewsDone: 0 } }),
        afterOwner: async (res) =>
          expect(await bodyOf(res)).toMatchObject({
            wins: [{ weekStartDate: '2025-03-10', text: secret }],
            numbers: { weeklyReviewsDone: 1 },
          }),
      };
    },
  },
];
