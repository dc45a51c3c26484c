/**
 * Settings → Security: passkeys (ADR 051). Lists the user's passkeys (name, when added); 'Add a passkey' asks a
 * name (this browser and system offered) and then the browser's prompt; each passkey can be renamed or removed
 * (after a confirmation). A closed prompt says so calmly; failures show in the card. After an add focus goes to
 * the list, after a removal to the list or (none left) 'Add a passkey', after a rename to that passkey's Rename
 * button: once the element is rendered, since the list changes in a later render than the click's.
 */
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { CircleAlert, KeyRound, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { ListedPasskey } from '../../../core/passkey.ts';
import { Alert, AlertDescription } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { parseApiError } from '../../lib/api.ts';
import { isCancelled, passkeyErrorText } from '../auth/api.ts';
import {
  passkeysQueryOptions,
  suggestedPasskeyName,
  useAddPasskey,
  useRemovePasskey,
  useRenamePasskey,
} from './passkey-api.ts';
import { PasskeyNameForm } from './passkey-name-form.tsx';

/** What the card says after a failed add: calm for a closed prompt, an error otherwise. */
type Notice = { text: string; cancelled: boolean };

/** A passkey's name as shown: its own, or 'Passkey' when it has none. */
const nameOf = (passkey: ListedPasskey) => passkey.name || 'Passkey';
/** A date as the list shows it: 'Nov 27, 2026' in the browser's zone. */
const day = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

/** The passkeys block of the Security section. */
export function PasskeysCard() {
  const passkeys = useQuery(passkeysQueryOptions);
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ListedPasskey | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const listId = useId();
  const addId = useId();
  const renameId = (id: string) => `${listId}-rename-${id}`;
  // The id of the element to focus once it is rendered.
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const items = passkeys.data ?? [];
  useEffect(() => {
    const element = focusNext === null ? null : document.getElementById(focusNext);
    if (!element) return;
    element.focus();
    setFocusNext(null);
  });

  const startAdding = async () => {
    setNotice(null);
    setRenaming(null);
    setAdding(await suggestedPasskeyName());
  };
  const cancelAdding = () => {
    setAdding(null);
    setFocusNext(addId);
  };
  const submitAdd = (values: { name: string }) =>
    add.mutate(values, {
      onSuccess: () => {
        setAdding(null);
        setFocusNext(listId);
      },
      onError: (error) =>
        setNotice(
          isCancelled(error)
            ? { text: 'No passkey was added. You can try again when you are ready.', cancelled: true }
            : { text: passkeyErrorText(error), cancelled: false },
        ),
    });
  return (
    <div className="grid gap-3 rounded-lg border p-4">
      <h3 className="font-semibold">Passkeys</h3>
      <p className="text-sm text-muted-foreground">
        Sign in with your fingerprint, face or device PIN instead of your password. A passkey stays on your
        device and cannot be phished.
      </p>
      {passkeys.isPending ? (
        <Skeleton className="h-14" />
      ) : passkeys.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{parseApiError(passkeys.error).message}</AlertDescription>
        </Alert>
      ) : items.length > 0 ? (
        <ul id={listId} tabIndex={-1} aria-label="Your passkeys" className="grid gap-2 outline-none">
          {items.map((passkey) => (
            <li key={passkey.id} className="grid gap-3 rounded-md border border-border px-3 py-2">
              {renaming === passkey.id ? (
                <PasskeyNameForm
                  defaultName={passkey.name ?? ''}
                  submitLabel="Save name"
                  pendingLabel="Saving..."
                  pending={rename.isPending}
                  onSubmit={(values) =>
                    rename.mutate(
                      { id: passkey.id, ...values },
                      {
                        onSuccess: () => {
                          setRenaming(null);
                          setFocusNext(renameId(passkey.id));
                        },
                      },
                    )
                  }
                  onCancel={() => {
                    setRenaming(null);
                    setFocusNext(renameId(passkey.id));
                  }}
                />
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex min-w-0 items-start gap-3">
                    <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
                    <div className="grid min-w-0 gap-0.5">
                      <p dir="auto" className="font-medium wrap-anywhere">
                        {nameOf(passkey)}
                      </p>
                      <p className="text-sm text-muted-foreground">Added {day(passkey.createdAt)}</p>
                    </div>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      id={renameId(passkey.id)}
                      variant="outline"
                      size="sm"
                      aria-label={`Rename ${nameOf(passkey)}`}
                      onClick={() => {
                        rename.reset();
                        setAdding(null);
                        setRenaming(passkey.id);
                      }}
                    >
                      <Pencil aria-hidden="true" />
                      Rename
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Remove ${nameOf(passkey)}`}
                      onClick={() => setRemoving(passkey)}
                    >
                      <Trash2 aria-hidden="true" />
                      Remove
                    </Button>
                  </div>
                </div>
              )}
              {renaming === passkey.id && rename.error ? (
                <Alert variant="destructive">
                  <CircleAlert aria-hidden="true" />
                  <AlertDescription>{passkeyErrorText(rename.error)}</AlertDescription>
                </Alert>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">You have no passkeys yet.</p>
      )}
      {adding !== null ? (
        <PasskeyNameForm
          defaultName={adding}
          hint="So you can tell your passkeys apart. Your browser asks for your fingerprint, face or PIN next."
          submitLabel="Continue"
          pendingLabel="Waiting for your device..."
          pending={add.isPending}
          onSubmit={submitAdd}
          onCancel={cancelAdding}
        />
      ) : (
        <Button id={addId} variant="outline" className="justify-self-start" onClick={startAdding}>
          <Plus aria-hidden="true" />
          Add a passkey
        </Button>
      )}
      <div role="status">
        {notice?.cancelled ? <p className="text-sm text-muted-foreground">{notice.text}</p> : null}
      </div>
      {notice && !notice.cancelled ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{notice.text}</AlertDescription>
        </Alert>
      ) : null}
      <ConfirmDialog
        subject={removing}
        title={(passkey) => `Remove ${nameOf(passkey)}?`}
        description={() =>
          'You will no longer be able to sign in with this passkey. Your password and other passkeys still work.'
        }
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={(passkey) =>
          remove.mutateAsync(passkey, {
            onSuccess: () => {
              setRemoving(null);
              setFocusNext(items.length > 1 ? listId : addId);
            },
          })
        }
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
