/**
 * Daily overview (docs/product.md §2 'Daily overview', §4, §9) at /daily-overview?date=YYYY-MM-DD (default today): the
 * day's Big 3, other tasks, win and distractions with completion checkboxes, the calendar timeline, progress
 * bars, scheduling, the printable export and the Finish Your Day reflection. The sections live in ./overview/.
 */
import { type ComponentType, lazy, useDeferredValue, useState } from 'react';
import { OnceOpened } from '../../lib/once-opened.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { exportDailyPlan } from './export-plan.ts';
import { OverviewHeader } from './overview/overview-header.tsx';
import { OverviewLayout } from './overview/overview-shell.tsx';
import { LoadingView, NoPlanView } from './overview/overview-states.tsx';
import { type DayCardProps, PlanView } from './overview/plan-view.tsx';
import type { TaskToSchedule } from './overview/task-list-card.tsx';
import { useOverviewDay } from './overview/use-overview-day.ts';

// Loaded when first opened (ADR 022); the finish dialog brings react-hook-form.
const FinishDayDialog = lazy(() =>
  import('./finish-day-dialog.tsx').then((m) => ({ default: m.FinishDayDialog })),
);
const ScheduleTaskDialog = lazy(() =>
  import('./overview/schedule-task-dialog.tsx').then((m) => ({ default: m.ScheduleTaskDialog })),
);

/** Props of DailyOverviewPage: the cards of other features, which app/ composes in (app/daily-overview-route.tsx). */
export interface DailyOverviewPageProps {
  /** The day's habits with their checks (the habits feature's card). */
  HabitsCard: ComponentType<DayCardProps>;
}

/** The daily overview screen. */
export function DailyOverviewPage({ HabitsCard }: DailyOverviewPageProps) {
  const day = useOverviewDay();
  // A plan's arrival renders the sections as a transition, which React slices into short tasks (a query's
  // update alone renders synchronously: one long task on a phone); until then the skeletons stay. A change to the
  // plan on screen (a tick) renders at once.
  const arriving = useDeferredValue(day.planQuery);
  const planQuery = arriving.data && arriving.data.id === day.planQuery.data?.id ? day.planQuery : arriving;
  const plan = planQuery.data;
  const [scheduling, setScheduling] = useState<TaskToSchedule | null>(null);
  const [finishing, setFinishing] = useState(false);
  useDocumentTitle('Daily Overview');

  return (
    <OverviewLayout
      header={
        <OverviewHeader
          date={day.date}
          isToday={day.isToday}
          canGoForward={day.canGoForward}
          dayFinished={plan?.dayFinished === true}
          onPreviousDay={day.showPreviousDay}
          onNextDay={day.showNextDay}
          onToday={day.showToday}
          onExport={plan ? () => exportDailyPlan(plan) : undefined}
          onFinish={plan && day.isToday && !plan.dayFinished ? () => setFinishing(true) : undefined}
        />
      }
      after={
        <>
          <OnceOpened open={scheduling !== null}>
            <ScheduleTaskDialog task={scheduling} date={day.date} onClose={() => setScheduling(null)} />
          </OnceOpened>
          {plan ? (
            <OnceOpened key={plan.id} open={finishing}>
              <FinishDayDialog plan={plan} open={finishing} onOpenChange={setFinishing} />
            </OnceOpened>
          ) : null}
        </>
      }
    >
      {planQuery.isPending ? (
        <LoadingView />
      ) : plan ? (
        <PlanView
          key={plan.id}
          plan={plan}
          isToday={day.isToday}
          now={day.now}
          onSchedule={setScheduling}
          HabitsCard={HabitsCard}
        />
      ) : (
        <NoPlanView />
      )}
    </OverviewLayout>
  );
}
