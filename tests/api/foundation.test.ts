/** API tests of the foundation: health, sessions, password rules, the /api guards and the time zone. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type Client, ORIGIN, startTestApp, type TestApp } from './harness.ts';

describe.each(backends)('foundation on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it('reports liveness and readiness', async () => {
    expect(await (await t.request('GET', '/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.request('GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: backend });
  });

  it('answers 503 on /api/ready when the database is down', async () => {
    const other = await startTestApp(backend);
    await other.database.close();
    expect((await other.request('GET', '/api/ready')).status).toBe(503);
    await other.close().catch(() => {});
  });

  it('returns 401 for /api/auth/user when signed out and the user when signed in', async () => {
    expect((await t.request('GET', '/api/auth/user')).status).toBe(401);
    const alice = await t.signUp('Alice');
    const res = await alice.request('GET', '/api/auth/user');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: alice.userId, name: 'Alice', timeZone: 'UTC' });
  });

  it('signs in with email and password and sets the session cookie', async () => {
    const email = `bob-${backend}@example.com`;
    const password = 'a long enough passphrase';
    expect(
      (await t.request('POST', '/api/auth/sign-up/email', { body: { name: 'Bob', email, password } })).status,
    ).toBe(200);
    const wrong = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email, password: 'not the password at all' },
    });
    expect(wrong.status).toBe(401);
    const res = await t.request('POST', '/api/auth/sign-in/email', { body: { email, password } });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain('session_token');
    expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(200);
  });

  it.each([
    { label: 'too short (11)', password: 'abcdefghijk', status: 400 },
    { label: 'too long (129)', password: 'x'.repeat(129), status: 400 },
    { label: 'common', password: 'qwerty123456', status: 400 },
    { label: 'common, other case', password: 'QWERTY123456', status: 400 },
    { label: '12 characters, uncommon', password: 'plum-kite-42', status: 200 },
    { label: '128 characters', password: `${'y'.repeat(127)}z`, status: 200 },
  ])('password $label → $status', async ({ password, status }) => {
    const email = `${crypto.randomUUID()}@example.com`;
    const res = await t.request('POST', '/api/auth/sign-up/email', { body: { name: 'P', email, password } });
    expect(res.status).toBe(status);
  });

  it('ends the session on /api/logout and returns to /', async () => {
    const carol = await t.signUp('Carol');
    const res = await carol.request('GET', '/api/logout');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    // The old cookie no longer works: the session was deleted on the server.
    expect((await carol.request('GET', '/api/auth/user')).status).toBe(401);
  });

  it.each([
    ['/api/login', '/sign-in?returnTo=%2F'],
    [
      '/api/login?returnTo=%2Fdaily-overview%3Fdate%3D2025-01-06',
      '/sign-in?returnTo=%2Fdaily-overview%3Fdate%3D2025-01-06',
    ],
    ['/api/login?returnTo=%2F%2Fevil.example', '/sign-in?returnTo=%2F'],
    ['/api/login?returnTo=https%3A%2F%2Fevil.example', '/sign-in?returnTo=%2F'],
  ])('%s without providers leads to the sign-in page', async (path, location) => {
    const res = await t.request('GET', path);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(location);
  });

  it('sends a signed-in user straight back from /api/login', async () => {
    const dan = await t.signUp('Dan');
    const res = await dan.request('GET', '/api/login?returnTo=%2Fweekly-review');
    expect(res.headers.get('location')).toBe('/weekly-review');
  });

  it('lists no external providers by default', async () => {
    expect(await (await t.request('GET', '/api/auth/providers')).json()).toEqual({ providers: [] });
  });

  describe('guards on state-changing requests', () => {
    let erin: Client;
    beforeAll(async () => {
      erin = await t.signUp('Erin');
    });

    it('refuses a missing or foreign Origin with 403', async () => {
      const body = { timeZone: 'Europe/Paris' };
      const none = await erin.request('PATCH', '/api/auth/user', { body, headers: { Origin: '' } });
      expect(none.status).toBe(403);
      const foreign = await erin.request('PATCH', '/api/auth/user', {
        body,
        headers: { Origin: 'https://evil.example' },
      });
      expect(foreign.status).toBe(403);
      expect((await erin.request('PATCH', '/api/auth/user', { body })).status).toBe(200);
    });

    it('refuses a non-JSON body with 403', async () => {
      const res = await erin.request('PATCH', '/api/auth/user', {
        body: 'timeZone=Europe/Paris',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(res.status).toBe(403);
    });

    it('refuses bodies over 1 MB with 413', async () => {
      const res = await erin.request('PATCH', '/api/auth/user', {
        body: { timeZone: 'x'.repeat(1024 * 1024 + 1) },
      });
      expect(res.status).toBe(413);
    });

    it('answers malformed JSON with 400', async () => {
      const res = await erin.request('PATCH', '/api/auth/user', { body: '{"timeZone":' });
      expect(res.status).toBe(400);
    });

    it('stores a valid IANA time zone and names the field of an invalid one', async () => {
      const ok = await erin.request('PATCH', '/api/auth/user', { body: { timeZone: 'America/New_York' } });
      expect(await ok.json()).toMatchObject({ timeZone: 'America/New_York' });
      expect(await (await erin.request('GET', '/api/auth/user')).json()).toMatchObject({
        timeZone: 'America/New_York',
      });
      const bad = await erin.request('PATCH', '/api/auth/user', { body: { timeZone: 'Mars/Olympus' } });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ field: 'timeZone' });
    });
  });

  it('sets security headers', async () => {
    const res = await t.request('GET', '/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('marks every API answer Cache-Control: no-store, better-auth and errors included (ASVS 14.3)', async () => {
    const grace = await t.signUp('Grace');
    const answers = [
      await grace.request('GET', '/api/daily-plans'),
      await grace.request('GET', '/api/auth/get-session'),
      await grace.request('GET', '/api/daily-plans/date/2026-03-10'),
      await grace.request('POST', '/api/rituals', { body: { type: 'morning', elements: [] } }),
      await t.request('GET', '/api/auth/user'),
      await t.request('GET', '/api/health'),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 404, 400, 401, 200]);
    expect(answers.map((r) => r.headers.get('cache-control'))).toEqual(Array(6).fill('no-store'));
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const res = await t.request('GET', '/api/nope');
    expect(res.status).toBe(401); // member routes need a session before anything else
    const frank = await t.signUp('Frank');
    const known = await frank.request('GET', '/api/nope');
    expect(known.status).toBe(404);
    expect(await known.json()).toMatchObject({ error: 'Not Found' });
  });

  it('publishes the OpenAPI document with the core wire shapes as named schemas', async () => {
    const res = await t.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.paths)).toContain('/api/auth/user');
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'User',
        'UserTimeZoneInput',
        'SignInProviders',
        'Ritual',
        'RitualInput',
        'DailyPlan',
        'DailyPlanInput',
        'CompletionPatch',
        'FinishDayInput',
        'CalendarEvent',
        'SuggestedSlot',
        'SuggestSlotsInput',
        'TimeBlockInput',
        'Error',
      ]),
    );
  });
});

describe('sign-in with Google configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { GOOGLE_CLIENT_ID: 'client-123', GOOGLE_CLIENT_SECRET: 'secret-456' });
  });
  afterAll(() => t.close());

  it('offers Google and sends /api/login to Google for sign-in only (identity scopes, PKCE; calendars are asked on Connect, ADR 028)', async () => {
    expect(await (await t.request('GET', '/api/auth/providers')).json()).toEqual({
      providers: [{ id: 'google', name: 'Google' }],
    });
    const res = await t.request('GET', '/api/login?returnTo=%2Fcalendar');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.origin).toBe('https://accounts.google.com');
    expect(location.searchParams.get('client_id')).toBe('client-123');
    expect(location.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/auth/callback/google`);
    expect(location.searchParams.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(res.headers.getSetCookie().join(';')).toContain('state');
  });
});
