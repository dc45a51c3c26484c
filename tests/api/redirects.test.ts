/**
 * Open-redirect table (ADR 010; OWASP ASVS 5.0 V3.7): every hostile `returnTo` sends a signed-in user to '/' and
 * a signed-out one to the sign-in page with returnTo '/', never off the site and never with a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_RETURN_TO } from '../hostile-return-paths.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

describe.each(backends)('returnTo on %s', (backend) => {
  let t: TestApp;
  let ada: Client;
  beforeAll(async () => {
    t = await startTestApp(backend);
    ada = await t.signUp('Ada');
    expect((await ada.request('GET', '/api/auth/user')).status).toBe(200);
  });
  afterAll(() => t.close());

  it('has at least 30 hostile values', () => {
    expect(HOSTILE_RETURN_TO.length).toBeGreaterThanOrEqual(30);
  });

  it.each(HOSTILE_RETURN_TO.map((v) => [v.slice(0, 60), v]))('signed in, %s → /', async (_label, raw) => {
    const res = await ada.request('GET', `/api/login?returnTo=${raw}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });

  it.each(HOSTILE_RETURN_TO.map((v) => [v.slice(0, 60), v]))(
    'signed out, %s → sign-in',
    async (_label, raw) => {
      const res = await t.request('GET', `/api/login?returnTo=${raw}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/sign-in?returnTo=%2F');
    },
  );

  it('keeps a real route', async () => {
    const res = await ada.request('GET', '/api/login?returnTo=%2Fdaily-overview%3Fdate%3D2026-03-10');
    expect(res.headers.get('location')).toBe('/daily-overview?date=2026-03-10');
  });
});
