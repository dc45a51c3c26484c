/**
 * ConfirmDialog: a destructive confirmation over AlertDialog ('Delete Goal', 'Disconnect {name}?'). It is
 * opened by setting `subject` (not by a Radix trigger), so it remembers the element that had focus when it
 * opened and gives focus back to it when it closes without the action (Cancel, Escape); when the action removed
 * that element, the caller says where focus goes. The confirming button shows its pending text while the
 * request runs, and the dialog stays open until the request has answered; a second press sends nothing.
 */
import { LoaderCircle, Trash2 } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog.tsx';

/** Props of ConfirmDialog over a subject of type T (a goal, a calendar source). */
export interface ConfirmDialogProps<T> {
  /** What is to be confirmed; null: closed. The last subject stays on screen while the dialog animates out. */
  subject: T | null;
  /** The dialog's accessible title. */
  title: (subject: T) => ReactNode;
  /** The sentence under the title (the dialog's accessible description). */
  description: (subject: T) => ReactNode;
  /** Anything shown between the description and the buttons. */
  details?: (subject: T) => ReactNode;
  /** The confirming button's text, and its text while the request runs ('Deleting...'). */
  confirmLabel: string;
  pendingLabel: string;
  /** Whether the request runs (the buttons are disabled and the dialog cannot be closed meanwhile). */
  pending: boolean;
  /** Runs the request; called at most once at a time. */
  onConfirm: (subject: T) => Promise<unknown>;
  /** Called when the person closes the dialog without confirming (Cancel, Escape). */
  onClose: () => void;
  titleClassName?: string;
}

/** A confirmation with Cancel and a destructive confirming button, focus going back to its opener. */
export function ConfirmDialog<T>({
  subject,
  title,
  description,
  details,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onClose,
  titleClassName,
}: ConfirmDialogProps<T>) {
  const [shown, setShown] = useState(subject);
  if (subject !== null && subject !== shown) setShown(subject);
  const once = useSingleFlight();
  // Opened from a button, not a Radix trigger: Radix would drop focus on the body when it closes.
  const opener = useRef<HTMLElement | null>(null);

  return (
    <AlertDialog
      open={subject !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
    >
      <AlertDialogContent
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle className={titleClassName}>
            {shown === null ? null : title(shown)}
          </AlertDialogTitle>
          <AlertDialogDescription>{shown === null ? null : description(shown)}</AlertDialogDescription>
        </AlertDialogHeader>
        {shown !== null && details ? details(shown) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            aria-disabled={pending || undefined}
            aria-busy={pending || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (subject !== null && !pending) void once(() => onConfirm(subject));
            }}
          >
            {pending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Trash2 aria-hidden="true" />
            )}
            {pending ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
