/**
 * A wizard's progress indicator (daily planning, goal wizard): 'Step n of N', a bar, and from the small breakpoint
 * up the step names, done ones ticked and the current one marked `aria-current="step"`.
 */
import { Check, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/utils.ts';
import { Progress } from './ui/progress.tsx';

/** What a wizard shows about one step. */
export interface StepInfo {
  title: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

/** Props of StepProgress: the wizard's steps, the current one (1-based) and its name ('Planning'). */
export interface StepProgressProps {
  steps: readonly StepInfo[];
  step: number;
  /** Names the bar ('{name} progress') and the list ('{name} steps') for assistive technology. */
  name: string;
}

/** 'Step n of N', the bar and the step names. */
export function StepProgress({ steps, step, name }: StepProgressProps) {
  const count = steps.length;
  return (
    <div>
      <p className="text-sm font-medium text-muted-foreground">
        Step {step} of {count}
      </p>
      <Progress
        className="mt-3 h-2"
        value={(step / count) * 100}
        aria-label={`${name} progress`}
        getValueLabel={() => `Step ${step} of ${count}`}
      />
      <ol
        aria-label={`${name} steps`}
        className="mt-3 hidden flex-wrap justify-between gap-x-4 gap-y-1 sm:flex"
      >
        {steps.map(({ label }, index) => {
          const number = index + 1;
          const done = number < step;
          const current = number === step;
          return (
            <li
              key={label}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex items-center gap-1.5 text-xs font-semibold tracking-[0.04em] uppercase',
                current ? 'text-foreground' : done ? 'text-primary' : 'text-muted-foreground',
              )}
            >
              {done ? <Check className="size-3.5 shrink-0" strokeWidth={3} aria-hidden="true" /> : null}
              <span>{label}</span>
              {done ? <span className="sr-only">(done)</span> : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
