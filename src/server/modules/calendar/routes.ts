/**
 * Calendar routes (docs/product.md §7): GET /api/calendar/events lists event instances in a UTC range (Steward's
 * time blocks and the mirror of connected calendars, refreshed in the background when stale), POST
 * /api/calendar/suggest-slots computes free slots with core's suggestSlots rule in the user's time zone minus
 * busy time, and /api/calendar/time-blocks creates and removes the blocks that Select in the Schedule Task
 * dialog books (also in the "Time blocks go to" calendar when one is chosen). The source routes are in
 * source-routes.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import {
  CALENDAR_NOTICES_HEADER,
  type CalendarEvent,
  calendarEvent,
  calendarEventsQuery,
  type SuggestedSlot,
  suggestedSlot,
  TIME_TAKEN_MESSAGE,
  timeBlockInput,
  timeBlockPatch,
} from '../../../core/calendar/events.ts';
import {
  busyIntervalsOf,
  suggestSlots,
  suggestSlotsInput,
  toSuggestedSlot,
} from '../../../core/calendar/free-slots.ts';
import { dayBoundsUtc, localDateOf, minutesOfDayOf, zonedToUtc } from '../../../core/dates.ts';
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
import type { ConnectDeps } from './connect.ts';
import { listEventInstances } from './events.ts';
import { acceptsGzip, createEventsCache } from './events-cache.ts';
import { eventsJson } from './events-json.ts';
import type { FarReader } from './far-ranges.ts';
import { BLOCK_DESCRIPTION, bookTimeBlock, removeTimeBlock, rescheduleTimeBlock } from './remote-blocks.ts';
import { getTimeBlock, setTimeBlockDomain, type TimeBlock, taskOf } from './repo.ts';
import { mirrorWindow } from './sync.ts';

const event = named(calendarEvent, 'CalendarEvent');
const slot = named(suggestedSlot, 'SuggestedSlot');
const blockBody = named(timeBlockInput, 'TimeBlockInput');
const blockPatchBody = named(timeBlockPatch, 'TimeBlockPatch');
const slotsBody = named(suggestSlotsInput, 'SuggestSlotsInput');

const toEvent = (b: TimeBlock) => ({
  id: b.id,
  summary: b.title,
  description: BLOCK_DESCRIPTION,
  start: b.startAt.toISOString(),
  end: b.endAt.toISOString(),
  allDay: false,
  calendarId: b.calendarId,
  busy: true,
  source: 'steward' as const,
  timeBlockId: b.id,
  domain: b.domain,
  task: taskOf(b),
});

/** Routes of the calendar module; `now` is the clock. */
export function calendarRoutes(deps: ConnectDeps & { far: FarReader; now: () => Date }) {
  const { db, sync } = deps;
  const router = createRouter();
  const cache = createEventsCache(db);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/calendar/events',
      summary: 'Event instances overlapping [startDate, endDate)',
      request: {
        query: calendarEventsQuery,
      },
      responses: {
        200: {
          ...json(z.array(event), 'Events, by start'),
          headers: z.object({
            [CALENDAR_NOTICES_HEADER]: z
              .string()
              .optional()
              .openapi({
                description:
                  'Present when calendars could not be read for the range, or a listing was cut: URI-encoded JSON ' +
                  '[{ sourceId, calendarId, provider, message }]',
              }),
          }),
        },
        400: invalidInput,
      },
    }),
    async (c) => {
      const { startDate, endDate } = c.req.valid('query');
      const { id: userId, timeZone } = c.get('user');
      const range = { start: new Date(startDate), end: new Date(endDate) };
      // The version first: the far months' check and the kept answer are both valid for it (ADRs 031, 041).
      const [version] = await Promise.all([cache.version(userId), sync.refreshStale(userId, timeZone)]);
      const { notices, read } = await deps.far.prepare(userId, range, timeZone, version);
      const mirror = mirrorWindow(deps.now(), timeZone);
      const answer = await cache.answer(
        userId,
        `events\u0000${timeZone}\u0000${mirror.scope}\u0000${range.start.toISOString()}\u0000${range.end.toISOString()}`,
        () => eventsJson(db, userId, range, timeZone, mirror),
        read ? undefined : version,
      );
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
      if (notices.length > 0) headers[CALENDAR_NOTICES_HEADER] = encodeURIComponent(JSON.stringify(notices));
      let sent: Response;
      // Below about a kilobyte, gzip saves nothing worth its work.
      if (answer.body.length > 1024 && acceptsGzip(c.req.header('Accept-Encoding'))) {
        const gzipped = (await cache.gzipped(answer)) as Uint8Array<ArrayBuffer>;
        sent = c.body(gzipped, 200, { ...headers, 'Content-Encoding': 'gzip' });
      } else sent = c.body(answer.body as Uint8Array<ArrayBuffer>, 200, headers);
      // The database wrote the CalendarEvent[] JSON (events-json.ts); the route's typed c.json would re-serialise it.
      return sent as unknown as TypedResponse<CalendarEvent[], 200, 'json'>;
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
      const now = deps.now();
      const today = localDateOf(now, timeZone);
      const day = dayBoundsUtc(date, timeZone);
      await Promise.all([deps.far.prepare(userId, day, timeZone), sync.refreshStale(userId, timeZone)]);
      const events = await listEventInstances(db, userId, day, timeZone, mirrorWindow(now, timeZone), 'busy');
      const busy = busyIntervalsOf(
        events.map((e) => ({ start: new Date(e.start), end: new Date(e.end) })),
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
        502: json(
          errorBody,
          'The "Time blocks go to" calendar refused or failed the write; nothing was kept',
        ),
      },
    }),
    async (c) => {
      const { title, start, end, domain, task } = c.req.valid('json');
      const block = {
        title,
        startAt: new Date(start),
        endAt: new Date(end),
        domain: domain ?? undefined,
        task,
      };
      return c.json(toEvent(await bookTimeBlock(deps, c.get('user').id, block)), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/calendar/time-blocks/{id}',
      summary:
        "Change a time block's life domain (what it counts for in the Week Comparison), or move or resize it",
      middleware: [
        // Another user's block id is 404 whatever else the request sends (http.ts).
        idBeforeInput('Time block', async (userId, id) => (await getTimeBlock(deps.db, userId, id)) !== null),
      ],
      request: { params: idParam, body: jsonBody(blockPatchBody) },
      responses: {
        200: json(event, 'The block, as a calendar event'),
        400: invalidInput,
        404: json(errorBody, 'No such block for this user'),
        409: json(errorBody, `The new time overlaps another Steward block ('${TIME_TAKEN_MESSAGE}')`),
        502: json(
          errorBody,
          'The calendar the block was written into failed the move; the block is where it was',
        ),
      },
    }),
    async (c) => {
      const { domain, start, end } = c.req.valid('json');
      const userId = c.get('user').id;
      const { id } = c.req.valid('param');
      let block: TimeBlock | null = null;
      if (start !== undefined && end !== undefined) {
        block = await rescheduleTimeBlock(deps, userId, id, {
          startAt: new Date(start),
          endAt: new Date(end),
        });
        if (!block) notFound('Time block');
      }
      if (domain !== undefined) block = await setTimeBlockDomain(deps.db, userId, id, domain);
      return c.json(toEvent(block ?? notFound('Time block')), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/calendar/time-blocks/{id}',
      summary: 'Remove a time block',
      request: { params: idParam },
      responses: {
        204: { description: 'Removed (and its event from the calendar it was written into)' },
        404: json(errorBody, 'No such block for this user'),
        502: json(errorBody, 'The calendar could not delete the event; the block is kept'),
      },
    }),
    async (c) =>
      (await removeTimeBlock(deps, c.get('user').id, c.req.valid('param').id))
        ? c.body(null, 204)
        : notFound('Time block'),
  );

  return router;
}
