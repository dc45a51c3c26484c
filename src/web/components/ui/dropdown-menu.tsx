/**
 * DropdownMenu (Radix DropdownMenu): a menu of actions opened from a button, keyboard ready (arrows, Enter, Escape,
 * typeahead). An item that opens a dialog sets state in `onSelect`; the root's `modal={false}` lets that dialog
 * take focus and pointer events as the menu closes.
 */
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

/** The menu root. */
export const DropdownMenu = DropdownMenuPrimitive.Root;
/** The button that opens the menu (use `asChild` with a Button). */
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;

/** The menu's panel, in a portal, aligned to the trigger's end by default. */
export function DropdownMenuContent({
  className,
  align = 'end',
  sideOffset = 4,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-50 min-w-44 overflow-hidden rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

/** One action of the menu; `destructive` colours it as a deletion. */
export function DropdownMenuItem({
  className,
  destructive = false,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Item> & { destructive?: boolean }) {
  return (
    <DropdownMenuPrimitive.Item
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-60 data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:shrink-0',
        destructive && 'text-destructive data-[highlighted]:bg-destructive-soft',
        className,
      )}
      {...props}
    />
  );
}

/** A line between groups of items. */
export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return <DropdownMenuPrimitive.Separator className={cn('my-1 h-px bg-border', className)} {...props} />;
}
