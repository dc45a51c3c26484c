/**
 * Focus back on the opener of a dialog that has no Radix trigger (opened from state by an ordinary button):
 * Radix returns focus only to its own trigger and otherwise leaves it on <body>, so a keyboard user closing the
 * dialog (Escape, Cancel, Close) would start again from the top of the page. Spread the result on the dialog's
 * content (`DialogContent` or `AlertDialogContent`).
 */
import { useRef } from 'react';

/** Handlers that remember the focused element when the dialog opens and focus it again when it closes. */
export function useReturnFocus(): {
  onOpenAutoFocus: () => void;
  onCloseAutoFocus: (event: Event) => void;
} {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event) => {
      // Gone (the Finish button once the day is finished): leave it to Radix.
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
