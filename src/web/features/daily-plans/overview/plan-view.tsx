/**
 * The plan of one day on the overview. Ticks show at once: each is a write that updates the cached plan first and
 * waits for the network when it is gone (ADR 055).
 *
 * Layout: from `lg` up, the documented two columns (left: Daily Big 3, Other Tasks, Winning Looks Like, Today's
 * Calendar; right: Morning Ritual, Workday Rituals, Habits, Watch Out For, Task Progress, Workday Progress). Below
 * `lg` the columns dissolve (`display: contents`) into one list ordered Big 3, Task Progress, Workday Progress,
 * then the rest, so a phone shows where the day stands before the details. Only the progress cards move, and they hold nothing
 * focusable, so the keyboard order is the same at every width.
 */
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, CircleCheck, Target } from 'lucide-react';
import { type ComponentType, useDeferredValue } from 'react';
import {
  TASK_PROGRESS_LABEL,
  type TaskGroup,
  taskProgress,
  workdayProgress,
} from '../../../../core/daily-plan.ts';
import { iconClass } from '../../../components/section-card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { localDate } from '../../../lib/use-now.ts';
import { ritualKeys } from '../../rituals/api.ts';
import { type DailyPlan, useUpdateCompletion } from '../api.ts';
import { DayTimeline } from './day-timeline.tsx';
import { PlanDnd } from './plan-dnd.tsx';
import { ProgressCard } from './progress-card.tsx';
import { RitualCard, WorkdayRitualsCard } from './ritual-card.tsx';
import { TaskListCard, type TaskToSchedule } from './task-list-card.tsx';
import { WatchOutCard } from './watch-out-card.tsx';
import { WinningCard } from './winning-card.tsx';

/** Place of each section in the one-column (phone) order; from `lg` up the DOM order of each column holds. */
const place = {
  bigThree: 'max-lg:order-1',
  taskProgress: 'max-lg:order-2',
  workdayProgress: 'max-lg:order-3',
  otherTasks: 'max-lg:order-4',
  winning: 'max-lg:order-5',
  calendar: 'max-lg:order-6',
  ritual: 'max-lg:order-7',
  workdayRituals: 'max-lg:order-8',
  habits: 'max-lg:order-9',
  watchOut: 'max-lg:order-10',
} as const;

/** Props of a card another feature shows on the overview: the overview's date and today, 'YYYY-MM-DD'. */
export interface DayCardProps {
  date: string;
  today: string;
  /** Classes of the card's section (its place in the overview's layout). */
  className?: string;
}

/** Props of PlanView. */
export interface PlanViewProps {
  plan: DailyPlan;
  isToday: boolean;
  now: Date;
  onSchedule: (task: TaskToSchedule) => void;
  /** The habits feature's card, given by app/ (features import each other only through api.ts). */
  HabitsCard: ComponentType<DayCardProps>;
}

/**
 * The day's sections. The cards that read their own data (timeline, workday rituals, habits) are memoised, so a
 * tick renders only what the plan changes.
 */
export function PlanView({ plan, isToday, now, onSchedule, HabitsCard }: PlanViewProps) {
  const update = useUpdateCompletion();
  const client = useQueryClient();
  // Each tick is its own write of one task (ADR 055), shown on the cached plan at once and sent in order.
  const tick = (group: TaskGroup, tasks: readonly string[]) => (index: number, completed: boolean) =>
    update.mutate({
      planId: plan.id,
      date: plan.date,
      patch: { task: { group, index, completed } },
      label: `‘${tasks[index]}’ ${completed ? 'done' : 'not done'}`,
    });
  // The server writes the morning run with the flag (ADR 043): the cached runs and streaks are read again.
  const setRitualDone = (completed: boolean) =>
    update.mutate(
      {
        planId: plan.id,
        date: plan.date,
        patch: { morningRitualCompleted: completed },
        label: `Morning ritual ${completed ? 'done' : 'not done'}`,
      },
      { onSettled: () => client.invalidateQueries({ queryKey: ritualKeys.all }) },
    );
  const { bigThreeCompleted, otherTasksCompleted } = plan;
  // The timeline (its hour rows, drop targets and first layout) renders just after the tasks are painted.
  const withTimeline = useDeferredValue(true, false);

  const progress = Math.round(taskProgress({ bigThreeCompleted, otherTasksCompleted }));
  const workday = Math.round(workdayProgress(now.getHours() * 60 + now.getMinutes()));
  const hasOtherTasks = plan.otherTasks.length > 0;
  const schedule = isToday ? onSchedule : undefined;
  // Today and later days are planned on the timeline (ADR 054); past days are a record.
  const plannable = plan.date >= localDate(now);

  const sections = (
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-3 lg:items-start">
      <div className="contents lg:col-span-2 lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
        <TaskListCard
          title="Daily Big 3"
          icon={<Target className={iconClass} aria-hidden="true" />}
          tasks={plan.bigThree}
          done={bigThreeCompleted}
          numbered
          onToggle={tick('bigThree', plan.bigThree)}
          date={plan.date}
          group="bigThree"
          onSchedule={schedule}
          draggable={plannable}
          className={place.bigThree}
        />
        {hasOtherTasks ? (
          <TaskListCard
            title="Other Tasks"
            icon={<CircleCheck className={iconClass} aria-hidden="true" />}
            tasks={plan.otherTasks}
            done={otherTasksCompleted}
            numbered={false}
            onToggle={tick('otherTasks', plan.otherTasks)}
            date={plan.date}
            group="otherTasks"
            onSchedule={schedule}
            draggable={plannable}
            className={place.otherTasks}
          />
        ) : null}
        {plan.winningDefinition.trim() !== '' ? (
          <WinningCard definition={plan.winningDefinition} className={place.winning} />
        ) : null}
        {withTimeline ? (
          <DayTimeline
            date={plan.date}
            currentHour={isToday ? now.getHours() : undefined}
            className={place.calendar}
          />
        ) : (
          <Skeleton className={`h-[34rem] rounded-xl ${place.calendar}`} />
        )}
      </div>

      <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
        <RitualCard
          date={plan.date}
          done={plan.morningRitualCompleted}
          onChange={setRitualDone}
          className={place.ritual}
        />
        <WorkdayRitualsCard date={plan.date} className={place.workdayRituals} />
        <HabitsCard date={plan.date} today={localDate(now)} className={place.habits} />
        {plan.distractions.length > 0 ? (
          <WatchOutCard distractions={plan.distractions} className={place.watchOut} />
        ) : null}
        <ProgressCard
          title="Task Progress"
          icon={<CircleCheck className={iconClass} aria-hidden="true" />}
          percent={progress}
          caption={hasOtherTasks ? TASK_PROGRESS_LABEL : undefined}
          className={place.taskProgress}
        />
        <ProgressCard
          title="Workday Progress"
          icon={<CalendarClock className={iconClass} aria-hidden="true" />}
          percent={workday}
          caption="8:00 AM - 5:00 PM"
          className={place.workdayProgress}
        />
      </div>
    </div>
  );
  return plannable ? <PlanDnd date={plan.date}>{sections}</PlanDnd> : sections;
}
