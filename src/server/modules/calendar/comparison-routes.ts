/**
 * POST /api/calendar/week-comparison (docs/product.md §7; ADR 027): the Week Comparison Score of a Monday-Sunday
 * week in the request's time zone (ADR 006) against one of the user's ideal weeks, by core's `compareWeek`. A
 * body that is not `{ weekStartDate: a Monday, idealWeekId: UUID }` answers 400 naming the field; an ideal week
 * that is not the user's answers 404. The week's instances are the events every view lists (ADR 023's mirror
 * and Steward's blocks), with the life domain each counts for. Answers are kept per server and served while the
 * user's calendar version and the ideal week's row version are those they were computed under (ADR 031).
 */
import { createRoute } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import {
  type ComparedInstance,
  compareWeek,
  type WeekComparison,
  weekComparison,
  weekComparisonInput,
} from '../../../core/calendar/week-comparison.ts';
import { MAX_INSTANT, zonedToUtc } from '../../../core/dates.ts';
import type { Db } from '../../db/client.ts';
import {
  createRouter,
  errorBody,
  invalidInput,
  jsonContent as json,
  jsonBody,
  named,
  notFound,
} from '../../http.ts';
import { getIdealWeek, idealWeekVersion } from '../ideal-weeks/repo.ts';
import { listEventInstances } from './events.ts';
import { createEventsCache } from './events-cache.ts';
import type { FarReader } from './far-ranges.ts';
import { type CalendarSync, mirrorWindow } from './sync.ts';

/** Bytes of comparisons a server keeps (an answer is about 500 bytes). */
const COMPARISON_CACHE_BYTES = 4 * 1024 * 1024;

const result = named(weekComparison, 'WeekComparison');
const body = named(weekComparisonInput, 'WeekComparisonInput');

/**
 * The instances of the user's range [start, end) (UTC instants) as the rule reads them (the week here, the
 * insights' weeks in insights/routes.ts): every event the calendar
 * views list (Steward's blocks and the shown calendars' mirrored instances, all-day ones placed in `timeZone`),
 * busy when free slots count it (a busy instance of a calendar that counts as busy, or a block), with the
 * life domain of its calendar or block (ADR 027).
 */
export async function comparedInstances(
  db: Db,
  userId: string,
  range: { start: Date; end: Date },
  timeZone: string,
  mirror: { start: Date; end: Date },
): Promise<ComparedInstance[]> {
  const shown = await listEventInstances(db, userId, range, timeZone, mirror, 'shown');
  return shown.map((event) => ({
    start: new Date(event.start),
    end: new Date(event.end),
    allDay: event.allDay,
    busy: event.countsBusy,
    domain: event.domain,
  }));
}

/**
 * The UTC range of the week of Monday `weekStartDate` in `timeZone`, its end kept at the last instant the API
 * knows (ADR 011): the week of 9999-12-27 ends in year 10000.
 */
function weekRange(weekStartDate: string, timeZone: string): { start: Date; end: Date } {
  const end = zonedToUtc(weekStartDate, 7 * 1440, timeZone).getTime();
  return {
    start: zonedToUtc(weekStartDate, 0, timeZone),
    end: new Date(Math.min(end, Date.parse(MAX_INSTANT))),
  };
}

/**
 * The week comparison route of the calendar module; like GET /api/calendar/events it reads the mirror and starts
 * a background refresh of stale sources (`sync`).
 */
export function weekComparisonRoutes({
  db,
  sync,
  far,
  now,
}: {
  db: Db;
  sync: CalendarSync;
  far: FarReader;
  now: () => Date;
}) {
  const router = createRouter();
  const cache = createEventsCache(db, COMPARISON_CACHE_BYTES);
  router.openapi(
    createRoute({
      method: 'post',
      path: '/calendar/week-comparison',
      summary: "How a week's busy time matches an ideal week (score, slots, events, minutes per life domain)",
      request: { body: jsonBody(body) },
      responses: {
        200: json(result, 'The comparison'),
        400: invalidInput,
        404: json(errorBody, 'No such ideal week for this user'),
      },
    }),
    async (c) => {
      const { weekStartDate, idealWeekId } = c.req.valid('json');
      const { id: userId, timeZone } = c.get('user');
      const range = weekRange(weekStartDate, timeZone);
      const [version] = await Promise.all([
        idealWeekVersion(db, userId, idealWeekId),
        sync.refreshStale(userId, timeZone),
      ]);
      if (version === null) notFound('Ideal week');
      await far.prepare(userId, range, timeZone);
      const mirror = mirrorWindow(now(), timeZone);
      // Kept with the user's calendar version (ADR 031); the ideal week's own version is part of the question.
      const question = `comparison\u0000${timeZone}\u0000${mirror.scope}\u0000${weekStartDate}\u0000${idealWeekId}\u0000${version}`;
      const answer = await cache.answer(userId, question, async () => {
        const [idealWeek, instances] = await Promise.all([
          getIdealWeek(db, userId, idealWeekId),
          comparedInstances(db, userId, range, timeZone, mirror),
        ]);
        if (!idealWeek) notFound('Ideal week');
        return JSON.stringify(
          compareWeek({ schedule: idealWeek.schedule, instances, weekStartDate, timeZone }),
        );
      });
      const sent = c.body(answer.body as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/json',
      });
      return sent as unknown as TypedResponse<WeekComparison, 200, 'json'>;
    },
  );
  return router;
}
