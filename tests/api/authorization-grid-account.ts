/**
 * The authorization grid's rows for Settings → Sessions and the private calendar feed (ADR 050): the documented
 * routes (`accountRoutes`, spread into `documentedRoutes` in authorization-grid.ts) and the feed's address, which is
 * outside the document (`feedAddressRow`, in authorization-outside.ts). Each arrange signs the owner in on a second
 * device, or books a block and makes the owner's feed address, through the real API and checks the answers.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { CalendarEvent } from '../../src/core/calendar/events.ts';
import type { PrivateFeedLink } from '../../src/core/calendar/private-feed.ts';
import type { DeviceSession } from '../../src/core/sessions.ts';
import { bodyOf, type GridRow, type Member } from './authorization-grid.ts';
import type { TestApp } from './harness.ts';

const MEMBER = { owner: 200, other: 200, anonymous: 401 };
const readSessions = (owner: Member) => async () =>
  bodyOf<DeviceSession[]>(await owner.request('GET', '/api/sessions'));
const readFeed = (owner: Member) => async () =>
  bodyOf(await owner.request('GET', '/api/calendar/private-feed'));

/** Signs the owner in again (a second device); its cookie and session id, after checking both. */
async function secondDevice(owner: Member, t: TestApp): Promise<{ cookie: string; id: string }> {
  const res = await t.request('POST', '/api/auth/sign-in/email', {
    body: { email: owner.email, password: owner.password },
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const list = await bodyOf<DeviceSession[]>(await t.request('GET', '/api/sessions', { cookie }));
  expect(list).toHaveLength(2);
  const id = list.find((device) => device.current)?.id;
  if (!id) throw new Error('the second device is not in its own list');
  return { cookie, id };
}

/** Status of GET /api/auth/user with `cookie`. */
const whoAmI = async (t: TestApp, cookie: string) =>
  (await t.request('GET', '/api/auth/user', { cookie })).status;

/** Books the owner's block with a title only the owner has and makes the owner's feed address; checks both. */
async function ownerFeed(owner: Member): Promise<{ url: string; secret: string }> {
  const secret = `Owner block ${randomUUID()}`;
  const block = { title: secret, start: '2025-03-13T13:00:00Z', end: '2025-03-13T14:00:00Z' };
  const created = await bodyOf<CalendarEvent>(
    await owner.request('POST', '/api/calendar/time-blocks', { body: block }),
    201,
  );
  expect(created.summary).toBe(secret);
  return { url: await newAddress(owner), secret };
}

/** Makes a new feed address for the owner (the earlier one stops working); its path, after checking its form. */
async function newAddress(owner: Member): Promise<string> {
  const link = await bodyOf<PrivateFeedLink>(await owner.request('POST', '/api/calendar/private-feed'));
  expect(link.url).toMatch(/^http:\/\/localhost:3000\/api\/feeds\/[\w-]{43}\.ics$/);
  return new URL(link.url).pathname;
}

/** One row per Sessions and private-feed (method, path) of /api/openapi.json. */
export const accountRoutes: GridRow[] = [
  {
    method: 'GET',
    path: '/api/sessions',
    expect: MEMBER,
    arrange: async (owner, t) => {
      const second = await secondDevice(owner, t);
      return {
        request: { path: '/api/sessions' },
        secrets: [second.id, owner.userId],
        afterOther: async (res) => expect(await bodyOf<DeviceSession[]>(res)).toHaveLength(1),
        afterOwner: async (res) =>
          expect((await bodyOf<DeviceSession[]>(res)).map((d) => [d.current, d.id === second.id])).toEqual([
            [true, false],
            [false, true],
          ]),
      };
    },
  },
  {
    method: 'DELETE',
    path: '/api/sessions/{id}',
    expect: { owner: 204, other: 404, anonymous: 401 },
    arrange: async (owner, t) => {
      const second = await secondDevice(owner, t);
      return {
        request: { path: `/api/sessions/${second.id}` },
        read: readSessions(owner),
        secrets: [second.id],
        afterOwner: async () => {
          expect(await whoAmI(t, second.cookie)).toBe(401);
          expect(await readSessions(owner)()).toHaveLength(1);
        },
      };
    },
  },
  {
    method: 'POST',
    path: '/api/sessions/sign-out-others',
    expect: { owner: 204, other: 204, anonymous: 401 },
    arrange: async (owner, t) => {
      const second = await secondDevice(owner, t);
      return {
        request: { path: '/api/sessions/sign-out-others' },
        read: readSessions(owner),
        afterOwner: async () => {
          expect(await whoAmI(t, second.cookie)).toBe(401);
          expect(await whoAmI(t, owner.cookie)).toBe(200);
        },
      };
    },
  },
  {
    method: 'GET',
    path: '/api/calendar/private-feed',
    expect: MEMBER,
    arrange: async (owner) => {
      await ownerFeed(owner);
      return {
        request: { path: '/api/calendar/private-feed' },
        afterOther: async (res) => expect(await bodyOf(res)).toEqual({ active: false, createdAt: null }),
        afterOwner: async (res) => expect(await bodyOf(res)).toMatchObject({ active: true }),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/calendar/private-feed',
    expect: MEMBER,
    arrange: async (owner, t) => {
      const { url, secret } = await ownerFeed(owner);
      return {
        // Another user's POST makes their own feed: the owner's address keeps working (read).
        request: { path: '/api/calendar/private-feed' },
        read: async () => ({ state: await readFeed(owner)(), status: (await t.request('GET', url)).status }),
        secrets: [url, secret],
        afterOwner: async (res) => {
          expect(new URL((await bodyOf<PrivateFeedLink>(res)).url).pathname).not.toBe(url);
          expect((await t.request('GET', url)).status).toBe(404);
        },
      };
    },
  },
  {
    method: 'DELETE',
    path: '/api/calendar/private-feed',
    expect: { owner: 204, other: 204, anonymous: 401 },
    arrange: async (owner, t) => {
      const { url } = await ownerFeed(owner);
      return {
        request: { path: '/api/calendar/private-feed' },
        read: async () => ({ state: await readFeed(owner)(), status: (await t.request('GET', url)).status }),
        afterOwner: async () => expect((await t.request('GET', url)).status).toBe(404),
      };
    },
  },
];

/**
 * GET /api/feeds/{token}.ics: the address is the credential, so a cookie changes nothing. Whoever holds the owner's
 * current address is the owner here (the owner's request; it answers without the cookie too); another user and an
 * anonymous client send addresses they could have (the owner's revoked one, a well-formed random one, a malformed
 * one) and all get the same 404.
 */
export const feedAddressRow: GridRow = {
  method: 'GET',
  path: '/api/feeds/{token}.ics',
  expect: { owner: 200, other: 404, anonymous: 404 },
  arrange: async (owner, t) => {
    const { url: revoked, secret } = await ownerFeed(owner);
    const url = await newAddress(owner);
    expect(url).not.toBe(revoked);
    const guessed = `/api/feeds/${Buffer.from(randomUUID().repeat(2)).toString('base64url').slice(0, 43)}.ics`;
    return {
      request: { path: url },
      other: [{ path: revoked }, { path: guessed }, { path: '/api/feeds/short.ics' }],
      anonymous: { path: revoked },
      read: readFeed(owner),
      secrets: [url, secret],
      afterOwner: async (res) => {
        expect(await res.text()).toContain(`SUMMARY:${secret}`);
        const anonymous = await t.request('GET', url);
        expect(anonymous.status).toBe(200);
        expect(await anonymous.text()).toContain(`SUMMARY:${secret}`);
      },
    };
  },
};
