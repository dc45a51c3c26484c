/**
 * The editor's grid (docs/product.md §2: Monday to Sunday columns by half-hour rows from 5:00 AM to 9:00 PM) as an ARIA
 * grid (ADR 026: full keyboard use, blocks by dragging). One cell is in the tab order (roving focus):
 * - arrows, Home/End (Ctrl: first/last cell), PageUp/PageDown move; Shift extends the selected block;
 * - Enter or F2 edits: focus goes to the cell's activity, Tab to its domain and back; Enter or Escape returns;
 * - Delete or Backspace clears the block (or the cell); Escape drops the block.
 * Dragging across cells with a mouse or pen selects a block (Shift+click extends it); `onBlock` then runs so the
 * page can offer to fill it. While 'Select a block' is on (block-picker.tsx), a tap, click, Enter or Space on a
 * cell picks it instead (no drag, no editing; the cells' fields let taps through to the cell).
 * Events are handled here by delegation: the 231 cells hold no handlers of their own.
 */
import { type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useRef } from 'react';
import { IDEAL_WEEK_DAYS, IDEAL_WEEK_SLOT_LABELS } from '../../../core/ideal-week.ts';
import { cn } from '../../lib/utils.ts';
import type { BlockPicker } from './block-picker.tsx';
import { GridCell } from './grid-cell.tsx';
import { blockPositions, dayName, keyAt, type MoveKey, move, type Position } from './grid-model.ts';
import { type ScheduleStore, useScheduleStore } from './schedule-store.ts';

