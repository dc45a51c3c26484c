/**
 * The bodies of the planning wizard's steps (docs/product.md §2 Daily planning wizard, §5): the ritual check, the Big 3
 * (after yesterday's carry-over, docs/product.md §4), other tasks, the win and the distractions. User text wraps
 * anywhere and keeps its own direction (`dir="auto"`), so a pasted URL or an Arabic task never widens the page.
 */
import { useQuery } from '@tanstack/react-query';
import { Check, History, Plus } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import {
  DEFAULT_RITUAL_ELEMENTS,
  MAX_ITEM_LENGTH,
  MAX_LIST_ITEMS,
  MAX_TEXT_LENGTH,
} from '../../../../core/daily-plan.ts';
import { TextListEditor } from '../../../components/text-list-editor.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { readStorage, storageKeys, stringList } from '../../../lib/storage.ts';
import { cn } from '../../../lib/utils.ts';
import { morningElements, ritualsQuery } from '../../rituals/api.ts';
import { BIG_THREE_STEP, type PlanningDraft, withTaskInBigThree } from '../planning-draft.ts';

// The week's priorities and the goal code they need load when the step first renders (ADR 022).
const WeeklyPrioritySuggestions = lazy(() =>
  import('./weekly-priorities.tsx').then((m) => ({ default: m.WeeklyPrioritySuggestions })),
);

/** Applies a partial change to the draft. */
export type UpdateDraft = (patch: Partial<PlanningDraft>) => void;

const bigThreePlaceholders = ['What matters most today', 'Your next priority', 'A third priority'] as const;

