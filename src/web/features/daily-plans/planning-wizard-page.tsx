/**
 * The daily planning wizard (/daily-planning, docs/product.md §2, §4, §5, §8): five steps with a progress indicator and
 * a View My Goals link. Completing it saves today's plan and goes to /daily-overview. The draft (step and fields)
 * is kept in session storage so a reload at any step resumes where the person was (planning-draft.ts); when
 * today already has a plan (Start Over) and no draft is in progress, the wizard starts from that plan. Once the
 * wizard has started it stays on screen whatever the plan queries do (saving refreshes them).
 */
import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { ArrowLeft, ArrowRight, CalendarClock, Check, LoaderCircle, Target } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { localDate, useNow } from '../../lib/use-now.ts';
import { dailyPlanQuery } from './api.ts';
import { draftFromPlan, emptyDraft, type PlanningDraft, readDraft } from './planning-draft.ts';
import { usePlanningWizard } from './wizard/use-planning-wizard.ts';
import { WizardProgress, wizardSteps } from './wizard/wizard-progress.tsx';
import { StepBody } from './wizard/wizard-steps.tsx';

const longDate = (date: string) => format(parseISO(date), 'EEEE, MMMM d');

/** The wizard itself, started from a draft; every change is written to session storage. */
function PlanningWizard(props: { today: string; startedOn: string; initialDraft: PlanningDraft }) {
  const hintId = useId();
  const wizard = usePlanningWizard(props);
  const { draft, allowed, isLast, isSaving } = wizard;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(draft.step);

  // Moving between steps puts focus on the new step's heading (not on first load).
  useEffect(() => {
    if (shownStep.current === draft.step) return;
    shownStep.current = draft.step;
    headingRef.current?.focus();
  }, [draft.step]);

  const step = wizardSteps[draft.step - 1] ?? wizardSteps[0];
  const StepIcon = step.icon;

  let primaryLabel: ReactNode = (
    <>
      Continue
      <ArrowRight aria-hidden="true" />
    </>
  );
  if (isLast) {
    primaryLabel = isSaving ? (
      <>
        <LoaderCircle className="animate-spin" aria-hidden="true" />
        Saving...
      </>
    ) : (
      <>
        <Check aria-hidden="true" />
        Complete Planning
      </>
    );
  }

  return (
    <>
      {wizard.rolledOver ? (
        <Alert className="mt-8" role="status">
          <CalendarClock aria-hidden="true" />
          <AlertTitle>A new day has begun</AlertTitle>
          <AlertDescription>
            Midnight passed while you were planning. This plan will be saved for today,{' '}
            {longDate(props.today)}.
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="mt-8">
        <WizardProgress step={draft.step} />
      </div>
      <Card className="mt-6 overflow-hidden">
        <form onSubmit={wizard.submit} noValidate aria-labelledby={`${hintId}-title`}>
          <div className="p-5 sm:p-10">
            <div className="flex items-start gap-4">
              <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-foreground sm:flex">
                <StepIcon className="size-6" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <h2
                  id={`${hintId}-title`}
                  ref={headingRef}
                  tabIndex={-1}
                  className="font-display text-2xl font-semibold tracking-tight focus:outline-none sm:text-3xl"
                >
                  {step.title}
                </h2>
                <p className="mt-1.5 leading-relaxed text-muted-foreground">{step.description}</p>
              </div>
            </div>
            <div className="mt-8 min-w-0">
              <StepBody carried={wizard.carried} draft={draft} update={wizard.update} />
            </div>
          </div>
          <div className="flex flex-col-reverse gap-3 border-t border-border bg-muted/30 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-10">
            {draft.step > 1 ? (
              <Button variant="outline" size="lg" onClick={wizard.back}>
                <ArrowLeft aria-hidden="true" />
                Back
              </Button>
            ) : (
              <span className="hidden sm:block" />
            )}
            <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
              {allowed ? null : (
                <p id={`${hintId}-hint`} className="text-center text-sm text-muted-foreground sm:text-right">
                  Fill in all three priorities to continue.
                </p>
              )}
              <Button
                type="submit"
                size="lg"
                disabled={!allowed}
                pending={isSaving}
                aria-busy={isSaving}
                aria-describedby={allowed ? undefined : `${hintId}-hint`}
              >
                {primaryLabel}
              </Button>
            </div>
          </div>
        </form>
      </Card>
    </>
  );
}

/** Placeholder while today's plan is looked up. */
function WizardSkeleton() {
  return (
    <div className="mt-8" aria-busy="true">
      <span className="sr-only">Loading your plan…</span>
      <Skeleton className="h-4 w-24" />
      <Skeleton className="mt-3 h-2" />
      <Skeleton className="mt-6 h-96 rounded-xl" />
    </div>
  );
}

/** The /daily-planning screen. */
export function PlanningWizardPage() {
  useDocumentTitle('Daily Planning');
  const today = localDate(useNow());
  const [start] = useState(() => ({ date: today, draft: readDraft(today) }));
  // Only needed to prefill when there is no draft in progress; any error (404) means "start empty".
  const todayPlan = useQuery({ ...dailyPlanQuery(start.date), enabled: start.draft === null });
  // Chosen once: later refetches of the plan (saving refreshes it) never take the wizard off the screen.
  const [initialDraft, setInitialDraft] = useState(start.draft);
  if (initialDraft === null && !todayPlan.isPending) {
    setInitialDraft(todayPlan.data ? draftFromPlan(todayPlan.data) : emptyDraft());
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-[0.16em] text-accent-foreground uppercase">
            <time dateTime={today}>{longDate(today)}</time>
          </p>
          <h1 className="mt-2 font-display text-4xl font-semibold tracking-tight sm:text-5xl">
            Plan Your Day
          </h1>
        </div>
        <Button variant="outline" asChild className="self-start sm:self-auto">
          <Link to="/goal-tracking">
            <Target aria-hidden="true" />
            View My Goals
          </Link>
        </Button>
      </div>
      {initialDraft ? (
        <PlanningWizard today={today} startedOn={start.date} initialDraft={initialDraft} />
      ) : (
        <WizardSkeleton />
      )}
    </div>
  );
}
