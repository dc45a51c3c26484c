/**
 * Ritual routes (docs/product.md §7; ADR 043): POST /api/rituals saves one of the three rituals (morning, startup,
 * shutdown), GET /api/rituals lists the saved ones; a day's runs (GET /api/rituals/runs/{date}, PUT
 * /api/rituals/{type}/runs/{date}) and a ritual's streaks (GET /api/rituals/{type}/stats) in the user's zone.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { localDate, localDateOf } from '../../../core/dates.ts';
import {
  ritualInput,
  ritualRun,
  ritualRunInput,
  ritual as ritualSchema,
  ritualStats,
  ritualType,
} from '../../../core/rituals.ts';
import type { Db } from '../../db/client.ts';
import {
  createRouter,
  errorBody,
  invalidInput,
  jsonContent as json,
  jsonBody,
  named,
  notFound,
  pathParam,
} from '../../http.ts';
import { listRituals, saveRitual } from './repo.ts';
import { listRunsOf, ritualStatsOf, saveRun } from './runs-repo.ts';

const ritual = named(ritualSchema, 'Ritual');
const ritualBody = named(ritualInput, 'RitualInput');
const run = named(ritualRun, 'RitualRun');
const runBody = named(ritualRunInput, 'RitualRunInput');
const stats = named(ritualStats, 'RitualStats');
const typeParam = pathParam(ritualType, 'type');
const dateParam = pathParam(localDate, 'date');
const unsaved = json(errorBody, 'The user has not saved a ritual of this type');

/** Routes of the rituals module; `now` is the clock (today in the user's zone). */
export function ritualRoutes(db: Db, options: { now: () => Date }) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/rituals',
      summary: 'Save a ritual (replaces the saved one of its type)',
      request: { body: { required: true, content: { 'application/json': { schema: ritualBody } } } },
      responses: { 200: json(ritual, 'Saved ritual'), 400: json(errorBody, 'Invalid ritual') },
    }),
    async (c) => c.json(await saveRitual(db, c.get('user').id, c.req.valid('json')), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/rituals',
      summary: "The user's rituals",
      responses: { 200: json(z.array(ritual), 'Rituals') },
    }),
    async (c) => c.json(await listRituals(db, c.get('user').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/rituals/runs/{date}',
      summary: "A date's runs, one per saved ritual (all false when not run); 404 while no ritual is saved",
      request: { params: z.object({ date: dateParam }) },
      responses: { 200: json(z.array(run), 'Runs'), 400: invalidInput, 404: unsaved },
    }),
    async (c) => {
      const runs = await listRunsOf(db, c.get('user').id, c.req.valid('param').date);
      return runs ? c.json(runs, 200) : notFound('Ritual');
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/rituals/{type}/runs/{date}',
      summary:
        "Save a date's run of a saved ritual (the morning run also sets that date's plan's morningRitualCompleted)",
      request: { params: z.object({ type: typeParam, date: dateParam }), body: jsonBody(runBody) },
      responses: { 200: json(run, 'Saved run'), 400: invalidInput, 404: unsaved },
    }),
    async (c) => {
      const { type, date } = c.req.valid('param');
      const saved = await saveRun(db, c.get('user').id, type, date, c.req.valid('json').completed);
      return saved ? c.json(saved, 200) : notFound('Ritual');
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/rituals/{type}/stats',
      summary: "A saved ritual's current and longest streak in days",
      request: { params: z.object({ type: typeParam }) },
      responses: { 200: json(stats, 'Streaks'), 400: invalidInput, 404: unsaved },
    }),
    async (c) => {
      const user = c.get('user');
      const today = localDateOf(options.now(), user.timeZone);
      const found = await ritualStatsOf(db, user.id, c.req.valid('param').type, today);
      return found ? c.json(found, 200) : notFound('Ritual');
    },
  );

  return router;
}
