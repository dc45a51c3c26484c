/**
 * The Disconnect confirmation of Settings → Calendars: what Steward removes (the account, its saved password and
 * every event copied from it) and what it leaves alone (the calendar itself). 'Disconnecting...' while the request
 * runs; the dialog stays open until it has answered. Toasts come from the mutation's `meta`.
 */
import { LoaderCircle, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog.tsx';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { type CalendarSource, useDisconnectSource } from '../api.ts';

/** Props of DisconnectDialog: the source to confirm (null: closed). */
export interface DisconnectDialogProps {
  source: CalendarSource | null;
  onClose: () => void;
  /** Called once the source is disconnected and gone from the cached list. */
  onDisconnected: () => void;
}

/** Asks before disconnecting `source`. */
export function DisconnectDialog({ source, onClose, onDisconnected }: DisconnectDialogProps) {
  // Keeps the last source on screen while the dialog animates closed.
  const [shown, setShown] = useState(source);
  if (source && source !== shown) setShown(source);
  const disconnect = useDisconnectSource({ onRemoved: onDisconnected });
  const pending = disconnect.isPending;
  const once = useSingleFlight();
  const name = shown?.name ?? '';
  // Opened from a button, not a Radix trigger: focus goes back to that button on close (Radix would drop it).
  const opener = useRef<HTMLElement | null>(null);

  return (
    <AlertDialog
      open={source !== null}
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
          <AlertDialogTitle className="wrap-anywhere">
            Disconnect <bdi>{name}</bdi>?
          </AlertDialogTitle>
          <AlertDialogDescription>
            Steward removes this {shown?.kind === 'ics' ? 'feed' : 'account'}
            {shown?.kind === 'caldav' ? ', its saved password' : ''} and every event copied from it. Nothing
            is deleted from the calendar itself, and time blocks already written there stay there.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (source && !pending)
                void once(() => disconnect.mutateAsync({ id: source.id, name: source.name }));
            }}
          >
            {pending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Trash2 aria-hidden="true" />
            )}
            {pending ? 'Disconnecting...' : 'Disconnect'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
