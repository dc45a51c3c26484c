/**
 * The Ideal Week editor (/ideal-week; docs/product.md §2, §4, §5, §8): title, quote, View Summary (with saved
 * weeks; 'No Ideal Week' when the week on screen is not saved), New Ideal Week, Save Ideal Week ('Saving...'),
 * the name, 'Load Existing Week' (with saved weeks), the Life Domains legend, Copy a Day, the grid, and the Fill
 * block bar while cells are selected.
 *
 * Save semantics (docs/product.md §4; ADR 026): the editor opens on the first saved week, which a save updates (PATCH);
 * a week saved as new is updated by the next saves; New Ideal Week clears the name (back to 'My Ideal Week') and the
 * grid, and a week chosen in 'Load Existing Week' is loaded as a copy: the next save of either creates a record.
 *
 * Leaving with unsaved changes (Back to Home, View Summary, an in-app link, a reload) asks 'Leave without
 * saving?' first (ADR 032, `LeaveQuestion`).
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarRange, FilePlus, LoaderCircle, Save } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_IDEAL_WEEK_NAME, MAX_IDEAL_WEEK_NAME_LENGTH } from '../../../core/ideal-week.ts';
import { LeaveQuestion } from '../../components/leave-question.tsx';
import { Button } from '../../components/ui/button.tsx';
import { fieldClassName, Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { cn } from '../../lib/utils.ts';
import { type IdealWeek, idealWeeksQuery, useSaveIdealWeek } from './api.ts';
import { BlockPickerButton, useBlockPicker } from './block-picker.tsx';
import { CopyDay } from './copy-day.tsx';
import { DomainLegend } from './domain-legend.tsx';
import { FillPanel } from './fill-panel.tsx';
import { blockName } from './grid-model.ts';
import { createScheduleStore, ScheduleStoreContext, useBlock } from './schedule-store.ts';
import { hasUnsavedChanges, savedName, type WeekContent } from './unsaved-changes.ts';
import { WeekGrid } from './week-grid.tsx';

/** A saved week's name in the selector, with its creation date when two weeks share a name. */
function weekOption(week: IdealWeek, weeks: readonly IdealWeek[]): string {
  const twin = weeks.some((other) => other.id !== week.id && other.name === week.name);
  return twin ? `${week.name} (${new Date(week.createdAt).toLocaleDateString()})` : week.name;
}

/** Props of Editor. */
interface EditorProps {
  weeks: readonly IdealWeek[];
  /** Set by the editor: whether it holds unsaved changes. */
  changesRef: RefObject<() => boolean>;
}

