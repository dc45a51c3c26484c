/**
 * The daily planning wizard (/daily-planning, spec §2, §4, §5, §8): five steps with a progress indicator and a
 * View My Goals link. Completing it saves today's plan and goes to /daily-overview. The draft (step and fields)
 * is kept in session storage so a reload at any step resumes where the person was (planning-draft.ts); when
 * today already has a plan (Start Over) and no draft is in progress, the wizard starts from that plan.
 */
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import {
  ArrowLeft,
  ArrowRight,
  Check,
  History,
  ListTodo,
  LoaderCircle,
  type LucideIcon,
  Plus,
  ShieldAlert,
  Sunrise,
  Target,
  Trophy,
} from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import {
  carryOver,
  DEFAULT_RITUAL_ELEMENTS,
  dailyPlanInput,
  MAX_ITEM_LENGTH,
  MAX_LIST_ITEMS,
  MAX_TEXT_LENGTH,
} from '../../../core/daily-plan.ts';
import { addDays } from '../../../core/dates.ts';
import { TextListEditor } from '../../components/text-list-editor.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { readStorage, storageKeys } from '../../lib/storage.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { cn } from '../../lib/utils.ts';
import { morningElements, ritualsQuery } from '../rituals/api.ts';
import { dailyPlanQuery, useSaveDailyPlan } from './api.ts';
import {
  BIG_THREE_STEP,
  canContinue,
  clearDraft,
  draftFromPlan,
  emptyDraft,
  PLANNING_STEP_COUNT,
  type PlanningDraft,
  planInputFromDraft,
  readDraft,
  withTaskInBigThree,
  writeDraft,
} from './planning-draft.ts';

