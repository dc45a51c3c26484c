/**
 * The Weekly Review form (docs/product.md §2 Weekly Review, §5, §8; ADR 017): Biggest Wins (3 inputs), After-Action
 * Review (textarea) and Weekly Big 3 (3 inputs, each with an optional goal from the user's active goals), with the
 * documented prompts. Blank entries (and their goals) are dropped by core's `weeklyReviewInput` before saving. The page
 * mounts one form per week (keyed by the week), so a week's values never leak into another week's form; leaving
 * with unsaved changes (another week, another page, a reload) asks 'Leave without saving?' first (ADR 032).
 */
import { LoaderCircle, NotebookPen, Save, Target, Trophy } from 'lucide-react';
import { useCallback, useId } from 'react';
import { useForm } from 'react-hook-form';
import { MAX_ITEM_LENGTH, MAX_TEXT_LENGTH } from '../../../core/daily-plan.ts';
import { shortened } from '../../../core/text.ts';
import { WEEKLY_REVIEW_PROMPTS, weeklyReviewInput } from '../../../core/weekly-review.ts';
import { FormCard } from '../../components/form-card.tsx';
import { LeaveQuestion } from '../../components/leave-question.tsx';
import { Button } from '../../components/ui/button.tsx';
import { fieldClassName, Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { cn } from '../../lib/utils.ts';
import { type Goal, useSaveWeeklyReview, type WeeklyReview } from './api.ts';
import { fieldsFromReview, inputFromFields, type ReviewFields } from './review-fields.ts';

const SLOTS = [0, 1, 2] as const;
/** Longest goal text in the goal picker's options, code points (the option's title has all of it). */
const GOAL_OPTION_LENGTH = 80;

/** Props of WeeklyReviewForm. */
export interface WeeklyReviewFormProps {
  weekStartDate: string;
  review: WeeklyReview | null;
  /** The user's goals; the picker offers the active ones (and keeps a linked goal archived since). */
  goals: readonly Goal[];
  /** Called after a 401 on save (the page logs in again). */
  onUnauthorized: () => void;
}

/** The review form of one week. */
export function WeeklyReviewForm({ weekStartDate, review, goals, onUnauthorized }: WeeklyReviewFormProps) {
  const id = useId();
  const save = useSaveWeeklyReview({ onUnauthorized });
  const { register, handleSubmit, watch, reset, formState } = useForm<ReviewFields>({
    defaultValues: fieldsFromReview(review),
  });
  const goalIds = watch('goalIds');
  // Read in render so the form re-renders when it turns dirty or clean; an edit undone by hand is no change.
  const { isDirty } = formState;
  const hasChanges = useCallback(() => isDirty, [isDirty]);

  const submit = handleSubmit((fields) => {
    if (save.isPending) return;
    const body = weeklyReviewInput.safeParse(inputFromFields(weekStartDate, fields));
    if (!body.success) {
      toast({
        variant: 'destructive',
        title: 'Failed to save',
        description: body.error.issues[0]?.message ?? 'Could not save your weekly review. Please try again.',
      });
      return;
    }
    // What was saved is the form's new starting point, so leaving after a save asks nothing.
    save.mutate(body.data, { onSuccess: () => reset(fields) });
  });

  const goalOptions = (selected: string) => goals.filter((goal) => !goal.archived || goal.id === selected);

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label="Weekly review">
      <FormCard
        title="Biggest Wins"
        prompt={WEEKLY_REVIEW_PROMPTS.biggestWins}
        promptId={`${id}-wins`}
        icon={Trophy}
      >
        {SLOTS.map((slot) => (
          <div key={slot} className="grid gap-2">
            <Label htmlFor={`${id}-win-${slot}`}>{`Win #${slot + 1}`}</Label>
            <Input
              id={`${id}-win-${slot}`}
              maxLength={MAX_ITEM_LENGTH}
              autoComplete="off"
              aria-describedby={`${id}-wins`}
              {...register(`biggestWins.${slot}`)}
            />
          </div>
        ))}
      </FormCard>

      <FormCard
        title="After-Action Review"
        prompt={WEEKLY_REVIEW_PROMPTS.afterActionReview}
        promptId={`${id}-aar`}
        icon={NotebookPen}
      >
        <Label htmlFor={`${id}-aar-input`} className="sr-only">
          After-Action Review
        </Label>
        <Textarea
          id={`${id}-aar-input`}
          rows={6}
          className="min-h-40 leading-relaxed"
          maxLength={MAX_TEXT_LENGTH}
          aria-describedby={`${id}-aar`}
          {...register('afterActionReview')}
        />
      </FormCard>

      <FormCard
        title="Weekly Big 3"
        prompt={WEEKLY_REVIEW_PROMPTS.weeklyBigThree}
        promptId={`${id}-big3`}
        icon={Target}
      >
        {SLOTS.map((slot) => {
          const selected = goalIds[slot] ?? '';
          const options = goalOptions(selected);
          return (
            <div key={slot} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)] sm:items-end">
              <div className="grid min-w-0 gap-2">
                <Label htmlFor={`${id}-priority-${slot}`}>{`Priority #${slot + 1}`}</Label>
                <Input
                  id={`${id}-priority-${slot}`}
                  maxLength={MAX_ITEM_LENGTH}
                  autoComplete="off"
                  aria-describedby={`${id}-big3`}
                  {...register(`weeklyBigThree.${slot}`)}
                />
              </div>
              {options.length > 0 ? (
                <div className="grid min-w-0 gap-2">
                  <Label htmlFor={`${id}-goal-${slot}`}>{`Goal for Priority #${slot + 1}`}</Label>
                  <select
                    id={`${id}-goal-${slot}`}
                    className={cn(fieldClassName, 'h-10 min-w-0 truncate')}
                    {...register(`goalIds.${slot}`)}
                  >
                    <option value="">No goal</option>
                    {options.map((goal) => (
                      <option key={goal.id} value={goal.id} title={goal.description}>
                        {goal.archived
                          ? `${shortened(goal.description, GOAL_OPTION_LENGTH)} (archived)`
                          : shortened(goal.description, GOAL_OPTION_LENGTH)}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
            </div>
          );
        })}
      </FormCard>

      <LeaveQuestion hasChanges={hasChanges} description="Your changes to this weekly review will be lost." />
      <div className="flex justify-end">
        <Button type="submit" size="lg" pending={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? (
            <>
              <LoaderCircle className="animate-spin" aria-hidden="true" />
              Saving...
            </>
          ) : (
            <>
              <Save aria-hidden="true" />
              Save Weekly Review
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