/** The editor, once the saved weeks are known; opens on the first of them (or an empty week). */
function Editor({ weeks, changesRef }: EditorProps) {
  const id = useId();
  const navigate = useNavigate();
  const first = weeks[0];
  const [store] = useState(() => createScheduleStore(first?.schedule));
  const [name, setName] = useState(first?.name ?? DEFAULT_IDEAL_WEEK_NAME);
  // The week a save updates (docs/product.md §4); null: the next save creates a new record.
  const [currentId, setCurrentId] = useState<string | null>(first?.id ?? null);
  const [status, setStatus] = useState('');
  const block = useBlock(store);
  const fillRef = useRef<HTMLInputElement>(null);
  const save = useSaveIdealWeek({ onSaved: (saved) => setCurrentId(saved.id) });
  const single = useSingleFlight();
  // The week as opened, loaded, started or last saved: what leaving would not lose.
  const baseline = useRef<WeekContent>({ name, schedule: store.schedule() });
  useEffect(() => {
    changesRef.current = () => hasUnsavedChanges(baseline.current, { name, schedule: store.schedule() });
  });

  const onBlock = useCallback(() => {
    const selected = store.block();
    if (selected) setStatus(`Selected ${blockName(selected)}.`);
    queueMicrotask(() => fillRef.current?.focus());
  }, [store]);
  const picker = useBlockPicker(store, onBlock, setStatus);

  const saveWeek = () =>
    single(async () => {
      const input = { name: savedName(name), schedule: store.schedule() };
      await save.mutateAsync({ id: currentId, input });
      baseline.current = input;
    });

  const newWeek = () => {
    store.replace({});
    setName(DEFAULT_IDEAL_WEEK_NAME);
    setCurrentId(null);
    baseline.current = { name: DEFAULT_IDEAL_WEEK_NAME, schedule: {} };
    toast({
      title: 'New Ideal Week',
      description: 'Starting a new ideal week. Fill in your schedule and save.',
    });
  };

  const loadWeek = (weekId: string) => {
    const week = weeks.find((entry) => entry.id === weekId);
    if (!week) return;
    store.replace(week.schedule);
    setName(week.name);
    setCurrentId(null);
    baseline.current = { name: week.name, schedule: store.schedule() };
    setStatus(`Loaded ${week.name}. Saving will create a new ideal week.`);
  };

  const viewSummary = () => {
    if (currentId === null)
      toast({ title: 'No Ideal Week', description: 'Please save your ideal week first.' });
    else navigate('/ideal-week/summary');
  };

  const current = weeks.find((week) => week.id === currentId);
  return (
    <ScheduleStoreContext.Provider value={store}>
      <div className="mt-4 flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">Ideal Week</h1>
          <p className="mt-2 text-lg text-muted-foreground italic">
            “Teach us to number our days, that we may gain a heart of wisdom.” — Psalm 90:12
          </p>
        </div>
        {/* A phone: two even columns, a third button across both; wider: one row, never squeezed by the title. */}
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:shrink-0 lg:flex-nowrap [&>*:last-child:nth-child(odd)]:col-span-2">
          {weeks.length > 0 ? (
            <Button variant="outline" onClick={viewSummary}>
              <CalendarRange aria-hidden="true" />
              View Summary
            </Button>
          ) : null}
          <Button variant="outline" onClick={newWeek}>
            <FilePlus aria-hidden="true" />
            New Ideal Week
          </Button>
          <Button onClick={() => void saveWeek()} pending={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Save aria-hidden="true" />
            )}
            {save.isPending ? 'Saving...' : 'Save Ideal Week'}
          </Button>
        </div>
      </div>

      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-name`}>Week Name</Label>
          <Input
            id={`${id}-name`}
            autoComplete="off"
            maxLength={MAX_IDEAL_WEEK_NAME_LENGTH}
            placeholder={DEFAULT_IDEAL_WEEK_NAME}
            value={name}
            aria-describedby={`${id}-mode`}
            onChange={(event) => setName(event.target.value)}
          />
          <p id={`${id}-mode`} className="text-sm text-muted-foreground">
            {current ? `Saving updates “${current.name}”.` : 'Saving creates a new ideal week.'}
          </p>
        </div>
        {weeks.length > 0 ? (
          <div className="grid min-w-0 content-start gap-1.5">
            <Label htmlFor={`${id}-load`}>Load Existing Week</Label>
            <select
              id={`${id}-load`}
              value=""
              onChange={(event) => loadWeek(event.target.value)}
              className={cn(fieldClassName, 'h-10 min-w-0 truncate')}
            >
              <option value="">Choose a saved week</option>
              {weeks.map((week) => (
                <option key={week.id} value={week.id}>
                  {weekOption(week, weeks)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>

      <DomainLegend className="mt-8" />
      <div className="mt-6">
        <CopyDay store={store} onDone={setStatus} />
      </div>
      <p className="mt-6 text-sm text-muted-foreground" id={`${id}-help`}>
        Drag across cells to fill a block, or press Select a block and tap its first and last cells. In the
        grid, arrow keys move, Shift with an arrow selects, Enter edits a cell and Escape returns.
      </p>
      <div className="mt-3">
        <BlockPickerButton picker={picker} />
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      <div className="mt-3 pb-40">
        <WeekGrid onBlock={onBlock} picker={picker} describedBy={`${id}-help`} />
      </div>
      {block && !block.dragging ? (
        <FillPanel
          key={`${block.anchor.col}.${block.anchor.row}.${block.focus.col}.${block.focus.row}`}
          store={store}
          block={block}
          activityRef={fillRef}
          onDone={setStatus}
        />
      ) : null}
    </ScheduleStoreContext.Provider>
  );
}

/** The /ideal-week screen. */
export function IdealWeekPage() {
  useDocumentTitle('Ideal Week');
  const navigate = useNavigate();
  const weeks = useQuery(idealWeeksQuery);
  const changesRef = useRef<() => boolean>(() => false);
  const hasChanges = useCallback(() => changesRef.current(), []);

  let content = (
    <p role="status" className="mt-8 text-muted-foreground">
      Loading your ideal week...
    </p>
  );
  if (weeks.data) content = <Editor weeks={weeks.data} changesRef={changesRef} />;
  else if (weeks.isError)
    content = (
      <div role="alert" className="mt-8 grid justify-items-start gap-3">
        <p>Could not load your ideal weeks.</p>
        <Button variant="outline" onClick={() => void weeks.refetch()} pending={weeks.isFetching}>
          Try Again
        </Button>
      </div>
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Button variant="ghost" className="-ml-3" onClick={() => navigate('/')}>
        <ArrowLeft aria-hidden="true" />
        Back to Home
      </Button>
      {content}
      <LeaveQuestion hasChanges={hasChanges} description="Your changes to this ideal week will be lost." />
    </div>
  );
}
