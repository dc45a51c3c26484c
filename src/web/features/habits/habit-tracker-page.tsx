/**
 * The Habit Tracker (/habit-tracker; ADR 042): 'New Habit', the active habits with today's check, streak and last
 * seven days (habit-row.tsx), an 'Archived' section (collapsed) with Unarchive and Delete, and 'Export CSV' of
 * every check-in. A user without habits sees an empty state with 'New Habit'. Today is the browser's local date,
 * the zone every request names (ADR 006).
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, Plus, Repeat, RotateCcw, TriangleAlert } from 'lucide-react';
import { lazy, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { OnceOpened } from '../../lib/once-opened.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { localDate, useNow } from '../../lib/use-now.ts';
import { habitsExportPath, habitsQuery } from './api.ts';
import { ArchivedHabits } from './archived-habits.tsx';
import { HabitRow } from './habit-row.tsx';

/** The create dialog, loaded when first opened (ADR 022). */
const HabitFormDialog = lazy(() =>
  import('./habit-form-dialog.tsx').then((m) => ({ default: m.HabitFormDialog })),
);

/** The /habit-tracker screen. */
export function HabitTrackerPage() {
  useDocumentTitle('Habit Tracker');
  const navigate = useNavigate();
  const habits = useQuery(habitsQuery);
  const today = localDate(useNow());
  const [creating, setCreating] = useState(false);
  // The 'New Habit' shown (the empty state's, or the header's once there is a habit): where the dialog gives the
  // focus back, as it has no Radix trigger.
  const newHabitButton = useRef<HTMLButtonElement>(null);
  const active = habits.data?.filter((habit) => !habit.archived) ?? [];
  const archived = habits.data?.filter((habit) => habit.archived) ?? [];
  const newHabit = (
    <Button ref={newHabitButton} onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      New Habit
    </Button>
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Button variant="ghost" className="-ml-3" onClick={() => navigate('/')}>
        <ArrowLeft aria-hidden="true" />
        Back to Home
      </Button>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">Habit Tracker</h1>
          <p className="mt-2 text-lg text-muted-foreground">Small daily practices, kept faithfully.</p>
        </div>
        {habits.data && habits.data.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" asChild>
              <a href={habitsExportPath} download="habits.csv">
                <Download aria-hidden="true" />
                Export CSV
              </a>
            </Button>
            {active.length > 0 ? newHabit : null}
          </div>
        ) : null}
      </div>

      <div className="mt-8 grid gap-8">
        {habits.isPending ? (
          <div className="grid gap-4" role="status">
            <span className="sr-only">Loading your habits...</span>
            <Skeleton className="h-32 rounded-xl" />
            <Skeleton className="h-32 rounded-xl" />
          </div>
        ) : habits.isError && !habits.data ? (
          <Alert variant="destructive" className="p-5">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>Could not load your habits</AlertTitle>
            <AlertDescription className="flex flex-col items-start gap-3">
              <p>Check your connection and try again.</p>
              <Button
                variant="outline"
                size="sm"
                pending={habits.isFetching}
                onClick={() => void habits.refetch()}
              >
                <RotateCcw aria-hidden="true" />
                Try Again
              </Button>
            </AlertDescription>
          </Alert>
        ) : active.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-border-strong bg-card/60 px-6 py-14 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
              <Repeat className="size-7" aria-hidden="true" />
            </span>
            <h2 className="mt-5 font-display text-2xl font-semibold">
              {archived.length > 0 ? 'No Active Habits' : 'No Habits Yet'}
            </h2>
            <p className="mt-2 max-w-md text-muted-foreground">
              Start one small practice: every day, on chosen weekdays, a few times a week or every few days.
            </p>
            <div className="mt-6">{newHabit}</div>
          </div>
        ) : (
          <section aria-labelledby="active-habits">
            <h2 id="active-habits" className="sr-only">
              Active habits
            </h2>
            <ul className="grid gap-4">
              {active.map((habit) => (
                <HabitRow key={habit.id} habit={habit} today={today} />
              ))}
            </ul>
          </section>
        )}
        {archived.length > 0 ? <ArchivedHabits habits={archived} /> : null}
      </div>

      <OnceOpened open={creating}>
        <HabitFormDialog
          open={creating}
          onOpenChange={setCreating}
          returnFocusTo={() => newHabitButton.current}
        />
      </OnceOpened>
    </div>
  );
}
