/**
 * Selecting a block without dragging (WCAG 2.5.7 Dragging Movements; ADR 030): 'Select a block' turns on a mode in
 * which a tap or click on a cell marks the block's first cell and a second one its last, so one pointer, a finger
 * on a phone included, selects what a drag would; Enter or Space on the focused cell does the same by keyboard.
 * The block then opens the Fill block bar like a drag. Pressing the button again or Escape leaves the mode.
 */
import { SquareDashedMousePointer } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { cellName, type Position } from './grid-model.ts';
import type { ScheduleStore } from './schedule-store.ts';

/** The mode's state and actions, for the button and the grid. */
export interface BlockPicker {
  /** Whether the mode is on. */
  on: boolean;
  /** The first cell once picked. */
  start: Position | null;
  toggle(): void;
  /** A cell tapped, clicked or chosen by Enter/Space while the mode is on. */
  pick(position: Position): void;
  cancel(): void;
}

/** The tap-to-tap block selection over `store`; `onBlock` runs once both ends are picked, `announce` says steps. */
export function useBlockPicker(
  store: ScheduleStore,
  onBlock: () => void,
  announce: (message: string) => void,
): BlockPicker {
  const [state, setState] = useState<{ start: Position | null } | null>(null);
  const cancel = () => {
    if (state?.start) store.setBlock(null);
    setState(null);
  };
  return {
    on: state !== null,
    start: state?.start ?? null,
    cancel,
    toggle() {
      if (state) {
        cancel();
        announce('Block selection off.');
        return;
      }
      store.setBlock(null);
      setState({ start: null });
      announce('Choose the first cell of the block.');
    },
    pick(position) {
      if (!state) return;
      if (!state.start) {
        // Drawn like a drag in progress: shown as selected, no Fill block bar yet.
        store.setBlock({ anchor: position, focus: position, dragging: true });
        setState({ start: position });
        announce(`Block starts at ${cellName(position)}. Now choose its last cell.`);
        return;
      }
      store.setBlock({ anchor: state.start, focus: position });
      setState(null);
      onBlock();
    },
  };
}

/** The 'Select a block' button (pressed while the mode is on) and what to do next. */
export function BlockPickerButton({ picker }: { picker: BlockPicker }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <Button variant="outline" size="sm" aria-pressed={picker.on} onClick={picker.toggle}>
        <SquareDashedMousePointer aria-hidden="true" />
        Select a block
      </Button>
      {picker.on ? (
        <p className="text-sm font-medium">
          {picker.start
            ? `From ${cellName(picker.start)}: tap or click the block's last cell.`
            : 'Tap or click the first cell of the block, then its last cell.'}
        </p>
      ) : null}
    </div>
  );
}
