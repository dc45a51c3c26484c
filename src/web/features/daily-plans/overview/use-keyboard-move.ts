/**
 * The arrow keys of a focused Steward block (ADR 054; WCAG 2.1.1), on the overview's timeline and the week
 * planner's columns (ADR 059): Up and Down move it 15 minutes within the planner's hours, Left and Right a day
 * when the planner has several; each step is announced and shown ('Move to …'), Enter saves it as a move (focus
 * kept on the block), Escape cancels.
 */
import { type KeyboardEvent, useState } from 'react';
import type { CalendarEvent } from '../../calendar/api.ts';
import { usePlanner } from './plan-dnd.tsx';
import { type DaySpan, placeBlock, SNAP_MINUTES, spanLabel } from './planner-geometry.ts';

/** What a block's handle needs: the span the keys have moved it to (null: none), its key handler, and a cancel. */
export interface KeyboardMove {
  moved: DaySpan | null;
  onKeyDown: (e: KeyboardEvent) => void;
  cancel: () => void;
}

/** The keyboard moves of `event`'s block, which is at `span` now. */
export function useKeyboardMove(event: CalendarEvent, span: DaySpan): KeyboardMove {
  const planner = usePlanner();
  const [moved, setMoved] = useState<DaySpan | null>(null);
  const days = planner?.days ?? [span.date];
  // Labels name the day where a block can change days (the week planner).
  const withDay = days.length > 1;

  const onKeyDown = (e: KeyboardEvent) => {
    if (!planner) return;
    const from = moved ?? span;
    let next: DaySpan | null = null;
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      const step = e.key === 'ArrowUp' ? -SNAP_MINUTES : SNAP_MINUTES;
      next = { date: from.date, ...placeBlock(from.start + step, span.end - span.start, planner.hours) };
    } else if (withDay && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) {
      const day = days[days.indexOf(from.date) + (e.key === 'ArrowLeft' ? -1 : 1)];
      if (day) next = { ...from, date: day };
      else e.preventDefault();
    }
    if (next) {
      e.preventDefault();
      setMoved(next);
      planner.announce(`${event.summary}: ${spanLabel(next, withDay)}. Enter to save, Escape to cancel.`);
    } else if (e.key === 'Enter' && moved) {
      e.preventDefault();
      setMoved(null);
      if (moved.date !== span.date || moved.start !== span.start) planner.moveBlock(event, moved, true);
    } else if (e.key === 'Escape' && moved) {
      e.preventDefault();
      setMoved(null);
      planner.announce(`${event.summary} stays at ${spanLabel(span, withDay)}.`);
    }
  };

  return { moved, onKeyDown, cancel: () => setMoved(null) };
}
