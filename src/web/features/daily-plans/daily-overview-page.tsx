/**
 * Daily overview (spec §2 'Daily overview', §4, §9) at /daily-overview?date=YYYY-MM-DD (default today): the
 * day's Big 3, other tasks, win and distractions with completion checkboxes, the calendar timeline, progress
 * bars, scheduling, the printable export and the Finish Your Day reflection.
 */
import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import {
  CalendarClock,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  Download,
  Flag,
  House,
  RotateCcw,
  Sunrise,
  Target,
  TriangleAlert,
  Trophy,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TASK_PROGRESS_LABEL, taskProgress, workdayProgress } from '../../../core/daily-plan.ts';
import { addDays, isValidLocalDate } from '../../../core/dates.ts';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { cn } from '../../lib/utils.ts';
import { DayTimeline } from '../calendar/day-timeline.tsx';
import { ScheduleTaskDialog } from '../calendar/schedule-task-dialog.tsx';
import { type DailyPlan, overviewPlanQuery, useUpdateCompletion } from './api.ts';
import { exportDailyPlan } from './export-plan.ts';
import { FinishDayDialog } from './finish-day-dialog.tsx';

/** How often the clock behind 'today' and the workday bar is read (spec §9: every 60 s). */
const CLOCK_INTERVAL_MS = 60_000;

/** The current time, re-read every 60 seconds. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function longDate(date: string): string {
  return format(parseISO(date), 'EEEE, MMMM d, yyyy');
}

/**
 * Optimistic, serialised saving of one completion value (a group's boolean list or the ritual flag): the value
 * shown is the latest wish until the server has it and the plan has been re-read, so a toggle never flickers
 * back; toggles made while a save is under way are sent after it, latest first wins. On failure the saved
 * value shows again and `onError` runs.
 */
function useOptimisticValue<T>(saved: T, save: (value: T) => Promise<unknown>, onError: () => void) {
  const [wish, setWish] = useState<{ value: T } | null>(null);
  const queued = useRef<{ value: T } | null>(null);
  const running = useRef(false);
  const latest = useRef({ save, onError });
  useEffect(() => {
    latest.current = { save, onError };
  });

  const change = (value: T) => {
    setWish({ value });
    queued.current = { value };
    if (running.current) return;
    running.current = true;
    void (async () => {
      let failed = false;
      while (queued.current) {
        const next = queued.current;
        queued.current = null;
        try {
          await latest.current.save(next.value);
        } catch {
          failed = true;
        }
      }
      running.current = false;
      setWish(null);
      if (failed) latest.current.onError();
    })();
  };

  return [wish ? wish.value : saved, change] as const;
}

function completionFailed(): void {
  toast({
    variant: 'destructive',
    title: 'Error',
    description: 'Failed to update your progress. Please try again.',
  });
}

function replaceAt(list: readonly boolean[], index: number, value: boolean): boolean[] {
  return list.map((entry, i) => (i === index ? value : entry));
}

/** A section card with an icon and a heading that names the region. */
function SectionCard({
  title,
  icon,
  action,
  children,
  className,
}: {
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className}>
      <Card className="h-full">
        <CardHeader className="flex-row items-center justify-between gap-3 pb-4">
          <CardTitle as="h2" id={titleId} className="flex items-center gap-2">
            {icon}
            {title}
          </CardTitle>
          {action}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}

const iconClass = 'size-5 text-accent';

