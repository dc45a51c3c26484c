/**
 * Goal Tracking (/goal-tracking, docs/product.md §2, §4, §8): the active or archived goals (?view=archived keeps the
 * choice across a reload), ordered by due date, with archive, delete and milestone ticking. A person with no goals at
 * all is sent to the wizard once the list has loaded (and is not being re-read), never on a failed load. Each active
 * goal says on how many days of this week a Big 3 task served it (the Weekly Summary's goalDays), and each goal
 * names the active habits that serve it.
 */
import { useQuery } from '@tanstack/react-query';
import { Archive, ArrowLeft, ListChecks, Plus } from 'lucide-react';
import { lazy, type ReactNode, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { weekStartOf } from '../../../core/weeks.ts';
import { Button } from '../../components/ui/button.tsx';
import { browserTimeZone } from '../../lib/api.ts';
import { OnceOpened } from '../../lib/once-opened.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { localDate, useNow } from '../../lib/use-now.ts';
import { habitsQuery } from '../habits/api.ts';
import { weeklySummaryQuery } from '../weekly-reviews/api.ts';
import { type Goal, goalsQuery, useArchiveGoal } from './api.ts';
import { type GoalView, goalsInView } from './goal-view.ts';
import { GoalCard } from './tracking/goal-card.tsx';
import { GoalsError, LoadingGoals, NoActiveGoals, NoArchivedGoals } from './tracking/tracking-states.tsx';

/** The confirmation, with Radix AlertDialog, loaded when it first opens (ADR 022, 029). */
const DeleteGoalDialog = lazy(() =>
  import('./tracking/delete-goal-dialog.tsx').then((m) => ({ default: m.DeleteGoalDialog })),
);

const subtitles: Record<GoalView, string> = {
  active: 'Track your goals and celebrate milestones along the way',
  archived: 'Review your completed goals',
};

/** The /goal-tracking screen. */
export function GoalTrackingPage() {
  useDocumentTitle('Goal Tracking');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: GoalView = searchParams.get('view') === 'archived' ? 'archived' : 'active';
  const goals = useQuery(goalsQuery);
  const now = useNow();
  const today = localDate(now);
  const timeZone = browserTimeZone() ?? 'UTC';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [deleting, setDeleting] = useState<Goal | null>(null);
  const archive = useArchiveGoal();
  // How many days of this week (Monday start) had a Big 3 task tied to each goal (the chain).
  const summary = useQuery(weeklySummaryQuery(weekStartOf(today)));
  const servedDays = (goal: Goal) =>
    summary.data?.goalDays.find((entry) => entry.goalId === goal.id.toLowerCase())?.days ?? 0;
  // The active habits that serve each goal (a habit's goalId).
  const habits = useQuery(habitsQuery);
  const habitNames = (goal: Goal) =>
    (habits.data ?? [])
      .filter((habit) => !habit.archived && habit.goalId?.toLowerCase() === goal.id.toLowerCase())
      .map((habit) => habit.name);

  if (goals.isSuccess && !goals.isFetching && goals.data.length === 0) {
    return <Navigate to="/goal-wizard" replace />;
  }

  // A goal that leaves the list (archived, unarchived, deleted) takes focus with it; the heading gets it.
  const focusHeading = () => headingRef.current?.focus();
  const showView = (next: GoalView) =>
    setSearchParams(next === 'archived' ? { view: 'archived' } : {}, { replace: true });
  const archiveGoal = (goal: Goal, archived: boolean) =>
    archive.mutate({ id: goal.id, archived }, { onSuccess: focusHeading });

  const shown = goals.data ? goalsInView(goals.data, view) : [];
  let content: ReactNode;
  if (goals.isPending) content = <LoadingGoals />;
  else if (goals.isError && !goals.data)
    content = <GoalsError onRetry={() => void goals.refetch()} retrying={goals.isFetching} />;
  else if (shown.length === 0) content = view === 'active' ? <NoActiveGoals /> : <NoArchivedGoals />;
  else
    content = (
      <div className="grid gap-6">
        {shown.map((goal) => (
          <GoalCard
            key={goal.id}
            goal={goal}
            now={now}
            today={today}
            timeZone={timeZone}
            servedDays={summary.isSuccess ? servedDays(goal) : null}
            habitNames={habitNames(goal)}
            archiving={archive.isPending && archive.variables?.id === goal.id}
            onArchive={archiveGoal}
            onDelete={setDeleting}
          />
        ))}
      </div>
    );

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <Button variant="ghost" className="-ml-3" onClick={() => navigate('/')}>
        <ArrowLeft aria-hidden="true" />
        Back to Home
      </Button>
      <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="font-display text-4xl font-semibold tracking-tight focus:outline-none sm:text-5xl"
          >
            Goal Tracking
          </h1>
          <p className="mt-2 text-lg text-muted-foreground">{subtitles[view]}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => showView(view === 'active' ? 'archived' : 'active')}>
            {view === 'active' ? <Archive aria-hidden="true" /> : <ListChecks aria-hidden="true" />}
            {view === 'active' ? 'View Archived' : 'View Active Goals'}
          </Button>
          <Button onClick={() => navigate('/goal-wizard')}>
            <Plus aria-hidden="true" />
            Add Goal
          </Button>
        </div>
      </div>

      <div className="mt-8">{content}</div>

      <OnceOpened open={deleting !== null}>
        <DeleteGoalDialog
          goal={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            focusHeading();
          }}
        />
      </OnceOpened>
    </div>
  );
}
