/**
 * 'Leave without saving?' (ADR 032): asked when the Ideal Week editor is left with unsaved changes. Stay (or
 * Escape) keeps the page and puts focus back where it was; Leave goes on to where the user was going.
 */
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog.tsx';
import { useReturnFocus } from '../../lib/use-return-focus.ts';

/** Props of LeaveDialog. */
export interface LeaveDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** The question; Leave is the action, Stay the cancel. */
export function LeaveDialog({ open, onStay, onLeave }: LeaveDialogProps) {
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
          <AlertDialogDescription>Your changes to this ideal week will be lost.</AlertDialogDescription>
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
