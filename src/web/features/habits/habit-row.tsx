/**
 * One active habit on the Habit Tracker: its name (a link to its page), the schedule and target ('3 times a week ·
 * 2 glasses a day'), today's check, the actions menu ('Skip today' / 'Undo skip', 'Set count…', Edit, Archive,
 * Delete), the current streak with its unit and the last seven days as dots named 'Tuesday, March 3: done'. A day
 * schedule's unscheduled day says so and still takes a check-in (ADR 042: it is kept, it does not add).
 */
import { useQuery } from '@tanstack/react-query';
import { CalendarOff, Flame, Hash, SkipForward, Undo2 } from 'lucide-react';
import { lazy, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { addDays } from '../../../core/dates.ts';
import { isScheduled } from '../../../core/habits.ts';
import { Card } from '../../components/ui/card.tsx';
import { DropdownMenuItem } from '../../components/ui/dropdown-menu.tsx';
import { OnceOpened } from '../../lib/once-opened.tsx';
import { cn } from '../../lib/utils.ts';
import { type Habit, habitEntriesQuery, habitStatsQuery, useSaveHabitEntry } from './api.ts';
import { CheckInButton } from './check-in-button.tsx';
import { HabitActions } from './habit-actions.tsx';
import { type DayState, dayMonthText, habitSummary, lastSevenDays, streakText } from './habit-view.ts';

/** The count dialog, loaded when first opened (ADR 022). */
const DayEditor = lazy(() => import('./day-editor.tsx').then((m) => ({ default: m.DayEditor })));

const DOT_CLASS: Record<DayState, string> = {
  done: 'border-success bg-success',
  skipped:
    'border-muted-foreground bg-[repeating-linear-gradient(135deg,var(--color-muted-foreground)_0_2px,transparent_2px_4px)]',
  missed: 'border-destructive bg-destructive-soft',
  'not scheduled': 'border-dashed border-border-strong bg-transparent',
  'not done yet': 'border-primary bg-card',
  'not done': 'border-border-strong bg-muted',
};

/** Props of HabitRow. */
export interface HabitRowProps {
  habit: Habit;
  /** Today's local date 'YYYY-MM-DD'. */
  today: string;
}

/** An active habit as a card in the list. */
export function HabitRow({ habit, today }: HabitRowProps) {
  const titleId = useId();
  const checkRef = useRef<HTMLDivElement>(null);
  const [counting, setCounting] = useState(false);
  const entries = useQuery(habitEntriesQuery(habit.id, addDays(today, -6), today));
  const stats = useQuery(habitStatsQuery(habit.id));
  const skip = useSaveHabitEntry();
  const todayEntry = entries.data?.find((entry) => entry.date === today);
  const skipped = todayEntry?.skipped === true;
  const startsLater = today < habit.startDate;
  const offToday =
    !startsLater &&
    habit.schedule.kind !== 'timesPerWeek' &&
    !isScheduled(habit.schedule, habit.startDate, today);
  const days = entries.data ? lastSevenDays(habit, entries.data, today) : null;

  return (
    <li>
      <article aria-labelledby={titleId}>
        <Card className="grid gap-3 p-4 sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
            <div className="min-w-0 flex-1 basis-48">
              <h3 id={titleId} className="font-display text-lg leading-snug font-semibold wrap-anywhere">
                <Link
                  to={`/habit-tracker/${habit.id}`}
                  dir="auto"
                  className="rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {habit.name}
                </Link>
              </h3>
              <p className="mt-0.5 text-sm text-muted-foreground">{habitSummary(habit)}</p>
            </div>
            <div className="flex items-center gap-1" ref={checkRef}>
              {startsLater ? (
                <p className="text-sm text-muted-foreground">Starts {dayMonthText(habit.startDate)}</p>
              ) : (
                <CheckInButton habit={habit} date={today} entry={todayEntry} enabled={entries.isSuccess} />
              )}
              <HabitActions habit={habit}>
                {startsLater ? null : (
                  <>
                    <DropdownMenuItem
                      disabled={skip.isPending || !entries.isSuccess}
                      onSelect={() =>
                        skip.mutate({
                          id: habit.id,
                          date: today,
                          skipped: !skipped,
                          label: `‘${habit.name}’ on ${today}: ${skipped ? 'skip undone' : 'skipped'}`,
                        })
                      }
                    >
                      {skipped ? <Undo2 aria-hidden="true" /> : <SkipForward aria-hidden="true" />}
                      {skipped ? 'Undo skip' : 'Skip today'}
                    </DropdownMenuItem>
                    <DropdownMenuItem disabled={!entries.isSuccess} onSelect={() => setCounting(true)}>
                      <Hash aria-hidden="true" />
                      Set count…
                    </DropdownMenuItem>
                  </>
                )}
              </HabitActions>
            </div>
          </div>
          {offToday || skipped ? (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              {skipped ? (
                <SkipForward className="size-4" aria-hidden="true" />
              ) : (
                <CalendarOff className="size-4" aria-hidden="true" />
              )}
              {skipped ? 'Skipped today' : 'Not scheduled today: a check-in still counts as done.'}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <p className="flex items-center gap-1.5 text-sm font-medium">
              <Flame
                className={cn('size-4', stats.data?.currentStreak ? 'text-accent' : 'text-muted-foreground')}
                aria-hidden="true"
              />
              {stats.data
                ? streakText(stats.data)
                : stats.isError
                  ? 'Streak unavailable'
                  : 'Loading streak...'}
            </p>
            {days ? (
              <ul aria-label={`Last 7 days of ${habit.name}`} className="flex gap-1.5">
                {days.map((day) => (
                  <li key={day.date} className="flex flex-col items-center gap-1">
                    <span
                      role="img"
                      aria-label={day.label}
                      title={day.label}
                      className={cn('size-4 rounded-full border-2', DOT_CLASS[day.state])}
                    />
                    <span aria-hidden="true" className="text-[0.65rem] leading-none text-muted-foreground">
                      {day.label.slice(0, 1)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </Card>
      </article>
      <OnceOpened open={counting}>
        <DayEditor
          habit={habit}
          day={
            counting
              ? { date: today, count: todayEntry?.count ?? 0, skipped: todayEntry?.skipped ?? false }
              : null
          }
          onClose={() => setCounting(false)}
          returnFocusTo={() => checkRef.current?.querySelector('button') ?? null}
        />
      </OnceOpened>
    </li>
  );
}