/** Step 1: the saved ritual (server, else this browser, else the defaults) and the completion checkbox. */
function RitualStep({ draft, update }: { draft: PlanningDraft; update: UpdateDraft }) {
  const id = useId();
  const rituals = useQuery(ritualsQuery);
  const [storedRitual] = useState(() => readStorage(storageKeys.morningRitual, stringList));
  const elements =
    morningElements(rituals.data) ?? storedRitual ?? (rituals.isPending ? null : DEFAULT_RITUAL_ELEMENTS);

  return (
    <div className="grid gap-6">
      <div>
        <h3 className="text-xs font-semibold tracking-[0.16em] text-accent-foreground uppercase">
          Your morning ritual
        </h3>
        {elements ? (
          <ul className="mt-3 grid gap-2">
            {elements.map((element, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: elements have no id and may repeat.
                key={`${index}-${element}`}
                className="flex min-h-12 items-center gap-3 rounded-lg border border-border bg-muted/40 px-4 py-2"
              >
                <span className="size-1.5 shrink-0 rounded-full bg-accent" aria-hidden="true" />
                <span dir="auto" className="min-w-0 leading-snug wrap-anywhere">
                  {element}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-3 grid gap-2">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        )}
      </div>
      <div
        className={cn(
          'flex items-center gap-4 rounded-xl border px-4 py-4 transition-colors sm:px-5',
          draft.morningRitualCompleted ? 'border-primary/30 bg-primary-soft' : 'border-border-strong bg-card',
        )}
      >
        <Checkbox
          id={id}
          checked={draft.morningRitualCompleted}
          onCheckedChange={(checked) => update({ morningRitualCompleted: checked === true })}
        />
        <Label htmlFor={id} className="flex-1 cursor-pointer py-1 text-base leading-snug">
          I completed my morning ritual
        </Label>
      </div>
    </div>
  );
}

/** The 'Yesterday's Incomplete Tasks' warning, with a way to carry each task into today. */
function CarryOverAlert({
  tasks,
  draft,
  update,
}: {
  tasks: readonly string[];
  draft: PlanningDraft;
  update: UpdateDraft;
}) {
  return (
    <Alert variant="warning">
      <History aria-hidden="true" />
      <AlertTitle>{"Yesterday's Incomplete Tasks"}</AlertTitle>
      <AlertDescription>
        <p>These were left unfinished yesterday. Carry any of them into today’s plan.</p>
        <ul className="mt-3 grid gap-2">
          {tasks.map((task) => {
            const inBigThree = draft.bigThree.some((entry) => entry.trim() === task);
            const nextBigThree = withTaskInBigThree(draft.bigThree, task);
            const inOtherTasks = draft.otherTasks.some((entry) => entry.trim() === task);
            return (
              <li
                key={task}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-md bg-card/80 px-3 py-2 text-foreground"
              >
                <span dir="auto" className="min-w-0 font-medium wrap-anywhere">
                  {task}
                </span>
                <span className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    className="h-8"
                    aria-label={inBigThree ? `${task} is in Big 3` : `Add ${task} to Big 3`}
                    disabled={nextBigThree === null}
                    onClick={() => {
                      if (nextBigThree) update({ bigThree: nextBigThree });
                    }}
                  >
                    {inBigThree ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
                    {inBigThree ? 'In Big 3' : 'Big 3'}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    className="h-8"
                    aria-label={inOtherTasks ? `${task} is in Other Tasks` : `Add ${task} to Other Tasks`}
                    disabled={inOtherTasks || draft.otherTasks.length >= MAX_LIST_ITEMS}
                    onClick={() => update({ otherTasks: [...draft.otherTasks, task] })}
                  >
                    {inOtherTasks ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
                    {inOtherTasks ? 'In Other Tasks' : 'Other Tasks'}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

/** Step 2: the three priority inputs, after yesterday's carry-over when there is one. */
function BigThreeStep({
  carried,
  draft,
  update,
}: {
  carried: readonly string[];
  draft: PlanningDraft;
  update: UpdateDraft;
}) {
  const id = useId();

  return (
    <div className="grid gap-6">
      {carried.length > 0 ? <CarryOverAlert tasks={carried} draft={draft} update={update} /> : null}
      <Suspense fallback={null}>
        <WeeklyPrioritySuggestions draft={draft} update={update} />
      </Suspense>
      <div className="grid gap-5">
        {bigThreePlaceholders.map((placeholder, index) => {
          const inputId = `${id}-${index}`;
          return (
            <div key={placeholder} className="flex items-start gap-4">
              <span
                aria-hidden="true"
                className="mt-6 hidden size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft font-display text-lg font-semibold text-primary sm:flex"
              >
                {index + 1}
              </span>
              <div className="grid flex-1 gap-2">
                <Label htmlFor={inputId}>{`Priority Task #${index + 1}`}</Label>
                <Input
                  id={inputId}
                  className="h-11"
                  value={draft.bigThree[index] ?? ''}
                  placeholder={placeholder}
                  maxLength={MAX_ITEM_LENGTH}
                  autoComplete="off"
                  onChange={(event) => {
                    const bigThree: PlanningDraft['bigThree'] = [...draft.bigThree];
                    bigThree[index] = event.target.value;
                    update({ bigThree });
                  }}
                />
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** Step 4: what winning today looks like. */
function WinStep({ draft, update }: { draft: PlanningDraft; update: UpdateDraft }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>What does winning look like today?</Label>
      <Textarea
        id={id}
        rows={6}
        className="min-h-40 text-base leading-relaxed sm:text-base"
        value={draft.winningDefinition}
        placeholder="By the end of today, I will have…"
        maxLength={MAX_TEXT_LENGTH}
        aria-describedby={`${id}-hint`}
        onChange={(event) => update({ winningDefinition: event.target.value })}
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Be concrete: a finished proposal, an honest conversation, an evening fully present at home.
      </p>
    </div>
  );
}

/** The content of the current step. */
export function StepBody({
  carried,
  draft,
  update,
}: {
  carried: readonly string[];
  draft: PlanningDraft;
  update: UpdateDraft;
}) {
  switch (draft.step) {
    case 1:
      return <RitualStep draft={draft} update={update} />;
    case BIG_THREE_STEP:
      return <BigThreeStep carried={carried} draft={draft} update={update} />;
    case 3:
      return (
        <TextListEditor
          listLabel="Other tasks"
          inputLabel="Add a task"
          placeholder="e.g. Review the contract"
          items={draft.otherTasks}
          entry={draft.otherTaskEntry}
          onEntryChange={(otherTaskEntry) => update({ otherTaskEntry })}
          onAdd={(task) => update({ otherTasks: [...draft.otherTasks, task] })}
          onRemove={(index) => update({ otherTasks: draft.otherTasks.filter((_, i) => i !== index) })}
          emptyText="No other tasks yet. Add anything you want to keep in view, or simply continue."
          maxItems={MAX_LIST_ITEMS}
          maxLength={MAX_ITEM_LENGTH}
        />
      );
    case 4:
      return <WinStep draft={draft} update={update} />;
    default:
      return (
        <TextListEditor
          listLabel="Distractions"
          inputLabel="Add a distraction"
          placeholder="e.g. Email notifications"
          items={draft.distractions}
          entry={draft.distractionEntry}
          onEntryChange={(distractionEntry) => update({ distractionEntry })}
          onAdd={(distraction) => update({ distractions: [...draft.distractions, distraction] })}
          onRemove={(index) => update({ distractions: draft.distractions.filter((_, i) => i !== index) })}
          emptyText="Nothing listed yet. Think of the notifications, interruptions or habits that tend to pull you away."
          maxItems={MAX_LIST_ITEMS}
          maxLength={MAX_ITEM_LENGTH}
        />
      );
  }
}
