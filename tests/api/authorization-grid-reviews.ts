/**
 * The authorization grid's rows for the weekly-reviews and clarity-breaks modules (docs/product.md §7), spread into
 * `documentedRoutes` in authorization-grid.ts. Each arrange creates the owner's data through the real API and
 * checks the answer, so a failing setup cannot make an isolation test pass.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { CLARITY_QUESTIONS, type ClarityBreak } from '../../src/core/clarity-break.ts';
import type { DailyPlan } from '../../src/core/daily-plan.ts';
import type { WeeklyReview } from '../../src/core/weekly-review.ts';
import { bodyOf, type GridRow, type Member } from './authorization-grid.ts';
import { planBody } from './fixtures.ts';

const WEEK = '2025-03-10';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const REVIEW = `/api/weekly-reviews/week/${WEEK}`;
const MEMBER = { owner: 200, other: 200, anonymous: 401 };
const OWNED = { owner: 200, other: 404, anonymous: 401 };

/** Saves the owner's review of WEEK with a win only the owner has; checks the answer. */
async function ownerReview(owner: Member): Promise<{ review: WeeklyReview; secret: string }> {
  const secret = `Owner win ${randomUUID()}`;
  const body = { weekStartDate: WEEK, biggestWins: [secret], weeklyBigThree: ['Board deck'] };
  const review = await bodyOf<WeeklyReview>(await owner.request('POST', '/api/weekly-reviews', { body }));
  expect(review).toMatchObject({
    weekStartDate: WEEK,
    biggestWins: [secret],
    weeklyBigThree: ['Board deck'],
  });
  expect(review.id).toMatch(UUID);
  return { review, secret };
}

/** Saves the owner's Clarity Break with an action item only the owner has; checks the answer. */
async function ownerBreak(owner: Member): Promise<{ item: ClarityBreak; secret: string }> {
  const secret = `Owner commitment ${randomUUID()}`;
  const body = {
    date: WEEK,
    responses: { [CLARITY_QUESTIONS[0]]: 'Fewer, deeper clients' },
    actionItems: [secret],
    score: '80',
  };
  const item = await bodyOf<ClarityBreak>(await owner.request('POST', '/api/clarity-breaks', { body }), 201);
  expect(item).toMatchObject({ date: WEEK, actionItems: [secret], score: '80' });
  expect(item.id).toMatch(UUID);
  return { item, secret };
}

const readReview = (owner: Member) => async () => bodyOf(await owner.request('GET', REVIEW));
const readBreaks = (owner: Member) => async () => bodyOf(await owner.request('GET', '/api/clarity-breaks'));

/** One row per weekly-reviews and clarity-breaks (method, path) of /api/openapi.json. */
export const reviewRoutes: GridRow[] = [
  {
    method: 'GET',
    path: '/api/weekly-reviews/week/{weekStartDate}',
    expect: OWNED,
    arrange: async (owner) => {
      const { review, secret } = await ownerReview(owner);
      return {
        request: { path: REVIEW },
        secrets: [review.id, secret],
        afterOwner: async (res) => expect(await bodyOf(res)).toEqual(review),
      };
    },
  },
  {
    // Another user saving the owner's week makes their own review; the owner's is untouched.
    method: 'POST',
    path: '/api/weekly-reviews',
    expect: MEMBER,
    arrange: async (owner) => {
      const { review, secret } = await ownerReview(owner);
      return {
        request: { path: '/api/weekly-reviews', body: { weekStartDate: WEEK, biggestWins: ['Updated'] } },
        read: readReview(owner),
        secrets: [review.id, secret],
        afterOwner: async (res) =>
          expect(await bodyOf(res)).toMatchObject({ id: review.id, biggestWins: ['Updated'] }),
      };
    },
  },
  {
    // Another user has no plans in the owner's week: 404 (the summary of a week without plans).
    method: 'GET',
    path: '/api/weekly-reviews/week/{weekStartDate}/summary',
    expect: OWNED,
    arrange: async (owner) => {
      const secret = `Owner task ${randomUUID()}`;
      const body = planBody(WEEK, { bigThree: [secret, 'Call Sam', 'Review budget'] });
      const plan = await bodyOf<DailyPlan>(await owner.request('POST', '/api/daily-plans', { body }));
      expect(plan).toMatchObject({ date: WEEK, bigThree: body.bigThree });
      return {
        request: { path: `${REVIEW}/summary` },
        secrets: [plan.id, secret],
        afterOwner: async (res) =>
          expect(await bodyOf(res)).toMatchObject({ hasPlans: true, bigThreeTotal: 3, tasksTotal: 4 }),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/clarity-breaks',
    expect: MEMBER,
    arrange: async (owner) => {
      const { item, secret } = await ownerBreak(owner);
      return {
        request: { path: '/api/clarity-breaks' },
        secrets: [item.id, secret],
        afterOther: async (res) => expect(await bodyOf(res)).toEqual([]),
        afterOwner: async (res) => expect(await bodyOf(res)).toEqual([item]),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/clarity-breaks/{id}',
    expect: OWNED,
    arrange: async (owner) => {
      const { item, secret } = await ownerBreak(owner);
      return {
        request: { path: `/api/clarity-breaks/${item.id}` },
        secrets: [item.id, secret],
        afterOwner: async (res) => expect(await bodyOf(res)).toEqual(item),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/clarity-breaks',
    expect: { owner: 201, other: 201, anonymous: 401 },
    arrange: async (owner) => {
      const { item, secret } = await ownerBreak(owner);
      const body = { date: WEEK, responses: {}, actionItems: ['Pray first'], score: '55' };
      return {
        request: { path: '/api/clarity-breaks', body },
        read: readBreaks(owner),
        secrets: [item.id, secret],
        afterOwner: async (res) => {
          expect(await bodyOf(res, 201)).toMatchObject({ actionItems: ['Pray first'], score: '55' });
          expect(await readBreaks(owner)()).toHaveLength(2);
        },
      };
    },
  },
];
