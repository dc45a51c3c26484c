/**
 * 'Leave without saving?' (ADR 032): asked when a form with unsaved changes (the Ideal Week editor, the Weekly
 * Review) is left. Stay (or Escape) keeps the page and puts focus back where it was; Leave goes on to where the
 * user was going. Loaded when first asked (`useLeaveQuestion`), so Radix AlertDialog stays out of the pages' chunks.
 */

import { useReturnFocus } from '../lib/use-return-focus.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './ui/alert-dialog.tsx';

/** Props of LeaveDialog. */
export interface LeaveDialogProps {
  open: boolean;
  /** What is lost, e.g. 'Your changes to this ideal week will be lost.' */
  description: string;
  onStay: () => void;
  onLeave: () => void;
}

/** The question; Leave is the action, Stay the cancel. */
export function LeaveDialog({ open, description, onStay, onLeave }: LeaveDialogProps) {
  // Opened by a button or a link without a Radix trigger: Stay puts focus back on it.
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
    >
      <AlertDialogContent {...returnFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Leave without saving?</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Stay</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={(event) => {
              // The blocker closes the question as it goes on; a close by Radix here would be taken as Stay.
              event.preventDefault();
              onLeave();
            }}
          >
            Leave
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
