/**
 * The day's planning gestures (ADR 054; docs/product.md §2 'Daily overview'): a task dragged onto the timeline books
 * a 30-minute block where it is dropped, a Steward block dragged moves, its bottom edge dragged resizes it, all
 * snapping to 15 minutes. dnd-kit's mouse sensor starts a drag after 4 px, its touch sensor after a 250 ms long
 * press (so a swipe still scrolls the page; once a drag starts the page does not scroll under it). While dragging,
 * a chip follows the pointer with the time the drop would take. A refused move (409, a calendar's 502) is put back
 * by the move's mutation, with a toast. Results are announced in the planner's live region, which the keyboard
 * moves of the blocks use too.
 */
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useDndMonitor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { format, parseISO, set } from 'date-fns';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { TaskRef } from '../../../../core/calendar/events.ts';
import { type CalendarEvent, useCreateTimeBlock } from '../../calendar/api.ts';
import { type BlockEdit, type BlockSpan, BlockTimeDialog } from './block-time-dialog.tsx';
import {
  DROPPED_TASK_MINUTES,
  type HourRow,
  minutesAt,
  minutesOfDay,
  placeBlock,
  resizedEnd,
} from './planner-geometry.ts';
import { useMoveTimeBlock } from './use-move-block.ts';

/** The id of the text that tells how to move a focused block from the keyboard (its aria-describedby). */
export const PLANNER_KEYS_ID = 'planner-keys';

/** The attribute that marks a block's move handle (the pointer's offset from its top is kept while moving). */
export const MOVE_HANDLE_ATTRIBUTE = 'data-move-handle';

/** The droppable id of the day's timeline. */
export const TIMELINE_DROP_ID = 'timeline';

/** What is dragged: a task of the plan, or a Steward block to move or (by its bottom edge) resize. */
export type PlanDragData =
  | { kind: 'task'; title: string; task: TaskRef }
  | { kind: 'move' | 'resize'; event: CalendarEvent };

/** The timeline's droppable data: how to read its hour rows where the screen shows them now. */
export interface TimelineDropData {
  rows: () => HourRow[];
}

/**
 * What the planner offers the timeline's blocks: a move in minutes since midnight, the Move and Change length
 * dialogs, the live region, and focus kept on a block the keyboard moved (its row changes, so its elements are
 * new ones).
 */
interface Planner {
  date: string;
  /** Moves or resizes `event` to [start, end) minutes of the day; announces the result. */
  moveBlock: (event: CalendarEvent, start: number, end: number, refocus?: boolean) => void;
  edit: (event: CalendarEvent, mode: BlockEdit) => void;
  announce: (text: string) => void;
  /** Whether the block's handle, mounting now, should take the focus the keyboard left on the moved block. */
  claimsFocus: (blockId: string) => boolean;
}

const PlannerContext = createContext<Planner | null>(null);

/** The planner of the shown day, or null where the day cannot be planned (a past day). */
export function usePlanner(): Planner | null {
  return useContext(PlannerContext);
}

/** The block's span in minutes since the local midnight of `date`. */
export function spanOf(event: CalendarEvent, date: string): BlockSpan {
  const dayStart = parseISO(date);
  return {
    start: minutesOfDay(new Date(event.start), dayStart),
    end: minutesOfDay(new Date(event.end), dayStart),
  };
}

/** '9:15 AM' for minute 555 of local day `date`. */
export function timeLabel(date: string, minutes: number): string {
  return format(instantOf(date, minutes), 'h:mm a');
}

