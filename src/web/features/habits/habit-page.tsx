/**
 * A habit's page (/habit-tracker/{id}, docs/product.md §2, Habit Tracker): the name, description, schedule and target
 * in words, the goal it serves (linked to Goal Tracking), an 'Archived' badge; the stats of GET
 * /api/habits/{id}/stats (streaks in days or weeks, done days, completion over 30 and 365 days); the year heatmap
 * with its day editor; the done days per month; Edit, Archive and Delete (HabitActions). A habit that is missing or not the user's shows 'Habit not found'.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { ArrowLeft, Target } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { localDate, useNow } from '../../lib/use-now.ts';
import { goalsQuery } from '../goals/api.ts';
import { type Habit, type HabitStats, habitQuery } from './api.ts';
import { HabitActions } from './habit-actions.tsx';
import { HabitHeatmap } from './habit-heatmap.tsx';
import { habitPageQueries } from './habit-page-data.ts';
import { habitSummary } from './habit-view.ts';
import { monthlyDone } from './heatmap.ts';
import { MonthlyChart } from './monthly-chart.tsx';

const BACK_LINK = (
  <Button variant="outline" asChild>
    <Link to="/habit-tracker">
      <ArrowLeft aria-hidden="true" />
      Back to Habit Tracker
    </Link>
  </Button>
);

/** '1 day' / 'n weeks'. */
function streakText(value: number, unit: HabitStats['streakUnit']): string {
  return `${value} ${value === 1 ? unit.slice(0, -1) : unit}`;
}

/** The name, words and goal of the habit. */
function Header({ habit }: { habit: Habit }) {
  const navigate = useNavigate();
  const goals = useQuery({ ...goalsQuery, enabled: habit.goalId !== null });
  const goal = goals.data?.find((item) => item.id === habit.goalId);
  return (
    <header className="grid gap-4">
      <div>{BACK_LINK}</div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1
              dir="auto"
              className="font-display text-3xl font-semibold tracking-tight wrap-anywhere sm:text-4xl"
            >
              {habit.name}
            </h1>
            {habit.archived ? <Badge variant="secondary">Archived</Badge> : null}
          </div>
          {habit.description ? (
            <p dir="auto" className="whitespace-pre-line text-muted-foreground wrap-anywhere">
              {habit.description}
            </p>
          ) : null}
          <p className="font-medium">{habitSummary(habit)}</p>
          {goal ? (
            <p className="flex items-center gap-2 text-sm">
              <Target className="size-4 shrink-0 text-accent-foreground" aria-hidden="true" />
              <span className="min-w-0 wrap-anywhere">
                Serves the goal{' '}
                <Link to="/goal-tracking" dir="auto" className="font-medium underline underline-offset-4">
                  {goal.description}
                </Link>
              </span>
            </p>
          ) : null}
        </div>
        <HabitActions habit={habit} onDeleted={() => navigate('/habit-tracker')} />
      </div>
    </header>
  );
}

/** The stats card. */
function Stats({ stats }: { stats: HabitStats | undefined }) {
  const items: [string, string][] = stats
    ? [
        ['Current streak', streakText(stats.currentStreak, stats.streakUnit)],
        ['Longest streak', streakText(stats.longestStreak, stats.streakUnit)],
        ['Done days', String(stats.doneDays)],
        ['Completion, last 30 days', `${stats.completionRate30}%`],
        ['Completion, last 365 days', `${stats.completionRate365}%`],
      ]
    : [];
  return (
    <section aria-labelledby="habit-stats">
      <Card>
        <CardHeader className="px-4 pb-3 sm:px-6">
          <CardTitle as="h2" id="habit-stats">
            Statistics
          </CardTitle>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          {stats ? (
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
              {items.map(([term, value]) => (
                <div key={term} className="grid content-start gap-1">
                  <dt className="text-sm text-muted-foreground">{term}</dt>
                  <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-muted-foreground">Loading statistics...</p>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

/** The page of a loaded habit. */
function HabitView({ habit, today }: { habit: Habit; today: string }) {
  const queries = habitPageQueries(habit.id, today);
  const stats = useQuery(queries.stats);
  const entries = useQueries({
    queries: queries.entries,
    combine: (results) =>
      results.every((result) => result.data) ? results.flatMap((result) => result.data ?? []) : null,
  });
  return (
    <article className="grid gap-6">
      <Header habit={habit} />
      <Stats stats={stats.data} />
      {entries ? (
        <>
          <HabitHeatmap habit={habit} entries={entries} today={today} />
          <MonthlyChart months={monthlyDone(habit, entries, today)} />
        </>
      ) : (
        <p className="text-muted-foreground" role="status">
          Loading history...
        </p>
      )}
    </article>
  );
}

/** The /habit-tracker/:id screen. */
export function HabitPage() {
  const { id = '' } = useParams();
  const today = localDate(useNow());
  const query = useQuery(habitQuery(id));
  useDocumentTitle(query.data?.name ?? 'Habit');

  let content = (
    <p className="text-muted-foreground" role="status">
      Loading habit...
    </p>
  );
  if (query.data) content = <HabitView habit={query.data} today={today} />;
  else if (!query.isPending)
    content = (
      <div className="grid justify-items-start gap-4">
        <h1 className="font-display text-3xl font-semibold tracking-tight">Habit not found</h1>
        <p className="text-muted-foreground">This habit does not exist or is not yours.</p>
        {BACK_LINK}
      </div>
    );

  return <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">{content}</div>;
}
