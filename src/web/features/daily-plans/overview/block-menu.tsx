/**
 * The '…' menu of a Steward block (ADR 054; WCAG 2.5.7), the non-drag way to move or resize it. Its code (Radix
 * DropdownMenu, with the Move and Change length dialogs beside it in block-time-dialog.tsx) is not needed to paint
 * the day, so it loads once a block is on screen; until then the same button stands in its place.
 */
import { MoreHorizontal } from 'lucide-react';
import { type ComponentProps, lazy, Suspense } from 'react';

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

/** The '…' menu of a Steward block on the timeline or the week planner. */
export function BlockMenu({ onChoose, ...button }: BlockMenuProps) {
  return (
    <Suspense fallback={<BlockMenuButton {...button} />}>
      <BlockMenuDropdown onChoose={onChoose} {...button} />
    </Suspense>
  );
}
