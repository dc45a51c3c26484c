/**
 * A goal card's milestone part (docs/product.md §2 Goal Tracking): 'Milestones (done/total)' with its bar, the Time
 * Progress bar with its percent, and the checklist (text, due date, completed ones struck through, an 'Overdue'
 * mark on open ones past due). Clicking a milestone's box or text ticks it at once (useToggleMilestone).
 */
import { CalendarDays, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { milestoneProgress } from '../../../../core/goals.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { cn } from '../../../lib/utils.ts';
import { type Goal, useToggleMilestone } from '../api.ts';
import { formatDueDate, isMilestoneOverdue } from '../goal-view.ts';

/** Props of GoalMilestones. */
export interface GoalMilestonesProps {
  goal: Goal;
  /** Time progress, a whole percent 0–100. */
  timePercent: number;
  /** The local date 'YYYY-MM-DD' (overdue marks). */
  today: string;
}

/** The milestone progress, time progress and checklist of one goal (render only when it has milestones). */
export function GoalMilestones({ goal, timePercent, today }: GoalMilestonesProps) {
  const baseId = useId();
  const toggle = useToggleMilestone();
  const { done, total, percent } = milestoneProgress(goal.milestones);
  const milestonesId = `${baseId}-milestones`;
  const timeId = `${baseId}-time`;

  return (
    <div className="mt-6 grid gap-5 border-t border-border pt-5">
      <div className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <div className="flex items-baseline justify-between gap-3">
            <h3 id={milestonesId} className="text-sm font-semibold">
              Milestones ({done}/{total})
            </h3>
            <span className="text-sm text-muted-foreground tabular-nums">{Math.round(percent)}%</span>
          </div>
          <Progress value={percent} aria-labelledby={milestonesId} />
        </div>
        <div className="grid gap-2">
          <div className="flex items-baseline justify-between gap-3">
            <h3 id={timeId} className="text-sm font-semibold">
              Time Progress
            </h3>
            <span className="text-sm text-muted-foreground tabular-nums">{timePercent}%</span>
          </div>
          <Progress value={timePercent} aria-labelledby={timeId} indicatorClassName="bg-accent" />
        </div>
      </div>

      <ul aria-labelledby={milestonesId} className="grid gap-1">
        {goal.milestones.map((item, index) => {
          const id = `${baseId}-${index}`;
          const overdue = isMilestoneOverdue(item, today);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: milestones are positional (the API toggles by index).
              key={index}
              className="flex items-start gap-3 rounded-lg px-2 py-2 hover:bg-muted/50"
            >
              <Checkbox
                id={id}
                className="mt-0.5"
                checked={item.completed}
                aria-describedby={`${id}-due`}
                onCheckedChange={(value) =>
                  toggle.mutate({ goalId: goal.id, index, completed: value === true })
                }
              />
              <div className="grid min-w-0 flex-1 gap-1">
                <Label
                  htmlFor={id}
                  dir="auto"
                  className={cn(
                    'min-w-0 cursor-pointer leading-snug font-normal wrap-anywhere',
                    item.completed && 'text-muted-foreground line-through decoration-muted-foreground/60',
                  )}
                >
                  {item.text}
                </Label>
                <p
                  id={`${id}-due`}
                  className={cn(
                    'flex flex-wrap items-center gap-x-1.5 text-xs',
                    overdue ? 'font-semibold text-destructive' : 'text-muted-foreground',
                  )}
                >
                  {overdue ? (
                    <TriangleAlert className="size-3.5" aria-hidden="true" />
                  ) : (
                    <CalendarDays className="size-3.5" aria-hidden="true" />
                  )}
                  <span>
                    Due <time dateTime={item.dueDate}>{formatDueDate(item.dueDate)}</time>
                  </span>
                  {overdue ? <span>· Overdue</span> : null}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
