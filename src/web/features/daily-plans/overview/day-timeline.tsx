/**
 * "Today's Calendar" on the daily overview (docs/product.md §2, §9): every event of the day from Steward and the
 * connected calendars, all-day ones in a row above the hours and timed ones in hourly rows from 6 AM to 9 PM by
 * local start hour, coloured by colour id. Steward's own time blocks (wherever they are stored) can be removed
 * here (ADR 005), and their life domain changed (ADR 033); on a day that can be planned the timeline takes dropped
 * tasks and moved blocks (ADR 054, plan-dnd.tsx). Failing calendars and the way to Settings → Calendars show under the timeline.
 */
import { useDroppable } from '@dnd-kit/core';
import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { CalendarClock, CalendarDays, LoaderCircle } from 'lucide-react';
import { memo, type ReactNode, useCallback, useId, useRef } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import { type CalendarEvent, dayEventsQuery, sourcesQuery } from '../../calendar/api.ts';
import { CALENDAR_SETTINGS_PATH, CalendarNotices } from './calendar-notices.tsx';
import { TIMELINE_DROP_ID, type TimelineDropData, usePlanner } from './plan-dnd.tsx';
import type { HourRow } from './planner-geometry.ts';
import { TimelineEvent } from './timeline-block.tsx';
import { layOutDay, TIMELINE_FIRST_HOUR, TIMELINE_LAST_HOUR } from './timeline-events.ts';

const HOURS = Array.from(
  { length: TIMELINE_LAST_HOUR - TIMELINE_FIRST_HOUR + 1 },
  (_, index) => TIMELINE_FIRST_HOUR + index,
);

/** '6 AM', '12 PM', '9 PM'. */
function hourLabel(hour: number): string {
  return format(new Date(2000, 0, 1, hour), 'h a');
}

