/**
 * Daily plan routes (docs/product.md §7): save (one plan per date: saving again replaces it, keeping its id), list, get
 * by date, completion toggles, finish the day, and the demo seed.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  completionPatch,
  type DailyPlan as DailyPlanWire,
  dailyPlan,
  dailyPlanInput,
  finishDayInput,
} from '../../../core/daily-plan.ts';
import { localDate, localDateOf } from '../../../core/dates.ts';
import type { Db } from '../../db/client.ts';
import {
  createRouter,
  errorBody,
  idBeforeInput,
  idParam,
  invalidInput,
  jsonContent as json,
  jsonBody,
  named,
  notFound,
  pathParam,
} from '../../http.ts';
import { samplePlans } from './demo-data.ts';
import {
  countDailyPlans,
  type DailyPlan,
  finishDay,
  getDailyPlan,
  getDailyPlanByDate,
  insertDailyPlans,
  listDailyPlans,
  saveDailyPlan,
  updateCompletion,
} from './repo.ts';

const plan = named(dailyPlan, 'DailyPlan');
const planBody = named(dailyPlanInput, 'DailyPlanInput');
const completionBody = named(completionPatch, 'CompletionPatch');
const finishBody = named(finishDayInput, 'FinishDayInput');

const toJson = (p: DailyPlan): DailyPlanWire => ({
  ...p,
  bigThreeLinks: p.bigThree.map((_task, i) => p.bigThreeLinks?.[i] ?? null),
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});
const missing = json(errorBody, 'No such plan for this user');

/** Routes of the daily-plans module; `now` is the clock and `demoData` enables the seed. */
export function dailyPlanRoutes(db: Db, options: { now: () => Date; demoData: boolean }) {
  const router = createRouter();
  // Another user's plan id is 404 whatever else the request sends (http.ts).
  const planFirst = idBeforeInput(
    'Daily plan',
    async (userId, id) => (await getDailyPlan(db, userId, id)) !== null,
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/daily-plans',
      summary: 'Save the plan for a date (replaces an existing plan for that date, keeping its id)',
      request: { body: jsonBody(planBody) },
      responses: { 200: json(plan, 'Saved plan'), 400: invalidInput },
    }),
    async (c) => c.json(toJson(await saveDailyPlan(db, c.get('user').id, c.req.valid('json'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/daily-plans',
      summary: "All of the user's plans, by date",
      responses: { 200: json(z.array(plan), 'Plans') },
    }),
    async (c) => c.json((await listDailyPlans(db, c.get('user').id)).map(toJson), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/daily-plans/date/{date}',
      summary: 'The plan for a YYYY-MM-DD date',
      request: { params: z.object({ date: pathParam(localDate, 'date') }) },
      responses: { 200: json(plan, 'Plan'), 400: invalidInput, 404: missing },
    }),
    async (c) => {
      const found = await getDailyPlanByDate(db, c.get('user').id, c.req.valid('param').date);
      return found ? c.json(toJson(found), 200) : notFound('Daily plan');
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/daily-plans/{id}/completion',
      summary: 'Set completion flags (full list per group, or one task: ADR 055)',
      middleware: [planFirst],
      request: { params: idParam, body: jsonBody(completionBody) },
      responses: {
        200: json(plan, 'Updated plan'),
        400: invalidInput,
        404: missing,
        409: json(errorBody, 'The plan kept being re-planned while the flags were written; reload it'),
      },
    }),
    async (c) => {
      const updated = await updateCompletion(
        db,
        c.get('user').id,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return updated ? c.json(toJson(updated), 200) : notFound('Daily plan');
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/daily-plans/{id}/finish',
      summary: 'Save the finish-day reflection',
      middleware: [planFirst],
      request: { params: idParam, body: jsonBody(finishBody) },
      responses: { 200: json(plan, 'Finished plan'), 400: invalidInput, 404: missing },
    }),
    async (c) => {
      const updated = await finishDay(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'));
      return updated ? c.json(toJson(updated), 200) : notFound('Daily plan');
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/daily-plans/seed-mock',
      summary: 'Demo servers (DEMO_DATA=true): add a week of sample plans to an account that has none',
      responses: {
        204: { description: 'Done (nothing changes unless DEMO_DATA=true and the account has no plans)' },
      },
    }),
    async (c) => {
      const user = c.get('user');
      if (options.demoData && (await countDailyPlans(db, user.id)) === 0) {
        await insertDailyPlans(db, user.id, samplePlans(localDateOf(options.now(), user.timeZone)));
      }
      return c.body(null, 204);
    },
  );

  return router;
}
