/**
 * A signed-in member's pages (ADR 038): the server verifies the session cookie and sends the built index.html, the
 * same for every member (no user data in it), revalidated and varied by Cookie, under the CSP; once the session is
 * signed out, the same cookie gets the landing page.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { parseEnv } from '../../src/server/env.ts';
import { REVALIDATE } from '../../src/server/static.ts';
import { webBuild } from './fixtures.ts';
import { freshDatabase, ORIGIN } from './harness.ts';

const appHtml = `<!doctype html><html lang="en"><head><title>Steward</title><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>\n`;
const landingHtml = `<!doctype html><html lang="en"><head><title>Steward</title></head><body><div id="root"><h1>Steward</h1></div></body></html>\n`;

describe("a member's pages", () => {
  let webRoot: string;
  let request: (path: string, headers?: Record<string, string>) => Promise<Response>;
  let cookie: string;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    webRoot = webBuild({ 'index.html': appHtml, 'landing.html': landingHtml });
    const db = await freshDatabase('pglite');
    dispose = db.dispose;
    const env = parseEnv({
      NODE_ENV: 'test',
      BASE_URL: ORIGIN,
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
      LOG_LEVEL: 'silent',
    });
    const { app } = createApp({ database: db.database, env, webRoot });
    request = async (path, headers = {}) => app.request(path, { headers });
    const body = JSON.stringify({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'correct horse battery staple',
    });
    const res = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
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

  it('sends the landing page to the same cookie once it is signed out', async () => {
    expect((await request('/api/logout', { Cookie: cookie })).status).toBe(302);
    const after = await request('/daily-overview', { Cookie: cookie });
    expect(await after.text()).toBe(landingHtml);
    expect(after.headers.get('cache-control')).toBe(REVALIDATE);
  });
});
