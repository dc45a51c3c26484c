/**
 * The month view of Calendar at a Glance (docs/product.md §2, §9): a Sunday-Saturday grid of the month's weeks, each
 * day listing up to 3 event titles and '+n more'; the selected day's events below it under 'Events on {date}', each
 * with its summary, optional description and a start-end badge, or 'No events scheduled'. The days are one tab
 * stop (roving tabindex, ADR 030): arrow keys move a day or a week, Home/End to the week's ends, and Enter or
 * Space shows the focused day's events.
 */
import { format, isSameDay, isSameMonth, isToday } from 'date-fns';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { eventColorClasses } from '../../components/event-color-classes.ts';
import { eventsOnDay, timeRangeLabel } from '../../components/event-layout.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { cn } from '../../lib/utils.ts';
import type { CalendarEvent } from './api.ts';
import { MONTH_CELL_EVENTS } from './calendar-layout.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Props of MonthView. */
export interface MonthViewProps {
  /** The grid's days (whole Sunday-Saturday weeks). */
  days: readonly Date[];
  /** The selected day; it is in the shown month. */
  selected: Date;
  /** The events of the grid's range; empty while loading or after an error. */
  events: readonly CalendarEvent[];
  onSelect(day: Date): void;
}

function DayCell({
  day,
  selected,
  inMonth,
  events,
  tabStop,
  onSelect,
}: {
  day: Date;
  selected: boolean;
  inMonth: boolean;
  events: readonly CalendarEvent[];
  /** Whether this day is the grid's one tab stop. */
  tabStop: boolean;
  onSelect(day: Date): void;
}) {
  const shown = events.slice(0, MONTH_CELL_EVENTS);
  const more = events.length - shown.length;
  const count = events.length === 1 ? '1 event' : `${events.length} events`;
  return (
    <button
      type="button"
      aria-pressed={selected}
      tabIndex={tabStop ? 0 : -1}
      onClick={() => onSelect(day)}
      className={cn(
        'flex min-h-20 min-w-0 cursor-pointer flex-col items-stretch gap-0.5 border-border/70 border-r border-b p-1 text-left align-top transition-colors hover:bg-muted/60 sm:min-h-28 sm:p-1.5',
        'focus-visible:relative focus-visible:z-10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        !inMonth && 'bg-muted/40 text-muted-foreground',
        selected && 'bg-primary-soft/60',
      )}
    >
      <span className="sr-only">{`${format(day, 'EEEE, MMMM d, yyyy')}, ${count}`}</span>
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-6 items-center justify-center self-start rounded-full text-xs font-semibold tabular-nums sm:text-sm',
          isToday(day) && 'bg-primary text-primary-foreground',
        )}
      >
        {format(day, 'd')}
      </span>
      {shown.map((event) => (
        <span
          key={event.id}
          aria-hidden="true"
          dir="auto"
          className={cn(
            'truncate rounded-sm border-l-2 px-1 text-[0.6875rem] leading-4 sm:text-xs',
            eventColorClasses(event.colorId).surface,
          )}
        >
          {event.summary}
        </span>
      ))}
      {more > 0 ? (
        <span aria-hidden="true" className="px-1 text-[0.6875rem] font-medium sm:text-xs">
          +{more} more
        </span>
      ) : null}
    </button>
  );
}

/** The index a key moves to from `index` in a grid of `count` days, 7 a row (null: not a moving key). */
export function monthGridMove(index: number, key: string, count: number): number | null {
  const steps: Record<string, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -7,
    ArrowDown: 7,
    Home: -(index % 7),
    End: 6 - (index % 7),
  };
  const step = steps[key];
  if (step === undefined) return null;
  return Math.min(Math.max(index + step, 0), count - 1);
}

/** The month grid and the selected day's events. */
export function MonthView({ days, selected, events, onSelect }: MonthViewProps) {
  const listId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const dayEvents = eventsOnDay(events, selected);
  // The day with the tab stop: the one arrows last moved to while the same day stays selected; else the selected.
  const [moved, setMoved] = useState<{ from: number; day: Date } | null>(null);
  const selectedIndex = Math.max(
    days.findIndex((day) => isSameDay(day, selected)),
    0,
  );
  const movedIndex =
    moved && moved.from === selected.getTime() ? days.findIndex((day) => isSameDay(day, moved.day)) : -1;
  const stop = movedIndex >= 0 ? movedIndex : selectedIndex;
  const onKeyDown = (event: KeyboardEvent) => {
    const buttons = [...(gridRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const from = buttons.indexOf(event.target as HTMLButtonElement);
    const next = from < 0 ? null : monthGridMove(from, event.key, days.length);
    const day = next === null ? undefined : days[next];
    if (next === null || !day) return;
    event.preventDefault();
    setMoved({ from: selected.getTime(), day });
    buttons[next]?.focus();
  };
  return (
    <div className="grid gap-6">
      <div className="overflow-hidden rounded-xl border border-border bg-card shadow-sm">
        <div aria-hidden="true" className="grid grid-cols-7 border-border border-b bg-muted/50">
          {WEEKDAYS.map((name) => (
            <span key={name} className="px-1 py-2 text-center text-xs font-semibold text-muted-foreground">
              {name}
            </span>
          ))}
        </div>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys between the day buttons it holds */}
        <div ref={gridRef} className="grid grid-cols-7 [&>*:nth-child(7n)]:border-r-0" onKeyDown={onKeyDown}>
          {days.map((day, index) => (
            <DayCell
              key={day.getTime()}
              day={day}
              inMonth={isSameMonth(day, selected)}
              selected={isSameDay(day, selected)}
              events={eventsOnDay(events, day)}
              tabStop={index === stop}
              onSelect={onSelect}
            />
          ))}
        </div>
      </div>

      <Card>
        <CardHeader className="pb-4">
          <CardTitle as="h2" id={listId}>
            Events on {format(selected, 'MMMM d, yyyy')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {dayEvents.length === 0 ? (
            <p className="text-sm text-muted-foreground">No events scheduled</p>
          ) : (
            <ul aria-labelledby={listId} className="grid gap-2">
              {dayEvents.map((event) => (
                <li
                  key={event.id}
                  className={cn(
                    'flex flex-wrap items-start justify-between gap-2 rounded-md border-l-4 px-3 py-2',
                    eventColorClasses(event.colorId).surface,
                  )}
                >
                  <div className="min-w-0 flex-1">
                    <p dir="auto" className="font-medium break-words">
                      {event.summary}
                    </p>
                    {event.description ? (
                      <p dir="auto" className="mt-0.5 text-sm break-words whitespace-pre-line opacity-90">
                        {event.description}
                      </p>
                    ) : null}
                  </div>
                  <Badge variant="outline" className="bg-card">
                    {timeRangeLabel(event)}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
