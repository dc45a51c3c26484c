/**
 * Habit routes (ADR 042): list, create, read, change, delete; a day's entry; entries of a range; stats; the CSV
 * export. Another user's id (or a malformed one) answers 404; bad input 400 naming the field. "Today" is the
 * request's zone's date of the server's clock (ADR 006).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { localDate, localDateOf } from '../../../core/dates.ts';
import {
  dayNumber,
  type Habit as HabitWire,
  habitEntry,
  habitEntryInput,
  habitInput,
  habitPatch,
  habit as habitSchema,
  habitStatsSchema,
  MAX_ENTRY_RANGE_DAYS,
} from '../../../core/habits.ts';
import { habitStats } from '../../../core/habits-stats.ts';
import type { Db } from '../../db/client.ts';
import {
  badRequest,
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
import { habitsCsv } from './csv.ts';
import {
  createHabit,
  deleteHabit,
  exportEntries,
  getHabit,
  type Habit,
  habitHistory,
  listEntries,
  listHabits,
  saveEntry,
  updateHabit,
} from './repo.ts';

const habit = named(habitSchema, 'Habit');
const habitBody = named(habitInput, 'HabitInput');
const patchBody = named(habitPatch, 'HabitPatch');
const entry = named(habitEntry, 'HabitEntry');
const entryBody = named(habitEntryInput, 'HabitEntryInput');
const stats = named(habitStatsSchema, 'HabitStats');

const toJson = (h: Habit): HabitWire => ({ ...h, createdAt: h.createdAt.toISOString() });
const missing = json(errorBody, 'No such habit for this user');
const found = (h: Habit | null) => h ?? notFound('Habit');
/** Another user's habit id is 404 whatever else the request sends (http.ts). */
const habitFirst = (db: Db) =>
  idBeforeInput('Habit', async (userId, id) => (await getHabit(db, userId, id)) !== null);

/** `from` and `to` of an entries range: dates, `to` not before `from`, at most 366 days. */
const entriesRange = z.object({ from: localDate, to: localDate }).superRefine(({ from, to }, ctx) => {
  if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
  else if (dayNumber(to) - dayNumber(from) >= MAX_ENTRY_RANGE_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `A range covers at most ${MAX_ENTRY_RANGE_DAYS} days`,
    });
});

/**
 * Routes of the habits module; `now` is the clock; `reminded(userId)` plans the user's reminders again after a
 * habit with a reminder time is saved (ADR 053), so one due within minutes is not missed.
 */
export function habitRoutes(
  db: Db,
  options: { now: () => Date; reminded: (userId: string) => Promise<void> },
) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/habits',
      summary: "The user's habits, active and archived, by creation",
      responses: { 200: json(z.array(habit), 'Habits') },
    }),
    async (c) => c.json((await listHabits(db, c.get('user').id)).map(toJson), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/habits',
      summary: 'Create a habit (startDate defaults to today in the user’s zone)',
      request: { body: jsonBody(habitBody) },
      responses: { 201: json(habit, 'Created habit'), 400: invalidInput },
    }),
    async (c) => {
      const user = c.get('user');
      const input = c.req.valid('json');
      const startDate = input.startDate ?? localDateOf(options.now(), user.timeZone);
      const created = await createHabit(db, user.id, { ...input, startDate });
      if (created.reminderTime !== null) await options.reminded(user.id);
      return c.json(toJson(created), 201);
    },
  );

  // Before /habits/{id}, so 'export.csv' is not read as an id.
  router.openapi(
    createRoute({
      method: 'get',
      path: '/habits/export.csv',
      summary: 'Every entry of every habit as CSV: habit,date,count,target,skipped',
      responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } } },
    }),
    async (c) =>
      c.body(habitsCsv(await exportEntries(db, c.get('user').id)), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="habits.csv"',
      }),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/habits/{id}',
      summary: 'One habit',
      request: { params: idParam },
      responses: { 200: json(habit, 'Habit'), 400: invalidInput, 404: missing },
    }),
    async (c) => c.json(toJson(found(await getHabit(db, c.get('user').id, c.req.valid('param').id))), 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/habits/{id}',
      summary: "Change any of a habit's fields",
      middleware: [habitFirst(db)],
      request: { params: idParam, body: jsonBody(patchBody) },
      responses: { 200: json(habit, 'Updated habit'), 400: invalidInput, 404: missing },
    }),
    async (c) => {
      const userId = c.get('user').id;
      const { id } = c.req.valid('param');
      found(await getHabit(db, userId, id)); // another user's id is 404 before the body's goal is checked
      const updated = found(await updateHabit(db, userId, id, c.req.valid('json')));
      if (updated.reminderTime !== null) await options.reminded(userId);
      return c.json(toJson(updated), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/habits/{id}',
      summary: 'Delete a habit and its entries',
      request: { params: idParam },
      responses: { 204: { description: 'Deleted' }, 400: invalidInput, 404: missing },
    }),
    async (c) => {
      if (!(await deleteHabit(db, c.get('user').id, c.req.valid('param').id))) notFound('Habit');
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/habits/{id}/entries/{date}',
      summary: "Save a day's entry (fields left out are kept); the date from startDate to today",
      middleware: [habitFirst(db)],
      request: {
        params: idParam.extend({ date: pathParam(localDate, 'date') }),
        body: jsonBody(entryBody),
      },
      responses: { 200: json(entry, 'Saved entry'), 400: invalidInput, 404: missing },
    }),
    async (c) => {
      const user = c.get('user');
      const { id, date } = c.req.valid('param');
      const owned = found(await getHabit(db, user.id, id));
      if (date < owned.startDate) badRequest('date', `The habit starts on ${owned.startDate}`);
      const today = localDateOf(options.now(), user.timeZone);
      if (date > today) badRequest('date', `A day after today (${today}) cannot be checked`);
      const saved = await saveEntry(db, owned.id, date, c.req.valid('json'));
      return c.json(saved ?? notFound('Habit'), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/habits/{id}/entries',
      summary: `The days with an entry from \`from\` to \`to\` (at most ${MAX_ENTRY_RANGE_DAYS} days), by date`,
      middleware: [habitFirst(db)],
      request: { params: idParam, query: entriesRange },
      responses: { 200: json(z.array(entry), 'Entries'), 400: invalidInput, 404: missing },
    }),
    async (c) => {
      const owned = found(await getHabit(db, c.get('user').id, c.req.valid('param').id));
      return c.json(await listEntries(db, owned.id, c.req.valid('query')), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/habits/{id}/stats',
      summary: 'Streaks, done days and completion rates on today (ADR 042)',
      request: { params: idParam },
      responses: { 200: json(stats, 'Stats'), 400: invalidInput, 404: missing },
    }),
    async (c) => {
      const user = c.get('user');
      const history = await habitHistory(db, user.id, c.req.valid('param').id);
      if (!history) return notFound('Habit');
      const today = localDateOf(options.now(), user.timeZone);
      return c.json(habitStats(history.habit, history.entries, today), 200);
    },
  );

  return router;
}