function StatusText({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center justify-center gap-2 rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}

/** Props of DayTimeline. */
export interface DayTimelineProps {
  /** The local day shown, 'YYYY-MM-DD'. */
  date: string;
  /** The current hour (0-23) when the day shown is today, to mark it and open on it; omit on other days. */
  currentHour?: number;
  /** Classes of the card's section (e.g. its place in the page's layout). */
  className?: string;
}

/**
 * Where the timeline opens: at the top (6 AM) unless the current hour's row would be below the visible part,
 * in which case the row before it (an hour of context) comes to the top. Other days open at 6 AM.
 */
export function initialScrollTop(
  rows: readonly { hour: number; top: number; bottom: number }[],
  visibleHeight: number,
  currentHour: number | undefined,
): number {
  if (currentHour === undefined) return 0;
  const hour = Math.min(TIMELINE_LAST_HOUR, Math.max(TIMELINE_FIRST_HOUR, currentHour));
  const index = rows.findIndex((row) => row.hour === hour);
  const row = rows[index];
  if (!row || row.bottom <= visibleHeight) return 0;
  return Math.max(0, rows[index - 1]?.top ?? row.top);
}

/**
 * The "Today's Calendar" card: events overlapping the shown local day (GET /api/calendar/events from its local
 * midnight to the next), all-day ones above hourly rows 6 AM - 9 PM that scroll at 400 px, the connected
 * calendars' failures, and a link to Settings → Calendars. When the events cannot be read, the documented prompt to
 * connect the calendar service (docs/product.md §8).
 */
export const DayTimeline = memo(function DayTimeline({ date, currentHour, className }: DayTimelineProps) {
  const titleId = useId();
  const dayStart = parseISO(date);
  const events = useQuery(dayEventsQuery(date));
  const sources = useQuery(sourcesQuery);
  const planner = usePlanner();
  const rowsElement = useRef<HTMLOListElement | null>(null);
  const dropData: TimelineDropData = {
    date,
    rows: () =>
      [...(rowsElement.current?.querySelectorAll<HTMLElement>('[data-hour]') ?? [])].map((row): HourRow => {
        const rect = row.getBoundingClientRect();
        return { hour: Number(row.dataset.hour), top: rect.top, bottom: rect.bottom };
      }),
  };
  const drop = useDroppable({ id: TIMELINE_DROP_ID, data: dropData, disabled: planner === null });

  const list = events.data?.events ?? [];
  const { allDay, byHour } = layOutDay(list, dayStart);
  const calendarNames = new Map(
    (sources.data ?? []).flatMap((source) =>
      source.calendars.map((calendar) => [calendar.id, calendar.name]),
    ),
  );
  const nameOf = (event: CalendarEvent) =>
    event.calendarId === null ? undefined : calendarNames.get(event.calendarId);
  // When the rows appear (a new <ol> per day), open the scrolling timeline (not the page) on the morning, or on
  // the current hour when it would be out of view; later renders leave the user's scrolling alone.
  const { setNodeRef } = drop;
  const openTimeline = useCallback(
    (container: HTMLOListElement | null) => {
      rowsElement.current = container;
      setNodeRef(container);
      if (!container) return;
      const rows = [...container.querySelectorAll<HTMLElement>('[data-hour]')].map((row) => ({
        hour: Number(row.dataset.hour),
        top: row.offsetTop,
        bottom: row.offsetTop + row.offsetHeight,
      }));
      const hour = container.dataset.currentHour;
      container.scrollTop = initialScrollTop(rows, container.clientHeight, hour ? Number(hour) : undefined);
    },
    [setNodeRef],
  );

  let body: ReactNode;
  if (events.isPending) {
    body = (
      <StatusText>
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        Loading events...
      </StatusText>
    );
  } else if (events.isError) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
        <p>Connect your Google Calendar to see today's events</p>
        <Link to={CALENDAR_SETTINGS_PATH} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Open calendar settings
        </Link>
      </div>
    );
  } else if (list.length === 0 && planner === null) {
    body = <StatusText>No events scheduled for today</StatusText>;
  } else {
    body = (
      <div className="flex flex-col gap-2">
        {list.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No events scheduled for today. Drag a task onto an hour to schedule it there.
          </p>
        ) : null}
        {allDay.length > 0 ? (
          <div className="grid grid-cols-[4.25rem_minmax(0,1fr)] rounded-lg border border-border">
            <span className="border-r border-border/70 px-2.5 pt-2 text-right text-xs font-medium text-muted-foreground">
              All day
            </span>
            <ul aria-label="All-day events" className="flex flex-col gap-1.5 p-1.5">
              {allDay.map((event) => (
                <TimelineEvent key={event.id} event={event} calendarName={nameOf(event)} />
              ))}
            </ul>
          </div>
        ) : null}
        <ol
          key={date}
          ref={openTimeline}
          data-current-hour={currentHour}
          aria-label="Timeline, 6 AM to 9 PM"
          className={cn(
            'relative max-h-[400px] overflow-y-auto rounded-lg border border-border',
            drop.isOver && 'ring-2 ring-primary/60',
          )}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
          tabIndex={0}
        >
          {HOURS.map((hour) => {
            const items = byHour.get(hour) ?? [];
            const isNow = hour === currentHour;
            return (
              <li
                key={hour}
                data-hour={hour}
                className="grid min-h-12 grid-cols-[4.25rem_minmax(0,1fr)] border-b border-border/70 last:border-b-0"
              >
                <span
                  className={cn(
                    'border-r border-border/70 px-2.5 pt-2 text-right text-xs font-medium text-muted-foreground tabular-nums',
                    isNow && 'font-semibold text-primary',
                  )}
                >
                  {isNow ? (
                    <span aria-hidden="true" className="mr-1 inline-block size-1.5 rounded-full bg-accent" />
                  ) : null}
                  {hourLabel(hour)}
                  {isNow ? <span className="sr-only"> (now)</span> : null}
                </span>
                {items.length > 0 ? (
                  <ul className="flex flex-col gap-1.5 p-1.5">
                    {items.map((event) => (
                      <TimelineEvent key={event.id} event={event} calendarName={nameOf(event)} />
                    ))}
                  </ul>
                ) : (
                  <span className={cn(isNow && 'bg-primary-soft/40')} />
                )}
              </li>
            );
          })}
        </ol>
      </div>
    );
  }

  return (
    <section aria-labelledby={titleId} className={className}>
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 pb-4 sm:px-6">
          <CardTitle as="h2" id={titleId} className="flex items-center gap-2">
            <CalendarClock className="size-5 text-accent" aria-hidden="true" />
            Today's Calendar
          </CardTitle>
          <Link
            to={CALENDAR_SETTINGS_PATH}
            className={buttonVariants({
              variant: 'ghost',
              size: 'sm',
              className: '-mr-2 text-muted-foreground',
            })}
          >
            <CalendarDays aria-hidden="true" />
            Manage calendars
          </Link>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 px-4 sm:px-6">
          {body}
          {!events.isPending && !events.isError && sources.data ? (
            <CalendarNotices sources={sources.data} notices={events.data.notices} />
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
});
