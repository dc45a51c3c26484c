/**
 * The week's priorities in the Big 3 step (the chain): the Weekly Big 3 of the review saved the week
 * before the planned day's week (core `priorityReviewWeekOf`), each a one-click suggestion labelled with its goal.
 * Taking one puts its text in the first empty Big 3 slot; on save the task keeps the link (chain-links.ts). No
 * review (404) or a failed read shows nothing.
 */
import { useQuery } from '@tanstack/react-query';
import { Check, Flag, Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { localDate, useNow } from '../../../lib/use-now.ts';
import { goalsQuery } from '../../goals/api.ts';
import { weeklyPrioritiesQuery } from '../../weekly-reviews/api.ts';
import { type PlanningDraft, withTaskInBigThree } from '../planning-draft.ts';
import { weeklyPriorities } from './chain-links.ts';
import type { UpdateDraft } from './wizard-steps.tsx';

/** The suggestions of the week's priorities for the draft's Big 3. */
export function WeeklyPrioritySuggestions({ draft, update }: { draft: PlanningDraft; update: UpdateDraft }) {
  const titleId = useId();
  const today = localDate(useNow());
  const review = useQuery(weeklyPrioritiesQuery(today));
  const priorities = weeklyPriorities(review.data);
  const linked = priorities.some((entry) => entry.goalId !== null);
  const goals = useQuery({ ...goalsQuery, enabled: linked });
  if (priorities.length === 0) return null;

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-primary/20 bg-primary-soft/60 px-4 py-4 sm:px-5"
    >
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-foreground">
        <Flag className="size-4 shrink-0 text-primary" aria-hidden="true" />
        This week's priorities
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        From your weekly review. Take one into today's Big 3 with a click.
      </p>
      <ul className="mt-3 grid gap-2">
        {priorities.map((entry) => {
          const goal = entry.goalId ? goals.data?.find((g) => g.id === entry.goalId) : undefined;
          const inBigThree = draft.bigThree.some((task) => task.trim() === entry.text);
          const next = withTaskInBigThree(draft.bigThree, entry.text);
          return (
            <li
              key={entry.priority}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-md bg-card px-3 py-2"
            >
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span dir="auto" className="font-medium wrap-anywhere">
                  {entry.text}
                </span>
                {goal ? (
                  <span className="line-clamp-2 text-xs text-muted-foreground" title={goal.description}>
                    Goal: <bdi className="wrap-anywhere">{goal.description}</bdi>
                  </span>
                ) : null}
              </span>
              <Button
                size="sm"
                variant="outline"
                className="h-8"
                aria-label={
                  inBigThree ? `${entry.text} is in Big 3` : `Use weekly priority ${entry.text} in Big 3`
                }
                disabled={next === null}
                onClick={() => {
                  if (next) update({ bigThree: next });
                }}
              >
                {inBigThree ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
                {inBigThree ? 'In Big 3' : 'Use'}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
