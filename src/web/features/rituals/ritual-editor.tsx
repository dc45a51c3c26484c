/**
 * One ritual in the Ritual Builder (ADR 043, ADR 044): its elements (the saved ones, or the defaults shown without
 * storing them), add, remove (not the morning ritual's three defaults, docs/product.md §5), reorder, minutes per
 * element with the total, Save, Run (which saves what is shown first when it is not saved) and the streaks.
 */
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, Play, Plus, Save } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MAX_ITEM_LENGTH, MAX_LIST_ITEMS } from '../../../core/daily-plan.ts';
import { RITUAL_NAMES, type Ritual, type RitualType } from '../../../core/rituals.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { ritualStatsQuery, runPath, useSaveRitual } from './api.ts';
import {
  canRemove,
  type DraftElement,
  draftElement,
  draftOf,
  formatDuration,
  isDirty,
  moveElement,
  toRitualInput,
  totalMinutes,
} from './ritual-draft.ts';
import { daysText } from './run-steps.ts';
import { type MoveDirection, SortableElements } from './sortable-elements.tsx';

/** Current and longest streak of a saved ritual. */
function Streaks({ type }: { type: RitualType }) {
  const stats = useQuery(ritualStatsQuery(type));
  if (!stats.data) return <p className="text-sm text-muted-foreground">Loading streaks…</p>;
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      <div className="flex gap-1.5">
        <dt className="text-muted-foreground">Current streak:</dt>
        <dd className="font-semibold">{daysText(stats.data.currentStreak)}</dd>
      </div>
      <div className="flex gap-1.5">
        <dt className="text-muted-foreground">Longest streak:</dt>
        <dd className="font-semibold">{daysText(stats.data.longestStreak)}</dd>
      </div>
    </dl>
  );
}

/** Props of RitualEditor. */
export interface RitualEditorProps {
  type: RitualType;
  saved: Ritual | undefined;
}

/** The editor of one ritual. */
export function RitualEditor({ type, saved }: RitualEditorProps) {
  const navigate = useNavigate();
  const ids = useId();
  const name = RITUAL_NAMES[type];
  const [draft, setDraft] = useState<DraftElement[]>(() => draftOf(type, saved));
  const [entry, setEntry] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [listError, setListError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: MoveDirection } | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const minutesInputs = useRef(new Map<string, HTMLInputElement>());
  const addInput = useRef<HTMLInputElement>(null);
  const save = useSaveRitual({ announce: true });

  // A row moved by its button keeps the keyboard on that button, or on the other one when it reached an end.
  useEffect(() => {
    if (!focusAfterMove) return;
    const { id, direction } = focusAfterMove;
    const other = direction === 'up' ? 'down' : 'up';
    const button = moveButtons.current.get(`${id}:${direction}`);
    (button && !button.disabled ? button : moveButtons.current.get(`${id}:${other}`))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const text = entry.trim();
  const full = draft.length >= MAX_LIST_ITEMS;
  const total = totalMinutes(draft);
  const dirty = isDirty(draft, saved);

  const change = (next: DraftElement[]) => {
    setDraft(next);
    setListError(null);
  };

  const add = () => {
    if (text === '' || full) return;
    change([...draft, draftElement(text)]);
    setEntry('');
    setStatus(`Added ${text}.`);
    addInput.current?.focus();
  };

  const onEntryKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };

  const move = (from: number, to: number, via: MoveDirection | 'drag') => {
    const element = draft[from];
    if (!element || to < 0 || to >= draft.length) return;
    change(moveElement(draft, from, to));
    if (via !== 'drag') {
      setStatus(`Moved ${element.text} to position ${to + 1} of ${draft.length}.`);
      setFocusAfterMove({ id: element.id, direction: via });
    }
  };

  const remove = (id: string) => {
    const element = draft.find((e) => e.id === id);
    change(draft.filter((e) => e.id !== id));
    setErrors(({ [id]: _, ...rest }) => rest);
    if (element) setStatus(`Removed ${element.text}.`);
    addInput.current?.focus();
  };

  const setMinutes = (id: string, minutes: string) => {
    change(draft.map((e) => (e.id === id ? { ...e, minutes } : e)));
    setErrors(({ [id]: _, ...rest }) => rest);
  };

  /** Checks the draft; on success saves it and then calls `then`. */
  const submit = (then?: () => void) => {
    const result = toRitualInput(type, draft);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      setListError(result.listError);
      const first = draft.find((e) => result.fieldErrors[e.id]);
      if (first) minutesInputs.current.get(first.id)?.focus();
      return;
    }
    setErrors({});
    setListError(null);
    save.mutate(result.input, { onSuccess: () => then?.() });
  };

  const run = () => (dirty ? submit(() => navigate(runPath(type))) : navigate(runPath(type)));

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h2 className="font-display text-2xl font-semibold tracking-tight">{name} Ritual</h2>
        {saved ? (
          <Streaks type={type} />
        ) : (
          <p className="text-sm text-muted-foreground">
            Suggested elements: save or run this ritual to keep it and start a streak.
          </p>
        )}
      </div>

      {draft.length > 0 ? (
        <SortableElements
          listLabel={`${name} ritual elements`}
          elements={draft}
          errors={errors}
          isFixed={(element) => !canRemove(type, element)}
          onMove={move}
          onMinutesChange={setMinutes}
          onRemove={remove}
          moveButtonRef={(id, direction) => (node) => {
            if (node) moveButtons.current.set(`${id}:${direction}`, node);
            else moveButtons.current.delete(`${id}:${direction}`);
          }}
          minutesInputRef={(id) => (node) => {
            if (node) minutesInputs.current.set(id, node);
            else minutesInputs.current.delete(id);
          }}
        />
      ) : (
        <p className="rounded-lg border border-dashed border-border-strong px-4 py-6 text-center text-sm text-muted-foreground">
          No elements yet. Add the first one below.
        </p>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>

      <p className="text-sm">
        <span className="text-muted-foreground">Total time: </span>
        <span className="font-semibold">{total > 0 ? formatDuration(total) : 'No minutes set'}</span>
      </p>

      <div className="grid gap-2">
        <Label htmlFor={`${ids}-add`}>Add an element</Label>
        <div className="flex gap-2">
          <Input
            ref={addInput}
            id={`${ids}-add`}
            value={entry}
            maxLength={MAX_ITEM_LENGTH}
            placeholder="e.g. Stretch for five minutes"
            autoComplete="off"
            enterKeyHint="done"
            onChange={(event) => setEntry(event.target.value)}
            onKeyDown={onEntryKeyDown}
          />
          <Button variant="secondary" onClick={add} disabled={text === '' || full} className="px-4">
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        {full ? (
          <p className="text-xs text-muted-foreground">You can add up to {MAX_LIST_ITEMS} elements.</p>
        ) : null}
      </div>

      {listError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={run} disabled={save.isPending}>
          <Play aria-hidden="true" />
          Run
        </Button>
        <Button size="lg" onClick={() => submit()} pending={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Save aria-hidden="true" />
          )}
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </div>
  );
}
