/**
 * The Daily Big 3 and Other Tasks cards: each task with its checkbox and, when it can be scheduled, a Schedule
 * button that keeps its visible label on every screen (under the task on a phone, beside it from `sm` up).
 */
import { CalendarClock } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/utils.ts';
import { SectionCard } from './section-card.tsx';

/** Props of TaskListCard. */
export interface TaskListCardProps {
  title: string;
  icon: ReactNode;
  tasks: readonly string[];
  done: readonly boolean[];
  /** Show 1, 2, 3 before the tasks (the Big 3). */
  numbered: boolean;
  onToggle: (index: number, value: boolean) => void;
  /** Offers scheduling of the tasks not done (today only). */
  onSchedule?: (task: string) => void;
  className?: string;
}

/** A card listing tasks with completion checkboxes. */
export function TaskListCard({
  title,
  icon,
  tasks,
  done,
  numbered,
  onToggle,
  onSchedule,
  className,
}: TaskListCardProps) {
  const baseId = useId();
  return (
    <SectionCard title={title} icon={icon} className={className}>
      <ul className="flex flex-col divide-y divide-border/80">
        {tasks.map((task, index) => {
          const id = `${baseId}-${index}`;
          const isDone = done[index] === true;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: tasks are positional (completion flags follow the index).
            <li key={index} className="flex min-h-14 items-start gap-3 py-2.5 first:pt-0 last:pb-0">
              {numbered ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'mt-0.5 w-4 shrink-0 text-center font-display text-lg leading-6 font-semibold text-accent tabular-nums',
                    isDone && 'text-muted-foreground/60',
                  )}
                >
                  {index + 1}
                </span>
              ) : null}
              <Checkbox
                id={id}
                className="mt-1"
                checked={isDone}
                onCheckedChange={(value) => onToggle(index, value === true)}
              />
              <div className="flex min-w-0 flex-1 flex-col items-start gap-1 sm:flex-row sm:gap-3">
                <Label
                  htmlFor={id}
                  dir="auto"
                  className={cn(
                    'min-w-0 cursor-pointer self-stretch py-1 text-[0.95rem] leading-snug font-normal transition-colors sm:flex-1 sm:self-auto',
                    isDone && 'text-muted-foreground line-through decoration-muted-foreground/60',
                  )}
                >
                  {task}
                </Label>
                {onSchedule && !isDone ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Schedule ${task}`}
                    className="-ml-3 h-8 text-primary sm:-my-1 sm:-mr-2 sm:ml-0 sm:h-9"
                    onClick={() => onSchedule(task)}
                  >
                    <CalendarClock aria-hidden="true" />
                    Schedule
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
