/**
 * The CalDAV provider's discovery against Radicale (ADR 020): the account from the bare server address and
 * from a deeper one, its event calendars, and where requests and credentials go: every request through the
 * guard to the typed origin, and no password for a plain-http origin the typed server redirects to.
 */
import { describe, expect, it } from 'vitest';
import { createCaldavProvider } from '../../src/server/calendar/caldav.ts';
import {
  guard,
  homeId,
  MARCH,
  provider,
  radicale,
  readonlyId,
  scratchId,
  startRecordingProxy,
  withRadicaleAccount,
  workId,
  ZONE,
} from './caldav-setup.ts';
import { rejection, startHttpServer } from './loopback.ts';

withRadicaleAccount();

describe('CalDAV provider against Radicale', () => {
  it('discovers the account from the bare server address and lists its event calendars', async () => {
    expect(provider).toMatchObject({ kind: 'caldav', canWrite: true });
    expect(await provider.listCalendars()).toEqual([
      { id: readonlyId, name: 'Holidays (shared)', writable: false, colorId: '10' },
      { id: homeId, name: 'Home', writable: true },
      { id: scratchId, name: 'Scratch', writable: true },
      { id: workId, name: 'Work', writable: true, colorId: '9' },
    ]);
    expect(workId).toBe(`${radicale.origin}/alice/work/`);
  });

  it('discovers from a deeper address too (the principal URL a user may paste)', async () => {
    const fromPrincipal = createCaldavProvider({
      url: `${radicale.origin}/alice/`,
      username: radicale.username,
      password: radicale.password,
      guard,
    });
    expect((await fromPrincipal.listCalendars()).map((c) => c.name)).toEqual([
      'Holidays (shared)',
      'Home',
      'Scratch',
      'Work',
    ]);
  });

  it('sends every request through the guard, with credentials, to the typed origin', async () => {
    const proxy = await startRecordingProxy('127.0.0.2');
    try {
      const viaProxy = createCaldavProvider({
        url: proxy.origin,
        username: radicale.username,
        password: radicale.password,
        guard,
      });
      const calendars = await viaProxy.listCalendars();
      const scratch = calendars.find((c) => c.name === 'Scratch');
      expect(scratch?.id).toBe(`${proxy.origin}/alice/scratch/`);
      const scratchUrl = scratch?.id ?? '';
      expect((await viaProxy.listInstances(scratchUrl, { range: MARCH, timeZone: ZONE })).status).toBe('ok');
      const created = await viaProxy.createEvent(scratchUrl, {
        uid: 'steward-proxy-1',
        summary: 'Via proxy',
        description: '',
        start: new Date('2026-03-13T14:00:00Z'),
        end: new Date('2026-03-13T15:00:00Z'),
        stewardBlockId: 'proxy-1',
      });
      await viaProxy.deleteEvent(scratchUrl, created);
      expect(new Set(proxy.seen.map((r) => r.method))).toEqual(
        new Set(['PROPFIND', 'REPORT', 'PUT', 'DELETE']),
      );
      // Node's fetch would say 'node'; the guard's node:http client says Steward's name on every request.
      expect(proxy.seen.filter((r) => r.userAgent !== 'Steward-Calendar/1')).toEqual([]);
      expect(proxy.seen.filter((r) => r.authorization !== radicale.authorization)).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it('keeps the credentials from a plain-http origin the typed server redirects to', async () => {
    const proxy = await startRecordingProxy('127.0.0.2');
    const typed = await startHttpServer({
      '/.well-known/caldav': (_request, response) =>
        response.writeHead(301, { Location: `${proxy.origin}/` }).end(),
    });
    try {
      const redirected = createCaldavProvider({
        url: typed.origin,
        username: radicale.username,
        password: radicale.password,
        guard,
      });
      // Radicale answers the anonymous PROPFIND with 401: the user sees a credentials problem, and the
      // redirect target never saw the password.
      expect(await rejection(redirected.listCalendars())).toMatchObject({ kind: 'auth-expired' });
      expect(proxy.seen.length).toBeGreaterThan(0);
      expect(proxy.seen.filter((r) => r.authorization !== undefined)).toEqual([]);
      expect(typed.requests.every((r) => r.headers.authorization === radicale.authorization)).toBe(true);
    } finally {
      await typed.close();
      await proxy.close();
    }
  });
});
