/**
 * Dialog (Radix Dialog): a modal window with overlay, close button, header and footer. The pages that use it load
 * their dialogs when first opened (lib/once-opened.tsx), so Radix's code comes with the dialog's own chunk.
 */
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

/** The dialog root; control it with `open` + `onOpenChange` or use DialogTrigger. */
export const Dialog = DialogPrimitive.Root;
/** The element that opens the dialog (use `asChild` with a Button). */
export const DialogTrigger = DialogPrimitive.Trigger;
/** An element that closes the dialog (use `asChild` with a Button). */
export const DialogClose = DialogPrimitive.Close;

/** Shared classes of the dimmed backdrop behind modal windows. */
export const overlayClassName =
  'fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out';

/**
 * Shared classes of a centred modal panel: never wider than the viewport less 1 rem a side, one grid column
 * that is exactly the panel's width (minmax(0, 1fr), so long content wraps instead of widening it), scrolling
 * vertically when taller than the viewport.
 */
export const modalPanelClassName =
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 grid-cols-[minmax(0,1fr)] gap-4 overflow-y-auto rounded-xl border border-border bg-card p-5 shadow-xl focus:outline-none data-[state=open]:animate-dialog-in sm:p-6';

/** The dialog window. Include a DialogTitle (and a DialogDescription or `aria-describedby={undefined}`). */
export function DialogContent({
  className,
  children,
  hideClose = false,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { hideClose?: boolean }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClassName} />
      <DialogPrimitive.Content className={cn(modalPanelClassName, className)} {...props}>
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Title and description block at the top of a dialog. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />;
}

/** Button row at the bottom of a dialog. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end', className)}
      {...props}
    />
  );
}

/** The dialog's accessible title. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('font-display text-xl font-semibold', className)} {...props} />;
}

/** The dialog's accessible description. */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
