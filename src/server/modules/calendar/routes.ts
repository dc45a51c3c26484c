/**
 * Calendar routes (spec §7): GET /api/calendar/events lists event instances in a UTC range (Steward's time blocks
 * now; connected calendars join behind the same call later), POST /api/calendar/suggest-slots computes free slots
 * with core's suggestSlots rule in the user's time zone, and /api/calendar/time-blocks creates and removes the
 * blocks that Select in the Schedule Task dialog books.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  type CalendarEvent,
  calendarEvent,
  calendarEventsQuery,
  type SuggestedSlot,
  suggestedSlot,
  TIME_TAKEN_MESSAGE,
  timeBlockInput,
} from '../../../core/calendar/events.ts';
import {
  busyIntervalsOf,
  suggestSlots,
  suggestSlotsInput,
  toSuggestedSlot,
} from '../../../core/calendar/free-slots.ts';
import { dayBoundsUtc, localDateOf, minutesOfDayOf, zonedToUtc } from '../../../core/dates.ts';
import type { Db } from '../../db/client.ts';
import {
  createRouter,
  errorBody,
  idParam,
  invalidInput,
  jsonContent as json,
  jsonBody,
  named,
  notFound,
} from '../../http.ts';
import { createTimeBlock, deleteTimeBlock, listTimeBlocks, type TimeBlock } from './repo.ts';

const event = named(calendarEvent, 'CalendarEvent');
const slot = named(suggestedSlot, 'SuggestedSlot');
const blockBody = named(timeBlockInput, 'TimeBlockInput');
const slotsBody = named(suggestSlotsInput, 'SuggestSlotsInput');

const toEvent = (b: TimeBlock): CalendarEvent => ({
  id: b.id,
  summary: b.title,
  description: 'Scheduled in Steward',
  start: b.startAt.toISOString(),
  end: b.endAt.toISOString(),
  allDay: false,
  calendarId: null,
  busy: true,
  source: 'steward' as const,
  timeBlockId: b.id,
});

/** Routes of the calendar module; `now` is the clock. */
export function calendarRoutes(db: Db, options: { now: () => Date }) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/calendar/events',
      summary: 'Event instances overlapping [startDate, endDate)',
      request: {
        query: calendarEventsQuery,
      },
      responses: { 200: json(z.array(event), 'Events, by start'), 400: invalidInput },
    }),
    async (c) => {
      const { startDate, endDate } = c.req.valid('query');
      const blocks = await listTimeBlocks(db, c.get('user').id, new Date(startDate), new Date(endDate));
      return c.json(blocks.map(toEvent), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/calendar/suggest-slots',
      summary: 'Free slots between 8 AM and 5 PM on a date for a task duration',
      request: { body: jsonBody(slotsBody) },
      responses: { 200: json(z.array(slot), 'Slots, by start'), 400: invalidInput },
    }),
    async (c) => {
      const { date, duration } = c.req.valid('json');
      const { id: userId, timeZone } = c.get('user');
      const now = options.now();
      const today = localDateOf(now, timeZone);
      const day = dayBoundsUtc(date, timeZone);
      const blocks = await listTimeBlocks(db, userId, day.start, day.end);
      const busy = busyIntervalsOf(
        blocks.map((b) => ({ start: b.startAt, end: b.endAt })),
        date,
        timeZone,
      );
      const nowMinutes = date < today ? 1440 : date === today ? minutesOfDayOf(now, timeZone) : null;
      const slots = suggestSlots({ busy, durationMinutes: duration, nowMinutes });
      return c.json(
        slots.map(
          (s): SuggestedSlot => ({
            ...toSuggestedSlot(s),
            start: zonedToUtc(date, s.start, timeZone).toISOString(),
            end: zonedToUtc(date, s.end, timeZone).toISOString(),
          }),
        ),
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/calendar/time-blocks',
      summary: 'Book a time block for a task (Select on a suggested slot)',
      request: { body: jsonBody(blockBody) },
      responses: {
        201: json(event, 'The block, as a calendar event'),
        400: invalidInput,
        409: json(errorBody, `The time overlaps another Steward block ('${TIME_TAKEN_MESSAGE}')`),
      },
    }),
    async (c) => {
      const { title, start, end, domain } = c.req.valid('json');
      const block = { title, startAt: new Date(start), endAt: new Date(end), domain };
      return c.json(toEvent(await createTimeBlock(db, c.get('user').id, block)), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/calendar/time-blocks/{id}',
      summary: 'Remove a time block',
      request: { params: idParam },
      responses: { 204: { description: 'Removed' }, 404: json(errorBody, 'No such block for this user') },
    }),
    async (c) =>
      (await deleteTimeBlock(db, c.get('user').id, c.req.valid('param').id))
        ? c.body(null, 204)
        : notFound('Time block'),
  );

  return router;
}
