/**
 * The Clarity Break wizard (/clarity-break, docs/product.md §2, §4, §5, §8, §9): the Call to Prayer, five question
 * steps of three questions ('{label} Questions'), then Action Items & Commitments with the session value. Completing it
 * saves the break under today's local date (the app's one clock) and goes to /clarity-breaks; the toasts and the
 * navigation run in the mutation (ADR 009), so they happen even if the wizard is gone by then.
 */
import {
  ArrowLeft,
  ArrowRight,
  Check,
  HandHeart,
  ListChecks,
  LoaderCircle,
  MessageCircleQuestion,
} from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CLARITY_QUESTION_STEPS, clarityBreakInput, SCORE_DEFAULT } from '../../../core/clarity-break.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { localDate, useNow } from '../../lib/use-now.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { useSaveClarityBreak } from './api.ts';
import { CLARITY_STEP_COUNT, ClarityProgress } from './wizard/clarity-progress.tsx';
import { ActionsStep, PrayerStep, QuestionStep } from './wizard/clarity-steps.tsx';

const LIST_PATH = '/clarity-breaks';
const ACTIONS_STEP = CLARITY_STEP_COUNT - 1;
const LAST_QUESTION_STEP = ACTIONS_STEP - 1;

/** Title and description of step `step` (0-based). */
function stepHeading(step: number): { title: string; description: string } {
  if (step === 0)
    return {
      title: 'Call to Prayer',
      description: 'Set aside the noise and begin your Clarity Break with God.',
    };
  const questions = CLARITY_QUESTION_STEPS[step - 1];
  if (questions)
    return {
      title: questions.title,
      description: 'Answer honestly and briefly. Skip any question that does not speak to you today.',
    };
  return {
    title: 'Action Items & Commitments',
    description: 'Turn what you have seen into commitments, then rate the value of this time.',
  };
}

const stepIcon = (step: number) =>
  step === 0 ? HandHeart : step === ACTIONS_STEP ? ListChecks : MessageCircleQuestion;

/** The /clarity-break screen. */
export function ClarityBreakPage() {
  useDocumentTitle('Clarity Break');
  const id = useId();
  const navigate = useNavigate();
  const today = localDate(useNow());
  const [step, setStep] = useState(0);
  const [responses, setResponses] = useState<Record<string, string>>({});
  const [items, setItems] = useState<string[]>([]);
  const [entry, setEntry] = useState('');
  const [score, setScore] = useState(SCORE_DEFAULT);
  const once = useSingleFlight();
  const save = useSaveClarityBreak({
    onSaved: () => {
      if (window.location.pathname === '/clarity-break') navigate(LIST_PATH);
    },
  });

  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const { title, description } = stepHeading(step);
  const StepIcon = stepIcon(step);
  const questionStep = step > 0 && step < ACTIONS_STEP ? CLARITY_QUESTION_STEPS[step - 1] : undefined;
  const canComplete = items.length > 0 && !save.isPending;

  const complete = async () => {
    const body = clarityBreakInput.safeParse({
      date: today,
      responses,
      actionItems: items,
      score: String(score),
    });
    if (!body.success) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: body.error.issues[0]?.message ?? 'Failed to save Clarity Break. Please try again.',
      });
      return;
    }
    await save.mutateAsync(body.data);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < ACTIONS_STEP) setStep(step + 1);
    else if (canComplete) void once(complete);
  };

  let primary = (
    <>
      Next
      <ArrowRight aria-hidden="true" />
    </>
  );
  if (step === 0) primary = <>Begin Clarity Break</>;
  else if (step === LAST_QUESTION_STEP)
    primary = (
      <>
        Continue to Action Items
        <ArrowRight aria-hidden="true" />
      </>
    );
  else if (step === ACTIONS_STEP)
    primary = save.isPending ? (
      <>
        <LoaderCircle className="animate-spin" aria-hidden="true" />
        Saving...
      </>
    ) : (
      <>
        <Check aria-hidden="true" />
        Complete Clarity Break
      </>
    );

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">Clarity Break</h1>
      <p className="mt-2 text-muted-foreground">Step away, pray, and think clearly about your business.</p>
      <div className="mt-8">
        <ClarityProgress step={step} />
      </div>
      <Card className="mt-6 overflow-hidden">
        <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
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
                  {title}
                </h2>
                <p className="mt-1.5 leading-relaxed text-muted-foreground">{description}</p>
              </div>
            </div>
            <div className="mt-8 min-w-0">
              {step === 0 ? <PrayerStep /> : null}
              {questionStep ? (
                <QuestionStep
                  idPrefix={id}
                  firstNumber={(step - 1) * questionStep.questions.length + 1}
                  questions={questionStep.questions}
                  responses={responses}
                  onAnswer={(question, answer) =>
                    setResponses((current) => ({ ...current, [question]: answer }))
                  }
                />
              ) : null}
              {step === ACTIONS_STEP ? (
                <ActionsStep
                  items={items}
                  entry={entry}
                  onEntryChange={setEntry}
                  onAdd={(item) => setItems((current) => [...current, item])}
                  onRemove={(index) => setItems((current) => current.filter((_, i) => i !== index))}
                  score={score}
                  onScoreChange={setScore}
                  saving={save.isPending}
                />
              ) : null}
            </div>
          </div>
          <div className="flex flex-col-reverse gap-3 border-t border-border bg-muted/30 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-10">
            {step === 0 ? (
              <Button variant="outline" size="lg" asChild>
                <Link to="/">Cancel</Link>
              </Button>
            ) : (
              <Button variant="outline" size="lg" onClick={() => setStep(step - 1)} disabled={save.isPending}>
                <ArrowLeft aria-hidden="true" />
                Back
              </Button>
            )}
            <Button
              type="submit"
              size="lg"
              disabled={step === ACTIONS_STEP && !canComplete}
              pending={save.isPending}
              aria-busy={save.isPending}
            >
              {primary}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
