/**
 * Goals: milestones done against time elapsed for each active goal, overdue ones marked (docs/product.md §2
 * Insights; ADR 056). Plain bars with their figures written beside them, so the text is the alternative.
 */
import { Link } from 'react-router';
import { longDate } from '../../../core/dates.ts';
import type { Insights } from '../../../core/insights.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Progress } from '../../components/ui/progress.tsx';

/** The summary line: goals, those behind their time and the overdue ones. */
function goalsSummary(goals: Insights['goals']): string {
  const behind = goals.filter((goal) => goal.milestoneProgress < goal.timeProgress).length;
  const overdue = goals.filter((goal) => goal.overdue).length;
  return `${goals.length} active goal${goals.length === 1 ? '' : 's'}: ${behind} with milestones behind the time gone, ${overdue} overdue.`;
}

/** The goals card. */
export function GoalProgress({ goals }: { goals: Insights['goals'] }) {
  return (
    <section aria-labelledby="insights-goals" className="break-inside-avoid">
      <Card>
        <CardHeader className="px-4 pb-3 sm:px-6">
          <CardTitle as="h2" id="insights-goals">
            Goals: progress against time
          </CardTitle>
          <CardDescription>
            {goals.length === 0 ? (
              <>
                No active goals.{' '}
                <Link to="/goal-wizard" className="font-medium text-foreground underline underline-offset-4">
                  Set your first goal
                </Link>
              </>
            ) : (
              goalsSummary(goals)
            )}
          </CardDescription>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <ul className="grid gap-5">
            {goals.map((goal) => (
              <li key={goal.id} className="grid gap-2">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <p dir="auto" className="min-w-0 font-medium wrap-anywhere">
                    {goal.description}
                  </p>
                  <p className="flex items-center gap-2 text-sm text-muted-foreground">
                    Due {longDate(goal.dueDate)}
                    {goal.overdue ? <Badge variant="destructive">Overdue</Badge> : null}
                  </p>
                </div>
                <p className="text-sm">
                  Milestones {goal.milestoneProgress}% · Time {goal.timeProgress}%
                </p>
                <div className="grid gap-1" aria-hidden="true">
                  <Progress value={goal.milestoneProgress} className="print:[print-color-adjust:exact]" />
                  <Progress
                    value={goal.timeProgress}
                    className="h-1.5 print:[print-color-adjust:exact]"
                    indicatorClassName={goal.overdue ? 'bg-destructive' : 'bg-accent-foreground'}
                  />
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
