/**
 * One event on the day's timeline (docs/product.md §2, §9): its title, times, calendar, the task a Steward block was
 * booked for, and its description. A Steward block can be removed (ADR 005) and its life domain changed (ADR 033);
 * on a day that can be planned (ADR 054) it can also be dragged to move it and by its bottom edge to resize it, moved with the arrow keys (15 minutes a
 * press, Enter saves, Escape cancels, each step announced) and moved or resized from its menu. Events of other
 * calendars stay read-only.
 */
import { useDraggable } from '@dnd-kit/core';
import { format, parseISO } from 'date-fns';
import { LoaderCircle, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TaskRef } from '../../../../core/calendar/events.ts';
import { eventColorClasses } from '../../../components/event-color-classes.ts';
import { timeRangeLabel } from '../../../components/event-layout.ts';
import { cn } from '../../../lib/utils.ts';
import { type CalendarEvent, useDeleteTimeBlock } from '../../calendar/api.ts';
import { BlockDomainSelect } from './block-domain-select.tsx';
import { BlockMenu } from './block-menu.tsx';
import { MOVE_HANDLE_ATTRIBUTE, PLANNER_KEYS_ID, type PlanDragData, usePlanner } from './plan-dnd.tsx';
import { type DaySpan, spanLabel, spanOf } from './planner-geometry.ts';
import { ResizeEdge } from './resize-edge.tsx';
import { useKeyboardMove } from './use-keyboard-move.ts';

/**
 * Which task a Steward block serves (ADR 054): 'For Big 3 task 2' or 'For task 4 of the list', with its plan's
 * day ('Mon, Mar 9') when the block is on another day.
 */
function taskLine(task: TaskRef, blockDate: string): string {
  const which =
    task.group === 'bigThree' ? `Big 3 task ${task.index + 1}` : `task ${task.index + 1} of the list`;
  const day = task.date === blockDate ? '' : ` of ${format(parseISO(task.date), 'EEE, MMM d')}`;
  return `For ${which}${day}`;
}

/** What the second line of an event says after its times: its calendar, and 'Free' when it is not busy. */
function eventContext(event: CalendarEvent, calendarName: string | undefined): string {
  const parts = [calendarName, event.busy || event.source === 'steward' ? undefined : 'Free'];
  return parts.filter(Boolean).join(' · ');
}

/** Props of TimelineEvent. */
export interface TimelineEventProps {
  event: CalendarEvent;
  calendarName: string | undefined;
}

/** An event of the timeline; a Steward block is a planner's block when the day can be planned. */
export function TimelineEvent({ event, calendarName }: TimelineEventProps) {
  const planner = usePlanner();
  const remove = useDeleteTimeBlock();
  const colors = eventColorClasses(event.colorId);
  const blockId = event.timeBlockId;
  const plannable = planner !== null && blockId !== undefined && !event.allDay;
  const context = eventContext(event, calendarName);
  // A planner's handle holds the title and times only, the words of its accessible name (WCAG 2.5.3).
  const head = (
    <>
      <span dir="auto" className="block font-medium wrap-anywhere">
        {event.summary}
      </span>
      {/* A space between the lines, so the text reads as the name does ('Title, 9:00 AM - …'). */}
      {!event.allDay && plannable ? (
        <>
          {' '}
          <span className="block text-xs opacity-85">{timeRangeLabel(event)}</span>
        </>
      ) : null}
    </>
  );
  const rest = (
    <>
      {(!event.allDay && !plannable) || context ? (
        <span className="block text-xs opacity-85">
          {event.allDay || plannable ? null : timeRangeLabel(event)}
          {!event.allDay && !plannable && context ? ' · ' : null}
          {context ? <bdi>{context}</bdi> : null}
        </span>
      ) : null}
      {event.task ? (
        <span className="block text-xs font-medium">
          {taskLine(event.task, format(new Date(event.start), 'yyyy-MM-dd'))}
        </span>
      ) : null}
      {event.description ? (
        <span dir="auto" className="mt-0.5 line-clamp-3 block text-xs opacity-85 wrap-anywhere">
          {event.description}
        </span>
      ) : null}
    </>
  );
  return (
    <li
      className={cn(
        'relative flex items-start gap-2 rounded-md border-l-4 py-1.5 pr-1.5 pl-2.5 text-sm',
        colors.surface,
        remove.isPending && 'opacity-60',
      )}
    >
      <div className="min-w-0 flex-1">
        {plannable ? <PlannerHandle event={event}>{head}</PlannerHandle> : head}
        {rest}
        {blockId && event.domain !== undefined ? (
          <BlockDomainSelect
            blockId={blockId}
            title={event.summary}
            domain={event.domain}
            disabled={remove.isPending}
          />
        ) : null}
      </div>
      {plannable ? <PlannerMenu event={event} disabled={remove.isPending} /> : null}
      {blockId ? (
        <button
          type="button"
          aria-label={`Remove ${event.summary}`}
          aria-disabled={remove.isPending || undefined}
          onClick={() => {
            // aria-disabled, not disabled: the pressed button keeps the keyboard focus while it removes.
            if (!remove.isPending) remove.mutate(blockId);
          }}
          className="shrink-0 cursor-pointer rounded-md p-1 opacity-70 transition hover:bg-black/5 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-disabled:cursor-progress"
        >
          {remove.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <X className="size-4" aria-hidden="true" />
          )}
        </button>
      ) : null}
      {plannable ? <ResizeEdge event={event} /> : null}
    </li>
  );
}

/**
 * The block's title and times: what a pointer drags to move it, and what the keyboard focuses to move it with the
 * arrow keys (the time shown follows; Enter saves, Escape or leaving cancels).
 */
function PlannerHandle({ event, children }: { event: CalendarEvent; children: ReactNode }) {
  const planner = usePlanner();
  const data: PlanDragData = { kind: 'move', event };
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `move:${event.id}`, data });
  const date = planner?.date ?? format(new Date(event.start), 'yyyy-MM-dd');
  const span: DaySpan = { date, ...spanOf(event, date) };
  const { moved, onKeyDown, cancel } = useKeyboardMove(event, span);
  if (!planner) return children;

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
      aria-label={`${event.summary}, ${spanLabel(span, false)}`}
      aria-describedby={PLANNER_KEYS_ID}
      onKeyDown={onKeyDown}
      onBlur={cancel}
      className={cn(
        'block w-full cursor-grab touch-manipulation rounded-sm text-left select-none focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        isDragging && 'opacity-50',
      )}
    >
      {children}
      {moved ? (
        <span className="mt-0.5 block text-xs font-semibold tabular-nums" aria-hidden="true">
          Move to {spanLabel(moved, false)}
        </span>
      ) : null}
    </button>
  );
}

/** The block's menu, opening the planner's Move and Change length dialogs. */
function PlannerMenu({ event, disabled }: { event: CalendarEvent; disabled: boolean }) {
  const planner = usePlanner();
  if (!planner || !event.timeBlockId) return null;
  return (
    <BlockMenu
      blockId={event.timeBlockId}
      title={event.summary}
      disabled={disabled}
      onChoose={(mode) => planner.edit(event, mode)}
    />
  );
}
