/**
 * The Disconnect confirmation of Settings → Calendars: what Steward removes (the account, its saved password and
 * every event copied from it) and what it leaves alone (the calendar itself). 'Disconnecting...' while the request
 * runs; the dialog stays open until it has answered, and closed without disconnecting it gives focus back to the
 * Disconnect button (ConfirmDialog). Toasts come from the mutation's `meta`.
 */
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
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
  const disconnect = useDisconnectSource({ onRemoved: onDisconnected });
  return (
    <ConfirmDialog
      subject={source}
      titleClassName="wrap-anywhere"
      title={({ name }) => (
        <>
          Disconnect <bdi>{name}</bdi>?
        </>
      )}
      description={({ kind }) => (
        <>
          Steward removes this {kind === 'ics' ? 'feed' : 'account'}
          {kind === 'caldav' ? ', its saved password' : ''} and every event copied from it. Nothing is deleted
          from the calendar itself, and time blocks already written there stay there.
        </>
      )}
      confirmLabel="Disconnect"
      pendingLabel="Disconnecting..."
      pending={disconnect.isPending}
      onConfirm={({ id, name }) => disconnect.mutateAsync({ id, name })}
      onClose={onClose}
    />
  );
}
