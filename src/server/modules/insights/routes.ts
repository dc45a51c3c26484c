/**
 * GET /api/insights (docs/product.md §2 Insights, §7; ADR 056): the weeks from a Monday to a Sunday (at most 53)
 * and the active goals, computed by core's `insights` from the user's daily plans, goals, chosen ideal week,
 * stored calendar events, habits with their entries and rituals with their runs of the range. "Today" and the
 * zone are the request's (ADR 006). The events are those the Week Comparison reads (Steward's blocks and the
 * shown calendars' instances), from the database only: the mirror and the far months already kept (ADR 041); no
 * calendar is asked for a far month here.
 * Answers are kept in this server's memory (ADR 056) under the user's two versions the database raises at the
 * commit of any write the answer reads (`calendar_versions`, `insights_versions`), read in one indexed query
 * before anything else, so a write through any route on any server sharing the database makes the next answer
 * fresh; the goals' time progress bounds how long an answer holds (`goalTimeProgressChangesAt`).
 */
import { createRoute } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import type { TypedResponse } from 'hono';
import { localDateOf, MAX_INSTANT, zonedToUtc } from '../../../core/dates.ts';
import { goalTimeProgressChangesAt } from '../../../core/goals.ts';
import { type Insights, insights, insightsQuery, insightsSchema } from '../../../core/insights.ts';
import { calendarVersions } from '../../db/calendar-schema.ts';
import type { Db } from '../../db/client.ts';
import { insightsVersions, users } from '../../db/schema.ts';
import { createRouter, errorBody, invalidInput, jsonContent as json, named, notFound } from '../../http.ts';
import { comparedInstances } from '../calendar/comparison-routes.ts';
import { acceptsGzip, createEventsCache } from '../calendar/events-cache.ts';
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

/** Bytes of insights answers a server keeps by default; the least recently used go beyond it (ADR 056). */
export const INSIGHTS_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * The user's calendar and insights versions as one string ('calendar.insights', 0 for a counter not yet
 * raised): one statement, by the two tables' primary keys.
 */
function prepareVersions(db: Db) {
  const version = (table: typeof calendarVersions | typeof insightsVersions) =>
    sql<string>`coalesce((select ${table.version} from ${table} where ${table.userId} = ${users.id}), 0)`;
  return db
    .select({ calendar: version(calendarVersions), insights: version(insightsVersions) })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('insights_versions');
}

/** The insights route; `now` is the clock, `cacheBytes` the bound of the answers kept (INSIGHTS_CACHE_BYTES). */
export function insightRoutes(db: Db, options: { now: () => Date; cacheBytes?: number }) {
  const router = createRouter();
  const cache = createEventsCache(db, options.cacheBytes ?? INSIGHTS_CACHE_BYTES);
  const readVersions = prepareVersions(db);
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
      const today = localDateOf(now, timeZone);
      const mirror = mirrorWindow(now, timeZone);
      // The versions first: an answer is never older than the versions it is kept under (ADRs 031, 056).
      const [versions] = await readVersions.execute({ userId });
      const known = `${versions?.calendar ?? 0}.${versions?.insights ?? 0}`;
      const question = `insights\u0000${timeZone}\u0000${today}\u0000${mirror.scope}\u0000${from}\u0000${to}\u0000${idealWeekId ?? ''}`;
      const compute = async () => {
        const range = {
          start: zonedToUtc(from, 0, timeZone),
          end: new Date(Math.min(zonedToUtc(to, 1440, timeZone).getTime(), Date.parse(MAX_INSTANT))),
        };
        const [idealWeek, plans, goals, instances, habits, rituals] = await Promise.all([
          chosenIdealWeek(db, userId, idealWeekId),
          listDailyPlansBetween(db, userId, from, to),
          listGoals(db, userId),
          comparedInstances(db, userId, range, timeZone, mirror),
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
          today,
        });
        // Held until a goal's shown time progress turns (today, the zone and the mirror window are in the question).
        const active = goals.filter((goal) => !goal.archived);
        const until = Math.min(...active.map((goal) => goalTimeProgressChangesAt(goal, now, timeZone)));
        return { text: JSON.stringify(answer), until };
      };
      const answer = await cache.answer(userId, question, compute, known, now);
      const headers = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
      let sent: Response;
      if (answer.body.length > 1024 && acceptsGzip(c.req.header('Accept-Encoding'))) {
        const gzipped = (await cache.gzipped(answer)) as Uint8Array<ArrayBuffer>;
        sent = c.body(gzipped, 200, { ...headers, 'Content-Encoding': 'gzip' });
      } else sent = c.body(answer.body as Uint8Array<ArrayBuffer>, 200, headers);
      return sent as unknown as TypedResponse<Insights, 200, 'json'>;
    },
  );
  return router;
}