/** The instant of minute `minutes` of local day `date` (wall time: right across a DST change). */
export function instantOf(date: string, minutes: number): Date {
  return set(parseISO(date), { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** A drag in progress: what moves, and where the pointer held it (for a block, its offset from the block's top). */
interface DragState {
  data: PlanDragData;
  grabOffset: number;
}

/** The time a drop at pointer height `y` gives, in minutes since midnight of `date`; null off the timeline. */
function dropTarget(drag: DragState, y: number, rows: HourRow[], date: string) {
  const dayStart = parseISO(date);
  if (drag.data.kind === 'task') {
    const start = minutesAt(y, rows, 'floor');
    return start === null ? null : placeBlock(start, DROPPED_TASK_MINUTES);
  }
  const start = minutesOfDay(new Date(drag.data.event.start), dayStart);
  const end = minutesOfDay(new Date(drag.data.event.end), dayStart);
  if (drag.data.kind === 'resize') {
    const at = minutesAt(y, rows, 'nearest');
    return at === null ? null : { start, end: resizedEnd(start, at) };
  }
  const top = minutesAt(y - drag.grabOffset, rows, 'nearest');
  return top === null ? null : placeBlock(top, end - start);
}

function clientY(event: Event): number | null {
  if ('touches' in event) return (event as TouchEvent).touches[0]?.clientY ?? null;
  return 'clientY' in event ? (event as MouseEvent).clientY : null;
}

function titleOf(data: PlanDragData): string {
  return data.kind === 'task' ? data.title : data.event.summary;
}

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${titleOf(active.data.current as PlanDragData)}.`,
  onDragOver: () => undefined,
  onDragMove: () => undefined,
  // The drop's result (the time, or where it went back) is announced by the planner itself.
  onDragEnd: () => undefined,
  onDragCancel: ({ active }) => `${titleOf(active.data.current as PlanDragData)} was not moved.`,
};

/** Props of PlanDnd. */
export interface PlanDndProps {
  /** The local day planned, 'YYYY-MM-DD'. */
  date: string;
  children: ReactNode;
}

/** The drag-and-drop context of a plannable day: the task lists and the timeline inside it can be dragged. */
export function PlanDnd({ date, children }: PlanDndProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  const book = useCreateTimeBlock();
  const move = useMoveTimeBlock();
  const [message, setMessage] = useState('');
  const drag = useRef<DragState | null>(null);
  const pointer = usePointerY();

  const [editing, setEditing] = useState<{ event: CalendarEvent; mode: BlockEdit } | null>(null);
  const focusFor = useRef<string | null>(null);

  const announce = useCallback((text: string) => setMessage(text), []);
  const claimsFocus = useCallback((blockId: string) => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    return lost && focusFor.current === blockId;
  }, []);
  const moveBlock = useCallback(
    (event: CalendarEvent, start: number, end: number, refocus = false) => {
      if (!event.timeBlockId) return;
      focusFor.current = refocus ? event.timeBlockId : null;
      const label = `${timeLabel(date, start)} - ${timeLabel(date, end)}`;
      move.mutate(
        {
          id: event.timeBlockId,
          start: instantOf(date, start).toISOString(),
          end: instantOf(date, end).toISOString(),
          title: event.summary,
          label,
        },
        {
          onError: () => announce(`${event.summary} could not be moved and is back where it was.`),
          onSettled: () => {
            focusFor.current = null;
          },
        },
      );
      announce(`${event.summary} moved to ${label}.`);
    },
    [date, move.mutate, announce],
  );
  const edit = useCallback((event: CalendarEvent, mode: BlockEdit) => setEditing({ event, mode }), []);
  const planner = useMemo(
    () => ({ date, moveBlock, edit, announce, claimsFocus }),
    [date, moveBlock, edit, announce, claimsFocus],
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

  const onDragEnd = ({ over }: DragEndEvent) => {
    const current = drag.current;
    drag.current = null;
    const y = pointer.stop();
    if (!current || over?.id !== TIMELINE_DROP_ID) {
      if (current) announce(`${titleOf(current.data)} was not moved.`);
      return;
    }
    const rows = (over.data.current as TimelineDropData).rows();
    const target = dropTarget(current, y, rows, date);
    if (!target) return;
    const { data } = current;
    if (data.kind === 'task') {
      const label = `${timeLabel(date, target.start)} - ${timeLabel(date, target.end)}`;
      book.mutate({
        title: data.title,
        start: instantOf(date, target.start).toISOString(),
        end: instantOf(date, target.end).toISOString(),
        task: data.task,
        label,
      });
      announce(`${data.title} scheduled at ${label}.`);
      return;
    }
    const dayStart = parseISO(date);
    const unchanged =
      target.start === minutesOfDay(new Date(data.event.start), dayStart) &&
      target.end === minutesOfDay(new Date(data.event.end), dayStart);
    if (!unchanged) moveBlock(data.event, target.start, target.end);
  };

  return (
    <PlannerContext.Provider value={planner}>
      <DndContext
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
        <DragPreview date={date} drag={drag} pointerY={pointer.read} />
      </DndContext>
      {editing ? (
        <BlockTimeDialog
          mode={editing.mode}
          title={editing.event.summary}
          span={spanOf(editing.event, date)}
          onClose={() => setEditing(null)}
          onSave={(span) => {
            setEditing(null);
            moveBlock(editing.event, span.start, span.end);
          }}
          onCloseAutoFocus={(focusEvent) => {
            // The block may be in another hour's row now: its menu button is a new element.
            const menu = document.querySelector<HTMLElement>(
              `[data-block-menu="${CSS.escape(editing.event.timeBlockId ?? '')}"]`,
            );
            if (!menu) return;
            focusEvent.preventDefault();
            menu.focus();
          }}
        />
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {message}
      </p>
      <p id={PLANNER_KEYS_ID} hidden>
        Up and down arrows move the block by 15 minutes, Enter saves, Escape cancels. Its options menu can
        move it or change its length.
      </p>
    </PlannerContext.Provider>
  );
}

/**
 * The pointer's height while a drag is under way, from the document's pointer and touch moves (dnd-kit's delta
 * leaves out the scrolling of the timeline under a still pointer).
 */
function usePointerY() {
  const y = useRef(0);
  const stopListening = useRef<(() => void) | null>(null);
  return useMemo(
    () => ({
      start(initial: number) {
        y.current = initial;
        const onMove = (event: Event) => {
          y.current = clientY(event) ?? y.current;
        };
        document.addEventListener('pointermove', onMove, { capture: true, passive: true });
        document.addEventListener('touchmove', onMove, { capture: true, passive: true });
        stopListening.current = () => {
          document.removeEventListener('pointermove', onMove, { capture: true });
          document.removeEventListener('touchmove', onMove, { capture: true });
        };
      },
      stop() {
        stopListening.current?.();
        stopListening.current = null;
        return y.current;
      },
      read: () => y.current,
    }),
    [],
  );
}

/** The chip under the pointer while dragging: what moves and the time a drop there would take. */
function DragPreview({
  date,
  drag,
  pointerY,
}: {
  date: string;
  drag: { current: DragState | null };
  pointerY: () => number;
}) {
  const [shown, setShown] = useState<{ title: string; label: string } | null>(null);
  useDndMonitor({
    // Shown as soon as the drag starts (after a long press on touch), before the pointer moves.
    onDragStart: ({ active }) => setShown({ title: titleOf(active.data.current as PlanDragData), label: '' }),
    onDragMove: ({ over }) => {
      const current = drag.current;
      if (!current) return;
      const title = titleOf(current.data);
      const rows = over?.id === TIMELINE_DROP_ID ? (over.data.current as TimelineDropData).rows() : null;
      const target = rows ? dropTarget(current, pointerY(), rows, date) : null;
      const label = target ? `${timeLabel(date, target.start)} - ${timeLabel(date, target.end)}` : '';
      setShown((before) => (before?.label === label && before.title === title ? before : { title, label }));
    },
    onDragEnd: () => setShown(null),
    onDragCancel: () => setShown(null),
  });
  return (
    <DragOverlay dropAnimation={null}>
      {shown ? (
        <div
          data-drag-chip=""
          className="pointer-events-none w-max max-w-64 rounded-md border-l-4 border-primary bg-card px-2.5 py-1.5 text-sm shadow-lg"
        >
          <p dir="auto" className="truncate font-medium">
            {shown.title}
          </p>
          <p className="text-xs text-muted-foreground tabular-nums">
            {shown.label || 'Drop on the timeline'}
          </p>
        </div>
      ) : null}
    </DragOverlay>
  );
}
