/**
 * A signed-in member's index.html (ADR 036): the server verifies the session cookie and sends the app with the
 * member's own user as JSON (escaped for a script element, in a non-executed `application/json` block), the list of
 * the page's chunks (no `<link rel="modulepreload">`: the app adds them after the first paint, ADR 037) and the page's first view in `#root` (today's overview in the user's zone,
 * else the plain shell); never cached, varied by Cookie, under the same CSP; another user's data never appears; a
 * signed-out or forged cookie gets the landing page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf, longDate } from '../../src/core/dates.ts';
import { MEMBER_SHELLS_FILE } from '../../src/core/member-shell.ts';
import { createApp } from '../../src/server/app.ts';
import { parseEnv } from '../../src/server/env.ts';
import { jsonForScript } from '../../src/server/member-page.ts';
import { precompressFolder } from '../../src/server/static.ts';
import { freshDatabase, ORIGIN } from './harness.ts';

const appHtml = `<!doctype html><html lang="en"><head><title>Steward</title><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>\n`;
const landingHtml = `<!doctype html><html lang="en"><head><title>Steward</title></head><body><div id="root"><h1>Steward</h1></div></body></html>\n`;
const shells = {
  page: '<main aria-busy="true"></main>',
  overview: '<main><h1><time dateTime="{{date}}">{{longDate}}</time></h1></main>',
  preload: { member: ['assets/frame-1.js'], overview: ['assets/overview-2.js', '../escape".js'] },
};
/** The `<meta>` listing the page's chunks, which the app preloads after the first paint (ADR 037). */
const chunkList = (...files: string[]) =>
  `<meta name="steward-page-chunks" content="${files.map((file) => `/${file}`).join(' ')}">`;

/** The JSON of the page's user block, parsed. */
function pageUser(html: string): unknown {
  const json = /<script type="application\/json" id="steward-user">([^<]*)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe("a member's index.html", () => {
  let webRoot: string;
  let request: (path: string, headers?: Record<string, string>) => Promise<Response>;
  let setTimeZone: (cookie: string, timeZone: string) => Promise<Response>;
  let signUp: (name: string, email: string) => Promise<string>;
  let dispose: () => Promise<void>;
  /** A JSON request as a real client sends it (the server reads a body by its Content-Length). */
  const json = (body: unknown, headers: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    return {
      headers: {
        Origin: ORIGIN,
        'Content-Type': 'application/json',
        'Content-Length': String(text.length),
        ...headers,
      },
      body: text,
    };
  };

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'steward-web-'));
    mkdirSync(join(webRoot, 'assets'));
    mkdirSync(join(webRoot, '.steward'));
    writeFileSync(join(webRoot, 'index.html'), appHtml);
    writeFileSync(join(webRoot, 'landing.html'), landingHtml);
    writeFileSync(join(webRoot, MEMBER_SHELLS_FILE), JSON.stringify(shells));
    precompressFolder(webRoot);
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
    setTimeZone = async (cookie, timeZone) =>
      app.request('/api/auth/user', { method: 'PATCH', ...json({ timeZone }, { Cookie: cookie }) });
    signUp = async (name, email) => {
      const res = await app.request('/api/auth/sign-up/email', {
        method: 'POST',
        ...json({ name, email, password: 'correct horse battery staple' }),
      });
      if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      return res.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
    };
  });
  afterAll(async () => {
    await dispose();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it("carries the member's user and today's overview heading, uncached and under the CSP", async () => {
    const cookie = await signUp('Ada </script><script>alert(1)</script>', 'ada@example.com');
    const res = await request('/daily-overview', { Cookie: cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(pageUser(html)).toEqual({
      id: expect.any(String),
      name: 'Ada </script><script>alert(1)</script>',
      email: 'ada@example.com',
      timeZone: 'UTC',
    });
    expect(html).not.toContain('<script>alert(1)');
    const today = localDateOf(new Date(), 'UTC');
    expect(html).toContain(
      `<div id="root"><main><h1><time dateTime="${today}">${longDate(today)}</time></h1>`,
    );
    expect(html).toContain('<script type="module" src="/assets/app-abc123.js"></script>');
    expect(html).toContain(`${chunkList('assets/frame-1.js', 'assets/overview-2.js')}</head>`);
    expect(html).not.toContain('escape');
    expect(html).not.toContain('modulepreload');
  });

  it("shows today's overview in the user's own zone, and the plain shell for another day or page", async () => {
    const cookie = await signUp('Kiri', 'kiri@example.com');
    expect((await setTimeZone(cookie, 'Pacific/Kiritimati')).status).toBe(200);
    const today = localDateOf(new Date(), 'Pacific/Kiritimati');
    for (const path of [
      '/daily-overview',
      '/daily-overview/',
      `/daily-overview?date=${today}`,
      '/daily-overview?date=nope',
    ]) {
      expect(await (await request(path, { Cookie: cookie })).text()).toContain(`dateTime="${today}"`);
    }
    for (const path of ['/', '/daily-overview?date=2020-01-01', '/goal-wizard/42', '/sign-in']) {
      const html = await (await request(path, { Cookie: cookie })).text();
      expect(html).toContain(`<div id="root">${shells.page}</div>`);
      expect(html).toContain(
        `${path.startsWith('/daily-overview') ? chunkList('assets/frame-1.js', 'assets/overview-2.js') : chunkList('assets/frame-1.js')}</head>`,
      );
      expect((pageUser(html) as { timeZone: string }).timeZone).toBe('Pacific/Kiritimati');
    }
  });

  it("never shows one member another's data, and a signed-out cookie gets the landing page", async () => {
    const first = await signUp('First Member', 'first@example.com');
    const second = await signUp('Second Member', 'second@example.com');
    const mine = await (await request('/daily-overview', { Cookie: first })).text();
    const theirs = await (await request('/daily-overview', { Cookie: second })).text();
    expect(mine).toContain('first@example.com');
    expect(mine).not.toContain('second@example.com');
    expect(theirs).toContain('second@example.com');
    expect(theirs).not.toContain('first@example.com');

    const out = await request('/api/logout', { Cookie: first });
    expect(out.status).toBe(302);
    const after = await request('/daily-overview', { Cookie: first });
    expect(await after.text()).toBe(landingHtml);
    expect(after.headers.get('cache-control')).toBe('no-cache');
  });

  it('is compressed for the request', async () => {
    const cookie = await signUp('Brotli', 'brotli@example.com');
    const res = await request('/daily-overview', { Cookie: cookie, 'Accept-Encoding': 'gzip, br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(html).toContain('brotli@example.com');
    const gzip = await request('/daily-overview', {
      Cookie: cookie,
      'Accept-Encoding': 'br;q=0, gzip;q=0.5',
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await request('/daily-overview', { Cookie: cookie, 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('brotli@example.com');
  });

  it('escapes what could end or change a script element', () => {
    const json = jsonForScript({ name: '</script><!-- & \u2028' });
    expect(json).toBe('{"name":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028"}');
    expect(JSON.parse(json)).toEqual({ name: '</script><!-- & \u2028' });
  });
});
