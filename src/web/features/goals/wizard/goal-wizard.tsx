/**
 * The goal wizard's form (docs/product.md §2 Goal Wizard, §4, §5): the progress indicator, the current step, Cancel
 * (step 1, to Home) or Back, and Next or, on step 6, 'Complete' ('Update Goal' when editing; 'Saving...' /
 * 'Updating...' while the request runs). Steps 1–4 keep Next disabled, with the reason beside it, until their choice is
 * made.
 */
import { ArrowLeft, ArrowRight, Check, LoaderCircle, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { GoalTypeStep, RealmStep, SmarterStep } from './choice-steps.tsx';
import { DescriptionStep, DueDateStep } from './detail-steps.tsx';
import type { GoalDraft } from './goal-draft.ts';
import { MilestonesStep } from './milestones-step.tsx';
import { useGoalWizard } from './use-goal-wizard.ts';
import { GoalWizardProgress, goalSteps } from './wizard-progress.tsx';

/** Props of GoalWizard. */
export interface GoalWizardProps {
  /** The goal being edited; absent for a new goal. */
  goalId?: string;
  initialDraft: GoalDraft;
  /** The local date 'YYYY-MM-DD'. */
  today: string;
}

function primaryLabel(isLast: boolean, editing: boolean, saving: boolean): ReactNode {
  if (!isLast)
    return (
      <>
        Next
        <ArrowRight aria-hidden="true" />
      </>
    );
  if (saving)
    return (
      <>
        <LoaderCircle className="animate-spin" aria-hidden="true" />
        {editing ? 'Updating...' : 'Saving...'}
      </>
    );
  return (
    <>
      <Check aria-hidden="true" />
      {editing ? 'Update Goal' : 'Complete'}
    </>
  );
}

/** The six-step wizard, started from `initialDraft`. */
export function GoalWizard({ goalId, initialDraft, today }: GoalWizardProps) {
  const id = useId();
  const navigate = useNavigate();
  const wizard = useGoalWizard({ goalId, initialDraft, today });
  const { step, draft, update, editing, blocker, isLast, isSaving } = wizard;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // Moving between steps puts focus on the new step's heading (not on first load).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const info = goalSteps[step - 1] ?? goalSteps[0];
  const StepIcon = info.icon;

  let body: ReactNode;
  if (step === 1) body = <GoalTypeStep draft={draft} update={update} />;
  else if (step === 2) body = <DueDateStep draft={draft} update={update} today={today} editing={editing} />;
  else if (step === 3) body = <DescriptionStep draft={draft} update={update} />;
  else if (step === 4) body = <RealmStep draft={draft} update={update} />;
  else if (step === 5) body = <SmarterStep draft={draft} update={update} />;
  else
    body = (
      <MilestonesStep draft={draft} update={update} entry={wizard.entry} onEntryChange={wizard.setEntry} />
    );

  return (
    <>
      <div className="mt-8">
        <GoalWizardProgress step={step} />
      </div>
      <Card className="mt-6 overflow-hidden">
        <form onSubmit={wizard.submit} noValidate aria-labelledby={`${id}-title`}>
          <div className="p-5 sm:p-10">
            <div className="flex items-start gap-4">
              <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-foreground sm:flex">
                <StepIcon className="size-6" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <h2
                  id={`${id}-title`}
                  ref={headingRef}
                  tabIndex={-1}
                  className="font-display text-2xl font-semibold tracking-tight focus:outline-none sm:text-3xl"
                >
                  {info.title}
                </h2>
                <p className="mt-1.5 leading-relaxed text-muted-foreground">{info.description}</p>
              </div>
            </div>
            <div className="mt-8 min-w-0">{body}</div>
          </div>
          <div className="flex flex-col-reverse gap-3 border-t border-border bg-muted/30 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-10">
            {step === 1 ? (
              <Button variant="outline" size="lg" onClick={() => navigate('/')}>
                <X aria-hidden="true" />
                Cancel
              </Button>
            ) : (
              <Button variant="outline" size="lg" onClick={wizard.back} disabled={isSaving}>
                <ArrowLeft aria-hidden="true" />
                Back
              </Button>
            )}
            <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
              {blocker ? (
                <p id={`${id}-hint`} className="text-center text-sm text-muted-foreground sm:text-right">
                  {blocker}
                </p>
              ) : null}
              <Button
                type="submit"
                size="lg"
                disabled={blocker !== null}
                pending={isSaving}
                aria-busy={isSaving || undefined}
                aria-describedby={blocker ? `${id}-hint` : undefined}
              >
                {primaryLabel(isLast, editing, isSaving)}
              </Button>
            </div>
          </div>
        </form>
      </Card>
    </>
  );
}
