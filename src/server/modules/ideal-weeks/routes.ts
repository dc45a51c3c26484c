/**
 * Ideal week routes (docs/product.md §7; ADR 026): list (oldest first), get, create, replace, delete. Another
 * user's id (or a malformed one) answers 404; bad input 400 naming the field ('schedule.monday-9:15 AM').
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, TypedResponse } from 'hono';
import {
  type IdealWeekInput,
  type IdealWeek as IdealWeekWire,
  idealWeekInput,
  idealWeek as idealWeekSchema,
} from '../../../core/ideal-week.ts';
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
} from '../../http.ts';
import {
  createIdealWeek,
  deleteIdealWeek,
  getIdealWeek,
  type IdealWeek,
  type IdealWeekStamps,
  type IdealWeekText,
  listIdealWeeks,
  updateIdealWeek,
} from './repo.ts';

const week = named(idealWeekSchema, 'IdealWeek');
const weekBody = named(idealWeekInput, 'IdealWeekInput');

const toJson = (w: IdealWeek): IdealWeekWire => ({
  ...w,
  createdAt: w.createdAt.toISOString(),
  updatedAt: w.updatedAt.toISOString(),
});
const missing = json(errorBody, 'No such ideal week for this user');

/** The validated body as a write stores it: the schedule serialised once. */
const asText = ({ name, schedule }: IdealWeekInput): IdealWeekText => ({
  name,
  scheduleJson: JSON.stringify(schedule),
});

/**
 * The answer to a save: the IdealWeek shape, built around the schedule's JSON text that was stored, so a
 * 231-cell schedule is not serialised a second time for the answer (bench/README.md).
 */
function savedWeek<Status extends 200 | 201>(
  c: Context,
  status: Status,
  stored: IdealWeekStamps,
  input: IdealWeekText,
): Response & TypedResponse<IdealWeekWire, Status, 'json'> {
  const head = JSON.stringify({
    id: stored.id,
    name: input.name,
    createdAt: stored.createdAt.toISOString(),
    updatedAt: stored.updatedAt.toISOString(),
  } satisfies Omit<IdealWeekWire, 'schedule'>);
  const answer = c.body(`${head.slice(0, -1)},"schedule":${input.scheduleJson}}`, status, {
    'Content-Type': 'application/json',
  });
  // The text is the IdealWeek shape, so it is typed as the JSON answer the route declares.
  return answer as unknown as Response & TypedResponse<IdealWeekWire, Status, 'json'>;
}
const found = (w: IdealWeek | null) => w ?? notFound('Ideal week');

/** Routes of the ideal-weeks module. */
export function idealWeekRoutes(db: Db) {
  const router = createRouter();
  // Another user's week id is 404 whatever else the request sends (http.ts).
  const weekFirst = idBeforeInput(
    'Ideal week',
    async (userId, id) => (await getIdealWeek(db, userId, id)) !== null,
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/ideal-weeks',
      summary: "The user's ideal weeks, oldest first",
      responses: { 200: json(z.array(week), 'Ideal weeks') },
    }),
    async (c) => c.json((await listIdealWeeks(db, c.get('user').id)).map(toJson), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/ideal-weeks/{id}',
      summary: 'One ideal week',
      request: { params: idParam },
      responses: { 200: json(week, 'Ideal week'), 400: invalidInput, 404: missing },
    }),
    async (c) =>
      c.json(toJson(found(await getIdealWeek(db, c.get('user').id, c.req.valid('param').id))), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/ideal-weeks',
      summary: 'Create an ideal week',
      request: { body: jsonBody(weekBody) },
      responses: { 201: json(week, 'Created ideal week'), 400: invalidInput },
    }),
    async (c) => {
      const input = asText(c.req.valid('json'));
      return savedWeek(c, 201, await createIdealWeek(db, c.get('user').id, input), input);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/ideal-weeks/{id}',
      summary: "Replace an ideal week's name and schedule",
      middleware: [weekFirst],
      request: { params: idParam, body: jsonBody(weekBody) },
      responses: { 200: json(week, 'Updated ideal week'), 400: invalidInput, 404: missing },
    }),
    async (c) => {
      const input = asText(c.req.valid('json'));
      const stored = await updateIdealWeek(db, c.get('user').id, c.req.valid('param').id, input);
      return savedWeek(c, 200, stored ?? notFound('Ideal week'), input);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/ideal-weeks/{id}',
      summary: 'Delete an ideal week',
      request: { params: idParam },
      responses: { 204: { description: 'Deleted' }, 400: invalidInput, 404: missing },
    }),
    async (c) => {
      if (!(await deleteIdealWeek(db, c.get('user').id, c.req.valid('param').id))) notFound('Ideal week');
      return c.body(null, 204);
    },
  );

  return router;
}
