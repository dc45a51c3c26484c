/**
 * The week planner's grid (docs/product.md §2 'Week planner'; ADR 059): the seven days Monday to Sunday as columns of
 * the hours 6 AM - 10 PM (the overview timeline's hours), each day's Big 3 above its column (dragged into any
 * column, or booked from their Schedule button), the user's events and Steward blocks by their times (overlapping
 * ones side by side), and behind them, faint and labelled, the chosen Ideal Week's blocks coloured by life domain.
 * The grid scrolls sideways inside its own region when the screen is narrow.
 */
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { format, parseISO } from 'date-fns';
import { CalendarClock, GripVertical } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { DailyPlan } from '../../../../core/daily-plan.ts';
import { LIFE_DOMAINS } from '../../../../core/ideal-week.ts';
import type { IdealBlock } from '../../../../core/week-planner.ts';
import { cn } from '../../../lib/utils.ts';
import type { CalendarEvent } from '../../calendar/api.ts';
import { eventsOnDay } from '../../calendar/calendar-layout.ts';
import { type PlanDragData, type TimelineDropData, usePlanner } from '../overview/plan-dnd.tsx';
import { type HourRow, PLANNER_START } from '../overview/planner-geometry.ts';
import { TIMELINE_FIRST_HOUR, TIMELINE_LAST_HOUR } from '../overview/timeline-events.ts';
import { WeekEvent } from './week-block.tsx';
import { columnEvents } from './week-layout.ts';

/** Height of one hour, px. */
const HOUR_PX = 48;
const HOURS = Array.from(
  { length: TIMELINE_LAST_HOUR - TIMELINE_FIRST_HOUR + 1 },
  (_, index) => TIMELINE_FIRST_HOUR + index,
);

/** Pixels from the column's top of minute `minutes` of the day. */
function px(minutes: number): number {
  return ((minutes - PLANNER_START) / 60) * HOUR_PX;
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
  /** The chosen Ideal Week's blocks in the week, and its name; empty without one. */
  idealBlocks: readonly IdealBlock[];
  idealName: string | null;
}

/** The grid: day headers with their Big 3, then the columns of hours. */
export function WeekColumns({ days, today, plans, events, idealBlocks, idealName }: WeekColumnsProps) {
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
          {HOURS.map((hour) => (
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
            idealBlocks={idealBlocks.filter((block) => block.date === date)}
            idealName={idealName}
          />
        ))}
      </div>
    </section>
  );
}

/** A day's name and date (a link to its overview), its all-day events and its Big 3. */
function DayHeader({
  date,
  today,
  plan,
  events,
}: {
  date: string;
  today: string;
  plan: DailyPlan | undefined;
  events: readonly CalendarEvent[];
}) {
  const day = parseISO(date);
  const allDay = eventsOnDay(events, day).filter((event) => event.allDay);
  const weekday = format(day, 'EEEE');
  return (
    <div className="flex min-w-0 flex-col gap-1.5 border-l border-border/70 px-1 pb-2">
      <h2 className={cn('text-sm font-semibold', date === today && 'text-primary')}>
        <Link
          to={`/daily-overview?date=${date}`}
          className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {format(day, 'EEE, MMM d')}
          {date === today ? <span className="sr-only"> (today)</span> : null}
        </Link>
      </h2>
      {allDay.length > 0 ? (
        <ul aria-label={`All-day events, ${weekday}`} className="grid gap-0.5 text-xs">
          {allDay.map((event) => (
            <li key={event.id} dir="auto" className="truncate rounded-sm bg-muted px-1">
              {event.summary}
            </li>
          ))}
        </ul>
      ) : null}
      {plan && plan.bigThree.length > 0 ? (
        <ol aria-label={`Big 3, ${weekday}`} className="grid gap-1">
          {plan.bigThree.map((title, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tasks are positional (a block's task is its index).
            <BigThreeTask key={`${index}:${title}`} date={date} title={title} index={index} />
          ))}
        </ol>
      ) : (
        <p className="text-xs text-muted-foreground">Not planned</p>
      )}
    </div>
  );
}

/** A Big 3 task: dragged into a day's column, or booked from its Schedule button. */
function BigThreeTask({ date, title, index }: { date: string; title: string; index: number }) {
  const planner = usePlanner();
  const task = { date, group: 'bigThree' as const, index };
  const data: PlanDragData = { kind: 'task', title, task };
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `task:${date}:${index}`, data });
  return (
    <li
      ref={setNodeRef}
      {...listeners}
      className={cn(
        'flex cursor-grab touch-manipulation items-start gap-1 rounded-md border border-border bg-card p-1 text-xs select-none',
        isDragging && 'opacity-50',
      )}
    >
      <GripVertical aria-hidden="true" className="mt-0.5 size-3 shrink-0 text-muted-foreground/70" />
      <span dir="auto" className="min-w-0 flex-1 wrap-anywhere">
        {title}
      </span>
      <button
        type="button"
        aria-label={`Schedule ${title}`}
        onClick={() => planner?.scheduleTask(title, task)}
        className="shrink-0 cursor-pointer rounded-sm p-0.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <CalendarClock aria-hidden="true" className="size-3.5" />
      </button>
    </li>
  );
}

/** A day's column: its hours (the drop target), the Ideal Week's blocks behind, its timed events on top. */
function DayColumn({
  date,
  events,
  idealBlocks,
  idealName,
}: {
  date: string;
  events: readonly CalendarEvent[];
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
  const placed = columnEvents(events, date);
  return (
    <div
      ref={(node) => {
        element.current = node;
        drop.setNodeRef(node);
      }}
      data-day={date}
      className={cn('relative border-l border-border/70', drop.isOver && 'bg-primary-soft/40')}
    >
      {HOURS.map((hour) => (
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
