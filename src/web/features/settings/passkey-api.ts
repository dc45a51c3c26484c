/**
 * Settings → Security, passkeys (ADR 051) on better-auth's passkey endpoints: the list (GET
 * passkey/list-user-passkeys), adding one on this device (the WebAuthn ceremony in auth/passkey.ts), renaming
 * (POST passkey/update-passkey) and removing (POST passkey/delete-passkey).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { listedPasskey, passkeyName } from '../../../core/passkey.ts';
import { deviceName } from '../../../core/sessions.ts';
import { apiRequest, getJson } from '../../lib/api.ts';
import { addPasskey } from '../auth/api.ts';

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

/** The name a new passkey is offered: this browser and system in words ('Chrome on macOS'), by bowser. */
export async function suggestedPasskeyName(): Promise<string> {
  const { default: Bowser } = await import('bowser');
  const { browser, os } = Bowser.parse(navigator.userAgent);
  return deviceName({ browser: browser.name ?? null, os: os.name ?? null });
}

/** Adds a passkey on this device under the typed name. */
export function useAddPasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: PasskeyNameFormValues) => addPasskey(passkeyNameFormSchema.parse(values).name),
    onSuccess: () => client.invalidateQueries({ queryKey: passkeysQueryOptions.queryKey }),
  });
}

/** Renames one of the user's passkeys. */
export function useRenamePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...values }: PasskeyNameFormValues & { id: string }) => {
      const { name } = passkeyNameFormSchema.parse(values);
      await apiRequest('POST', '/api/auth/passkey/update-passkey', { id, name });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: passkeysQueryOptions.queryKey }),
  });
}

/** Removes one of the user's passkeys: it no longer signs in. */
export function useRemovePasskey() {
  const client = useQueryClient();
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
    onSuccess: () => client.invalidateQueries({ queryKey: passkeysQueryOptions.queryKey }),
  });
}
