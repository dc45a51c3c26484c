/**
 * The daily overview's 'Habits' card (ADR 042): the user's active habits listed on the overview's date, each with
 * its check (a tap adds one toward the target; a done habit shows done), and a link to the Habit Tracker. Hidden
 * while the user has no active habit.
 *
 * Which habits a date lists: a day schedule (daily, weekdays, everyNDays) on its scheduled days from its startDate
 * (core's isScheduled); a timesPerWeek habit on every day of its ISO week (Monday–Sunday) until the week is met —
 * once `times` other days of the week are done it leaves the remaining days, and it stays on a day it was done on
 * (the rule is `listedOnOverview` in ./habit-view.ts). A past date takes check-ins (the API accepts any day
 * from startDate to today); a future date shows its habits without a check.
 *
 * The habits feature owns the card; app/ gives it to the daily overview (app/daily-overview-route.tsx), since
 * features import each other only through api.ts.
 */

import { useQueries, useQuery } from '@tanstack/react-query';
import { Repeat } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { iconClass, SectionCard } from '../../components/section-card.tsx';
import { cn } from '../../lib/utils.ts';
import { habitEntriesQuery, habitsQuery } from './api.ts';
import { CheckInButton } from './check-in-button.tsx';
import { habitSummary, isoWeekOf, listedOnOverview } from './habit-view.ts';

/** Props of HabitsCard. */
export interface HabitsCardProps {
  /** The overview's date and today, 'YYYY-MM-DD'. */
  date: string;
  today: string;
  className?: string;
}

/** The day's habits with their checks; nothing without an active habit. */
export const HabitsCard = memo(function HabitsCard({ date, today, className }: HabitsCardProps) {
  const habits = useQuery(habitsQuery);
  const active = habits.data?.filter((habit) => !habit.archived) ?? [];
  const week = isoWeekOf(date);
  const weeks = useQueries({
    queries: active.map((habit) => habitEntriesQuery(habit.id, week.from, week.to)),
  });
  if (active.length === 0) return null;

  const listed = active.flatMap((habit, index) => {
    const entries = weeks[index]?.data;
    return entries && listedOnOverview(habit, entries, date)
      ? [{ habit, entry: entries.find((entry) => entry.date === date) }]
      : [];
  });
  const loading = weeks.some((query) => query.isPending);

  return (
    <SectionCard
      title="Habits"
      icon={<Repeat className={iconClass} aria-hidden="true" />}
      action={
        <Link
          to="/habit-tracker"
          className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Habit Tracker
        </Link>
      }
      className={className}
    >
      {listed.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {loading ? 'Loading your habits...' : 'No habits scheduled for this day.'}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-border/80">
          {listed.map(({ habit, entry }) => (
            <li
              key={habit.id}
              className="flex flex-wrap items-center justify-between gap-2 py-2.5 first:pt-0 last:pb-0"
            >
              <div className="min-w-0 flex-1 basis-32">
                <p dir="auto" className={cn('font-medium wrap-anywhere')}>
                  {habit.name}
                </p>
                <p className="text-xs text-muted-foreground">{habitSummary(habit)}</p>
              </div>
              <CheckInButton habit={habit} date={date} entry={entry} enabled={date <= today} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
});