interface StepInfo {
  title: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

const steps: readonly [StepInfo, ...StepInfo[]] = [
  {
    title: 'Morning Ritual Check',
    label: 'Ritual',
    description: 'Begin anchored. Look over your morning ritual before you plan the day.',
    icon: Sunrise,
  },
  {
    title: 'Daily Big 3',
    label: 'Big 3',
    description: 'Name the three priorities that would make today a success.',
    icon: Target,
  },
  {
    title: 'Other Tasks',
    label: 'Tasks',
    description: 'Anything else you would like to get to today? This step is optional.',
    icon: ListTodo,
  },
  {
    title: 'Define Your Win',
    label: 'Win',
    description: 'Picture the end of the day. What has to be true for today to feel like a win?',
    icon: Trophy,
  },
  {
    title: 'Anticipate Distractions',
    label: 'Distractions',
    description: 'What could pull you off course today? Naming it now helps you guard against it.',
    icon: ShieldAlert,
  },
];

const bigThreePlaceholders = ['What matters most today', 'Your next priority', 'A third priority'] as const;

const SAVE_ERROR = 'Failed to save daily plan. Please try again.';

type UpdateDraft = (patch: Partial<PlanningDraft>) => void;

/** 'Step n of 5', the bar and (from the small breakpoint up) the step names. */
function WizardProgress({ step }: { step: number }) {
  return (
    <div>
      <p className="text-sm font-medium text-muted-foreground">
        Step {step} of {PLANNING_STEP_COUNT}
      </p>
      <Progress
        className="mt-3 h-2"
        value={(step / PLANNING_STEP_COUNT) * 100}
        aria-label="Planning progress"
        getValueLabel={() => `Step ${step} of ${PLANNING_STEP_COUNT}`}
      />
      <ol aria-label="Planning steps" className="mt-3 hidden grid-cols-5 gap-2 sm:grid">
        {steps.map(({ label }, index) => {
          const number = index + 1;
          const done = number < step;
          const current = number === step;
          return (
            <li
              key={label}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex items-center gap-1.5 text-xs font-semibold tracking-[0.08em] uppercase',
                current ? 'text-foreground' : done ? 'text-primary' : 'text-muted-foreground',
              )}
            >
              {done ? <Check className="size-3.5 shrink-0" strokeWidth={3} aria-hidden="true" /> : null}
              <span className="truncate">{label}</span>
              {done ? <span className="sr-only">(done)</span> : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** Step 1: the saved ritual (server, else this browser, else the defaults) and the completion checkbox. */
function RitualStep({ draft, update }: { draft: PlanningDraft; update: UpdateDraft }) {
  const id = useId();
  const rituals = useQuery(ritualsQuery);
  const [storedRitual] = useState(() => readStorage(storageKeys.morningRitual, z.array(z.string())));
  const elements =
    morningElements(rituals.data) ?? storedRitual ?? (rituals.isPending ? null : DEFAULT_RITUAL_ELEMENTS);

  return (
    <div className="grid gap-6">
      <div>
        <h3 className="text-xs font-semibold tracking-[0.16em] text-accent-foreground uppercase">
          Your morning ritual
        </h3>
        {elements ? (
          <ul className="mt-3 grid gap-2">
            {elements.map((element, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: elements have no id and may repeat.
                key={`${index}-${element}`}
                className="flex min-h-12 items-center gap-3 rounded-lg border border-border bg-muted/40 px-4 py-2"
              >
                <span className="size-1.5 shrink-0 rounded-full bg-accent" aria-hidden="true" />
                <span className="leading-snug">{element}</span>
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-3 grid gap-2">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        )}
      </div>
      <div
        className={cn(
          'flex items-center gap-4 rounded-xl border px-4 py-4 transition-colors sm:px-5',
          draft.morningRitualCompleted ? 'border-primary/30 bg-primary-soft' : 'border-border-strong bg-card',
        )}
      >
        <Checkbox
          id={id}
          checked={draft.morningRitualCompleted}
          onCheckedChange={(checked) => update({ morningRitualCompleted: checked === true })}
        />
        <Label htmlFor={id} className="flex-1 cursor-pointer py-1 text-base leading-snug">
          I completed my morning ritual
        </Label>
      </div>
    </div>
  );
}

/** The 'Yesterday's Incomplete Tasks' warning, with a way to carry each task into today. */
function CarryOverAlert({
  tasks,
  draft,
  update,
}: {
  tasks: readonly string[];
  draft: PlanningDraft;
  update: UpdateDraft;
}) {
  return (
    <Alert variant="warning">
      <History aria-hidden="true" />
      <AlertTitle>{"Yesterday's Incomplete Tasks"}</AlertTitle>
      <AlertDescription>
        <p>These were left unfinished yesterday. Carry any of them into today’s plan.</p>
        <ul className="mt-3 grid gap-2">
          {tasks.map((task) => {
            const inBigThree = draft.bigThree.some((entry) => entry.trim() === task);
            const nextBigThree = withTaskInBigThree(draft.bigThree, task);
            const inOtherTasks = draft.otherTasks.some((entry) => entry.trim() === task);
            return (
              <li
                key={task}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-md bg-card/80 px-3 py-2 text-foreground"
              >
                <span className="font-medium">{task}</span>
                <span className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    className="h-8"
                    aria-label={inBigThree ? `${task} is in Big 3` : `Add ${task} to Big 3`}
                    disabled={nextBigThree === null}
                    onClick={() => {
                      if (nextBigThree) update({ bigThree: nextBigThree });
                    }}
                  >
                    {inBigThree ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
                    {inBigThree ? 'In Big 3' : 'Big 3'}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    className="h-8"
                    aria-label={inOtherTasks ? `${task} is in Other Tasks` : `Add ${task} to Other Tasks`}
                    disabled={inOtherTasks || draft.otherTasks.length >= MAX_LIST_ITEMS}
                    onClick={() => update({ otherTasks: [...draft.otherTasks, task] })}
                  >
                    {inOtherTasks ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
                    {inOtherTasks ? 'In Other Tasks' : 'Other Tasks'}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

/** Step 2: the three priority inputs, after yesterday's carry-over when there is one. */
function BigThreeStep({
  carried,
  draft,
  update,
}: {
  carried: readonly string[];
  draft: PlanningDraft;
  update: UpdateDraft;
}) {
  const id = useId();

  return (
    <div className="grid gap-6">
      {carried.length > 0 ? <CarryOverAlert tasks={carried} draft={draft} update={update} /> : null}
      <div className="grid gap-5">
        {bigThreePlaceholders.map((placeholder, index) => {
          const inputId = `${id}-${index}`;
          return (
            <div key={placeholder} className="flex items-start gap-4">
              <span
                aria-hidden="true"
                className="mt-6 hidden size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft font-display text-lg font-semibold text-primary sm:flex"
              >
                {index + 1}
              </span>
              <div className="grid flex-1 gap-2">
                <Label htmlFor={inputId}>{`Priority Task #${index + 1}`}</Label>
                <Input
                  id={inputId}
                  className="h-11"
                  value={draft.bigThree[index] ?? ''}
                  placeholder={placeholder}
                  maxLength={MAX_ITEM_LENGTH}
                  autoComplete="off"
                  onChange={(event) => {
                    const bigThree: PlanningDraft['bigThree'] = [...draft.bigThree];
                    bigThree[index] = event.target.value;
                    update({ bigThree });
                  }}
                />
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** Step 4: what winning today looks like. */
function WinStep({ draft, update }: { draft: PlanningDraft; update: UpdateDraft }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>What does winning look like today?</Label>
      <Textarea
        id={id}
        rows={6}
        className="min-h-40 text-base leading-relaxed sm:text-base"
        value={draft.winningDefinition}
        placeholder="By the end of today, I will have…"
        maxLength={MAX_TEXT_LENGTH}
        aria-describedby={`${id}-hint`}
        onChange={(event) => update({ winningDefinition: event.target.value })}
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Be concrete: a finished proposal, an honest conversation, an evening fully present at home.
      </p>
    </div>
  );
}

/** The content of the current step. */
function StepBody({
  carried,
  draft,
  update,
}: {
  carried: readonly string[];
  draft: PlanningDraft;
  update: UpdateDraft;
}) {
  switch (draft.step) {
    case 1:
      return <RitualStep draft={draft} update={update} />;
    case BIG_THREE_STEP:
      return <BigThreeStep carried={carried} draft={draft} update={update} />;
    case 3:
      return (
        <TextListEditor
          listLabel="Other tasks"
          inputLabel="Add a task"
          placeholder="e.g. Review the contract"
          items={draft.otherTasks}
          entry={draft.otherTaskEntry}
          onEntryChange={(otherTaskEntry) => update({ otherTaskEntry })}
          onAdd={(task) => update({ otherTasks: [...draft.otherTasks, task] })}
          onRemove={(index) => update({ otherTasks: draft.otherTasks.filter((_, i) => i !== index) })}
          emptyText="No other tasks yet. Add anything you want to keep in view, or simply continue."
          maxItems={MAX_LIST_ITEMS}
          maxLength={MAX_ITEM_LENGTH}
        />
      );
    case 4:
      return <WinStep draft={draft} update={update} />;
    default:
      return (
        <TextListEditor
          listLabel="Distractions"
          inputLabel="Add a distraction"
          placeholder="e.g. Email notifications"
          items={draft.distractions}
          entry={draft.distractionEntry}
          onEntryChange={(distractionEntry) => update({ distractionEntry })}
          onAdd={(distraction) => update({ distractions: [...draft.distractions, distraction] })}
          onRemove={(index) => update({ distractions: draft.distractions.filter((_, i) => i !== index) })}
          emptyText="Nothing listed yet. Think of the notifications, interruptions or habits that tend to pull you away."
          maxItems={MAX_LIST_ITEMS}
          maxLength={MAX_ITEM_LENGTH}
        />
      );
  }
}

/** The wizard itself, started from a draft; every change is written to session storage. */
function PlanningWizard({ today, initialDraft }: { today: string; initialDraft: PlanningDraft }) {
  const navigate = useNavigate();
  const hintId = useId();
  const [draft, setDraft] = useState(initialDraft);
  const saveDailyPlan = useSaveDailyPlan();
  // Yesterday's plan, looked up on arrival so step 2 shows its carry-over at once. Any error (404 when there is
  // none) means no plan and is not reported (spec §7, §8).
  const yesterday = useQuery(dailyPlanQuery(addDays(today, -1)));
  const carried = carryOver(yesterday.data ?? null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(draft.step);

  const update: UpdateDraft = (patch) => setDraft((current) => ({ ...current, ...patch }));

  useEffect(() => {
    writeDraft(today, draft);
  }, [today, draft]);

  // Moving between steps puts focus on the new step's heading (not on first load).
  useEffect(() => {
    if (shownStep.current === draft.step) return;
    shownStep.current = draft.step;
    headingRef.current?.focus();
  }, [draft.step]);

  const step = steps[draft.step - 1] ?? steps[0];
  const isLast = draft.step === PLANNING_STEP_COUNT;
  const allowed = canContinue(draft);
  const StepIcon = step.icon;

  const save = () => {
    const body = dailyPlanInput.safeParse(planInputFromDraft(draft, today));
    if (!body.success) {
      toast({ variant: 'destructive', title: 'Error', description: SAVE_ERROR });
      return;
    }
    saveDailyPlan.mutate(body.data, {
      onSuccess: () => {
        clearDraft(today);
        toast({ title: 'Success!', description: 'Your daily plan has been saved.' });
        navigate('/daily-overview');
      },
      onError: () => {
        toast({ variant: 'destructive', title: 'Error', description: SAVE_ERROR });
      },
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!allowed || saveDailyPlan.isPending) return;
    if (isLast) save();
    else update({ step: draft.step + 1 });
  };

  let primaryLabel: ReactNode = (
    <>
      Continue
      <ArrowRight aria-hidden="true" />
    </>
  );
  if (isLast) {
    primaryLabel = saveDailyPlan.isPending ? (
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
      <div className="mt-8">
        <WizardProgress step={draft.step} />
      </div>
      <Card className="mt-6 overflow-hidden">
        <form onSubmit={submit} noValidate aria-labelledby={`${hintId}-title`}>
          <div className="p-6 sm:p-10">
            <div className="flex items-start gap-4">
              <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-foreground sm:flex">
                <StepIcon className="size-6" aria-hidden="true" />
              </span>
              <div>
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
            <div className="mt-8">
              <StepBody carried={carried} draft={draft} update={update} />
            </div>
          </div>
          <div className="flex flex-col-reverse gap-3 border-t border-border bg-muted/30 px-6 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-10">
            {draft.step > 1 ? (
              <Button variant="outline" size="lg" onClick={() => update({ step: draft.step - 1 })}>
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
                disabled={!allowed || saveDailyPlan.isPending}
                aria-busy={saveDailyPlan.isPending}
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
  const [now] = useState(() => new Date());
  const today = format(now, 'yyyy-MM-dd');
  const [storedDraft] = useState(() => readDraft(today));
  // Only needed to prefill when there is no draft in progress; any error (404) means "start empty".
  const todayPlan = useQuery({ ...dailyPlanQuery(today), enabled: storedDraft === null });

  let initialDraft = storedDraft;
  if (initialDraft === null && !todayPlan.isPending) {
    initialDraft = todayPlan.data ? draftFromPlan(todayPlan.data) : emptyDraft();
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-[0.16em] text-accent-foreground uppercase">
            <time dateTime={today}>{format(now, 'EEEE, MMMM d')}</time>
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
      {initialDraft ? <PlanningWizard today={today} initialDraft={initialDraft} /> : <WizardSkeleton />}
    </div>
  );
}
