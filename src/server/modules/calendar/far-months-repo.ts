/**
 * The record of months read from calendars outside the mirror window (ADR 041, table `calendar_far_months`):
 * which calendar needs which months, what a read found, and the bound on how many months a calendar keeps.
 * Every function takes the owner's id first.
 */
import { and, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import {
  calendarFarMonths,
  calendarInstances,
  calendarSources,
  calendars,
} from '../../db/calendar-schema.ts';
import type { Db } from '../../db/client.ts';
import type { CalendarRow, SourceRow } from './sources-repo.ts';

/** Months a calendar keeps read (three years of navigation); older reads are forgotten with their rows. */
export const FAR_MONTHS_KEPT = 36;

/** What the last read of one month of one calendar found. */
export interface FarMonthRow {
  month: string;
  timeZone: string;
  fetchedAt: Date;
  truncated: boolean;
  error: string | null;
}

/** A calendar the views read (shown, or busy for free slots), its source, and its records of `months`. */
export interface FarCalendar {
  calendar: CalendarRow;
  source: SourceRow;
  months: FarMonthRow[];
}

/**
 * The user's calendars that a view reads (shown or busy) with their sources and their records of `months`
 * ('YYYY-MM-01', first days of UTC months). Two indexed queries.
 */
export async function farCalendars(
  db: Db,
  userId: string,
  months: readonly string[],
): Promise<FarCalendar[]> {
  const [rows, records] = await Promise.all([
    db
      .select({ calendar: calendars, source: calendarSources })
      .from(calendars)
      .innerJoin(calendarSources, eq(calendarSources.id, calendars.sourceId))
      .where(and(eq(calendars.userId, userId), or(eq(calendars.show, true), eq(calendars.busy, true)))),
    db
      .select()
      .from(calendarFarMonths)
      .where(and(eq(calendarFarMonths.userId, userId), inArray(calendarFarMonths.month, [...months]))),
  ]);
  return rows.map(({ calendar, source }) => ({
    calendar,
    source,
    months: records.filter((record) => record.calendarId === calendar.id),
  }));
}

/**
 * Records a read of `months` of calendar `calendarId` (one upsert, in month order so that two writers lock the
 * rows alike), then forgets the calendar's months beyond the {@link FAR_MONTHS_KEPT} most recently read (never
 * those of this read), with the far rows no kept month covers.
 */
export async function recordFarMonths(
  db: Db,
  userId: string,
  calendarId: string,
  months: readonly string[],
  outcome: { timeZone: string; fetchedAt: Date; truncated: boolean; error: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(calendarFarMonths)
      .values([...months].sort().map((month) => ({ calendarId, userId, month, ...outcome })))
      .onConflictDoUpdate({
        target: [calendarFarMonths.calendarId, calendarFarMonths.month],
        set: {
          timeZone: sql`excluded.time_zone`,
          fetchedAt: sql`excluded.fetched_at`,
          truncated: sql`excluded.truncated`,
          error: sql`excluded.error`,
        },
        setWhere: eq(calendarFarMonths.userId, userId),
      });
    const kept = tx
      .select({ month: calendarFarMonths.month })
      .from(calendarFarMonths)
      .where(eq(calendarFarMonths.calendarId, calendarId))
      .orderBy(desc(calendarFarMonths.fetchedAt), desc(calendarFarMonths.month))
      .limit(FAR_MONTHS_KEPT);
    const forgotten = await tx
      .delete(calendarFarMonths)
      .where(
        and(
          eq(calendarFarMonths.userId, userId),
          eq(calendarFarMonths.calendarId, calendarId),
          notInArray(calendarFarMonths.month, kept),
          // Reads recorded at one instant tie; the months just read are kept whatever the order says.
          notInArray(calendarFarMonths.month, [...months]),
        ),
      )
      .returning({ month: calendarFarMonths.month });
    if (forgotten.length === 0) return;
    await tx.delete(calendarInstances).where(
      and(
        eq(calendarInstances.userId, userId),
        eq(calendarInstances.calendarId, calendarId),
        eq(calendarInstances.far, true),
        sql`not exists (select 1 from ${calendarFarMonths} m where m.calendar_id = ${calendarInstances.calendarId}
          and ${calendarInstances.startAt} < (m.month + interval '1 month')::timestamp at time zone 'UTC'
          and ${calendarInstances.endAt} >= m.month::timestamp at time zone 'UTC')`,
      ),
    );
  });
}
