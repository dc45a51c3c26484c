/**
 * Finish Your Day dialog (docs/product.md §2, §4, §5, §8): a 1-10 productivity rating, an optional improvement note and
 * the tasks left undone (typed, or picked from the day's not-done tasks). Saving marks the day finished. Above
 * the form it offers the day's workday shutdown ritual (ADR 044), a link to its run mode, before anything is typed.
 */
import { onlineManager } from '@tanstack/react-query';
import { Check, LoaderCircle, MoonStar, Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  finishDayInput,
  MAX_ITEM_LENGTH,
  MAX_LIST_ITEMS,
  MAX_TEXT_LENGTH,
  RATING_RANGE_MESSAGE,
  RATING_REQUIRED_MESSAGE,
} from '../../../core/daily-plan.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';
import { cn } from '../../lib/utils.ts';
import { runPath } from '../rituals/api.ts';
import { type DailyPlan, useFinishDay } from './api.ts';
import { DAY_FINISHED_ID } from './overview/overview-header.tsx';

interface FinishDayFields {
  productivityRating: string;
  improvementNote: string;
}

const EMPTY_FIELDS: FinishDayFields = { productivityRating: '', improvementNote: '' };

/** The day's tasks that are not done, Big 3 first (the dialog's suggestions, docs/product.md §5). */
export function notDoneTasks(
  plan: Pick<DailyPlan, 'bigThree' | 'bigThreeCompleted' | 'otherTasks' | 'otherTasksCompleted'>,
) {
  const open = [
    ...plan.bigThree.filter((_, index) => plan.bigThreeCompleted[index] !== true),
    ...plan.otherTasks.filter((_, index) => plan.otherTasksCompleted[index] !== true),
  ];
  return [...new Set(open.map((task) => task.trim()).filter((task) => task !== ''))];
}

/** Props of FinishDayDialog. */
export interface FinishDayDialogProps {
  plan: DailyPlan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Finish Your Day dialog of a plan. Validation problems are the documented toasts ('Missing Rating',
 * 'Invalid Rating'); on success it toasts 'Day Finished!', closes and clears itself, and the plan refreshes.
 * A draft survives closing the dialog without saving.
 */
export function FinishDayDialog({ plan, open, onOpenChange }: FinishDayDialogProps) {
  const ids = useId();
  const finish = useFinishDay();
  // A reflection waiting for the network (ADR 055) is not a save under way.
  const saving = finish.isPending && !finish.isPaused;
  // Opened from state by the Finish button, not a Radix trigger: focus goes back to it on close, or once the day
  // is finished (the button is gone) to the header's 'Day finished'.
  const returnFocus = useReturnFocus(DAY_FINISHED_ID);
  const { register, handleSubmit, reset, setFocus } = useForm<FinishDayFields>({
    defaultValues: EMPTY_FIELDS,
  });
  const [tasks, setTasks] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const suggestions = notDoneTasks(plan);

  const addTask = (text: string) => {
    const task = text.trim();
    if (task === '' || tasks.length >= MAX_LIST_ITEMS) return;
    setTasks((current) => (current.includes(task) ? current : [...current, task]));
  };

  const addDraft = () => {
    addTask(draft);
    setDraft('');
  };

  const onDraftKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    addDraft();
  };

  const submit = handleSubmit((fields) => {
    const parsed = finishDayInput.safeParse({
      productivityRating: fields.productivityRating,
      improvementNote: fields.improvementNote,
      incompleteTasks: tasks,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.message === RATING_REQUIRED_MESSAGE) {
        toast({ variant: 'destructive', title: 'Missing Rating', description: RATING_REQUIRED_MESSAGE });
      } else if (issue?.message === RATING_RANGE_MESSAGE) {
        toast({ variant: 'destructive', title: 'Invalid Rating', description: RATING_RANGE_MESSAGE });
      } else {
        toast({
          variant: 'destructive',
          title: 'Error',
          description: issue?.message ?? 'Please check the form.',
        });
      }
      return;
    }
    const clear = () => {
      reset(EMPTY_FIELDS);
      setTasks([]);
      setDraft('');
      onOpenChange(false);
    };
    const label = `Finish-day reflection of ${plan.date}`;
    finish.mutate({ planId: plan.id, date: plan.date, input: parsed.data, label }, { onSuccess: clear });
    // Offline the reflection waits for the network (ADR 055): the day shows finished now and the notice says so.
    if (!onlineManager.isOnline()) clear();
  });

