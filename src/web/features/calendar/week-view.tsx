/**
 * The week view of Calendar at a Glance (docs/product.md §2, §9): 24 hourly rows from 12 AM to 11 PM under the
 * shown days (7 or 5 columns). Beyond docs/product.md, as every calendar does: a timed event spans the rows of its
 * duration, overlapping events sit side by side, all-day events sit in a row above the hours that stays under the
 * day headers (sticky, so they are in view however the hours scroll), and a line marks the current time.
 * Events are coloured by colorId (default 10). The grid scrolls inside its own region (both ways on a phone),
 * opening on the morning.
 */
import { format, isSameDay, isToday } from 'date-fns';
import { useCallback } from 'react';
import { eventColorClasses } from '../../components/event-color-classes.ts';
import { eventsOnDay, layoutDay, timeRangeLabel } from '../../components/event-layout.ts';
import { cn } from '../../lib/utils.ts';
import type { CalendarEvent } from './api.ts';

/** Height of one hour row, px. */
const HOUR_PX = 48;
/** The hour the grid opens on (at the top, under the sticky headers, its label clear of them). */
const OPEN_HOUR = 7;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** '12 AM', '1 AM', … '11 PM'. */
function hourLabel(hour: number): string {
  return format(new Date(2000, 0, 1, hour), 'h a');
}

/** Props of WeekView. */
export interface WeekViewProps {
  /** The shown days (7: Sunday-Saturday, or 5: Monday-Friday). */
  days: readonly Date[];
  /** The events of the shown range; empty while loading or after an error. */
  events: readonly CalendarEvent[];
  /** The current time (the line is drawn in today's column when it is shown). */
  now: Date;
}

function TimedEvent({
  event,
  top,
  bottom,
  lane,
  lanes,
}: {
  event: CalendarEvent;
  top: number;
  bottom: number;
  lane: number;
  lanes: number;
}) {
  const height = ((bottom - top) / 60) * HOUR_PX;
  return (
    <li
      title={`${event.summary}\n${timeRangeLabel(event)}`}
      className={cn(
        'absolute overflow-hidden rounded-md border-l-4 px-1.5 py-0.5 text-xs leading-4 shadow-xs',
        eventColorClasses(event.colorId).surface,
      )}
      style={{
        top: (top / 60) * HOUR_PX + 1,
        height: height - 2,
        left: `calc(${(lane / lanes) * 100}% + 2px)`,
        width: `calc(${100 / lanes}% - 4px)`,
      }}
    >
      <p dir="auto" className="truncate font-medium">
        {event.summary}
      </p>
      <p className={cn('truncate opacity-85', height < 40 && 'sr-only')}>{timeRangeLabel(event)}</p>
    </li>
  );
}

/** The hourly week grid. */
export function WeekView({ days, events, now }: WeekViewProps) {
  const columns = { gridTemplateColumns: `4rem repeat(${days.length}, minmax(6.5rem, 1fr))` };
  const nowMinutes = now.getHours() * 60 + now.getMinutes();
  const hasAllDay = days.some((day) => eventsOnDay(events, day).some((event) => event.allDay));
  const openOnMorning = useCallback((region: HTMLElement | null) => {
    if (region) region.scrollTop = OPEN_HOUR * HOUR_PX - HOUR_PX / 3;
  }, []);

  return (
    <section
      ref={openOnMorning}
      aria-label={`Week of ${format(days[0] ?? now, 'MMMM d, yyyy')}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="max-h-[640px] overflow-auto rounded-xl border border-border bg-card shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="grid min-w-fit" style={columns}>
        <div className="sticky top-0 left-0 z-30 h-16 border-border border-r border-b bg-card" />
        {days.map((day) => (
          <div
            key={day.getTime()}
            className={cn(
              'sticky top-0 z-20 h-16 border-border border-b bg-card px-1 py-2 text-center text-xs font-semibold',
              isToday(day) ? 'text-primary' : 'text-muted-foreground',
            )}
          >
            <span className="block">{format(day, 'EEE')}</span>
            <span
              className={cn(
                'mt-0.5 inline-flex size-7 items-center justify-center rounded-full text-sm tabular-nums',
                isToday(day) ? 'bg-primary text-primary-foreground' : 'text-foreground',
              )}
            >
              {format(day, 'd')}
            </span>
          </div>
        ))}

        {hasAllDay ? (
          <>
            <div className="sticky top-16 left-0 z-30 border-border border-r border-b bg-card px-1.5 py-1.5 text-right text-[0.6875rem] text-muted-foreground">
              All day
            </div>
            {days.map((day) => (
              <ul
                key={day.getTime()}
                aria-label={`All-day events, ${format(day, 'EEEE, MMMM d')}`}
                className="sticky top-16 z-20 flex min-w-0 flex-col gap-1 border-border border-b bg-card p-1"
              >
                {eventsOnDay(events, day)
                  .filter((event) => event.allDay)
                  .map((event) => (
                    <li
                      key={event.id}
                      dir="auto"
                      title={event.summary}
                      className={cn(
                        'truncate rounded-sm border-l-4 px-1.5 text-xs leading-5',
                        eventColorClasses(event.colorId).surface,
                      )}
                    >
                      {event.summary}
                    </li>
                  ))}
              </ul>
            ))}
          </>
        ) : null}

        <ol aria-label="Hours" className="sticky left-0 z-10 border-border border-r bg-card">
          {HOURS.map((hour) => (
            <li
              key={hour}
              style={{ height: HOUR_PX }}
              className="-translate-y-2 pr-1.5 text-right text-[0.6875rem] text-muted-foreground tabular-nums first:translate-y-0"
            >
              {hourLabel(hour)}
            </li>
          ))}
        </ol>
        {days.map((day) => (
          <section
            key={day.getTime()}
            aria-label={format(day, 'EEEE, MMMM d')}
            className="relative border-border/70 border-l first-of-type:border-l-0"
            style={{ height: 24 * HOUR_PX }}
          >
            <div
              aria-hidden="true"
              className="absolute inset-0"
              style={{
                backgroundImage: `repeating-linear-gradient(to bottom, transparent 0 ${HOUR_PX - 1}px, var(--color-border) ${HOUR_PX - 1}px ${HOUR_PX}px)`,
              }}
            />
            <ol className="absolute inset-0">
              {layoutDay(events, day).map((placed) => (
                <TimedEvent key={placed.event.id} {...placed} />
              ))}
            </ol>
            {isSameDay(day, now) ? (
              <div
                aria-hidden="true"
                data-testid="current-time"
                className="pointer-events-none absolute inset-x-0 z-10 h-0.5 bg-destructive"
                style={{ top: (nowMinutes / 60) * HOUR_PX }}
              >
                <span className="-top-1 -left-1 absolute size-2.5 rounded-full bg-destructive" />
              </div>
            ) : null}
          </section>
        ))}
      </div>
    </section>
  );
}
