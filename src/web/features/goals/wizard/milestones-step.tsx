/**
 * Step 6 of the goal wizard (docs/product.md §2, §5): optional milestones, each a text and a date. The button reads
 * 'Add Milestone' while there are none and 'Add Another Milestone' after; Enter in either field adds too; each added
 * milestone has Remove. A milestone is added only with non-blank text and a date (core's milestone schema).
 */
import { CalendarDays, CircleCheck, Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useRef } from 'react';
import { MAX_LOCAL_DATE } from '../../../../core/dates.ts';
import { MAX_MILESTONE_TEXT_LENGTH, MAX_MILESTONES } from '../../../../core/goals.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { formatDueDate } from '../goal-view.ts';
import type { UpdateGoalDraft } from './choice-steps.tsx';
import { type GoalDraft, type MilestoneEntry, milestoneFromEntry } from './goal-draft.ts';

/** Props of MilestonesStep; the typed entry is controlled by the wizard (Complete keeps a full one). */
export interface MilestonesStepProps {
  draft: GoalDraft;
  update: UpdateGoalDraft;
  entry: MilestoneEntry;
  onEntryChange: (entry: MilestoneEntry) => void;
}

/** The milestone list and the fields that add to it. */
export function MilestonesStep({ draft, update, entry, onEntryChange }: MilestonesStepProps) {
  const id = useId();
  const textRef = useRef<HTMLInputElement>(null);
  const { milestones } = draft;
  const next = milestoneFromEntry(entry, milestones.length);
  const full = milestones.length >= MAX_MILESTONES;

  const add = () => {
    if (!next) return;
    update({ milestones: [...milestones, next] });
    onEntryChange({ text: '', dueDate: entry.dueDate });
    textRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter adds the milestone; it never submits the wizard.
    event.preventDefault();
    add();
  };

  const remove = (index: number) => {
    update({ milestones: milestones.filter((_, i) => i !== index) });
    textRef.current?.focus();
  };

  return (
    <div className="grid gap-6">
      {milestones.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border-strong px-4 py-6 text-center text-sm text-muted-foreground">
          No milestones yet. They are optional: you can finish without any.
        </p>
      ) : (
        <ol className="grid gap-2">
          {milestones.map((item, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: milestones have no id and may repeat.
              key={`${index}-${item.text}`}
              className="flex items-start gap-3 rounded-lg border border-border bg-card py-2 pr-2 pl-3 shadow-xs sm:pl-4"
            >
              <span
                aria-hidden="true"
                className="mt-1.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary tabular-nums"
              >
                {index + 1}
              </span>
              <div className="grid min-w-0 flex-1 gap-0.5 py-1">
                <span dir="auto" className="leading-snug wrap-anywhere">
                  {item.text}
                </span>
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                  <span className="flex items-center gap-1">
                    <CalendarDays className="size-3.5" aria-hidden="true" />
                    Due <time dateTime={item.dueDate}>{formatDueDate(item.dueDate)}</time>
                  </span>
                  {item.completed ? (
                    <Badge variant="secondary" className="gap-1 font-medium">
                      <CircleCheck className="size-3" aria-hidden="true" />
                      Completed
                    </Badge>
                  ) : null}
                </span>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="text-muted-foreground hover:text-destructive"
                aria-label={`Remove ${item.text}`}
                onClick={() => remove(index)}
              >
                <X aria-hidden="true" />
                Remove
              </Button>
            </li>
          ))}
        </ol>
      )}

      <div className="grid gap-4 rounded-xl border border-border bg-muted/30 p-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-text`}>Milestone</Label>
          <Input
            ref={textRef}
            id={`${id}-text`}
            className="h-11"
            value={entry.text}
            placeholder="e.g. Finish the first draft"
            maxLength={MAX_MILESTONE_TEXT_LENGTH}
            autoComplete="off"
            enterKeyHint="done"
            onChange={(event) => onEntryChange({ ...entry, text: event.target.value })}
            onKeyDown={onKeyDown}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-date`}>Due date</Label>
          <Input
            id={`${id}-date`}
            type="date"
            dir="ltr"
            className="h-11 sm:w-44"
            value={entry.dueDate}
            max={MAX_LOCAL_DATE}
            onChange={(event) => onEntryChange({ ...entry, dueDate: event.target.value })}
            onKeyDown={onKeyDown}
          />
        </div>
        <div className="sm:col-span-2">
          <Button variant="secondary" onClick={add} disabled={!next} className="w-full sm:w-auto">
            <Plus aria-hidden="true" />
            {milestones.length === 0 ? 'Add Milestone' : 'Add Another Milestone'}
          </Button>
          {full ? (
            <p className="mt-2 text-xs text-muted-foreground">
              A goal can have up to {MAX_MILESTONES} milestones.
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
