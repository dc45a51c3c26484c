/**
 * The goal wizard's choice steps (docs/product.md §2 Goal Wizard, §3): the goal type (step 1) and the realm (step 4) as
 * radio groups, and the SMARTER checklist (step 5) as checkboxes. The choice texts are those of docs/product.md exactly
 * and appear nowhere else on their step.
 */
import { type ReactNode, useId } from 'react';
import {
  GOAL_TYPES,
  type GoalType,
  REALMS,
  SMARTER_CRITERIA,
  type SmarterCriterion,
} from '../../../../core/goals.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/utils.ts';
import { type GoalDraft, withCriterion } from './goal-draft.ts';

/** Applies a partial change to the draft. */
export type UpdateGoalDraft = (patch: Partial<GoalDraft>) => void;

const typeHints: Record<GoalType, string> = {
  quarterly: 'A focused target for the next 90 days.',
  'short-term': 'A defined piece of work with a clear finish, weeks away.',
  'long-term': 'A vision that takes a year or more to reach.',
};

const criterionHints: Record<SmarterCriterion, string> = {
  Specific: 'Clear and precise about what will be accomplished.',
  Measurable: 'Progress can be tracked and counted.',
  Actionable: 'Within your control; you know the next step.',
  Risky: 'Stretches you beyond your comfort zone.',
  'Time-Keyed': 'Tied to a deadline and checkpoints along the way.',
  Exciting: 'Inspires you and keeps you motivated.',
  Relevant: 'Fits your values, calling and season of life.',
};

const choiceClassName = cn(
  'flex cursor-pointer items-start gap-3 rounded-xl border border-border-strong bg-card px-4 py-3.5 transition-colors hover:bg-muted/60',
  'has-[:checked]:border-primary has-[:checked]:bg-primary-soft',
  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
);

/** One radio choice: the native radio (its label is the whole card) with an optional hint. */
function RadioChoice({
  name,
  value,
  checked,
  onChoose,
  label,
  hint,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChoose: () => void;
  label: string;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className={choiceClassName}>
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChoose}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-none"
      />
      <span className="grid min-w-0 gap-1">
        <span className="font-semibold leading-snug">{label}</span>
        {hint ? (
          <span id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
}

/** Step 1: Quarterly Goal, Short Term Project or Long Term Goal. */
export function GoalTypeStep({ draft, update }: { draft: GoalDraft; update: UpdateGoalDraft }) {
  const name = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Goal type</legend>
      {GOAL_TYPES.map((type) => (
        <RadioChoice
          key={type.value}
          name={name}
          value={type.value}
          checked={draft.goalType === type.value}
          onChoose={() => update({ goalType: type.value })}
          label={type.label}
          hint={typeHints[type.value]}
        />
      ))}
    </fieldset>
  );
}

/** Step 4: one of the ten realms. */
export function RealmStep({ draft, update }: { draft: GoalDraft; update: UpdateGoalDraft }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">Realm</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {REALMS.map((realm) => (
          <RadioChoice
            key={realm}
            name={name}
            value={realm}
            checked={draft.realm === realm}
            onChoose={() => update({ realm })}
            label={realm}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Step 5: the seven SMARTER criteria; any number may be ticked, none is required. */
export function SmarterStep({ draft, update }: { draft: GoalDraft; update: UpdateGoalDraft }) {
  const baseId = useId();
  return (
    <fieldset>
      <legend className="sr-only">SMARTER criteria</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {SMARTER_CRITERIA.map((criterion) => {
          const id = `${baseId}-${criterion}`;
          const ticked = draft.smarterCriteria.includes(criterion);
          return (
            <div
              key={criterion}
              className={cn(
                'flex items-start gap-3 rounded-xl border px-4 py-3.5 transition-colors',
                ticked ? 'border-primary bg-primary-soft' : 'border-border-strong bg-card',
              )}
            >
              <Checkbox
                id={id}
                className="mt-0.5"
                checked={ticked}
                aria-describedby={`${id}-hint`}
                onCheckedChange={(value) =>
                  update({ smarterCriteria: withCriterion(draft.smarterCriteria, criterion, value === true) })
                }
              />
              <div className="grid min-w-0 gap-1">
                <Label htmlFor={id} className="cursor-pointer text-base leading-snug font-semibold">
                  {criterion}
                </Label>
                <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                  {criterionHints[criterion]}
                </p>
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
