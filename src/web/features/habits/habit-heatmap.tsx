/**
 * A habit's year heatmap (docs/product.md §2, Habit Tracker): the grid of heatmap.ts as a WAI-ARIA grid, one tab stop
 * (roving tabindex, today first), arrow keys, Home/End and PageUp/PageDown to move between days, Enter or Space (or a
 * click) on a day from startDate to today to open the day editor. The grid scrolls sideways inside its card on a
 * narrow screen, scrolled to today; a legend names the colours.
 */
import { type KeyboardEvent, lazy, type MouseEvent, useId, useRef, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { OnceOpened } from '../../lib/once-opened.tsx';
import { cn } from '../../lib/utils.ts';
import type { Habit, HabitEntry } from './api.ts';
import type { EditedDay } from './day-editor.tsx';
import { buildHeatmap, type DayState, type HeatmapCell, moveFocus } from './heatmap.ts';

const DayEditor = lazy(() => import('./day-editor.tsx').then((m) => ({ default: m.DayEditor })));

/** The colour of each state, and the legend's words for it. */
const STATES: Record<DayState, { className: string; legend: string | null }> = {
  done: { className: 'bg-primary', legend: 'Done' },
  partial: { className: 'bg-primary/40', legend: 'Partly done' },
  skipped: { className: 'bg-accent', legend: 'Skipped' },
  none: { className: 'bg-muted ring-1 ring-border-strong ring-inset', legend: 'Not done' },
  notScheduled: { className: 'bg-card ring-1 ring-border ring-inset', legend: 'Not scheduled' },
  beforeStart: {
    className: 'outline-1 -outline-offset-1 outline-border outline-dashed',
    legend: 'Before start',
  },
  future: { className: 'invisible', legend: null },
};

const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** One day's square: a grid cell with its name; after today an empty slot. */
function DayCell({ cell, focused }: { cell: HeatmapCell; focused: boolean }) {
  if (cell.state === 'future') return <td className="p-0" />;
  return (
    <td
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of APG's data grid (the table below)
      role="gridcell"
      data-date={cell.date}
      tabIndex={focused ? 0 : -1}
      aria-label={cell.label}
      aria-disabled={cell.editable ? undefined : true}
      className="p-[1.5px] outline-none focus-visible:[&>span]:ring-2 focus-visible:[&>span]:ring-ring focus-visible:[&>span]:ring-offset-1"
    >
      <span className={cn('block size-3 rounded-[3px]', STATES[cell.state].className)} />
    </td>
  );
}

/** The legend under the grid. */
function Legend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Legend">
      {Object.values(STATES).map(({ className, legend }) =>
        legend ? (
          <li key={legend} className="flex items-center gap-1.5">
            <span className={cn('inline-block size-3 rounded-[3px]', className)} aria-hidden="true" />
            {legend}
          </li>
        ) : null,
      )}
    </ul>
  );
}

/** The heatmap card of `habit` with `entries` (its last 53 weeks), on local date `today`. */
export function HabitHeatmap({
  habit,
  entries,
  today,
}: {
  habit: Habit;
  entries: HabitEntry[];
  today: string;
}) {
  const map = buildHeatmap(habit, entries, today);
  const [focused, setFocused] = useState(today);
  const [editing, setEditing] = useState<EditedDay | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  const titleId = useId();
  const hintId = useId();
  const active = focused >= map.first && focused <= today ? focused : today;

  const open = (cell: HeatmapCell) => {
    setFocused(cell.date);
    if (!cell.editable) return;
    const entry = entries.find((item) => item.date === cell.date);
    setEditing({ date: cell.date, count: entry?.count ?? 0, skipped: entry?.skipped ?? false });
  };

  const onClick = (event: MouseEvent<HTMLTableElement>) => {
    const date = (event.target as HTMLElement).closest<HTMLElement>('[data-date]')?.dataset.date;
    const cell = map.weeks.flat().find((day) => day.date === date);
    if (cell) open(cell);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const cell = map.weeks.flat().find((day) => day.date === active);
    if (!cell) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(cell);
      return;
    }
    const target = moveFocus(active, event.key, event.ctrlKey || event.metaKey, map.first, today);
    if (target === null) return;
    event.preventDefault();
    setFocused(target);
    grid.current?.querySelector<HTMLElement>(`[data-date="${target}"]`)?.focus();
  };

  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardHeader className="px-4 pb-3 sm:px-6">
          <CardTitle as="h2" id={titleId}>
            The last year
          </CardTitle>
          <p id={hintId} className="text-sm text-muted-foreground">
            Move between days with the arrow keys; press Enter on a day to correct it.
          </p>
        </CardHeader>
        <CardContent className="grid gap-3 px-4 sm:px-6">
          {/* A reversed flex box opens scrolled to its end: today's column is in view on a narrow screen. */}
          <div className="flex flex-row-reverse overflow-x-auto pb-2">
            <table
              ref={grid}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: APG's data grid is a table with role grid
              role="grid"
              aria-labelledby={titleId}
              aria-describedby={hintId}
              onKeyDown={onKeyDown}
              onClick={onClick}
              className="w-max shrink-0 border-separate border-spacing-0"
            >
              <thead aria-hidden="true">
                <tr>
                  <td />
                  {map.weeks.map((week, column) => (
                    <td key={week[0]?.date} className="relative h-4 p-0 text-[10px] text-muted-foreground">
                      <span className="absolute top-0 left-0 whitespace-nowrap">
                        {map.months.find((month) => month.column === column)?.name}
                      </span>
                    </td>
                  ))}
                </tr>
              </thead>
              <tbody>
                {WEEKDAY_LABELS.map((weekday, row) => (
                  <tr key={weekday}>
                    <th
                      scope="row"
                      className="sticky left-0 z-10 bg-card pr-1.5 text-left text-[10px] leading-none font-normal whitespace-nowrap text-muted-foreground"
                    >
                      {weekday}
                    </th>
                    {map.weeks.map((week) => {
                      const cell = week[row];
                      return cell ? (
                        <DayCell key={cell.date} cell={cell} focused={cell.date === active} />
                      ) : null;
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Legend />
        </CardContent>
      </Card>
      <OnceOpened open={editing !== null}>
        <DayEditor habit={habit} day={editing} onClose={() => setEditing(null)} />
      </OnceOpened>
    </section>
  );
}