const MOVE_KEYS = new Set<string>([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** The cell element (`td`) holding `node`, and its position; null outside the cells. */
function cellOf(node: EventTarget | null): { td: HTMLElement; position: Position } | null {
  const td = node instanceof Element ? node.closest<HTMLElement>('td[data-col]') : null;
  if (!td) return null;
  return { td, position: { col: Number(td.dataset.col), row: Number(td.dataset.row) } };
}

/** Makes `position` the active cell and focuses it. */
function focusCellIn(table: HTMLTableElement | null, store: ScheduleStore, position: Position): void {
  store.setActive(position);
  table?.querySelector<HTMLElement>(`td[data-col="${position.col}"][data-row="${position.row}"]`)?.focus();
}

const same = (a: Position, b: Position) => a.col === b.col && a.row === b.row;

/** Props of WeekGrid. */
export interface WeekGridProps {
  /** Runs when a drag (or Shift+click) has selected a block of cells. */
  onBlock: () => void;
  /** The tap-to-tap block selection (its `pick` takes the cells while it is on). */
  picker: BlockPicker;
  /** The element that explains the keys. */
  describedBy?: string;
}

/** The editable grid. */
export function WeekGrid({ onBlock, picker, describedBy }: WeekGridProps) {
  const store = useScheduleStore();
  const tableRef = useRef<HTMLTableElement>(null);
  const drag = useRef<{ start: Position; last: Position; moved: boolean } | null>(null);

  const focusCell = (position: Position) => {
    store.setActive(position);
    tableRef.current
      ?.querySelector<HTMLElement>(`td[data-col="${position.col}"][data-row="${position.row}"]`)
      ?.focus();
  };

  // During a drag the pointer is followed on the window, and the cell under it found by its coordinates: a drag
  // that starts in a text field keeps sending its events to that field. It ends wherever the button is released.
  useEffect(() => {
    const follow = (event: globalThis.PointerEvent) => {
      const current = drag.current;
      const hit = current ? cellOf(document.elementFromPoint(event.clientX, event.clientY)) : null;
      if (!current || !hit || same(hit.position, current.last)) return;
      current.last = hit.position;
      if (!current.moved) {
        current.moved = true;
        tableRef.current?.classList.add('select-none');
        window.getSelection()?.removeAllRanges();
        focusCellIn(tableRef.current, store, current.start); // leaves the text field the drag started in
      }
      store.setBlock({ anchor: current.start, focus: hit.position, dragging: true });
    };
    const end = () => {
      const ended = drag.current;
      drag.current = null;
      tableRef.current?.classList.remove('select-none');
      if (!ended?.moved) return;
      store.setBlock({ anchor: ended.start, focus: ended.last });
      onBlock();
    };
    window.addEventListener('pointermove', follow);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointermove', follow);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, [onBlock, store]);

  const onClick = (event: MouseEvent) => {
    const hit = picker.on ? cellOf(event.target) : null;
    if (!hit) return;
    focusCell(hit.position);
    picker.pick(hit.position);
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0 || event.pointerType === 'touch' || picker.on) return;
    const hit = cellOf(event.target);
    if (!hit) return;
    const onControl = event.target !== hit.td;
    if (!onControl) {
      event.preventDefault(); // no text selection; the cell itself takes focus
      focusCell(hit.position);
    }
    if (event.shiftKey) {
      store.setBlock({ anchor: store.block()?.anchor ?? store.active(), focus: hit.position });
      if (!onControl) onBlock();
      return;
    }
    store.setBlock(null);
    drag.current = { start: hit.position, last: hit.position, moved: false };
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const hit = cellOf(event.target);
    if (!hit) return;
    const { td, position } = hit;
    const target = event.target as HTMLElement;
    if (target !== td) {
      // Editing inside a cell: Tab moves between its activity and domain; Enter or Escape returns to the grid.
      const input = td.querySelector('input');
      const select = td.querySelector('select');
      if (
        event.key === 'Tab' &&
        ((target === input && !event.shiftKey) || (target === select && event.shiftKey))
      ) {
        event.preventDefault();
        (target === input ? select : input)?.focus();
      } else if (event.key === 'Escape' || (event.key === 'Enter' && target === input)) {
        event.preventDefault();
        td.focus();
      }
      return;
    }
    if (picker.on && (event.key === 'Enter' || event.key === ' ' || event.key === 'Escape')) {
      event.preventDefault();
      if (event.key === 'Escape') picker.cancel();
      else picker.pick(position);
    } else if (MOVE_KEYS.has(event.key)) {
      event.preventDefault();
      const next = move(position, event.key as MoveKey, event.ctrlKey || event.metaKey);
      if (event.shiftKey) store.setBlock({ anchor: store.block()?.anchor ?? position, focus: next });
      else if (!picker.on) store.setBlock(null);
      focusCell(next);
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      td.querySelector('input')?.focus();
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      const block = store.block();
      const positions = block ? blockPositions(block) : [position];
      store.write(new Map(positions.map((p) => [keyAt(p), null])));
    } else if (event.key === 'Escape') {
      store.setBlock(null);
    }
  };

  return (
    <div className="max-h-[75vh] max-w-full overflow-auto rounded-xl border border-border bg-card shadow-sm print:max-h-none">
      <table
        ref={tableRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: APG's data grid is a table with role grid
        role="grid"
        aria-label="Ideal week schedule"
        aria-multiselectable="true"
        aria-describedby={describedBy}
        className={cn(
          'w-full min-w-[58rem] table-fixed border-separate border-spacing-0',
          picker.on && 'cursor-cell [&_input]:pointer-events-none [&_select]:pointer-events-none',
        )}
        onClick={onClick}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const hit = cellOf(event.target);
          if (hit) store.setActive(hit.position);
        }}
      >
        <colgroup>
          <col className="w-20" />
        </colgroup>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky top-0 left-0 z-20 bg-card p-2 text-left text-xs font-medium text-muted-foreground"
            >
              Time
            </th>
            {IDEAL_WEEK_DAYS.map((day) => (
              <th
                key={day}
                scope="col"
                className="sticky top-0 z-10 border-l border-border bg-card p-2 text-left text-sm font-semibold"
              >
                {dayName(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {IDEAL_WEEK_SLOT_LABELS.map((label, row) => (
            <tr key={label}>
              <th
                scope="row"
                className="sticky left-0 z-10 border-t border-border bg-card px-2 py-1 text-left align-top text-xs font-medium whitespace-nowrap text-muted-foreground tabular-nums"
              >
                {label}
              </th>
              {IDEAL_WEEK_DAYS.map((day, col) => (
                <GridCell key={day} col={col} row={row} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
