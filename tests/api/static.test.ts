/**
 * The built SPA on the wire (ADR 012, 038): precompressed variants chosen by Accept-Encoding with the right headers,
 * immutable hashed assets, a revalidated index.html and history fallback, no HTML for a missing asset, and the
 * service worker and web app manifest revalidated at every check (ADR 052).
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { parseEnv } from '../../src/server/env.ts';
import { IMMUTABLE, REVALIDATE } from '../../src/server/static.ts';
import { webBuild } from './fixtures.ts';
import { freshDatabase } from './harness.ts';

const script = `export const lines = [${Array.from({ length: 400 }, (_, i) => `'line ${i} of the app'`).join(',')}];\n`;
const html = `<!doctype html><html lang="en"><head><title>Steward</title><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>\n`;

describe('the built web app', () => {
  let webRoot: string;
  let request: (path: string, headers?: Record<string, string>) => Promise<Response>;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    webRoot = webBuild({
      'index.html': html,
      'assets/app-abc123.js': script,
      'assets/logo-abc123.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
      '.vite/manifest.json': JSON.stringify({
        'index.html': { file: 'assets/app-abc123.js' },
        'app/daily-overview-route.tsx': { file: 'assets/app-abc123.js' },
      }),
      'sw.js': 'self.addEventListener("push", () => {});\n',
      'manifest.webmanifest': '{"name":"Steward"}',
    });
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

  const decoders: Record<string, (body: Buffer) => Buffer> = {
    br: brotliDecompressSync,
    gzip: gunzipSync,
    identity: (body) => body,
  };

  it.each([
    { accept: 'gzip, deflate, br, zstd', encoding: 'br' },
    { accept: 'br', encoding: 'br' },
    { accept: 'gzip', encoding: 'gzip' },
    { accept: 'deflate', encoding: 'identity' },
    { accept: '', encoding: 'identity' },
  ])('serves a hashed script to Accept-Encoding "$accept" as $encoding', async ({ accept, encoding }) => {
    const res = await request('/assets/app-abc123.js', accept ? { 'Accept-Encoding': accept } : {});
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(body.length));
    if (encoding !== 'identity') expect(body.length).toBeLessThan(script.length / 4);
    expect(decoders[encoding]?.(body).toString()).toBe(script);
  });

  it('serves a file that is not compressible as it is', async () => {
    const res = await request('/assets/logo-abc123.png', { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it.each(['/', '/index.html', '/daily-overview', '/goal-wizard/42'])(
    'serves index.html at %s compressed and revalidated',
    async (path) => {
      const res = await request(path, { 'Accept-Encoding': 'gzip, br' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe(REVALIDATE);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      const etag = res.headers.get('etag');
      expect(etag).toMatch(/^W\/"/);
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(html);

      const again = await request(path, { 'Accept-Encoding': 'gzip, br', 'If-None-Match': etag ?? '' });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    },
  );

  it.each([
    ['/sw.js', /^text\/javascript/],
    ['/manifest.webmanifest', /^application\/manifest\+json/],
  ])('serves %s revalidated (a new version is seen at the next check), not as HTML', async (path, type) => {
    const res = await request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(type);
    expect(res.headers.get('cache-control')).toBe(REVALIDATE);
  });

  it("lets the page's own service worker and manifest load under the CSP", async () => {
    const policy = (await request('/')).headers.get('content-security-policy');
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });

  it('answers 404 for a missing asset instead of the HTML fallback, and never caches it', async () => {
    const res = await request('/assets/app-old999.js', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toMatch(/html/);
    expect(res.headers.get('cache-control')).not.toBe(IMMUTABLE);
  });

  it('never serves a file outside the build or a dot-folder', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/.vite/manifest.json']) {
      const res = await request(path);
      expect(await res.text()).toBe(readFileSync(join(webRoot, 'index.html'), 'utf8'));
    }
  });

  it('keeps the API out of the fallback', async () => {
    const res = await request('/api/nothing-here');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
