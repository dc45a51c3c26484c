/**
 * The goal wizard's typed steps (docs/product.md §2 Goal Wizard, §5): the due date (step 2; a past date is refused for
 * a new goal and only warned about when editing) and the description (step 3, with its live count).
 */
import { format, parseISO } from 'date-fns';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { MAX_LOCAL_DATE } from '../../../../core/dates.ts';
import { MAX_DESCRIPTION_LENGTH } from '../../../../core/goals.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/utils.ts';
import type { UpdateGoalDraft } from './choice-steps.tsx';
import { checkDueDate, descriptionIssue, type GoalDraft } from './goal-draft.ts';

/** Step 2: the due date, with the date spelled out and any problem said beside the field. */
export function DueDateStep({
  draft,
  update,
  today,
  editing,
}: {
  draft: GoalDraft;
  update: UpdateGoalDraft;
  today: string;
  editing: boolean;
}) {
  const id = useId();
  const check = checkDueDate(draft.dueDate, today, editing);
  const message = check.kind === 'error' || check.kind === 'warning' ? check.message : null;

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Due Date</Label>
      <Input
        id={id}
        type="date"
        dir="ltr"
        className="h-11 w-full sm:max-w-xs"
        value={draft.dueDate}
        min={editing ? undefined : today}
        max={MAX_LOCAL_DATE}
        required
        aria-invalid={check.kind === 'error' || undefined}
        aria-describedby={message ? `${id}-message` : undefined}
        onChange={(event) => update({ dueDate: event.target.value })}
      />
      {check.kind === 'ok' || check.kind === 'warning' ? (
        <p className="text-sm text-muted-foreground">
          Due <time dateTime={draft.dueDate}>{format(parseISO(draft.dueDate), 'EEEE, MMMM d, yyyy')}</time>
        </p>
      ) : null}
      {message ? (
        <p
          id={`${id}-message`}
          role={check.kind === 'error' ? 'alert' : 'status'}
          className={cn(
            'flex items-start gap-2 rounded-lg border px-3 py-2 text-sm',
            check.kind === 'error'
              ? 'border-destructive/40 bg-destructive-soft text-destructive'
              : 'border-warning/40 bg-warning-soft text-warning-foreground',
          )}
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** Step 3: 'What does complete look like for this goal?' with the 1-2 sentence hint and the n/500 count. */
export function DescriptionStep({ draft, update }: { draft: GoalDraft; update: UpdateGoalDraft }) {
  const id = useId();
  const length = draft.description.length;
  // Blank is only a reason to wait (the Next hint says so); anything else core refuses is said here.
  const issue = draft.description.trim() === '' ? null : descriptionIssue(draft.description);

  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className="text-base leading-snug">
        What does complete look like for this goal?
      </Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Describe it in 1-2 sentences.
      </p>
      <Textarea
        id={id}
        rows={5}
        className="min-h-36 text-base leading-relaxed wrap-anywhere sm:text-base"
        value={draft.description}
        placeholder="e.g. Our team has launched the new service and signed its first ten customers."
        maxLength={MAX_DESCRIPTION_LENGTH}
        aria-invalid={issue ? true : undefined}
        aria-describedby={`${id}-hint ${id}-count${issue ? ` ${id}-issue` : ''}`}
        onChange={(event) => update({ description: event.target.value })}
      />
      <div className="flex items-start justify-between gap-3">
        {issue ? (
          <p id={`${id}-issue`} role="alert" className="text-sm text-destructive">
            {issue}
          </p>
        ) : (
          <span />
        )}
        <p
          id={`${id}-count`}
          className={cn(
            'shrink-0 text-sm tabular-nums',
            length >= MAX_DESCRIPTION_LENGTH ? 'font-semibold text-foreground' : 'text-muted-foreground',
          )}
        >
          {length}/{MAX_DESCRIPTION_LENGTH}
        </p>
      </div>
    </div>
  );
}
