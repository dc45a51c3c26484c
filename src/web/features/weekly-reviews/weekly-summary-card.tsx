/**
 * The Weekly Summary card (docs/product.md §2 Weekly Review, §9; ADR 017): Total Tasks Completed and Big 3 Completed
 * as done/total with whole percents, the Big 3 figure red with ' - Below 75% target' under the target, the
 * number of Big 3 tasks linked to the weekly priorities, and the days each goal was served.
 */
import { ChartNoAxesColumn, Link2 } from 'lucide-react';
import { useId } from 'react';
import { BELOW_TARGET_TEXT } from '../../../core/weekly-review.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/utils.ts';
import type { Goal, WeeklySummary } from './api.ts';

/** One figure of the summary: its name, 'done/total (percent%)' and a bar. */
function Figure({
  name,
  done,
  total,
  percent,
  below = false,
}: {
  name: string;
  done: number;
  total: number;
  percent: number;
  below?: boolean;
}) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a figure of a summary, not a form control group (no fieldset).
    <div
      role="group"
      aria-labelledby={id}
      className="min-w-0 rounded-lg border border-border bg-muted/30 p-4"
    >
      <p id={id} className="text-sm font-medium text-muted-foreground">
        {name}
      </p>
      <p
        className={cn(
          'mt-1 font-display text-2xl font-semibold tracking-tight',
          below ? 'text-destructive' : 'text-foreground',
        )}
      >
        {done}/{total} ({percent}%){below ? BELOW_TARGET_TEXT : ''}
      </p>
      <Progress
        className="mt-3 h-2"
        indicatorClassName={below ? 'bg-destructive' : undefined}
        value={percent}
        aria-labelledby={id}
      />
    </div>
  );
}

/** Props of WeeklySummaryCard. */
export interface WeeklySummaryCardProps {
  summary: WeeklySummary;
  /** The user's goals, to name the goals the week's Big 3 served (may be empty while loading). */
  goals: readonly Goal[];
}

/** The Weekly Summary of a week that has daily plans. */
export function WeeklySummaryCard({ summary, goals }: WeeklySummaryCardProps) {
  const titleId = useId();
  const served = summary.goalDays
    .map(({ goalId, days }) => ({ days, goal: goals.find((g) => g.id === goalId) }))
    .filter((entry): entry is { days: number; goal: Goal } => entry.goal !== undefined);
  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardHeader className="px-4 pb-4 sm:px-6">
          <CardTitle as="h2" id={titleId} className="flex items-center gap-2">
            <ChartNoAxesColumn className="size-5 shrink-0 text-accent" aria-hidden="true" />
            Weekly Summary
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 px-4 sm:px-6">
          <div className="grid gap-4 sm:grid-cols-2">
            <Figure
              name="Total Tasks Completed"
              done={summary.tasksDone}
              total={summary.tasksTotal}
              percent={summary.tasksPercent}
            />
            <Figure
              name="Big 3 Completed"
              done={summary.bigThreeDone}
              total={summary.bigThreeTotal}
              percent={summary.bigThreePercent}
              below={summary.belowTarget}
            />
          </div>
          <div className="flex items-start gap-2 text-sm text-muted-foreground">
            <Link2 className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            <div className="min-w-0">
              <p>
                Big 3 tasks linked to your weekly priorities: {summary.linkedBigThree} of{' '}
                {summary.bigThreeTotal}
              </p>
              {served.length > 0 ? (
                <ul aria-label="Goals served this week" className="mt-1 grid gap-0.5">
                  {served.map(({ goal, days }) => (
                    <li key={goal.id} className="min-w-0">
                      <span dir="auto" className="font-medium text-foreground wrap-anywhere">
                        {goal.description}
                      </span>
                      {`: served on ${days} ${days === 1 ? 'day' : 'days'}`}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}

/** Placeholder of the summary while it loads. */
export function WeeklySummarySkeleton() {
  return <Skeleton className="h-48 rounded-xl" />;
}
