/**
 * The planning gestures (ADR 054; docs/product.md §2 'Daily overview', 'Week planner'): a task dragged onto a
 * day's timeline books a 30-minute block where it is dropped, a Steward block dragged moves (on the week planner,
 * ADR 059, to another day's column too), its bottom edge dragged resizes it, all snapping to 15 minutes. dnd-kit's
 * mouse sensor starts a drag after 4 px, its touch sensor after a 250 ms long press (so a swipe still scrolls the
 * page; once a drag starts the page does not scroll under it). While dragging, a chip follows the pointer with the
 * time the drop would take. A dropped task's block counts for the life domain of the Ideal Week's cell under its
 * start (ADR 059). A refused move (409, a calendar's 502) is put back by the move's mutation, with a
 * toast. Results are announced in the planner's live region, which the keyboard moves of the blocks use too.
 */
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  type DragStartEvent,
  MouseSensor,
  type Over,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useQuery } from '@tanstack/react-query';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { TaskRef } from '../../../../core/calendar/events.ts';
import type { LifeDomainId } from '../../../../core/ideal-week.ts';
import { idealDomainAt } from '../../../../core/week-planner.ts';
import { type CalendarEvent, useCreateTimeBlock } from '../../calendar/api.ts';
import { idealWeeksQuery } from '../../ideal-weeks/api.ts';
import type { BlockEdit } from './block-menu.tsx';
import { clientY, DragPreview, usePointerY } from './drag-preview.tsx';
import {
  type DaySpan,
  DROPPED_TASK_MINUTES,
  dateOf,
  type HourRow,
  instantOf,
  minutesAt,
  PLANNER_HOURS,
  type PlannerHours,
  placeBlock,
  resizedEnd,
  spanLabel,
  spanOf,
} from './planner-geometry.ts';
import { useMoveTimeBlock } from './use-move-block.ts';

// The dialogs load when first opened (ADR 022), with the block's menu that opens them.
const BlockTimeDialog = lazy(() =>
  import('./block-time-dialog.tsx').then((m) => ({ default: m.BlockTimeDialog })),
);

/** The id of the text that tells how to move a focused block from the keyboard (its aria-describedby). */
export const PLANNER_KEYS_ID = 'planner-keys';

/** The attribute that marks a block's move handle (the pointer's offset from its top is kept while moving). */
export const MOVE_HANDLE_ATTRIBUTE = 'data-move-handle';

/** The droppable id of the overview's timeline (the week planner's columns are `day:{date}`). */
export const TIMELINE_DROP_ID = 'timeline';

/** What is dragged: a task of a plan, or a Steward block to move or (by its bottom edge) resize. */
export type PlanDragData =
  | { kind: 'task'; title: string; task: TaskRef }
  | { kind: 'move' | 'resize'; event: CalendarEvent };

/** A droppable day's data: its local date, and how to read its hour rows where the screen shows them now. */
export interface TimelineDropData {
  date: string;
  rows: () => HourRow[];
}

/**
 * What the planner offers the blocks and tasks of its days: a move to a day and minutes since its midnight, the
 * Move, Change length and Schedule dialogs, the live region, and focus kept on a block the keyboard moved (its row
 * or column changes, so its elements are new ones).
 */
interface Planner {
  /** The day planned (the overview's), or the week's Monday on the week planner. */
  date: string;
  /** The days a block may move to: the overview's day, or the week's seven. */
  days: readonly string[];
  /** The minutes a block may take on each day. */
  hours: PlannerHours;
  /** Moves or resizes `event` to [start, end) minutes of day `to.date`; announces the result. */
  moveBlock: (event: CalendarEvent, to: DaySpan, refocus?: boolean) => void;
  edit: (event: CalendarEvent, mode: BlockEdit) => void;
  /** Opens the Schedule dialog of a task (a day of the planner's, a start time, a life domain; 30 minutes). */
  scheduleTask: (title: string, task: TaskRef) => void;
  announce: (text: string) => void;
  /** Whether the block's handle, mounting now, should take the focus the keyboard left on the moved block. */
  claimsFocus: (blockId: string) => boolean;
}

const PlannerContext = createContext<Planner | null>(null);

/** The planner of the shown days, or null where they cannot be planned (a past day on the overview). */
export function usePlanner(): Planner | null {
  return useContext(PlannerContext);
}

/** A drag in progress: what moves, and where the pointer held it (for a block, its offset from the block's top). */
interface DragState {
  data: PlanDragData;
  grabOffset: number;
}

/**
 * The day and time a drop at pointer height `y` on `drop` gives; null without rows. A block's own day is
 * `ownDate` (a resize keeps it: it only changes the end).
 */
