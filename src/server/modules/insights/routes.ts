/**
 * GET /api/insights (docs/product.md §2 Insights, §7; ADR 056): the weeks from a Monday to a Sunday (at most 53)
 * and the active goals, computed by core's `insights` from the user's daily plans, goals, chosen ideal week,
 * stored calendar events, habits with their entries and rituals with their runs of the range. "Today" and the zone are the request's (ADR 006). The events are those the Week
 * Comparison reads (Steward's blocks and the shown calendars' instances), from the database only: the mirror
 * and the far months already kept (ADR 041); no calendar is asked for a far month here.
 */
import { createRoute } from '@hono/zod-openapi';
import { localDateOf, MAX_INSTANT, zonedToUtc } from '../../../core/dates.ts';
import { insights, insightsQuery, insightsSchema } from '../../../core/insights.ts';
import type { Db } from '../../db/client.ts';
import { createRouter, errorBody, invalidInput, jsonContent as json, named, notFound } from '../../http.ts';
import { comparedInstances } from '../calendar/comparison-routes.ts';
import { mirrorWindow } from '../calendar/sync.ts';
import { listDailyPlansBetween } from '../daily-plans/repo.ts';
import { listGoals } from '../goals/repo.ts';
import { habitsWithEntries } from '../habits/repo.ts';
import { getIdealWeek, type IdealWeek, listIdealWeeks } from '../ideal-weeks/repo.ts';
import { ritualsWithRuns } from '../rituals/runs-repo.ts';

const result = named(insightsSchema, 'Insights');

/**
 * The ideal week the weeks are compared with: `id` when given (null when it is not the user's), else the user's
 * first (the one the Week Comparison card starts with), else undefined when the user has none.
 */
async function chosenIdealWeek(db: Db, userId: string, id: string | undefined) {
  if (id !== undefined) return getIdealWeek(db, userId, id);
  const [first]: (IdealWeek | undefined)[] = await listIdealWeeks(db, userId);
  return first;
}

/** The insights route; `now` is the clock. */
export function insightRoutes(db: Db, options: { now: () => Date }) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/insights',
      summary:
        'Weekly planning, Big 3, rating, life-domain, habit and ritual figures of the Monday weeks from `from` to `to` (at most 53), and the goals’ progress',
      request: { query: insightsQuery },
      responses: {
        200: json(result, 'The insights'),
        400: invalidInput,
        404: json(errorBody, 'No such ideal week for this user'),
      },
    }),
    async (c) => {
      const { from, to, idealWeekId } = c.req.valid('query');
      const { id: userId, timeZone } = c.get('user');
      const now = options.now();
      const range = {
        start: zonedToUtc(from, 0, timeZone),
        end: new Date(Math.min(zonedToUtc(to, 1440, timeZone).getTime(), Date.parse(MAX_INSTANT))),
      };
      const [idealWeek, plans, goals, instances, habits, rituals] = await Promise.all([
        chosenIdealWeek(db, userId, idealWeekId),
        listDailyPlansBetween(db, userId, from, to),
        listGoals(db, userId),
        comparedInstances(db, userId, range, timeZone, mirrorWindow(now, timeZone)),
        habitsWithEntries(db, userId, { from, to }),
        ritualsWithRuns(db, userId, { from, to }),
      ]);
      if (idealWeek === null) notFound('Ideal week');
      const answer = insights({
        from,
        to,
        plans,
        goals,
        instances,
        habits,
        rituals,
        idealWeek: idealWeek ?? null,
        now,
        timeZone,
        today: localDateOf(now, timeZone),
      });
      return c.json(answer, 200);
    },
  );
  return router;
}
