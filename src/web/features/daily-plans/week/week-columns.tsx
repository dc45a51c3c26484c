/**
 * The week planner's grid (docs/product.md §2 'Week planner'; ADR 059): the seven days Monday to Sunday as columns of
 * hours (6 AM - 10 PM, the overview timeline's, widened to hold the week's events and Ideal Week), each day's tasks
 * above its column (week-day-header.tsx), the user's events and Steward blocks by their times (overlapping ones
 * side by side), and behind them, faint and labelled, the chosen Ideal Week's blocks coloured by life domain. The
 * grid scrolls sideways inside its own region when the screen is narrow.
 */
import { useDroppable } from '@dnd-kit/core';
import { format, parseISO } from 'date-fns';
import { useRef } from 'react';
import type { DailyPlan } from '../../../../core/daily-plan.ts';
import { LIFE_DOMAINS } from '../../../../core/ideal-week.ts';
import type { IdealBlock } from '../../../../core/week-planner.ts';
import { cn } from '../../../lib/utils.ts';
import type { CalendarEvent } from '../../calendar/api.ts';
import type { TimelineDropData } from '../overview/plan-dnd.tsx';
import type { HourRow, PlannerHours } from '../overview/planner-geometry.ts';
import { WeekEvent } from './week-block.tsx';
import { DayHeader } from './week-day-header.tsx';
import { columnEvents } from './week-layout.ts';

/** Height of one hour, px. */
const HOUR_PX = 48;

/** The hours of the rows of `hours` (whole hours): 6 .. 21 for 6 AM to 10 PM. */
function hourRows({ from, to }: PlannerHours): number[] {
  return Array.from({ length: (to - from) / 60 }, (_, index) => from / 60 + index);
}

/** Props of WeekColumns. */
export interface WeekColumnsProps {
  /** The week's days, Monday first, 'YYYY-MM-DD'. */
  days: readonly string[];
  /** Today, 'YYYY-MM-DD' (its column is marked). */
  today: string;
  /** The week's plans by date. */
  plans: ReadonlyMap<string, DailyPlan>;
  /** The week's events (empty while loading). */
  events: readonly CalendarEvent[];
  /** The minutes the columns show, whole hours (week-layout.ts `weekHours`). */
  hours: PlannerHours;
  /** The chosen Ideal Week's blocks in the week, and its name; empty without one. */
  idealBlocks: readonly IdealBlock[];
  idealName: string | null;
}

/** The grid: day headers with their Big 3, then the columns of hours. */
export function WeekColumns({ days, today, plans, events, hours, idealBlocks, idealName }: WeekColumnsProps) {
  const rows = hourRows(hours);
  return (
    <section
      aria-label="Week"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="relative min-w-0 overflow-x-auto rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="grid w-max grid-cols-[3rem_repeat(7,8.5rem)] lg:w-auto lg:grid-cols-[3rem_repeat(7,minmax(0,1fr))]">
        <span />
        {days.map((date) => (
          <DayHeader key={date} date={date} today={today} plan={plans.get(date)} events={events} />
        ))}
        <div aria-hidden="true" className="sticky left-0 z-30 bg-background">
          {rows.map((hour) => (
            <span
              key={hour}
              style={{ height: HOUR_PX }}
              className="block pr-1.5 text-right text-xs text-muted-foreground tabular-nums"
            >
              {format(new Date(2000, 0, 1, hour), 'h a')}
            </span>
          ))}
        </div>
        {days.map((date) => (
          <DayColumn
            key={date}
            date={date}
            events={events}
            hours={hours}
            idealBlocks={idealBlocks.filter((block) => block.date === date)}
            idealName={idealName}
          />
        ))}
      </div>
    </section>
  );
}

/** A day's column: its hours (the drop target), the Ideal Week's blocks behind, its timed events on top. */
function DayColumn({
  date,
  events,
  hours,
  idealBlocks,
  idealName,
}: {
  date: string;
  events: readonly CalendarEvent[];
  hours: PlannerHours;
  idealBlocks: readonly IdealBlock[];
  idealName: string | null;
}) {
  const element = useRef<HTMLDivElement | null>(null);
  const data: TimelineDropData = {
    date,
    rows: () =>
      [...(element.current?.querySelectorAll<HTMLElement>('[data-hour]') ?? [])].map((row): HourRow => {
        const rect = row.getBoundingClientRect();
        return { hour: Number(row.dataset.hour), top: rect.top, bottom: rect.bottom };
      }),
  };
  const drop = useDroppable({ id: `day:${date}`, data });
  const weekday = format(parseISO(date), 'EEEE');
  const placed = columnEvents(events, date, hours);
  /** Pixels from the column's top of minute `minutes` of the day. */
  const px = (minutes: number) => ((minutes - hours.from) / 60) * HOUR_PX;
  return (
    <div
      ref={(node) => {
        element.current = node;
        drop.setNodeRef(node);
      }}
      data-day={date}
      className={cn('relative border-l border-border/70', drop.isOver && 'bg-primary-soft/40')}
    >
      {hourRows(hours).map((hour) => (
        <div key={hour} data-hour={hour} style={{ height: HOUR_PX }} className="border-t border-border/70" />
      ))}
      {idealBlocks.length > 0 ? (
        <ul aria-label={`${idealName ?? 'Ideal Week'}, ${weekday}`}>
          {idealBlocks.map((block) => {
            const domain = LIFE_DOMAINS.find((d) => d.id === block.domain);
            return (
              <li
                key={block.start}
                data-ideal-block=""
                style={{
                  top: px(block.start),
                  height: px(block.end) - px(block.start),
                  background: `${domain?.color ?? '#64748b'}1a`,
                  borderColor: domain?.color ?? '#64748b',
                }}
                className="absolute inset-x-0 overflow-hidden border-l-2 border-dashed px-1 text-[0.6875rem] leading-4 text-muted-foreground"
              >
                {/* One line in a half hour; a longer block wraps its activity. */}
                <span dir="auto" className={cn('block', block.end - block.start < 60 && 'truncate')}>
                  <span className="font-medium">Ideal: {domain?.label ?? 'No domain'}</span>
                  {block.activity ? ` · ${block.activity}` : null}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      <ul aria-label={`Events, ${weekday}`}>
        {placed.map(({ event, top, bottom, lane, lanes }) => (
          <WeekEvent
            key={event.id}
            event={event}
            style={{
              top: px(top) + 1,
              height: Math.max(px(bottom) - px(top) - 2, 20),
              left: `calc(0.75rem + (100% - 0.75rem) * ${lane / lanes})`,
              width: `calc((100% - 0.75rem) / ${lanes} - 2px)`,
            }}
          />
        ))}
      </ul>
    </div>
  );
}