  const ratingId = `${ids}-rating`;
  const noteId = `${ids}-note`;
  const taskId = `${ids}-task`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-xl"
        {...returnFocus}
        onOpenAutoFocus={(event) => {
          // The rating is the first thing to answer; the shutdown link above it is an offer, not the first step.
          returnFocus.onOpenAutoFocus();
          event.preventDefault();
          setFocus('productivityRating');
        }}
      >
        <DialogHeader>
          <DialogTitle>Finish Your Day</DialogTitle>
          <DialogDescription>
            Take a moment to reflect before you close out today. Unfinished tasks carry into tomorrow's plan.
          </DialogDescription>
        </DialogHeader>
        <Link
          to={runPath('shutdown', plan.date)}
          className="inline-flex items-center gap-2 justify-self-start rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <MoonStar className="size-4" aria-hidden="true" />
          Run your shutdown ritual
        </Link>
        <form noValidate onSubmit={submit} className="mt-1 flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <Label htmlFor={ratingId}>Productivity rating (1-10)</Label>
            <p id={`${ratingId}-hint`} className="text-sm text-muted-foreground">
              How productive was today? 1 is a rough day, 10 is your best.
            </p>
            <Input
              id={ratingId}
              type="number"
              inputMode="numeric"
              min={1}
              max={10}
              step={1}
              placeholder="1-10"
              aria-describedby={`${ratingId}-hint`}
              className="w-28 text-lg font-semibold tabular-nums"
              {...register('productivityRating')}
            />
          </div>

          <div className="flex flex-col gap-2">
            <Label htmlFor={noteId}>
              What could you improve tomorrow?{' '}
              <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Textarea
              id={noteId}
              maxLength={MAX_TEXT_LENGTH}
              rows={3}
              placeholder="One thing to do differently tomorrow…"
              {...register('improvementNote')}
            />
          </div>

          <div className="flex flex-col gap-2">
            <Label htmlFor={taskId}>Incomplete tasks</Label>
            <p id={`${taskId}-hint`} className="text-sm text-muted-foreground">
              Add anything you didn't finish so you can pick it up tomorrow.
            </p>
            <div className="flex gap-2">
              <Input
                id={taskId}
                value={draft}
                maxLength={MAX_ITEM_LENGTH}
                placeholder="Type a task and press Enter"
                aria-describedby={`${taskId}-hint`}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onDraftKeyDown}
              />
              <Button variant="secondary" onClick={addDraft} disabled={draft.trim() === ''}>
                <Plus aria-hidden="true" />
                Add
              </Button>
            </div>

            {suggestions.length > 0 ? (
              <div className="mt-1 flex flex-col gap-2">
                <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                  Not done today
                </p>
                <ul className="flex min-w-0 flex-wrap gap-2">
                  {suggestions.map((task) => {
                    const added = tasks.includes(task);
                    return (
                      <li key={task} className="max-w-full min-w-0">
                        <button
                          type="button"
                          disabled={added}
                          onClick={() => addTask(task)}
                          className={cn(
                            'inline-flex max-w-full cursor-pointer items-center gap-1.5 rounded-2xl border px-3 py-1 text-left text-sm transition-colors',
                            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
                            added
                              ? 'cursor-default border-primary/20 bg-primary-soft text-primary'
                              : 'border-border-strong bg-card hover:border-accent hover:bg-accent-soft',
                          )}
                        >
                          {added ? (
                            <Check className="size-3.5 shrink-0" aria-hidden="true" />
                          ) : (
                            <Plus className="size-3.5 shrink-0 text-accent-foreground" aria-hidden="true" />
                          )}
                          <span dir="auto" className="min-w-0">
                            {task}
                          </span>
                          {added ? <span className="sr-only"> (added)</span> : null}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ) : null}

            {tasks.length > 0 ? (
              <ul
                aria-label="Added incomplete tasks"
                className="mt-1 flex flex-col divide-y divide-border rounded-lg border border-border"
              >
                {tasks.map((task) => (
                  <li key={task} className="flex items-center gap-3 px-3 py-2 text-sm">
                    <span dir="auto" className="min-w-0 flex-1">
                      {task}
                    </span>
                    <button
                      type="button"
                      aria-label={`Remove ${task}`}
                      onClick={() => setTasks((current) => current.filter((entry) => entry !== task))}
                      className="shrink-0 cursor-pointer rounded-md p-1 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <X className="size-4" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>

          <DialogFooter className="border-t border-border pt-4">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" pending={saving}>
              {saving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {saving ? 'Saving...' : 'Finish Day'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
