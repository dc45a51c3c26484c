/**
 * What a drag of the planner shows and reads (ADR 054): the pointer's height while a drag is under way, and the
 * chip under the pointer with what moves and the time a drop there would take (with its day on the week planner,
 * ADR 059).
 */
import { DragOverlay, type Over, useDndMonitor } from '@dnd-kit/core';
import { useMemo, useRef, useState } from 'react';

/** The vertical position of a mouse or touch event, or null for another kind of event. */
export function clientY(event: Event): number | null {
  if ('touches' in event) return (event as TouchEvent).touches[0]?.clientY ?? null;
  return 'clientY' in event ? (event as MouseEvent).clientY : null;
}

/**
 * The pointer's height while a drag is under way, from the document's pointer and touch moves (dnd-kit's delta
 * leaves out the scrolling of the timeline under a still pointer).
 */
export function usePointerY() {
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

/** Props of DragPreview. */
export interface DragPreviewProps {
  /** The title of what is dragged now, or null when no drag of the planner is under way. */
  title: () => string | null;
  /** The time a drop on `over` where the pointer is now would take ('Wednesday, 9:00 AM - 9:30 AM'), '' off the planner. */
  label: (over: Over | null) => string;
  /** Where the chip sends the pointer when it is off the planner. */
  hint: string;
}

/** The chip under the pointer while dragging: what moves and the time a drop there would take. */
export function DragPreview({ title, label, hint }: DragPreviewProps) {
  const [shown, setShown] = useState<{ title: string; label: string } | null>(null);
  useDndMonitor({
    // Shown as soon as the drag starts (after a long press on touch), before the pointer moves.
    onDragStart: () => setShown({ title: title() ?? '', label: '' }),
    onDragMove: ({ over }) => {
      const now = title();
      if (now === null) return;
      const at = label(over);
      setShown((before) =>
        before?.label === at && before.title === now ? before : { title: now, label: at },
      );
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
          <p className="text-xs text-muted-foreground tabular-nums">{shown.label || hint}</p>
        </div>
      ) : null}
    </DragOverlay>
  );
}
