/**
 * Weekly review routes (docs/product.md §7; ADR 017): the review of a week (404 when none), save (one review per
 * week: saving again updates it, keeping its id), and the Weekly Summary of a week computed from its daily plans
 * (404 when the week has none). A week is named by its Monday; another weekday is 400 naming weekStartDate.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  type WeeklyReview as WeeklyReviewWire,
  weeklyReview,
  weeklyReviewInput,
  weeklySummarySchema,
} from '../../../core/weekly-review.ts';
import { weekStartDate } from '../../../core/weeks.ts';
import type { Db } from '../../db/client.ts';
import {
  createRouter,
  errorBody,
  invalidInput,
  jsonContent as json,
  named,
  notFound,
  pathParam,
} from '../../http.ts';
import { getWeeklyReview, saveWeeklyReview, type WeeklyReview, weekSummary } from './repo.ts';

const review = named(weeklyReview, 'WeeklyReview');
const reviewBody = named(weeklyReviewInput, 'WeeklyReviewInput');
const summary = named(weeklySummarySchema, 'WeeklySummary');
const weekParam = z.object({ weekStartDate: pathParam(weekStartDate, 'weekStartDate') });

const toJson = (r: WeeklyReview): WeeklyReviewWire => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Routes of the weekly-reviews module. */
export function weeklyReviewRoutes(db: Db) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/weekly-reviews/week/{weekStartDate}',
      summary: 'The review of the week starting on a Monday (YYYY-MM-DD)',
      request: { params: weekParam },
      responses: {
        200: json(review, 'Review'),
        400: invalidInput,
        404: json(errorBody, 'No review saved for that week'),
      },
    }),
    async (c) => {
      const found = await getWeeklyReview(db, c.get('user').id, c.req.valid('param').weekStartDate);
      return found ? c.json(toJson(found), 200) : notFound('Weekly review');
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/weekly-reviews',
      summary: "Save the review of a week (updates the week's review, keeping its id)",
      request: { body: { required: true, content: { 'application/json': { schema: reviewBody } } } },
      responses: { 200: json(review, 'Saved review'), 400: invalidInput },
    }),
    async (c) => c.json(toJson(await saveWeeklyReview(db, c.get('user').id, c.req.valid('json'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/weekly-reviews/week/{weekStartDate}/summary',
      summary: 'The Weekly Summary of the week starting on a Monday, from its daily plans (Monday..Sunday)',
      request: { params: weekParam },
      responses: {
        200: json(summary, 'Weekly Summary'),
        400: invalidInput,
        404: json(errorBody, 'No daily plans in that week (the page shows no summary)'),
      },
    }),
    async (c) => {
      const week = c.req.valid('param').weekStartDate;
      const result = await weekSummary(db, c.get('user').id, week);
      return result.hasPlans ? c.json(result, 200) : notFound('Daily plans of that week');
    },
  );

  return router;
}
