/**
 * Event instances of a range as every calendar view sees them (the timeline, GET /api/calendar/events,
 * free slots, the week comparison): Steward's own time blocks plus the mirrored instances of the user's
 * connected calendars, read from the database only (a slow provider never makes a view wait). ADR 023.
 */
import { and, asc, eq, gt, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { DEFAULT_EVENT_COLOR_ID } from '../../../core/calendar/event-colors.ts';
import type { CalendarEvent } from '../../../core/calendar/events.ts';
import { MAX_INSTANT, MIN_INSTANT, zonedToUtc } from '../../../core/dates.ts';
import type { LifeDomainId } from '../../../core/ideal-week.ts';
import { calendarInstances, calendarSources, calendars, timeBlocks } from '../../db/calendar-schema.ts';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { listTimeBlocks, taskOf } from './repo.ts';

/**
 * An event with the life domain it counts for in the Week Comparison (ADRs 027, 033: its calendar's, a block's own, or
 * null) and whether it takes time as free slots see it (`countsBusy`: a block, or a busy instance of a calendar
 * that counts as busy).
 */
export type EventInstance = CalendarEvent & { domain: LifeDomainId | null; countsBusy: boolean };

/**
 * Which mirrored instances to read: 'shown' (calendars shown in Steward, busy or not: the timeline and the
 * events list) or 'busy' (busy instances of calendars that count as busy, shown or not: free slots).
 */
export type EventSelection = 'shown' | 'busy';

/** All-day rows are re-placed in the asking zone, so the range read from the table is this much wider. */
const ZONE_SLACK_MS = 2 * 86_400_000;

function prepareInstances(db: Db, selection: EventSelection) {
  const which =
    selection === 'shown'
      ? eq(calendars.show, true)
      : and(eq(calendars.busy, true), eq(calendarInstances.busy, true));
  return db
    .select({
      id: calendarInstances.id,
      summary: calendarInstances.summary,
      description: calendarInstances.description,
      startAt: calendarInstances.startAt,
      endAt: calendarInstances.endAt,
      allDay: calendarInstances.allDay,
      startDate: calendarInstances.startDate,
      endDate: calendarInstances.endDate,
      colorId: sql<
        string | null
      >`coalesce(${calendarInstances.colorId}, ${calendars.colorId}, ${calendars.providerColorId})`,
      busy: calendarInstances.busy,
      calendarId: calendars.id,
      calendarBusy: calendars.busy,
      domain: calendars.domain,
      kind: calendarSources.kind,
    })
    .from(calendarInstances)
    .innerJoin(calendars, eq(calendars.id, calendarInstances.calendarId))
    .innerJoin(calendarSources, eq(calendarSources.id, calendars.sourceId))
    .where(
      and(
        eq(calendarInstances.userId, sql.placeholder('userId')),
        lt(calendarInstances.startAt, sql.placeholder('to')),
        gt(calendarInstances.endAt, sql.placeholder('from')),
        // The mirror's rows inside its window, far rows outside it (ADR 041): each instance once.
        sql`${calendarInstances.far} <> ${overlapsWindow(
          calendarInstances.startAt,
          calendarInstances.endAt,
          sql.placeholder('windowStart'),
          sql.placeholder('windowEnd'),
        )}`,
        which,
        // A block Steward wrote into a calendar is listed once, as the Steward block. A null id matches no block,
        // so no 'is null' branch: with one, the planner hashed every user's blocks instead of an anti-join on the
        // user's own (tests/api/query-plans.test.ts).
        sql`not exists (select 1 from ${timeBlocks} where ${timeBlocks.id} = ${calendarInstances.stewardBlockId} and ${timeBlocks.userId} = ${calendarInstances.userId})`,
      ),
    )
    .orderBy(asc(calendarInstances.startAt))
    .prepare(`calendar_instances_${selection}`);
}

const statements = perDatabase((db) => ({
  shown: prepareInstances(db, 'shown'),
  busy: prepareInstances(db, 'busy'),
}));

/**
 * SQL: whether the instance [start, end) overlaps the mirror window [windowStart, windowEnd), by the rule of the
 * listings (expand-instances.ts `overlaps`: an instance without duration counts at its start).
 */
export function overlapsWindow(
  start: SQLWrapper,
  end: SQLWrapper,
  windowStart: unknown,
  windowEnd: unknown,
): SQL {
  return sql`(${start} < ${windowEnd}::timestamptz and (${end} > ${windowStart}::timestamptz or (${end} = ${start} and ${start} >= ${windowStart}::timestamptz)))`;
}

/**
 * The user's events overlapping `range` (UTC, half-open), by start then id: time blocks (source 'steward',
 * `timeBlockId` set, busy, `calendarId` the calendar they were written into or null) and mirrored instances of
 * the calendars `selection` names. All-day instances are placed at `timeZone`'s midnights of their local dates
 * (so they follow the asking zone, not the zone of the last sync); colour is the event's, else its calendar's.
 * Each carries its calendar's life `domain` (null for blocks). A mirrored copy of one of the user's blocks is
 * left out: the block stands for it. Instances inside `mirror` (the mirror window of `timeZone` today) come from
 * the mirror, the others from the far months read for the range (ADR 041: far-ranges.ts prepares them).
 */
export async function listEventInstances(
  db: Db,
  userId: string,
  range: { start: Date; end: Date },
  timeZone: string,
  mirror: { start: Date; end: Date },
  selection: EventSelection = 'shown',
): Promise<EventInstance[]> {
  const [blocks, rows] = await Promise.all([
    listTimeBlocks(db, userId, range.start, range.end),
    statements(db)[selection].execute({
      userId,
      // Kept within the API's instants (ADR 011): past year 9999 toISOString() writes '+010000-…', which the
      // database cannot read.
      from: new Date(Math.max(range.start.getTime() - ZONE_SLACK_MS, Date.parse(MIN_INSTANT))).toISOString(),
      to: new Date(Math.min(range.end.getTime() + ZONE_SLACK_MS, Date.parse(MAX_INSTANT))).toISOString(),
      windowStart: mirror.start.toISOString(),
      windowEnd: mirror.end.toISOString(),
    }),
  ]);
  // Both lists come ordered by start; instants are compared as numbers (no Date.parse in the sort).
  const keyed: { at: number; event: EventInstance }[] = blocks.map((b) => ({
    at: b.startAt.getTime(),
    event: {
      id: b.id,
      summary: b.title,
      description: 'Scheduled in Steward',
      start: b.startAt.toISOString(),
      end: b.endAt.toISOString(),
      ...(b.colorId ? { colorId: b.colorId } : {}),
      allDay: false,
      calendarId: b.calendarId,
      busy: true,
      source: 'steward',
      timeBlockId: b.id,
      domain: b.domain,
      task: taskOf(b),
      countsBusy: true,
    },
  }));
  const from = range.start.getTime();
  const to = range.end.getTime();
  for (const row of rows) {
    const allDay = row.allDay && row.startDate !== null && row.endDate !== null;
    const start = allDay ? zonedToUtc(row.startDate as string, 0, timeZone).getTime() : row.startAt.getTime();
    const end = allDay ? zonedToUtc(row.endDate as string, 0, timeZone).getTime() : row.endAt.getTime();
    if (!(start < to && (end > from || (end === start && start >= from)))) continue;
    keyed.push({
      at: start,
      event: {
        id: row.id,
        summary: row.summary,
        description: row.description,
        start: allDay ? new Date(start).toISOString() : row.startAt.toISOString(),
        end: allDay ? new Date(end).toISOString() : row.endAt.toISOString(),
        colorId: row.colorId ?? String(DEFAULT_EVENT_COLOR_ID), // as the calendar's settings show it
        allDay: row.allDay,
        calendarId: row.calendarId,
        busy: row.busy,
        source: row.kind,
        domain: row.domain as LifeDomainId | null,
        countsBusy: row.busy && row.calendarBusy,
      },
    });
  }
  keyed.sort((a, b) => a.at - b.at || (a.event.id < b.event.id ? -1 : 1));
  return keyed.map((k) => k.event);
}

/**
 * The wire shape of an event: countsBusy is the free slots' and the comparison's; the domain is listed for a
 * Steward block only (its own, null for none), not for a calendar's instance (its calendar's, in its settings).
 */
export function toWireEvent({ domain, countsBusy: _countsBusy, ...event }: EventInstance): CalendarEvent {
  return event.timeBlockId === undefined ? event : { ...event, domain };
}
