/** The Clarity Break wizard's progress header (docs/product.md §2): Prayer, Vision, People, Systems, Leadership, Focus, Actions. */
import { Check } from 'lucide-react';
import { CLARITY_STEP_LABELS } from '../../../../core/clarity-break.ts';
import { Progress } from '../../../components/ui/progress.tsx';
import { cn } from '../../../lib/utils.ts';

/** Number of steps: the prayer step, five question steps and the action step (docs/product.md §9). */
export const CLARITY_STEP_COUNT = CLARITY_STEP_LABELS.length;

/** The bar and the seven step labels; `step` is 0-based. */
export function ClarityProgress({ step }: { step: number }) {
  const label = CLARITY_STEP_LABELS[step] ?? CLARITY_STEP_LABELS[0];
  return (
    <div>
      <p className="mb-3 text-sm font-medium text-muted-foreground sm:hidden">
        Step {step + 1} of {CLARITY_STEP_COUNT}: {label}
      </p>
      <Progress
        className="h-2"
        value={((step + 1) / CLARITY_STEP_COUNT) * 100}
        aria-label="Clarity Break progress"
        getValueLabel={() => `Step ${step + 1} of ${CLARITY_STEP_COUNT}: ${label}`}
      />
      <ol aria-label="Clarity Break steps" className="mt-3 grid grid-cols-7 gap-1 sm:gap-2">
        {CLARITY_STEP_LABELS.map((name, index) => {
          const done = index < step;
          const current = index === step;
          return (
            <li
              key={name}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex min-w-0 flex-col items-center gap-1.5 text-center text-[0.6875rem] font-semibold tracking-[0.02em] uppercase',
                current ? 'text-foreground' : done ? 'text-primary' : 'text-muted-foreground',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full border text-[0.7rem]',
                  current && 'border-primary bg-primary text-primary-foreground',
                  done && 'border-primary bg-primary-soft text-primary',
                  !current && !done && 'border-border-strong bg-card',
                )}
              >
                {done ? <Check className="size-3.5" strokeWidth={3} /> : index + 1}
              </span>
              <span className="sr-only sm:not-sr-only sm:max-w-full">{name}</span>
              {done ? <span className="sr-only">(done)</span> : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
