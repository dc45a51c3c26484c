/** The planning wizard's five steps (spec §2 Daily planning wizard) and its progress indicator. */
import { Check, ListTodo, type LucideIcon, ShieldAlert, Sunrise, Target, Trophy } from 'lucide-react';
import { Progress } from '../../../components/ui/progress.tsx';
import { cn } from '../../../lib/utils.ts';
import { PLANNING_STEP_COUNT } from '../planning-draft.ts';

/** What the wizard shows about one step. */
export interface StepInfo {
  title: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

/** The five steps, in order (spec §2). */
export const wizardSteps: readonly [StepInfo, ...StepInfo[]] = [
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

/** 'Step n of 5', the bar and (from the small breakpoint up) the step names. */
export function WizardProgress({ step }: { step: number }) {
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
        {wizardSteps.map(({ label }, index) => {
          const number = index + 1;
          const done = number < step;
          const current = number === step;
          return (
            <li
              key={label}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex min-w-0 items-center gap-1.5 text-xs font-semibold tracking-[0.08em] uppercase',
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