function dropTarget(
  drag: DragState,
  y: number,
  drop: TimelineDropData,
  ownDate: string,
  hours: PlannerHours,
): DaySpan | null {
  const rows = drop.rows();
  if (drag.data.kind === 'task') {
    const start = minutesAt(y, rows, 'floor');
    return start === null ? null : { date: drop.date, ...placeBlock(start, DROPPED_TASK_MINUTES, hours) };
  }
  const { start, end } = spanOf(drag.data.event, ownDate);
  if (drag.data.kind === 'resize') {
    const at = minutesAt(y, rows, 'nearest');
    return at === null ? null : { date: ownDate, start, end: resizedEnd(start, at, hours) };
  }
  const top = minutesAt(y - drag.grabOffset, rows, 'nearest');
  return top === null ? null : { date: drop.date, ...placeBlock(top, end - start, hours) };
}

function titleOf(data: PlanDragData): string {
  return data.kind === 'task' ? data.title : data.event.summary;
}

/** The drop data of `over` when it is a day of the planner. */
function dropOf(over: Over | null): TimelineDropData | null {
  const data = over?.data.current as Partial<TimelineDropData> | undefined;
  return data?.rows && data.date ? (data as TimelineDropData) : null;
}

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${titleOf(active.data.current as PlanDragData)}.`,
  onDragOver: () => undefined,
  onDragMove: () => undefined,
  // The drop's result (the time, or where it went back) is announced by the planner itself.
  onDragEnd: () => undefined,
  onDragCancel: ({ active }) => `${titleOf(active.data.current as PlanDragData)} was not moved.`,
};

/** What the dialog edits: a block's time, or the time a task is booked at. */
type Editing =
  | { kind: 'block'; event: CalendarEvent; mode: BlockEdit }
  | { kind: 'task'; title: string; task: TaskRef };

/** Props of PlanDnd. */
export interface PlanDndProps {
  /** The local day planned, 'YYYY-MM-DD' (the week's Monday on the week planner). */
  date: string;
  /** The days blocks may move to (the week planner's seven, whose labels then name the day); default `[date]`. */
  days?: readonly string[];
  /** The minutes blocks may take (the week planner's shown hours); default 6 AM to 10 PM, the overview's. */
  hours?: PlannerHours;
  /** The Ideal Week whose life domains dropped tasks take; default the first, as the Week Comparison preselects. */
  idealWeekId?: string | null;
  children: ReactNode;
}

/** The drag-and-drop context of plannable days: the task lists and the timelines inside it can be dragged. */
export function PlanDnd({
  date,
  days: weekDays,
  hours = PLANNER_HOURS,
  idealWeekId,
  children,
}: PlanDndProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  const book = useCreateTimeBlock();
  const move = useMoveTimeBlock();
  const idealWeeks = useQuery(idealWeeksQuery).data;
  const idealWeek = idealWeeks?.find((week) => week.id === idealWeekId) ?? idealWeeks?.[0];
  const [message, setMessage] = useState('');
  const drag = useRef<DragState | null>(null);
  const pointer = usePointerY();
  const days = useMemo(() => weekDays ?? [date], [weekDays, date]);
  const withDay = weekDays !== undefined;
  // The overview reads a block on its own day (one that began the day before starts before 0).
  const ownDate = useCallback((event: CalendarEvent) => (withDay ? dateOf(event) : date), [withDay, date]);

  const [editing, setEditing] = useState<Editing | null>(null);
  const focusFor = useRef<string | null>(null);

  const announce = useCallback((text: string) => setMessage(text), []);
  // Claimed once, by the block's first new element: its re-render may come after the move's answer.
  const claimsFocus = useCallback((blockId: string) => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!lost || focusFor.current !== blockId) return false;
    focusFor.current = null;
    return true;
  }, []);
  const moveBlock = useCallback(
    (event: CalendarEvent, to: DaySpan, refocus = false) => {
      if (!event.timeBlockId) return;
      focusFor.current = refocus ? event.timeBlockId : null;
      const label = spanLabel(to, withDay);
      move.mutate(
        {
          id: event.timeBlockId,
          start: instantOf(to.date, to.start).toISOString(),
          end: instantOf(to.date, to.end).toISOString(),
          title: event.summary,
          label,
        },
        { onError: () => announce(`${event.summary} could not be moved and is back where it was.`) },
      );
      announce(`${event.summary} moved to ${label}.`);
    },
    [withDay, move.mutate, announce],
  );
  const bookTask = (title: string, task: TaskRef, at: DaySpan, domain: LifeDomainId | null = null) => {
    const label = spanLabel(at, withDay);
    book.mutate(
      {
        title,
        start: instantOf(at.date, at.start).toISOString(),
        end: instantOf(at.date, at.end).toISOString(),
        task,
        ...(domain ? { domain } : {}),
        label,
      },
      { onError: () => announce(`${title} could not be scheduled.`) },
    );
    announce(`${title} scheduled at ${label}.`);
  };
  const edit = useCallback(
    (event: CalendarEvent, mode: BlockEdit) => setEditing({ kind: 'block', event, mode }),
    [],
  );
  const scheduleTask = useCallback(
    (title: string, task: TaskRef) => setEditing({ kind: 'task', title, task }),
    [],
  );
  const planner = useMemo(
    () => ({ date, days, hours, moveBlock, edit, scheduleTask, announce, claimsFocus }),
    [date, days, hours, moveBlock, edit, scheduleTask, announce, claimsFocus],
  );

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const y = clientY(activatorEvent) ?? 0;
    pointer.start(y);
    const data = active.data.current as PlanDragData;
    // The block's top, from the handle pressed (dnd-kit measures the active rect only after this event).
    const handle =
      activatorEvent.target instanceof Element
        ? activatorEvent.target.closest(`[${MOVE_HANDLE_ATTRIBUTE}]`)
        : null;
    const top = handle?.getBoundingClientRect().top ?? y;
    drag.current = { data, grabOffset: data.kind === 'move' ? y - top : 0 };
  };

  const targetOf = (current: DragState, over: Over | null, y: number) => {
    const drop = dropOf(over);
    const own = current.data.kind === 'task' ? date : ownDate(current.data.event);
    return drop ? dropTarget(current, y, drop, own, hours) : null;
  };

  const onDragEnd = ({ over }: DragEndEvent) => {
    const current = drag.current;
    drag.current = null;
    const y = pointer.stop();
    if (!current) return;
    const target = targetOf(current, over, y);
    if (!target) {
      announce(`${titleOf(current.data)} was not moved.`);
      return;
    }
    const { data } = current;
    if (data.kind === 'task') {
      const domain = idealWeek ? idealDomainAt(idealWeek.schedule, target.date, target.start) : null;
      return bookTask(data.title, data.task, target, domain);
    }
    const own = ownDate(data.event);
    const was = spanOf(data.event, own);
    const unchanged = target.date === own && target.start === was.start && target.end === was.end;
    if (!unchanged) moveBlock(data.event, target);
  };

  return (
    <PlannerContext.Provider value={planner}>
      <DndContext
        // A fixed id: dnd-kit's own counter differs between a server render and its hydration (ADR 062).
        id="day-planner"
        sensors={sensors}
        collisionDetection={pointerWithin}
        // The timeline scrolls when the pointer is within a tenth of its height from an edge (not a fifth, as by
        // default: its rows are only 400 px tall, and a drop near an edge should not move the rows away).
        autoScroll={{ threshold: { x: 0, y: 0.1 } }}
        accessibility={{ announcements }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          drag.current = null;
          pointer.stop();
        }}
      >
        {children}
        <DragPreview
          title={() => (drag.current ? titleOf(drag.current.data) : null)}
          label={(over) => {
            const target = drag.current ? targetOf(drag.current, over, pointer.read()) : null;
            return target ? spanLabel(target, withDay) : '';
          }}
          hint={withDay ? 'Drop on a day' : 'Drop on the timeline'}
        />
      </DndContext>
      <Suspense fallback={null}>
        {editing?.kind === 'block' ? (
          <BlockTimeDialog
            mode={editing.mode}
            title={editing.event.summary}
            span={{ date: ownDate(editing.event), ...spanOf(editing.event, ownDate(editing.event)) }}
            days={withDay ? days : undefined}
            hours={hours}
            onClose={() => setEditing(null)}
            onSave={(span) => {
              setEditing(null);
              moveBlock(editing.event, span);
            }}
            onCloseAutoFocus={(focusEvent) => {
              // The block may be in another hour's row or day's column now: its menu button is a new element.
              const menu = document.querySelector<HTMLElement>(
                `[data-block-menu="${CSS.escape(editing.event.timeBlockId ?? '')}"]`,
              );
              if (!menu) return;
              focusEvent.preventDefault();
              menu.focus();
            }}
          />
        ) : null}
        {editing?.kind === 'task' ? (
          <BlockTimeDialog
            mode="schedule"
            title={editing.title}
            span={{
              date: days.includes(editing.task.date) ? editing.task.date : (days[0] ?? date),
              start: 9 * 60,
              end: 9 * 60 + DROPPED_TASK_MINUTES,
            }}
            days={withDay ? days : undefined}
            hours={hours}
            onClose={() => setEditing(null)}
            onSave={(span, domain) => {
              setEditing(null);
              bookTask(editing.title, editing.task, span, domain);
            }}
          />
        ) : null}
      </Suspense>
      <p role="status" aria-live="polite" className="sr-only">
        {message}
      </p>
      <p id={PLANNER_KEYS_ID} hidden>
        {withDay
          ? 'Up and down arrows move the block by 15 minutes, left and right arrows by a day, Enter saves, Escape cancels. Its options menu can move it or change its length.'
          : 'Up and down arrows move the block by 15 minutes, Enter saves, Escape cancels. Its options menu can move it or change its length.'}
      </p>
    </PlannerContext.Provider>
  );
}
