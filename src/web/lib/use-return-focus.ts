/**
 * Focus back on the opener of a dialog that has no Radix trigger (opened from state by an ordinary button):
 * Radix returns focus only to its own trigger and otherwise leaves it on <body>, so a keyboard user closing the
 * dialog (Escape, Cancel, Close) would start again from the top of the page. Spread the result on the dialog's
 * content (`DialogContent` or `AlertDialogContent`). When the opener is gone by then (the Finish button once the
 * day is finished), the focus goes to the element with id `fallbackId` (one with tabIndex -1 that says what the
 * dialog did), else to the page's main region, so the keyboard carries on from there and not from the top.
 */
import { useRef } from 'react';

/** Handlers that remember the focused element when the dialog opens and focus it again when it closes. */
export function useReturnFocus(fallbackId = 'main'): {
  onOpenAutoFocus: () => void;
  onCloseAutoFocus: (event: Event) => void;
} {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event) => {
      const target = opener.current?.isConnected
        ? opener.current
        : (document.getElementById(fallbackId) ?? document.getElementById('main'));
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
