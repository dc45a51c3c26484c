/**
 * Settings → Security, passkeys (ADR 051) on better-auth's passkey endpoints: the list (GET
 * passkey/list-user-passkeys), adding one on this device (the WebAuthn ceremony in auth/passkey.ts), renaming
 * (POST passkey/update-passkey) and removing (POST passkey/delete-passkey).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type ListedPasskey, listedPasskey, passkeyName } from '../../../core/passkey.ts';
import { deviceName } from '../../../core/sessions.ts';
import { apiRequest, getJson } from '../../lib/api.ts';
import { addPasskey, loadWebAuthn } from '../auth/api.ts';

/** Query options of the signed-in user's passkeys, oldest first. */
export const passkeysQueryOptions = queryOptions({
  queryKey: ['/api/auth/passkey/list-user-passkeys'],
  queryFn: async ({ signal }) =>
    z
      .array(listedPasskey)
      .parse(await getJson('/api/auth/passkey/list-user-passkeys', { on401: 'throw', signal }))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
});

/** The name form's values (adding, renaming). */
export const passkeyNameFormSchema = z.object({ name: passkeyName });
export type PasskeyNameFormValues = z.input<typeof passkeyNameFormSchema>;

/**
 * The name a new passkey is offered: this browser and system in words ('Chrome on macOS'), by bowser. Starts
 * loading the passkey prompt's code too, as the person is about to need it.
 */
export async function suggestedPasskeyName(): Promise<string> {
  void loadWebAuthn();
  const { default: Bowser } = await import('bowser');
  const { browser, os } = Bowser.parse(navigator.userAgent);
  return deviceName({ browser: browser.name ?? null, os: os.name ?? null });
}

/**
 * Writes the list as `change` makes it from the cached one at once (the answer of the call), then reads it again
 * without waiting for that.
 */
function useUpdateList() {
  const client = useQueryClient();
  return (change: (list: ListedPasskey[]) => ListedPasskey[]) => {
    client.setQueryData(passkeysQueryOptions.queryKey, (list) => list && change(list));
    void client.invalidateQueries({ queryKey: passkeysQueryOptions.queryKey });
  };
}

/** Adds a passkey on this device under the typed name. */
export function useAddPasskey() {
  const updateList = useUpdateList();
  return useMutation({
    mutationFn: async (values: PasskeyNameFormValues) => addPasskey(passkeyNameFormSchema.parse(values).name),
    onSuccess: (added) => updateList((list) => [...list, added]),
  });
}

/** Renames one of the user's passkeys. */
export function useRenamePasskey() {
  const updateList = useUpdateList();
  return useMutation({
    mutationFn: async ({ id, ...values }: PasskeyNameFormValues & { id: string }) => {
      const { name } = passkeyNameFormSchema.parse(values);
      const answer = await apiRequest('POST', '/api/auth/passkey/update-passkey', { id, name });
      return z.object({ passkey: listedPasskey }).parse(await answer.json()).passkey;
    },
    onSuccess: (renamed) => updateList((list) => list.map((p) => (p.id === renamed.id ? renamed : p))),
  });
}

/** Removes one of the user's passkeys: it no longer signs in. */
export function useRemovePasskey() {
  const updateList = useUpdateList();
  return useMutation({
    mutationFn: async ({ id }: { id: string }) => {
      await apiRequest('POST', '/api/auth/passkey/delete-passkey', { id });
    },
    meta: {
      successToast: {
        title: 'Passkey removed',
        description: 'You can also delete it from your device’s password manager.',
      },
    },
    onSuccess: (_, { id }) => updateList((list) => list.filter((p) => p.id !== id)),
  });
}
