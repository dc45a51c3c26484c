/**
 * POST /api/calendar/week-comparison (spec §7; issue 13; ADR 027): the Week Comparison Score of a Monday-Sunday
 * week in the request's time zone (ADR 006) against one of the user's ideal weeks, by core's `compareWeek`. A
 * body that is not `{ weekStartDate: a Monday, idealWeekId: UUID }` answers 400 naming the field; an ideal week
 * that is not the user's answers 404. The week's instances are the events every view lists, with the life
 * domain each counts for (a Steward block's own domain).
 */
import { createRoute } from '@hono/zod-openapi';
import {
  type ComparedInstance,
  compareWeek,
  weekComparison,
  weekComparisonInput,
} from '../../../core/calendar/week-comparison.ts';
import { zonedToUtc } from '../../../core/dates.ts';
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
import { getIdealWeek } from '../ideal-weeks/repo.ts';
import { listTimeBlocks } from './repo.ts';

const result = named(weekComparison, 'WeekComparison');
const body = named(weekComparisonInput, 'WeekComparisonInput');

/**
 * The instances of the user's week [start, end) (UTC instants) as the rule reads them: Steward's time blocks
 * (busy, timed, their own domain).
 */
async function weekInstances(db: Db, userId: string, start: Date, end: Date): Promise<ComparedInstance[]> {
  const blocks = await listTimeBlocks(db, userId, start, end);
  return blocks.map((b) => ({ start: b.startAt, end: b.endAt, allDay: false, busy: true, domain: b.domain }));
}

/** The week comparison route of the calendar module. */
export function weekComparisonRoutes(db: Db) {
  const router = createRouter();
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
      const [idealWeek, instances] = await Promise.all([
        getIdealWeek(db, userId, idealWeekId),
        weekInstances(
          db,
          userId,
          zonedToUtc(weekStartDate, 0, timeZone),
          zonedToUtc(weekStartDate, 7 * 1440, timeZone),
        ),
      ]);
      if (!idealWeek) notFound('Ideal week');
      const comparison = compareWeek({ schedule: idealWeek.schedule, instances, weekStartDate, timeZone });
      return c.json(comparison, 200);
    },
  );
  return router;
}
