/**
 * The authorization grid's rows for calendar sources, spread into `documentedRoutes` in
 * authorization-grid.ts. Each arrange subscribes the owner to an ICS feed served on loopback (the grid app runs
 * with CALENDAR_ALLOW_PRIVATE_NETWORKS=true) whose calendar name only the owner has, and checks the answer.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { CalendarSource } from '../../src/core/calendar/sources.ts';
import { bodyOf, type GridRow, type Member } from './authorization-grid.ts';
import { startFeeds, vcalendar } from './calendar-sources-setup.ts';

type Feeds = Awaited<ReturnType<typeof startFeeds>>;
const open = new Set<Feeds>();

/** Closes the feed servers the rows started (the grid's afterAll; each row also closes its own). */
export async function closeGridFeeds(): Promise<void> {
  await Promise.all([...open].map((feeds) => feeds.close()));
  open.clear();
}

/** Subscribes the owner to a feed named with a secret; checks the answer. The feed stays served until `done`. */
async function ownerSource(owner: Member) {
  const secret = `Owner calendar ${randomUUID()}`;
  const feed = vcalendar(
    `X-WR-CALNAME:${secret}`,
    'BEGIN:VEVENT',
    'UID:grid@example.com',
    'SUMMARY:Grid event',
    'DTSTART:20250313T150000Z',
    'DTEND:20250313T160000Z',
    'END:VEVENT',
  );
  const feeds = await startFeeds({ '/owner.ics': feed, '/other.ics': feed.replace(secret, 'Another feed') });
  open.add(feeds);
  const url = `${feeds.origin}/owner.ics`;
  const res = await owner.request('POST', '/api/calendar/sources', { body: { kind: 'ics', url } });
  const source = await bodyOf<CalendarSource>(res, 201);
  expect(source).toMatchObject({
    kind: 'ics',
    name: secret,
    url,
    status: 'ok',
    calendars: [{ name: secret }],
  });
  const done = async () => {
    open.delete(feeds);
    await feeds.close();
  };
  return { source, secret, feeds, done, secrets: [source.id, secret, source.calendars[0]?.id ?? source.id] };
}

const readSources = (owner: Member) => async () =>
  bodyOf(await owner.request('GET', '/api/calendar/sources'));
const OWNED = { owner: 200, other: 404, anonymous: 401 };

/** One row per calendar-source (method, path) of /api/openapi.json. */
export const sourceRoutes: GridRow[] = [
  {
    method: 'GET',
    path: '/api/calendar/sources',
    expect: { owner: 200, other: 200, anonymous: 401 },
    arrange: async (owner) => {
      const { source, secrets, done } = await ownerSource(owner);
      await done();
      return {
        request: { path: '/api/calendar/sources' },
        secrets,
        afterOther: async (res) => expect(await bodyOf(res)).toEqual([]),
        afterOwner: async (res) => expect(await bodyOf(res)).toEqual([source]),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/calendar/sources',
    expect: { owner: 201, other: 201, anonymous: 401 },
    arrange: async (owner) => {
      const { secrets, feeds, done } = await ownerSource(owner);
      // Another user subscribing to a feed gets a source of their own; the owner's list is untouched.
      return {
        request: { path: '/api/calendar/sources', body: { kind: 'ics', url: `${feeds.origin}/other.ics` } },
        read: readSources(owner),
        secrets,
        afterOwner: async (res) => {
          expect(await bodyOf(res, 201)).toMatchObject({ kind: 'ics', status: 'ok' });
          expect(await readSources(owner)()).toHaveLength(2);
          await done();
        },
      };
    },
  },
  {
    method: 'PATCH',
    path: '/api/calendar/calendars/{id}',
    expect: OWNED,
    arrange: async (owner) => {
      const { source, secrets, done } = await ownerSource(owner);
      await done();
      const calendar = source.calendars[0];
      return {
        request: { path: `/api/calendar/calendars/${calendar?.id}`, body: { show: false, colorId: '4' } },
        read: readSources(owner),
        secrets,
        afterOwner: async (res) =>
          expect(await bodyOf(res)).toEqual({ ...calendar, show: false, colorId: '4' }),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/calendar/sources/{id}/sync',
    expect: OWNED,
    arrange: async (owner) => {
      const { source, secrets, feeds, done } = await ownerSource(owner);
      const before = feeds.hits['/owner.ics'];
      return {
        request: { path: `/api/calendar/sources/${source.id}/sync` },
        read: readSources(owner),
        secrets,
        afterOther: async () => expect(feeds.hits['/owner.ics']).toBe(before), // no fetch for a stranger
        afterOwner: async (res) => {
          expect(await bodyOf(res)).toMatchObject({ id: source.id, status: 'ok' });
          expect(feeds.hits['/owner.ics']).toBe((before ?? 0) + 1);
          await done();
        },
      };
    },
  },
  {
    method: 'DELETE',
    path: '/api/calendar/sources/{id}',
    expect: { owner: 204, other: 404, anonymous: 401 },
    arrange: async (owner) => {
      const { source, secrets, done } = await ownerSource(owner);
      await done();
      return {
        request: { path: `/api/calendar/sources/${source.id}` },
        read: readSources(owner),
        secrets,
        afterOwner: async () => expect(await readSources(owner)()).toEqual([]),
      };
    },
  },
];
