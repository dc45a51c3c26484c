/**
 * The Goal Tracking card's line on Home, a chunk of its own that Home loads when the card first
 * renders (ADR 022), with the goal list query and the goal code it needs.
 */
import { isOverdue } from '../../../core/goals.ts';
import { cn } from '../../lib/utils.ts';
import { useGoalSummary } from '../goals/api.ts';

/**
 * The Goal Tracking card's summary: the number of active goals and the next milestone due; nothing
 * while the goals load, after a failure, or when there are no active goals.
 */
export function GoalSummaryLine({ today }: { today: string }) {
  const summary = useGoalSummary();
  if (!summary || summary.activeCount === 0) return null;
  const { next } = summary;
  const overdue = next !== null && isOverdue(next.dueDate, today);
  return (
    <div className="mt-auto grid gap-1 border-t border-border pt-3 text-sm">
      <p className="font-semibold text-foreground">{summary.label}</p>
      {next ? (
        <div className="grid min-w-0 gap-0.5 text-muted-foreground">
          <p>Next milestone:</p>
          <p dir="auto" className="line-clamp-2 font-medium text-foreground wrap-anywhere">
            {next.text}
          </p>
          <p className={cn(overdue && 'font-semibold text-destructive')}>
            Due <time dateTime={next.dueDate}>{next.dueText}</time>
            {overdue ? ' · Overdue' : null}
          </p>
        </div>
      ) : null}
    </div>
  );
}
