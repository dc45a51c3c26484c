/**
 * The bottom edge of a Steward block that a pointer drags to resize it (ADR 054), on the overview's timeline and the
 * week planner's columns (ADR 059): the planner reads the end under the pointer, snapped to 15 minutes. The block's
 * menu ('Change length…') is its keyboard way, so the edge is hidden from assistive technology.
 */
import { useDraggable } from '@dnd-kit/core';
import type { CalendarEvent } from '../../calendar/api.ts';
import type { PlanDragData } from './plan-dnd.tsx';

/** The resize edge of `event`'s block. */
export function ResizeEdge({ event }: { event: CalendarEvent }) {
  const data: PlanDragData = { kind: 'resize', event };
  const { setNodeRef, listeners } = useDraggable({ id: `resize:${event.id}`, data });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      data-resize-edge=""
      aria-hidden="true"
      className="absolute inset-x-2 -bottom-1 h-2.5 cursor-ns-resize touch-manipulation rounded-full hover:bg-black/10"
    />
  );
}
