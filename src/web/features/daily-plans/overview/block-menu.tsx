/**
 * The '…' menu of a Steward block (ADR 054; WCAG 2.5.7), the non-drag way to move or resize it. Its code (Radix
 * DropdownMenu, with the Move and Change length dialogs beside it in block-time-dialog.tsx) is not needed to paint
 * the day, so it loads once a block is on screen; until then the same button stands in its place. A keyboard that
 * reached the stand-in first keeps its place: the menu's button takes the focus the stand-in had, and a press on
 * the stand-in (Enter, Space or a click) opens the menu once it has loaded (WCAG 2.4.3).
 */
import { MoreHorizontal } from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useLayoutEffect, useRef } from 'react';

/** What the block's menu opens: 'move' asks for a new start (same length), 'length' for a new end. */
export type BlockEdit = 'move' | 'length';

/** Props of BlockMenu. */
export interface BlockMenuProps {
  /** The block's id, which the planner finds the menu by to put focus back on it after a dialog. */
  blockId: string;
  title: string;
  onChoose: (edit: BlockEdit) => void;
  disabled?: boolean;
}

/**
 * What the keyboard did to the stand-in button before the menu loaded, read when the stand-in leaves the page:
 * whether it held the focus, and whether it was pressed while it did.
 */
export interface StandInState {
  focused: boolean;
  pressed: boolean;
}

const BlockMenuDropdown = lazy(() =>
  import('./block-time-dialog.tsx').then((m) => ({ default: m.BlockMenuDropdown })),
);

/** The menu's '…' button; the dropdown's trigger passes its own props and ref through `rest`. */
export function BlockMenuButton({
  blockId,
  title,
  ...rest
}: Omit<BlockMenuProps, 'onChoose'> & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label={`Options for ${title}`}
      data-block-menu={blockId}
      className="shrink-0 cursor-pointer rounded-md p-1 opacity-70 transition hover:bg-black/5 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      {...rest}
    >
      <MoreHorizontal className="size-4" aria-hidden="true" />
    </button>
  );
}

/** The button shown while the menu loads; it records into `state` whether it has focus as it leaves the page. */
function StandInButton({ state, ...button }: Omit<BlockMenuProps, 'onChoose'> & { state: StandInState }) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    // A layout effect's cleanup runs before React removes the element, so it still has the focus it had.
    return () => {
      state.focused = element !== null && document.activeElement === element;
      if (!state.focused) state.pressed = false;
    };
  }, [state]);
  return (
    <BlockMenuButton
      ref={ref}
      onClick={() => {
        state.pressed = true;
      }}
      onFocus={() => {
        state.pressed = false;
      }}
      {...button}
    />
  );
}

/** The '…' menu of a Steward block on the timeline or the week planner. */
export function BlockMenu({ onChoose, ...button }: BlockMenuProps) {
  const standIn = useRef<StandInState>({ focused: false, pressed: false }).current;
  return (
    <Suspense fallback={<StandInButton state={standIn} {...button} />}>
      <BlockMenuDropdown onChoose={onChoose} standIn={standIn} {...button} />
    </Suspense>
  );
}
