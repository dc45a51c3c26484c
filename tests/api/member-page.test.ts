/**
 * A signed-in member's pages (ADR 038): the server verifies the session cookie and sends the built index.html, the
 * same for every member (no user data in it), revalidated and varied by Cookie, under the CSP, with a `Link` header
 * announcing the page's code and first data (ADR 061); once the session is signed out, the same cookie gets the
 * landing page. The build here has no server entry, so the overview is not rendered on the server (ADR 062; that
 * render is covered by tests/e2e/start-up.test.ts on the real build).
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { parseEnv } from '../../src/server/env.ts';
import { REVALIDATE } from '../../src/server/static.ts';
import { webBuild } from './fixtures.ts';
import { freshDatabase, ORIGIN } from './harness.ts';

const appHtml = `<!doctype html><html lang="en"><head><title>Steward</title><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>\n`;
const manifest = {
  'index.html': { file: 'assets/app-abc123.js', imports: ['_vendor-1.js'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  'app/daily-overview-route.tsx': { file: 'assets/overview-2.js', imports: ['_vendor-1.js'] },
};
/** The pinned clock: 03:30 UTC on 28 November 2026 is still the 27th in New York, the member's zone. */
const NOW = new Date('2026-11-28T03:30:00Z');
const landingHtml = `<!doctype html><html lang="en"><head><title>Steward</title></head><body><div id="root"><h1>Steward</h1></div></body></html>\n`;

describe("a member's pages", () => {
  let webRoot: string;
  let request: (path: string, headers?: Record<string, string>) => Promise<Response>;
  let cookie: string;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    webRoot = webBuild({
      'index.html': appHtml,
      'landing.html': landingHtml,
      '.vite/manifest.json': JSON.stringify(manifest),
    });
    const db = await freshDatabase('pglite');
    dispose = db.dispose;
    const env = parseEnv({
      NODE_ENV: 'test',
      BASE_URL: ORIGIN,
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
      LOG_LEVEL: 'silent',
    });
    const { app } = createApp({ database: db.database, env, webRoot, now: () => NOW });
    request = async (path, headers = {}) => app.request(path, { headers });
    const body = JSON.stringify({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'correct horse battery staple',
    });
    const res = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: {
        Origin: ORIGIN,
        'Content-Type': 'application/json',
        'Content-Length': String(body.length),
        'X-Time-Zone': 'America/New_York',
      },
      body,
    });
    if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    cookie = res.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  });
  afterAll(async () => {
    await dispose();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it.each(['/', '/daily-overview', '/goal-wizard/42', '/sign-in'])(
    'serves the app at %s, revalidated, varied by Cookie and under the CSP',
    async (path) => {
      const res = await request(path, { Cookie: cookie, 'Accept-Encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('cache-control')).toBe(REVALIDATE);
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await (await request(path, { Cookie: cookie })).text()).toBe(appHtml);
    },
  );

  it("announces the overview's code and today's data in the member's zone", async () => {
    const res = await request('/daily-overview', { Cookie: cookie });
    const urls = [...(res.headers.get('link') ?? '').matchAll(/<([^>]*)>/g)].map(([, url]) => url);
    expect(urls).toEqual([
      '/assets/vendor-1.js',
      '/assets/app-abc123.js',
      '/api/auth/user',
      '/api/daily-plans/date/2026-11-27',
      '/api/calendar/events?startDate=2026-11-27T05%3A00%3A00.000Z&endDate=2026-11-28T05%3A00%3A00.000Z',
      '/api/calendar/sources',
      '/assets/overview-2.js',
    ]);
  });

  it.each(['/daily-overview//', '/daily-overview?date=2026-02-30', '/%00', `/${'x'.repeat(2000)}`])(
    'answers a hostile path %s with the app and the user alone or the overview, never an error',
    async (path) => {
      const res = await request(path, { Cookie: cookie });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(appHtml);
      expect(res.headers.get('link')).toContain('</api/auth/user>');
    },
  );

  it('keeps the Link header on a 304 revalidation', async () => {
    const first = await request('/daily-overview', { Cookie: cookie });
    const etag = first.headers.get('etag') ?? '';
    const again = await request('/daily-overview', { Cookie: cookie, 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('link')).toBe(first.headers.get('link'));
  });

  it('announces nothing to a visitor', async () => {
    const res = await request('/daily-overview');
    expect(await res.text()).toBe(landingHtml);
    expect(res.headers.get('link')).toBeNull();
  });

  it('sends the landing page to the same cookie once it is signed out', async () => {
    expect((await request('/api/logout', { Cookie: cookie })).status).toBe(302);
    const after = await request('/daily-overview', { Cookie: cookie });
    expect(await after.text()).toBe(landingHtml);
    expect(after.headers.get('cache-control')).toBe(REVALIDATE);
  });
});
