/**
 * Settings → Sessions (ADR 050) on PGlite and PostgreSQL: GET /api/sessions lists the caller's devices with the
 * browser and system their user agent names, this one first and marked; DELETE /api/sessions/{id} and POST
 * /api/sessions/sign-out-others end sessions through better-auth, and an ended session's next /api request is
 * refused at once, though this server had it cached (ADR 013).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceSession } from '../../src/core/sessions.ts';
import { backends, startTestApp, type TestApp } from './harness.ts';

const PASSWORD = 'correct horse battery staple';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

describe.each(backends)('sessions on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  /** A new user signed up from a browser with `userAgent`; their email and that first device's cookie. */
  const signUp = async (userAgent: string) => {
    const email = `${randomUUID()}@example.com`;
    const res = await t.request('POST', '/api/auth/sign-up/email', {
      body: { name: 'Ada', email, password: PASSWORD },
      headers: { 'User-Agent': userAgent },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return { email, cookie: cookieOf(res) };
  };
  /** Signs `email` in from another browser; that device's cookie. */
  const signIn = async (email: string, userAgent: string) => {
    const res = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email, password: PASSWORD },
      headers: { 'User-Agent': userAgent },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return cookieOf(res);
  };
  const list = async (cookie: string) => {
    const res = await t.request('GET', '/api/sessions', { cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as DeviceSession[];
  };
  /** Status of a member route with `cookie`, after which this server has the session cached when it is valid. */
  const statusOf = async (cookie: string) => (await t.request('GET', '/api/daily-plans', { cookie })).status;

  it("lists the caller's device first, marked, and another device, each with its browser and system", async () => {
    const { email, cookie } = await signUp(CHROME_MAC);
    const other = await signIn(email, FIREFOX_WINDOWS);
    const devices = await list(cookie);
    // No socket under app.request(): better-auth records 127.0.0.1 for an unknown address outside production.
    expect(
      devices.map(({ current, browser, os, ipAddress }) => ({ current, browser, os, ipAddress })),
    ).toEqual([
      { current: true, browser: 'Chrome', os: 'macOS', ipAddress: '127.0.0.1' },
      { current: false, browser: 'Firefox', os: 'Windows', ipAddress: '127.0.0.1' },
    ]);
    for (const device of devices) {
      expect(Date.parse(device.signedInAt)).not.toBeNaN();
      expect(Date.parse(device.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(device.signedInAt));
    }
    const fromOther = await list(other);
    expect(fromOther.map((d) => [d.id, d.current])).toEqual([
      [devices[1]?.id, true],
      [devices[0]?.id, false],
    ]);
  });

  it('ends one other device: its next request is refused at once, the caller stays signed in', async () => {
    const { email, cookie } = await signUp(CHROME_MAC);
    const other = await signIn(email, FIREFOX_WINDOWS);
    expect(await statusOf(other)).toBe(200); // now cached on this server
    const target = (await list(cookie)).find((d) => !d.current);
    const res = await t.request('DELETE', `/api/sessions/${target?.id}`, { cookie });
    expect(res.status, await res.clone().text()).toBe(204);
    expect(await statusOf(other)).toBe(401);
    expect(await statusOf(cookie)).toBe(200);
    expect((await list(cookie)).map((d) => d.current)).toEqual([true]);
  });

  it('signs out of all other devices at once and keeps this one', async () => {
    const { email, cookie } = await signUp(CHROME_MAC);
    const others = [await signIn(email, FIREFOX_WINDOWS), await signIn(email, SAFARI_IPHONE)];
    for (const other of others) expect(await statusOf(other)).toBe(200);
    expect(await list(cookie)).toHaveLength(3);
    const res = await t.request('POST', '/api/sessions/sign-out-others', { cookie });
    expect(res.status, await res.clone().text()).toBe(204);
    for (const other of others) expect(await statusOf(other)).toBe(401);
    expect(await statusOf(cookie)).toBe(200);
    expect((await list(cookie)).map(({ browser, os }) => `${browser} on ${os}`)).toEqual(['Chrome on macOS']);
  });

  it("answers 404 for another user's session and leaves it signed in", async () => {
    const ada = await signUp(CHROME_MAC);
    const ben = await signUp(SAFARI_IPHONE);
    const [bens] = await list(ben.cookie);
    const res = await t.request('DELETE', `/api/sessions/${bens?.id}`, { cookie: ada.cookie });
    expect(res.status).toBe(404);
    expect(await statusOf(ben.cookie)).toBe(200);
  });

  it('names no browser or system for a client without a user agent', async () => {
    const { cookie } = await signUp('');
    expect((await list(cookie)).map(({ browser, os }) => ({ browser, os }))).toEqual([
      { browser: null, os: null },
    ]);
  });
});
