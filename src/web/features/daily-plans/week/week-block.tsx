/**
 * An event in a day's column of the week planner (docs/product.md §2 'Week planner'; ADR 059), placed by its time.
 * A Steward block is the planner's: dragged by its title to another time or day, moved with the keyboard (Up and
 * Down 15 minutes, Left and Right a day, Enter saves, Escape or leaving cancels, each step announced) and from its
 * menu ('Move…' to a day and time, 'Change length…'), and resized by dragging its bottom edge: the overview's
 * gestures (ADR 054). Other events are read-only.
 */
import { useDraggable } from '@dnd-kit/core';
import { format, parseISO } from 'date-fns';
import type { CSSProperties } from 'react';
import { eventColorClasses } from '../../../components/event-color-classes.ts';
import { timeRangeLabel } from '../../../components/event-layout.ts';
import { cn } from '../../../lib/utils.ts';
import type { CalendarEvent } from '../../calendar/api.ts';
import { BlockMenu } from '../overview/block-menu.tsx';
import {
  MOVE_HANDLE_ATTRIBUTE,
  PLANNER_KEYS_ID,
  type PlanDragData,
  usePlanner,
} from '../overview/plan-dnd.tsx';
import { type DaySpan, dateOf, spanLabel, spanOf } from '../overview/planner-geometry.ts';
import { ResizeEdge } from '../overview/resize-edge.tsx';
import { useKeyboardMove } from '../overview/use-keyboard-move.ts';

/** Props of WeekEvent. */
export interface WeekEventProps {
  event: CalendarEvent;
  /** Its place in the column (top, height, left and width). */
  style: CSSProperties;
}

/** An event of a day's column; a Steward block can be moved. */
export function WeekEvent({ event, style }: WeekEventProps) {
  const planner = usePlanner();
  const colors = eventColorClasses(event.colorId);
  const plannable = planner !== null && event.timeBlockId !== undefined;
  return (
    <li
      style={style}
      className={cn(
        'absolute flex items-start gap-0.5 overflow-hidden rounded-md border-l-4 py-0.5 pr-0.5 pl-1 text-xs leading-4 shadow-xs focus-within:z-20 focus-within:h-auto! focus-within:min-h-fit',
        colors.surface,
      )}
    >
      {plannable ? (
        <>
          <BlockHandle event={event} />
          <BlockMenu
            blockId={event.timeBlockId ?? ''}
            title={event.summary}
            onChoose={(mode) => planner.edit(event, mode)}
          />
          <ResizeEdge event={event} />
        </>
      ) : (
        <p className="min-w-0">
          <span dir="auto" className="block truncate font-medium">
            {event.summary}
          </span>
          <span className="block truncate opacity-85">{timeRangeLabel(event)}</span>
        </p>
      )}
    </li>
  );
}

/** The block's title and times: what a pointer drags to move it, and what the keyboard moves it with. */
function BlockHandle({ event }: { event: CalendarEvent }) {
  const planner = usePlanner();
  const data: PlanDragData = { kind: 'move', event };
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `move:${event.id}`, data });
  const date = dateOf(event);
  const span: DaySpan = { date, ...spanOf(event, date) };
  const { moved, onKeyDown, cancel } = useKeyboardMove(event, span);
  if (!planner) return null;

  return (
    <button
      type="button"
      ref={(element) => {
        setNodeRef(element);
        if (element && event.timeBlockId && planner.claimsFocus(event.timeBlockId)) element.focus();
      }}
      {...listeners}
      {...{ [MOVE_HANDLE_ATTRIBUTE]: '' }}
      aria-roledescription="scheduled block"
      // The visible words first, in their order (WCAG 2.5.3), then the day the column shows.
      aria-label={`${event.summary}, ${spanLabel(span, false)}, ${format(parseISO(date), 'EEEE')}`}
      aria-describedby={PLANNER_KEYS_ID}
      onKeyDown={onKeyDown}
      onBlur={cancel}
      className={cn(
        'block min-w-0 flex-1 cursor-grab touch-manipulation rounded-sm text-left select-none focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        isDragging && 'opacity-50',
      )}
    >
      <span dir="auto" className="block truncate font-medium">
        {event.summary}
      </span>{' '}
      <span className="block truncate opacity-85">{timeRangeLabel(event)}</span>
      {moved ? (
        <span className="block font-semibold tabular-nums" aria-hidden="true">
          Move to {spanLabel(moved, true)}
        </span>
      ) : null}
    </button>
  );
}
