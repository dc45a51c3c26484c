/**
 * The CalDAV provider's errors against Radicale (ADR 020): wrong password, not a CalDAV server, refused
 * address, a calendar id on another origin (nothing sent), and a stopped server.
 */
import { describe, expect, it } from 'vitest';
import { createCaldavProvider } from '../../src/server/calendar/caldav.ts';
import { CalendarError } from '../../src/server/calendar/provider.ts';
import { guard, MARCH, provider, radicale, withRadicaleAccount, workId, ZONE } from './caldav-setup.ts';
import { rejection, startHttpServer, startTrap } from './loopback.ts';
import { seedCalendar, startRadicale } from './radicale.ts';

withRadicaleAccount();

describe('CalDAV provider against Radicale', () => {
  it('a wrong password is auth-expired with a message that says the server refuses the credentials', async () => {
    const wrong = createCaldavProvider({
      url: radicale.origin,
      username: radicale.username,
      password: 'wrong horse',
      guard,
    });
    const error = await rejection(wrong.listCalendars());
    expect(error).toBeInstanceOf(CalendarError);
    expect(error).toMatchObject({
      kind: 'auth-expired',
      userMessage: expect.stringContaining('refuses the username or password'),
    });
    expect(await rejection(wrong.listInstances(workId, { range: MARCH, timeZone: ZONE }))).toMatchObject({
      kind: 'auth-expired',
    });
  });

  it('a server that is not CalDAV gives a clear not-found', async () => {
    const web = await startHttpServer({
      '/*': (_request, response) =>
        response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Hello</body></html>'),
    });
    try {
      const error = await rejection(
        createCaldavProvider({ url: web.origin, username: 'a', password: 'b', guard }).listCalendars(),
      );
      expect(error).toMatchObject({
        kind: 'not-found',
        userMessage: 'That address is not a calendar server: no CalDAV calendars were found there.',
      });
    } finally {
      await web.close();
    }
  });

  it('loopback is refused without CALENDAR_ALLOW_PRIVATE_NETWORKS, naming the url field', async () => {
    const strict = createCaldavProvider({
      url: radicale.origin,
      username: radicale.username,
      password: radicale.password,
      guard: { allowPrivateNetworks: false },
    });
    expect(await rejection(strict.listCalendars())).toMatchObject({ kind: 'refused', field: 'url' });
    expect(() =>
      createCaldavProvider({ url: 'ftp://example.com/', username: 'a', password: 'b', guard }),
    ).toThrow(CalendarError);
  });

  it('sends nothing to a calendar id on another origin than the account', async () => {
    const trap = await startTrap();
    try {
      const foreign = `http://localhost:${trap.port}/alice/work/`;
      expect(
        await rejection(provider.listInstances(foreign, { range: MARCH, timeZone: ZONE })),
      ).toMatchObject({
        kind: 'not-found',
      });
      expect(await rejection(provider.deleteEvent(workId, { remoteId: `${foreign}x.ics` }))).toMatchObject({
        kind: 'not-found',
      });
      expect(trap.connections()).toBe(0);
    } finally {
      await trap.close();
    }
  });

  it('a stopped server is unreachable', async () => {
    const other = await startRadicale('bob', 'secret');
    const bobCalendar = await seedCalendar(other, 'cal', { displayName: 'Bob' });
    const bob = createCaldavProvider({ url: other.origin, username: 'bob', password: 'secret', guard });
    expect(await bob.listCalendars()).toHaveLength(1);
    await other.stop();
    expect(await rejection(bob.listCalendars())).toMatchObject({ kind: 'unreachable' });
    expect(await rejection(bob.listInstances(bobCalendar, { range: MARCH, timeZone: ZONE }))).toMatchObject({
      kind: 'unreachable',
    });
    const fresh = createCaldavProvider({ url: other.origin, username: 'bob', password: 'secret', guard });
    expect(await rejection(fresh.listCalendars())).toMatchObject({
      kind: 'unreachable',
      userMessage: 'The calendar server refused the connection.',
    });
  });
});