function TaskList({
  tasks,
  done,
  numbered,
  onToggle,
  onSchedule,
}: {
  tasks: readonly string[];
  done: readonly boolean[];
  numbered: boolean;
  onToggle: (index: number, value: boolean) => void;
  onSchedule?: (task: string) => void;
}) {
  const baseId = useId();
  return (
    <ul className="flex flex-col divide-y divide-border/80">
      {tasks.map((task, index) => {
        const id = `${baseId}-${index}`;
        const isDone = done[index] === true;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: tasks are positional (completion flags follow the index).
          <li key={index} className="flex min-h-14 items-center gap-3 py-2.5 first:pt-0 last:pb-0">
            {numbered ? (
              <span
                aria-hidden="true"
                className={cn(
                  'w-4 shrink-0 text-center font-display text-lg font-semibold text-accent tabular-nums',
                  isDone && 'text-muted-foreground/60',
                )}
              >
                {index + 1}
              </span>
            ) : null}
            <Checkbox id={id} checked={isDone} onCheckedChange={(value) => onToggle(index, value === true)} />
            <Label
              htmlFor={id}
              className={cn(
                'min-w-0 flex-1 cursor-pointer py-1 text-[0.95rem] leading-snug font-normal break-words transition-colors',
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
                className="-mr-2 text-primary"
                onClick={() => onSchedule(task)}
              >
                <CalendarClock aria-hidden="true" />
                <span className="max-sm:sr-only">Schedule</span>
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function ProgressBlock({
  title,
  icon,
  percent,
  caption,
}: {
  title: string;
  icon: ReactNode;
  percent: number;
  caption?: string;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardContent className="flex flex-col gap-3 pt-6">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id={titleId} className="flex items-center gap-2 font-display text-lg font-semibold">
              {icon}
              {title}
            </h2>
            <span className="font-display text-2xl font-semibold tabular-nums">{percent}%</span>
          </div>
          <Progress value={percent} aria-labelledby={titleId} />
          {caption ? <p className="text-xs text-muted-foreground">{caption}</p> : null}
        </CardContent>
      </Card>
    </section>
  );
}

/** The plan of one day, with its completion state kept optimistic while saves are under way. */
function PlanView({
  plan,
  isToday,
  now,
  onSchedule,
}: {
  plan: DailyPlan;
  isToday: boolean;
  now: Date;
  onSchedule: (task: string) => void;
}) {
  const update = useUpdateCompletion(plan);
  const ritualId = useId();
  const [bigThreeCompleted, setBigThree] = useOptimisticValue(
    plan.bigThreeCompleted,
    (value) => update.mutateAsync({ bigThreeCompleted: value }),
    completionFailed,
  );
  const [otherTasksCompleted, setOtherTasks] = useOptimisticValue(
    plan.otherTasksCompleted,
    (value) => update.mutateAsync({ otherTasksCompleted: value }),
    completionFailed,
  );
  const [ritualDone, setRitualDone] = useOptimisticValue(
    plan.morningRitualCompleted,
    (value) => update.mutateAsync({ morningRitualCompleted: value }),
    completionFailed,
  );

  const progress = Math.round(taskProgress({ bigThreeCompleted, otherTasksCompleted }));
  const workday = Math.round(workdayProgress(now.getHours() * 60 + now.getMinutes()));
  const hasOtherTasks = plan.otherTasks.length > 0;
  const schedule = isToday ? onSchedule : undefined;

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-6 lg:col-span-2">
        <SectionCard title="Daily Big 3" icon={<Target className={iconClass} aria-hidden="true" />}>
          <TaskList
            tasks={plan.bigThree}
            done={bigThreeCompleted}
            numbered
            onToggle={(index, value) => setBigThree(replaceAt(bigThreeCompleted, index, value))}
            onSchedule={schedule}
          />
        </SectionCard>

        {hasOtherTasks ? (
          <SectionCard title="Other Tasks" icon={<CircleCheck className={iconClass} aria-hidden="true" />}>
            <TaskList
              tasks={plan.otherTasks}
              done={otherTasksCompleted}
              numbered={false}
              onToggle={(index, value) => setOtherTasks(replaceAt(otherTasksCompleted, index, value))}
              onSchedule={schedule}
            />
          </SectionCard>
        ) : null}

        {plan.winningDefinition.trim() !== '' ? (
          <SectionCard title="Winning Looks Like" icon={<Trophy className={iconClass} aria-hidden="true" />}>
            <blockquote className="rounded-r-lg border-l-4 border-accent bg-accent-soft/70 px-4 py-3 font-display text-lg leading-relaxed whitespace-pre-wrap break-words">
              {plan.winningDefinition}
            </blockquote>
          </SectionCard>
        ) : null}

        <DayTimeline date={plan.date} currentHour={isToday ? now.getHours() : undefined} />
      </div>

      <div className="flex flex-col gap-6">
        <SectionCard title="Morning Ritual" icon={<Sunrise className={iconClass} aria-hidden="true" />}>
          <div
            className={cn(
              'flex items-center gap-3 rounded-lg border px-4 py-3 transition-colors',
              ritualDone ? 'border-success/30 bg-success-soft' : 'border-border bg-muted/40',
            )}
          >
            <Checkbox
              id={ritualId}
              checked={ritualDone}
              onCheckedChange={(value) => setRitualDone(value === true)}
              className={cn(
                ritualDone && 'data-[state=checked]:border-success data-[state=checked]:bg-success',
              )}
            />
            <Label
              htmlFor={ritualId}
              className={cn(
                'cursor-pointer font-semibold',
                ritualDone ? 'text-success' : 'text-muted-foreground',
              )}
            >
              {ritualDone ? 'Completed' : 'Not Completed'}
            </Label>
          </div>
        </SectionCard>

        {plan.distractions.length > 0 ? (
          <SectionCard
            title="Watch Out For"
            icon={<TriangleAlert className={iconClass} aria-hidden="true" />}
          >
            <ul className="flex flex-col gap-2">
              {plan.distractions.map((distraction, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: distractions may repeat and never reorder.
                  key={index}
                  className="flex items-start gap-2.5 rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-foreground"
                >
                  <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-warning" />
                  <span className="min-w-0 break-words">{distraction}</span>
                </li>
              ))}
            </ul>
          </SectionCard>
        ) : null}

        <ProgressBlock
          title="Task Progress"
          icon={<CircleCheck className={iconClass} aria-hidden="true" />}
          percent={progress}
          caption={hasOtherTasks ? TASK_PROGRESS_LABEL : undefined}
        />
        <ProgressBlock
          title="Workday Progress"
          icon={<CalendarClock className={iconClass} aria-hidden="true" />}
          percent={workday}
          caption="8:00 AM - 5:00 PM"
        />
      </div>
    </div>
  );
}

function LoadingView() {
  return (
    <div className="grid gap-6 lg:grid-cols-3" role="status">
      <span className="sr-only">Loading your daily plan...</span>
      <div className="flex flex-col gap-6 lg:col-span-2">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
      <div className="flex flex-col gap-6">
        <Skeleton className="h-32 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
      </div>
    </div>
  );
}

function NoPlanView() {
  return (
    <Alert className="mx-auto max-w-2xl p-6">
      <TriangleAlert aria-hidden="true" className="text-accent" />
      <AlertTitle className="font-display text-xl">No Daily Plan Found</AlertTitle>
      <AlertDescription className="flex flex-col gap-5">
        <p className="text-muted-foreground">
          We couldn't find your daily plan for today. This might be because you haven't created one yet or
          there was an error loading it.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" asChild>
            <Link to="/">
              <House aria-hidden="true" />
              Go Home
            </Link>
          </Button>
          <Button asChild>
            <Link to="/daily-planning">Create Daily Plan</Link>
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}

/** The daily overview screen. */
export function DailyOverviewPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const now = useNow();
  const today = format(now, 'yyyy-MM-dd');
  const requested = searchParams.get('date');
  const date = requested && isValidLocalDate(requested) ? requested : today;
  const isToday = date === today;
  const planQuery = useQuery(overviewPlanQuery(date, today));
  const plan = planQuery.data;
  const [scheduling, setScheduling] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  useDocumentTitle('Daily Overview');

  const showDate = (next: string) => setSearchParams(next === today ? {} : { date: next });

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-[0.16em] text-accent-foreground uppercase">
            Daily Overview
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-3">
            <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
              <time dateTime={date}>{longDate(date)}</time>
            </h1>
            {plan?.dayFinished ? (
              <Badge variant="accent" className="gap-1.5">
                <Flag className="size-3" aria-hidden="true" />
                Day finished
              </Badge>
            ) : null}
          </div>
          <nav aria-label="Days" className="mt-4 flex flex-wrap items-center gap-2">
            <div className="inline-flex overflow-hidden rounded-lg border border-border-strong bg-card shadow-xs">
              <Button
                variant="ghost"
                size="icon"
                aria-label="Previous day"
                className="rounded-none"
                onClick={() => showDate(addDays(date, -1))}
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <span aria-hidden="true" className="w-px bg-border-strong" />
              <Button
                variant="ghost"
                size="icon"
                aria-label="Next day"
                className="rounded-none"
                disabled={date > today}
                onClick={() => showDate(addDays(date, 1))}
              >
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
            {isToday ? null : (
              <Button variant="outline" onClick={() => showDate(today)}>
                Today
              </Button>
            )}
          </nav>
        </div>

        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to="/">
              <House aria-hidden="true" />
              Home
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/daily-planning">
              <RotateCcw aria-hidden="true" />
              Start Over
            </Link>
          </Button>
          {plan ? (
            <Button variant="outline" onClick={() => exportDailyPlan(plan)}>
              <Download aria-hidden="true" />
              Download PDF
            </Button>
          ) : null}
          {plan && isToday && !plan.dayFinished ? (
            <Button onClick={() => setFinishing(true)}>
              <Flag aria-hidden="true" />
              Finish
            </Button>
          ) : null}
        </div>
      </header>

      <div className="mt-8">
        {planQuery.isPending ? (
          <LoadingView />
        ) : plan ? (
          <PlanView key={plan.id} plan={plan} isToday={isToday} now={now} onSchedule={setScheduling} />
        ) : (
          <NoPlanView />
        )}
      </div>

      <ScheduleTaskDialog task={scheduling} date={date} onClose={() => setScheduling(null)} />
      {plan ? (
        <FinishDayDialog key={plan.id} plan={plan} open={finishing} onOpenChange={setFinishing} />
      ) : null}
    </div>
  );
}
