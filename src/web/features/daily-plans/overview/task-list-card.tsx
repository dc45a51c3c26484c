/**
 * The Daily Big 3 and Other Tasks cards: each task with its checkbox and, when it can be scheduled, a Schedule
 * button that keeps its visible label on every screen (under the task on a phone, beside it from `sm` up). On a
 * day that can be planned (ADR 054), a task not done can be dragged onto the timeline by its row (a long press on
 * touch screens); the Schedule button is the way without dragging.
 */
import { useDraggable } from '@dnd-kit/core';
import { CalendarClock, GripVertical } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { TaskGroup, TaskRef } from '../../../../core/calendar/events.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/utils.ts';
import type { PlanDragData } from './plan-dnd.tsx';

/** A task to schedule: its text and where it is in the plan. */
export interface TaskToSchedule {
  title: string;
  task: TaskRef;
}

/** Props of TaskListCard. */
export interface TaskListCardProps {
  title: string;
  icon: ReactNode;
  tasks: readonly string[];
  done: readonly boolean[];
  /** Show 1, 2, 3 before the tasks (the Big 3). */
  numbered: boolean;
  onToggle: (index: number, value: boolean) => void;
  /** The plan's date and which of its lists this is, for the task a block is booked for. */
  date: string;
  group: TaskGroup;
  /** Offers scheduling of the tasks not done (today only). */
  onSchedule?: (task: TaskToSchedule) => void;
  /** Lets the tasks not done be dragged onto the timeline (a day that can be planned). */
  draggable: boolean;
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
  date,
  group,
  onSchedule,
  draggable,
  className,
}: TaskListCardProps) {
  const baseId = useId();
  return (
    <SectionCard title={title} icon={icon} className={className}>
      <ul className="flex flex-col divide-y divide-border/80">
        {tasks.map((task, index) => {
          const id = `${baseId}-${index}`;
          const isDone = done[index] === true;
          const toSchedule = { title: task, task: { date, group, index } };
          return (
            <TaskRow
              // biome-ignore lint/suspicious/noArrayIndexKey: tasks are positional (completion flags follow the index).
              key={index}
              task={toSchedule}
              draggable={draggable && !isDone}
            >
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
                    onClick={() => onSchedule(toSchedule)}
                  >
                    <CalendarClock aria-hidden="true" />
                    Schedule
                  </Button>
                ) : null}
              </div>
            </TaskRow>
          );
        })}
      </ul>
    </SectionCard>
  );
}

/** A task's row; while `draggable`, dragging the row (by mouse, or a long press) takes the task to the timeline. */
function TaskRow({
  task,
  draggable,
  children,
}: {
  task: TaskToSchedule;
  draggable: boolean;
  children: ReactNode;
}) {
  const data: PlanDragData = { kind: 'task', ...task };
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: `task:${task.task.group}:${task.task.index}`,
    data,
    disabled: !draggable,
  });
  return (
    <li
      ref={setNodeRef}
      {...(draggable ? listeners : {})}
      className={cn(
        'flex min-h-14 items-start gap-3 py-2.5 first:pt-0 last:pb-0',
        draggable && 'cursor-grab touch-manipulation select-none',
        isDragging && 'opacity-50',
      )}
    >
      {draggable ? (
        <GripVertical aria-hidden="true" className="mt-1.5 -mr-2 size-4 shrink-0 text-muted-foreground/70" />
      ) : null}
      {children}
    </li>
  );
}
