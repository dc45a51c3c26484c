/**
 * The routes that exist but are not in /api/openapi.json, with their authorization rows (same shape as the
 * documented grid in authorization-grid.ts). They are outside the document because they are not JSON API calls
 * declared through @hono/zod-openapi:
 * - `/api/health`, `/api/ready` and `/api/openapi.json` are plain Hono routes of app.ts (probes and the document
 *   itself), registered before the modules;
 * - `/api/login` and `/api/logout` are browser navigations that answer 302 redirects (docs/product.md §2), not JSON;
 * - `/api/auth/*` is better-auth's handler, mounted as one wildcard; better-auth describes its own endpoints.
 *   Listed are the ones Steward's clients use: sign-up/email and sign-in/email (the sign-in page), sign-out and
 *   get-session (scripted clients; /api/logout signs out through the same code), update-user (the account name),
 *   delete-user (Settings → Your data, ADR 049), and the passkey endpoints of Settings → Security
 *   (authorization-grid-passkeys.ts, ADR 051).
 *   get-session (scripted clients; /api/logout signs out through the same code), update-user (the account name).
 * - `/api/feeds/{token}.ics` is the private calendar feed's address for calendar apps (ADR 050), iCalendar text
 *   with no cookie: its token is the credential, so its row (authorization-grid-account.ts) has other users and
 *   anonymous clients send addresses they could hold (revoked, guessed, malformed) and expects 404 from both.
 * A row here that stops existing fails its owner call (the /api fallback answers 401 or 404 instead).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { bodyOf, type GridRow, type Member } from './authorization-grid.ts';
import { feedAddressRow } from './authorization-grid-account.ts';
import { passkeyRoutes } from './authorization-grid-passkeys.ts';

const PUBLIC = { owner: 200, other: 200, anonymous: 200 };
const readUser = (owner: Member) => async () => bodyOf(await owner.request('GET', '/api/auth/user'));
const signedOut = async (owner: Member) =>
  expect((await owner.request('GET', '/api/auth/user')).status).toBe(401);

/**
 * Signs in with the owner's credentials; the identity it answers with (or, for an owner with two-factor sign-in,
 * the answer asking for the code), or the status when it fails.
 */
const signsInAs = (owner: Member, password: string) => async () => {
  const res = await owner.request('POST', '/api/auth/sign-in/email', {
    body: { email: owner.email, password },
  });
  if (res.status !== 200) return res.status;
  const body = await bodyOf<{ user?: { id: string } }>(res);
  return body.user?.id ?? body;
};

/** One row per route outside the OpenAPI document. */
export const undocumentedRoutes: GridRow[] = [
  {
    method: 'GET',
    path: '/api/health',
    expect: PUBLIC,
    arrange: async () => ({
      request: { path: '/api/health' },
      afterOwner: async (res) => expect(await bodyOf(res)).toEqual({ status: 'ok' }),
    }),
  },
  {
    method: 'GET',
    path: '/api/ready',
    expect: PUBLIC,
    arrange: async () => ({
      request: { path: '/api/ready' },
      afterOwner: async (res) => expect(await bodyOf(res)).toMatchObject({ status: 'ready' }),
    }),
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    expect: PUBLIC,
    arrange: async () => ({
      request: { path: '/api/openapi.json' },
      afterOwner: async (res) => expect(await bodyOf(res)).toMatchObject({ openapi: '3.1.0' }),
    }),
  },
  {
    method: 'GET',
    path: '/api/login',
    expect: { owner: 302, other: 302, anonymous: 302 },
    arrange: async (owner) => ({
      request: { path: '/api/login?returnTo=%2Fplan' },
      read: readUser(owner),
      afterOwner: async (res) => expect(res.headers.get('location')).toBe('/plan'),
    }),
  },
  {
    method: 'GET',
    path: '/api/logout',
    expect: { owner: 302, other: 302, anonymous: 302 },
    arrange: async (owner) => ({
      // Another user signing out ends their own session only: the owner's stays valid (read).
      request: { path: '/api/logout' },
      read: readUser(owner),
      afterOwner: async (res) => {
        expect(res.headers.get('location')).toBe('/');
        await signedOut(owner);
      },
    }),
  },
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    expect: { owner: 200, other: 422, anonymous: 422 },
    arrange: async (owner) => {
      // Signing up again with the owner's email must neither take the account nor change its password.
      const takeover = {
        path: '/api/auth/sign-up/email',
        body: { name: 'Mallory', email: owner.email, password: 'another long passphrase' },
      };
      const fresh = { name: 'New', email: `${randomUUID()}@example.com`, password: owner.password };
      return {
        request: { path: '/api/auth/sign-up/email', body: fresh },
        other: [takeover],
        anonymous: takeover,
        read: signsInAs(owner, owner.password),
        secrets: [owner.userId],
        afterOwner: async (res) =>
          expect(await bodyOf(res)).toMatchObject({ user: { email: fresh.email, name: 'New' } }),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    expect: { owner: 200, other: 401, anonymous: 401 },
    arrange: async (owner) => {
      const guess = {
        path: '/api/auth/sign-in/email',
        body: { email: owner.email, password: 'a wrong long passphrase' },
      };
      return {
        request: { path: '/api/auth/sign-in/email', body: { email: owner.email, password: owner.password } },
        other: [guess],
        anonymous: guess,
        read: readUser(owner),
        secrets: [owner.userId],
        afterOwner: async (res) =>
          expect(await bodyOf(res)).toMatchObject({ user: { id: owner.userId, email: owner.email } }),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/auth/sign-out',
    expect: PUBLIC,
    arrange: async (owner) => ({
      request: { path: '/api/auth/sign-out', body: {} },
      read: readUser(owner),
      afterOwner: async () => signedOut(owner),
    }),
  },
  {
    method: 'GET',
    path: '/api/auth/get-session',
    expect: PUBLIC,
    arrange: async (owner) => ({
      request: { path: '/api/auth/get-session' },
      secrets: [owner.userId, owner.email],
      afterOwner: async (res) =>
        expect(await bodyOf(res)).toMatchObject({ user: { id: owner.userId, email: owner.email } }),
    }),
  },
  {
    method: 'POST',
    path: '/api/auth/update-user',
    expect: { owner: 200, other: 200, anonymous: 401 },
    arrange: async (owner) => ({
      request: { path: '/api/auth/update-user', body: { name: 'Renamed' } },
      read: readUser(owner),
      secrets: [owner.userId, owner.email],
      afterOwner: async () => expect(await readUser(owner)()).toMatchObject({ name: 'Renamed' }),
    }),
  },
  {
    method: 'POST',
    path: '/api/auth/delete-user',
    // Another user sending the owner's email and password: the email is not theirs (400), and nothing goes.
    expect: { owner: 200, other: 400, anonymous: 401 },
    arrange: async (owner) => ({
      request: { path: '/api/auth/delete-user', body: { email: owner.email, password: owner.password } },
      read: readUser(owner),
      secrets: [owner.userId],
      afterOwner: async () => signedOut(owner),
    }),
  },
  feedAddressRow,
  ...passkeyRoutes,
];
