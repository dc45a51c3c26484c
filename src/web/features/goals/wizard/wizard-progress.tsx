/** The goal wizard's six steps (spec §2 Goal Wizard) and its progress indicator ('Step n of 6'). */
import {
  CalendarDays,
  Check,
  Flag,
  type LucideIcon,
  PenLine,
  Shapes,
  ShieldCheck,
  Target,
} from 'lucide-react';
import { Progress } from '../../../components/ui/progress.tsx';
import { cn } from '../../../lib/utils.ts';
import { STEP_COUNT } from './goal-draft.ts';

/** What the wizard shows about one step. */
export interface GoalStepInfo {
  title: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

/** The six steps, in order. */
export const goalSteps: readonly [GoalStepInfo, ...GoalStepInfo[]] = [
  {
    title: 'Choose a Goal Type',
    label: 'Type',
    description: 'What kind of goal are you setting?',
    icon: Target,
  },
  {
    title: 'Set a Due Date',
    label: 'Due Date',
    description: 'By when do you intend to reach this goal?',
    icon: CalendarDays,
  },
  {
    title: 'Describe the Goal',
    label: 'Description',
    description: 'Picture the finish line so clearly that you will know when you have crossed it.',
    icon: PenLine,
  },
  {
    title: 'Choose a Realm',
    label: 'Realm',
    description: 'Which area of your life does this goal serve?',
    icon: Shapes,
  },
  {
    title: 'SMARTER Check',
    label: 'SMARTER',
    description: 'Tick each quality your goal already has. Nothing here is required.',
    icon: ShieldCheck,
  },
  {
    title: 'Milestones',
    label: 'Milestones',
    description: 'Break the goal into checkpoints, each with its own date. This step is optional.',
    icon: Flag,
  },
];

/** 'Step n of 6', the bar and (from the small breakpoint up) the step names. */
export function GoalWizardProgress({ step }: { step: number }) {
  return (
    <div>
      <p className="text-sm font-medium text-muted-foreground">
        Step {step} of {STEP_COUNT}
      </p>
      <Progress
        className="mt-3 h-2"
        value={(step / STEP_COUNT) * 100}
        aria-label="Goal wizard progress"
        getValueLabel={() => `Step ${step} of ${STEP_COUNT}`}
      />
      <ol aria-label="Goal wizard steps" className="mt-3 hidden grid-cols-6 gap-2 sm:grid">
        {goalSteps.map(({ label }, index) => {
          const number = index + 1;
          const done = number < step;
          const current = number === step;
          return (
            <li
              key={label}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex min-w-0 items-center gap-1.5 text-xs font-semibold tracking-[0.04em] uppercase',
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
