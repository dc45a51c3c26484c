/**
 * The static landing page on the wire (ADR 022, 038): a request without a valid session gets landing.html on every
 * path but the signed-out pages (no cookie, or a cookie that is no valid session: expired, revoked, forged);
 * /sign-in, /forgot-password and /reset-password get the app's index.html; both vary by Cookie and revalidate with their own ETag. A member's index.html is in
 * member-page.test.ts.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { parseEnv } from '../../src/server/env.ts';
import { REVALIDATE } from '../../src/server/static.ts';
import { webBuild } from './fixtures.ts';
import { freshDatabase } from './harness.ts';

const appHtml = `<!doctype html><html lang="en"><head><title>Steward</title><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>\n`;
const landingHtml = `<!doctype html><html lang="en"><head><title>Steward</title><script type="module" src="/assets/landing-abc123.js"></script></head><body><div id="root"><h1>Steward</h1></div></body></html>\n`;
const staleSession = { Cookie: 'theme=dark; better-auth.session_token=abc.def' };

describe('the static landing page', () => {
  let webRoot: string;
  let request: (path: string, headers?: Record<string, string>) => Promise<Response>;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    webRoot = webBuild({ 'index.html': appHtml, 'landing.html': landingHtml });
    const db = await freshDatabase('pglite');
    dispose = db.dispose;
    const env = parseEnv({
      NODE_ENV: 'test',
      BASE_URL: 'http://localhost:3000',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
      LOG_LEVEL: 'silent',
    });
    const { app } = createApp({ database: db.database, env, webRoot });
    request = async (path, headers = {}) => app.request(path, { headers });
  });
  afterAll(async () => {
    await dispose();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/daily-overview',
    '/goal-wizard/42',
    '/no/such/page',
    '/sign-in/extra',
    '/reset-password/x',
  ])('serves landing.html at %s without a session cookie', async (path) => {
    const cookies: Record<string, string>[] = [
      {},
      { Cookie: 'theme=dark' },
      { Cookie: 'better-auth.session_token=' },
    ];
    for (const headers of cookies) {
      const res = await request(path, headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe(REVALIDATE);
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
      expect(await res.text()).toBe(landingHtml);
    }
  });

  it.each(['/', '/daily-overview', '/goal-wizard/42'])(
    'serves landing.html at %s with a session cookie that is no valid session',
    async (path) => {
      const res = await request(path, { ...staleSession, 'Accept-Encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
      expect(await (await request(path, staleSession)).text()).toBe(landingHtml);
    },
  );

  it('serves index.html at /sign-in with a session cookie that is no valid session', async () => {
    expect(await (await request('/sign-in', staleSession)).text()).toBe(appHtml);
  });

  it.each(['/sign-in', '/sign-in/', '/forgot-password', '/reset-password'])(
    'serves index.html at %s without a session cookie',
    async (path) => {
      const res = await request(path);
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
      expect(await res.text()).toBe(appHtml);
    },
  );

  it('revalidates each page with its own ETag, so signing in replaces a cached landing page', async () => {
    const landing = await request('/');
    const etag = landing.headers.get('etag') ?? '';
    const again = await request('/', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    const signIn = await request('/sign-in', { 'If-None-Match': etag });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('etag')).not.toBe(etag);
    expect(await signIn.text()).toBe(appHtml);
  });

  it('serves files of the build and the API as before', async () => {
    expect(await (await request('/landing.html', staleSession)).text()).toBe(landingHtml);
    expect((await request('/api/auth/user')).status).toBe(401);
    expect((await request('/assets/app-old999.js')).status).toBe(404);
  });
});
