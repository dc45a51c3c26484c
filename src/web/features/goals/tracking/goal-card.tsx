/**
 * One goal on Goal Tracking (docs/product.md §2): the description as its title, type and realm badges, the due date
 * ('Overdue' when an active goal is past it), the habits that serve it ('Habits: Read 20 pages, Pray'), Edit (active only), Archive or Unarchive, Delete, the SMARTER badges and,
 * with milestones, their progress, the time progress and the checklist. User text wraps anywhere and keeps its own
 * direction.
 */
import {
  Archive,
  ArchiveRestore,
  CalendarDays,
  Pencil,
  Repeat,
  Target,
  Trash2,
  TriangleAlert,
} from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { goalTypeBadge } from '../../../../core/goals.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { Goal } from '../api.ts';
import { formatDueDate, isGoalOverdue, servedDaysText, timeProgressPercent } from '../goal-view.ts';
import { GoalMilestones } from './goal-milestones.tsx';

/** Props of GoalCard. */
export interface GoalCardProps {
  goal: Goal;
  now: Date;
  /** The local date 'YYYY-MM-DD' of `now`. */
  today: string;
  timeZone: string;
  /** Days of this week with a Big 3 task tied to this goal; null while unknown. */
  servedDays: number | null;
  /** Names of the active habits that serve this goal (ADR 042), in the Habit Tracker's order. */
  habitNames: readonly string[];
  /** True while this goal's archive change is being saved. */
  archiving: boolean;
  onArchive: (goal: Goal, archived: boolean) => void;
  onDelete: (goal: Goal) => void;
}

/** A goal card, an article named by the goal's description. */
export function GoalCard({
  goal,
  now,
  today,
  timeZone,
  servedDays,
  habitNames,
  archiving,
  onArchive,
  onDelete,
}: GoalCardProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const overdue = isGoalOverdue(goal, today);

  return (
    <article aria-labelledby={titleId} className="min-w-0">
      <Card className="p-5 sm:p-6">
        <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <Badge>{goalTypeBadge(goal.goalType)}</Badge>
              <Badge variant="accent" dir="auto" className="max-w-full whitespace-normal wrap-anywhere">
                {goal.realm}
              </Badge>
              {overdue ? (
                <Badge variant="destructive">
                  <TriangleAlert className="size-3" aria-hidden="true" />
                  Overdue
                </Badge>
              ) : null}
            </div>
            <h2
              id={titleId}
              dir="auto"
              className="mt-3 font-display text-xl leading-snug font-semibold whitespace-pre-line wrap-anywhere sm:text-2xl"
            >
              {goal.description}
            </h2>
            <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
              <span>
                Due <time dateTime={goal.dueDate}>{formatDueDate(goal.dueDate)}</time>
              </span>
            </p>
            {goal.archived || servedDays === null ? null : (
              <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
                <Target className="size-4 shrink-0" aria-hidden="true" />
                <span>{servedDaysText(servedDays)}</span>
              </p>
            )}
            {habitNames.length > 0 ? (
              <p className="mt-1 flex items-start gap-1.5 text-sm text-muted-foreground">
                <Repeat className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span dir="auto" className="wrap-anywhere">
                  Habits: {habitNames.join(', ')}
                </span>
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2 md:justify-end">
            {goal.archived ? null : (
              <Button variant="outline" size="sm" onClick={() => navigate(`/goal-wizard/${goal.id}`)}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            )}
            <Button
              variant="outline"
              size="sm"
              pending={archiving}
              aria-busy={archiving || undefined}
              onClick={() => onArchive(goal, !goal.archived)}
            >
              {goal.archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
              {goal.archived ? 'Unarchive' : 'Archive'}
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="text-destructive hover:bg-destructive-soft hover:text-destructive"
              onClick={() => onDelete(goal)}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        </div>

        {goal.smarterCriteria.length > 0 ? (
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <span className="text-xs font-semibold tracking-[0.12em] text-muted-foreground uppercase">
              SMARTER
            </span>
            <ul aria-label="SMARTER criteria" className="flex flex-wrap gap-1.5">
              {goal.smarterCriteria.map((criterion) => (
                <li key={criterion}>
                  <Badge variant="outline" className="font-medium">
                    {criterion}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {goal.milestones.length > 0 ? (
          <GoalMilestones goal={goal} timePercent={timeProgressPercent(goal, now, timeZone)} today={today} />
        ) : null}
      </Card>
    </article>
  );
}
