/** AlertDialog (Radix AlertDialog): a confirmation that must be answered (e.g. 'Delete Goal'). */
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';
import { buttonVariants } from './button.tsx';
import { modalPanelClassName, overlayClassName } from './dialog.tsx';

/** The confirmation root; control it with `open` + `onOpenChange` or use AlertDialogTrigger. */
export const AlertDialog = AlertDialogPrimitive.Root;
/** The element that opens the confirmation. */
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

/** The confirmation window. */
export function AlertDialogContent({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={overlayClassName} />
      <AlertDialogPrimitive.Content className={cn(modalPanelClassName, className)} {...props} />
    </AlertDialogPrimitive.Portal>
  );
}

/** Title and description block. */
export function AlertDialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2', className)} {...props} />;
}

/** Button row. */
export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

/** The confirmation's accessible title. */
export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return (
    <AlertDialogPrimitive.Title className={cn('font-display text-xl font-semibold', className)} {...props} />
  );
}

/** The confirmation's accessible description. */
export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return (
    <AlertDialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

/** The confirming button (closes the dialog; call preventDefault in onClick to keep it open while saving). */
export function AlertDialogAction({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Action> & { variant?: 'default' | 'destructive' }) {
  return <AlertDialogPrimitive.Action className={buttonVariants({ variant, className })} {...props} />;
}

/** The cancelling button. */
export function AlertDialogCancel({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return (
    <AlertDialogPrimitive.Cancel className={buttonVariants({ variant: 'outline', className })} {...props} />
  );
}
