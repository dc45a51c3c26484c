/**
 * The planning wizard's state and actions (docs/product.md §4 Daily planning, §5, §8), apart from its markup.
 *
 * The wizard plans "today" by the app's one clock (lib/use-now.ts). If midnight passes while it is open, the
 * draft moves to the new day and `rolledOver` tells the screen to say so: the plan is saved under the date on
 * screen when Complete Planning is pressed, which is also the day the overview then opens on.
 *
 * Saving hands everything that must happen after a success (toast, storage, cache, leaving the wizard) to the
 * mutation itself (useSaveDailyPlan), so it happens even when this component is no longer mounted. The body
 * is checked with core's `dailyPlanInput`.
 */
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { carryOver, dailyPlanInput } from '../../../../core/daily-plan.ts';
import { addDays } from '../../../../core/dates.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { weeklyPrioritiesQuery } from '../../weekly-reviews/api.ts';
import { dailyPlanQuery, useSaveDailyPlan } from '../api.ts';
import {
  canContinue,
  clearDraft,
  PLANNING_STEP_COUNT,
  type PlanningDraft,
  planInputFromDraft,
  writeDraft,
} from '../planning-draft.ts';
import { bigThreeLinksOf, weeklyPriorities } from './chain-links.ts';
import type { UpdateDraft } from './wizard-steps.tsx';

const WIZARD_PATH = '/daily-planning';
const SAVE_FAILED = 'Failed to save daily plan. Please try again.';

/** The wizard for local date `today` ('YYYY-MM-DD'), opened on `startedOn`, from `initialDraft`. */
export function usePlanningWizard({
  today,
  startedOn,
  initialDraft,
}: {
  today: string;
  startedOn: string;
  initialDraft: PlanningDraft;
}) {
  const navigate = useNavigate();
  const once = useSingleFlight();
  const [draft, setDraft] = useState(initialDraft);
  const saveDailyPlan = useSaveDailyPlan({
    onSaved: (plan) => {
      clearDraft(plan.date);
      // Leave the wizard only if the person is still on it (they may have moved on while it saved).
      if (window.location.pathname === WIZARD_PATH) navigate('/daily-overview');
    },
  });
  // Yesterday's plan, looked up on arrival so step 2 shows its carry-over at once. Any error (404 when there is
  // none) means no plan and is not reported (docs/product.md §7, §8).
  const yesterday = useQuery(dailyPlanQuery(addDays(today, -1)));
  const carried = carryOver(yesterday.data ?? null);
  // The week's priorities (the chain), read on arrival so step 2 offers them at once; none on 404.
  const priorities = weeklyPriorities(useQuery(weeklyPrioritiesQuery(today)).data);

  const update: UpdateDraft = (patch) => setDraft((current) => ({ ...current, ...patch }));

  // The draft is kept under the day it plans; when the day changes, it moves with it.
  const draftDate = useRef(today);
  useEffect(() => {
    if (draftDate.current !== today) clearDraft(draftDate.current);
    draftDate.current = today;
    writeDraft(today, draft);
  }, [today, draft]);

  const isLast = draft.step === PLANNING_STEP_COUNT;
  const allowed = canContinue(draft);

  const save = async () => {
    const input = planInputFromDraft(draft, today);
    // Each Big 3 task taken from a weekly priority carries its link (chain-links.ts, ADR 019). With no task linked
    // (or the priorities unread) the field is left out, so re-planning a day keeps the links stored with its tasks
    // (ADR 017) instead of clearing them.
    const bigThreeLinks = bigThreeLinksOf(input.bigThree, priorities);
    const linked = bigThreeLinks.some((link) => link !== null);
    const body = dailyPlanInput.safeParse(linked ? { ...input, bigThreeLinks } : input);
    if (!body.success) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: body.error.issues[0]?.message ?? SAVE_FAILED,
      });
      return;
    }
    await saveDailyPlan.mutateAsync(body.data);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!allowed || saveDailyPlan.isPending) return;
    if (isLast) void once(save);
    else update({ step: draft.step + 1 });
  };

  return {
    draft,
    update,
    carried,
    allowed,
    isLast,
    isSaving: saveDailyPlan.isPending,
    rolledOver: today !== startedOn,
    submit,
    back: () => update({ step: draft.step - 1 }),
  };
}
