/**
 * Quarterly review routes (docs/product.md §2 Quarterly Review, §7; ADR 057): the review of a quarter (404 when
 * none), save it (PUT: one review per quarter, saving again replaces its fields), and the quarter's summary (its
 * numbers and the wins of its weekly reviews; always 200). A quarter is 'YYYY-Qn'; anything else is 400 naming
 * `quarter`.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { localDateOf } from '../../../core/dates.ts';
import {
  type QuarterlyReview as QuarterlyReviewWire,
  quarterId,
  quarterlyReview,
  quarterlyReviewInput,
  quarterSummarySchema,
} from '../../../core/quarterly-review.ts';
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
import { getQuarterlyReview, type QuarterlyReview, quarterSummary, saveQuarterlyReview } from './repo.ts';

const review = named(quarterlyReview, 'QuarterlyReview');
const reviewBody = named(quarterlyReviewInput, 'QuarterlyReviewInput');
const summary = named(quarterSummarySchema, 'QuarterSummary');
const quarterParam = z.object({ quarter: pathParam(quarterId, 'quarter') });

const toJson = (r: QuarterlyReview): QuarterlyReviewWire => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Routes of the quarterly-reviews module; `now` is the clock (today in the user's zone counts overdue goals). */
export function quarterlyReviewRoutes(db: Db, options: { now: () => Date }) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/quarterly-reviews/{quarter}',
      summary: 'The review of a calendar quarter (YYYY-Qn)',
      request: { params: quarterParam },
      responses: {
        200: json(review, 'Review'),
        400: invalidInput,
        404: json(errorBody, 'No review saved for that quarter'),
      },
    }),
    async (c) => {
      const found = await getQuarterlyReview(db, c.get('user').id, c.req.valid('param').quarter);
      return found ? c.json(toJson(found), 200) : notFound('Quarterly review');
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/quarterly-reviews/{quarter}',
      summary: 'Save the review of a calendar quarter (replaces its fields)',
      request: {
        params: quarterParam,
        body: { required: true, content: { 'application/json': { schema: reviewBody } } },
      },
      responses: { 200: json(review, 'Saved review'), 400: invalidInput },
    }),
    async (c) => {
      const saved = await saveQuarterlyReview(
        db,
        c.get('user').id,
        c.req.valid('param').quarter,
        c.req.valid('json'),
      );
      return c.json(toJson(saved), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/quarterly-reviews/{quarter}/summary',
      summary: "A quarter's numbers and the wins of its weekly reviews",
      request: { params: quarterParam },
      responses: { 200: json(summary, 'Quarter summary'), 400: invalidInput },
    }),
    async (c) => {
      const user = c.get('user');
      const today = localDateOf(options.now(), user.timeZone);
      return c.json(await quarterSummary(db, user.id, c.req.valid('param').quarter, today), 200);
    },
  );

  return router;
}
