/**
 * The authorization rows of better-auth's passkey endpoints that Settings → Security uses (ADR 051; outside the
 * OpenAPI document, like the rest of /api/auth): another user's call on the owner's passkey id answers 404 and
 * changes nothing, an anonymous one 401. Registration's verify step and the sign-in ceremony are tested in
 * passkeys.test.ts (they need an authenticator's answer).
 */
import { expect } from 'vitest';
import { bodyOf, type GridRow, type Member } from './authorization-grid.ts';
import type { TestApp } from './harness.ts';
import { registerPasskey } from './passkey-authenticator.ts';

const NAME = 'Owner’s laptop';

/** Gives `owner` a passkey named NAME; its id. */
async function ownerPasskey(t: TestApp, owner: Member): Promise<string> {
  const { res } = await registerPasskey(t, owner.cookie, { name: NAME });
  return (await bodyOf<{ id: string }>(res)).id;
}

/** The owner's passkeys as `[id, name]` pairs. */
const passkeysOf = (owner: Member) => async () =>
  (
    await bodyOf<{ id: string; name: string }[]>(
      await owner.request('GET', '/api/auth/passkey/list-user-passkeys'),
    )
  ).map((p) => [p.id, p.name]);

/** One row per passkey endpoint Steward's web app calls, besides the ceremonies' verify steps. */
export const passkeyRoutes: GridRow[] = [
  {
    method: 'GET',
    path: '/api/auth/passkey/list-user-passkeys',
    expect: { owner: 200, other: 200, anonymous: 401 },
    arrange: async (owner, t) => {
      const id = await ownerPasskey(t, owner);
      return {
        request: { path: '/api/auth/passkey/list-user-passkeys' },
        secrets: [id, NAME],
        afterOther: async (res) => expect(await bodyOf(res)).toEqual([]),
        afterOwner: async (res) => expect(await bodyOf(res)).toMatchObject([{ id, name: NAME }]),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/auth/passkey/generate-register-options',
    expect: { owner: 200, other: 200, anonymous: 401 },
    arrange: async (owner) => ({
      request: { path: '/api/auth/passkey/generate-register-options' },
      // Another user's options are for their own account.
      secrets: [owner.email, owner.userId],
      afterOwner: async (res) => expect(await bodyOf(res)).toMatchObject({ user: { name: owner.email } }),
    }),
  },
  {
    method: 'POST',
    path: '/api/auth/passkey/update-passkey',
    expect: { owner: 200, other: 404, anonymous: 401 },
    arrange: async (owner, t) => {
      const id = await ownerPasskey(t, owner);
      return {
        request: { path: '/api/auth/passkey/update-passkey', body: { id, name: 'Renamed' } },
        read: passkeysOf(owner),
        secrets: [NAME],
        afterOwner: async () => expect(await passkeysOf(owner)()).toEqual([[id, 'Renamed']]),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/auth/passkey/delete-passkey',
    expect: { owner: 200, other: 404, anonymous: 401 },
    arrange: async (owner, t) => {
      const id = await ownerPasskey(t, owner);
      return {
        request: { path: '/api/auth/passkey/delete-passkey', body: { id } },
        read: passkeysOf(owner),
        secrets: [NAME],
        afterOwner: async () => expect(await passkeysOf(owner)()).toEqual([]),
      };
    },
  },
];
