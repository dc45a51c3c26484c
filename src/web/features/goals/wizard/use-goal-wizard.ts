/**
 * The goal wizard's state and actions (docs/product.md §2 Goal Wizard, §4, §5, §8), apart from its markup: the step,
 * the draft, the milestone being typed, the step rules and saving. What follows a successful save (cache, toast,
 * leaving for /goal-tracking) lives in the mutation (useSaveGoal), so it happens even if the wizard has gone.
 */
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/use-toast.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useSaveGoal } from '../api.ts';
import { type GoalDraft, goalBody, type MilestoneEntry, STEP_COUNT, stepBlocker } from './goal-draft.ts';

const WIZARD_PATH = '/goal-wizard';

/** The wizard from `initialDraft`; `goalId` edits that goal; `today` is the local 'YYYY-MM-DD' date. */
export function useGoalWizard({
  goalId,
  initialDraft,
  today,
}: {
  goalId?: string;
  initialDraft: GoalDraft;
  today: string;
}) {
  const navigate = useNavigate();
  const editing = goalId !== undefined;
  const [step, setStep] = useState(1);
  const [draft, setDraft] = useState(initialDraft);
  const [entry, setEntry] = useState<MilestoneEntry>({ text: '', dueDate: '' });
  const saveGoal = useSaveGoal({
    goalId,
    onSaved: () => {
      // Leave the wizard only if the person is still on it (they may have moved on while it saved).
      const path = window.location.pathname;
      if (path === WIZARD_PATH || path.startsWith(`${WIZARD_PATH}/`)) navigate('/goal-tracking');
    },
  });

  const update = (patch: Partial<GoalDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const blocker = stepBlocker(draft, step, today, editing);
  const isLast = step === STEP_COUNT;

  const once = useSingleFlight();
  const save = () => {
    const body = goalBody(draft, entry);
    if (!body.success) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: body.error.issues[0]?.message ?? 'Failed to save goal. Please try again.',
      });
      return;
    }
    void once(() => saveGoal.mutateAsync(body.data));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blocker !== null || saveGoal.isPending) return;
    if (isLast) save();
    else setStep(step + 1);
  };

  return {
    step,
    draft,
    update,
    entry,
    setEntry,
    editing,
    blocker,
    isLast,
    isSaving: saveGoal.isPending,
    submit,
    back: () => setStep((current) => Math.max(1, current - 1)),
  };
}
