/**
 * The head of a day's column on the week planner (docs/product.md §2 'Week planner'; ADR 059): the day (a link to
 * its overview), its all-day events, its Big 3 and, behind a disclosure, its other tasks. A task not done is
 * dragged into any day's column, or booked from its Schedule button (the way without dragging); a done one is
 * struck through and stays put, as on the overview.
 */
import { useDraggable } from '@dnd-kit/core';
import { format, parseISO } from 'date-fns';
import { CalendarClock, GripVertical } from 'lucide-react';
import { Link } from 'react-router';
import type { TaskGroup } from '../../../../core/calendar/events.ts';
import type { DailyPlan } from '../../../../core/daily-plan.ts';
import { eventsOnDay } from '../../../components/event-layout.ts';
import { cn } from '../../../lib/utils.ts';
import type { CalendarEvent } from '../../calendar/api.ts';
import { type PlanDragData, usePlanner } from '../overview/plan-dnd.tsx';

/** Props of DayHeader. */
export interface DayHeaderProps {
  /** The day, 'YYYY-MM-DD'. */
  date: string;
  /** Today, 'YYYY-MM-DD' (its heading is marked). */
  today: string;
  plan: DailyPlan | undefined;
  /** The week's events (the day's all-day ones are listed). */
  events: readonly CalendarEvent[];
}

/** A day's name and date, its all-day events, its Big 3 and its other tasks. */
export function DayHeader({ date, today, plan, events }: DayHeaderProps) {
  const day = parseISO(date);
  const allDay = eventsOnDay(events, day).filter((event) => event.allDay);
  const weekday = format(day, 'EEEE');
  return (
    <div className="flex min-w-0 flex-col gap-1.5 border-l border-border/70 px-1 pb-2">
      <h2 className={cn('text-sm font-semibold', date === today && 'text-primary')}>
        <Link
          to={`/daily-overview?date=${date}`}
          className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {format(day, 'EEE, MMM d')}
          {date === today ? <span className="sr-only"> (today)</span> : null}
        </Link>
      </h2>
      {allDay.length > 0 ? (
        <ul aria-label={`All-day events, ${weekday}`} className="grid gap-0.5 text-xs">
          {allDay.map((event) => (
            <li key={event.id} dir="auto" className="truncate rounded-sm bg-muted px-1">
              {event.summary}
            </li>
          ))}
        </ul>
      ) : null}
      {plan && plan.bigThree.length > 0 ? (
        <ol aria-label={`Big 3, ${weekday}`} className="grid gap-1">
          {plan.bigThree.map((title, index) => (
            <WeekTask
              // biome-ignore lint/suspicious/noArrayIndexKey: tasks are positional (a block's task is its index).
              key={`${index}:${title}`}
              date={date}
              group="bigThree"
              index={index}
              title={title}
              done={plan.bigThreeCompleted[index] === true}
            />
          ))}
        </ol>
      ) : (
        <p className="text-xs text-muted-foreground">Not planned</p>
      )}
      {plan && plan.otherTasks.length > 0 ? (
        // Closed at first: the Big 3 lead, and a long list would push every column's hours down.
        <details className="group text-xs">
          <summary className="cursor-pointer rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            Other tasks ({plan.otherTasks.length})
          </summary>
          <ul aria-label={`Other tasks, ${weekday}`} className="mt-1 grid gap-1">
            {plan.otherTasks.map((title, index) => (
              <WeekTask
                // biome-ignore lint/suspicious/noArrayIndexKey: tasks are positional (a block's task is its index).
                key={`${index}:${title}`}
                date={date}
                group="otherTasks"
                index={index}
                title={title}
                done={plan.otherTasksCompleted[index] === true}
              />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** Props of WeekTask. */
interface WeekTaskProps {
  date: string;
  group: TaskGroup;
  index: number;
  title: string;
  done: boolean;
}

/** A task of a plan: dragged into a day's column, or booked from its Schedule button, while not done. */
function WeekTask({ date, group, index, title, done }: WeekTaskProps) {
  const planner = usePlanner();
  const task = { date, group, index };
  const data: PlanDragData = { kind: 'task', title, task };
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: `task:${date}:${group}:${index}`,
    data,
    disabled: done,
  });
  return (
    <li
      ref={setNodeRef}
      {...(done ? {} : listeners)}
      className={cn(
        'flex items-start gap-1 rounded-md border border-border bg-card p-1 text-xs',
        !done && 'cursor-grab touch-manipulation select-none',
        isDragging && 'opacity-50',
      )}
    >
      {done ? null : (
        <GripVertical aria-hidden="true" className="mt-0.5 size-3 shrink-0 text-muted-foreground/70" />
      )}
      <span
        dir="auto"
        className={cn('min-w-0 flex-1 wrap-anywhere', done && 'text-muted-foreground line-through')}
      >
        {title}
        {done ? <span className="sr-only"> (done)</span> : null}
      </span>
      {done ? null : (
        <button
          type="button"
          aria-label={`Schedule ${title}`}
          onClick={() => planner?.scheduleTask(title, task)}
          className="shrink-0 cursor-pointer rounded-sm p-0.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <CalendarClock aria-hidden="true" className="size-3.5" />
        </button>
      )}
    </li>
  );
}
