/**
 * Dialog (Radix Dialog): a modal window with overlay, close button, header and footer. Radix Dialog's code (with
 * its focus trap and scroll lock, ~9 KB gzip) is a chunk of its own, loaded when a controlled dialog first opens
 * (at once for an uncontrolled one, which may hold a DialogTrigger), so a page whose dialogs stay closed does not
 * run or, on first load, wait for it (ADR 016); a signed-in member's browser has usually downloaded it while idle.
 */
import { X } from 'lucide-react';
import type { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { cn } from '../../lib/utils.ts';

type RadixDialog = typeof import('./dialog-radix.ts');

/** Radix Dialog's parts once loaded. */
let radix: RadixDialog | null = null;

/** Loads Radix Dialog's chunk (safe to call any number of times). */
export function preloadDialog(): Promise<RadixDialog> {
  return import('./dialog-radix.ts').then((module) => {
    radix = module;
    return module;
  });
}

const LazyRoot = lazy(() => preloadDialog().then((module) => ({ default: module.Root })));

/** The loaded parts; the parts of a dialog only render inside Dialog, which loads them first. */
function parts(): RadixDialog {
  if (!radix) throw new Error('Dialog parts must be rendered inside a Dialog');
  return radix;
}

/** How a Dialog renders Radix's root: at once (its chunk was loaded when the dialog was first wanted) or lazily. */
type RootMode = 'loaded' | 'lazy';

function rootMode(): RootMode {
  return radix ? 'loaded' : 'lazy';
}

/**
 * The dialog root; control it with `open` + `onOpenChange` or use DialogTrigger. Until a controlled dialog is
 * first opened it renders nothing (a closed Radix dialog without a trigger renders nothing either). How it renders
 * Radix's root is chosen once, when first opened, and kept: switching from the lazy root to the loaded one on a
 * later render would remount the open dialog (its focus trap would hand focus back to the opener).
 */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  const [mode, setMode] = useState<RootMode | null>(props.open !== false ? rootMode : null);
  if (props.open && mode === null) setMode(rootMode());
  if (mode === null) return null;
  if (mode === 'loaded' && radix) return <radix.Root {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyRoot {...props} />
    </Suspense>
  );
}

/** The element that opens the dialog (use `asChild` with a Button). */
export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  const { Trigger } = parts();
  return <Trigger {...props} />;
}

/** An element that closes the dialog (use `asChild` with a Button). */
export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  const { Close } = parts();
  return <Close {...props} />;
}

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
  const { Portal, Overlay, Content, Close } = parts();
  return (
    <Portal>
      <Overlay className={overlayClassName} />
      <Content className={cn(modalPanelClassName, className)} {...props}>
        {children}
        {hideClose ? null : (
          <Close className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </Close>
        )}
      </Content>
    </Portal>
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
  const { Title } = parts();
  return <Title className={cn('font-display text-xl font-semibold', className)} {...props} />;
}

/** The dialog's accessible description. */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  const { Description } = parts();
  return <Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
