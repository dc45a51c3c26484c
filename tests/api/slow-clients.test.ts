/**
 * Slow and greedy clients on a real socket (ADR 010): 40 anonymous clients that trickle their request bodies do
 * not delay health checks or signed-in reads and writes; a body slower than REQUEST_BODY_TIMEOUT gets 408; one
 * address cannot hold more than MAX_CONNECTIONS_PER_ADDRESS sockets. All traffic stays on 127.0.0.1, bounded in
 * count and time, and every socket is closed at the end.
 */
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { parseEnv } from '../../src/server/env.ts';
import { listen } from '../../src/server/http-server.ts';
import { freshDatabase } from './harness.ts';

const ORIGIN = 'http://localhost:3000';

interface Running {
  url: string;
  port: number;
  server: ServerType;
  dispose(): Promise<void>;
}

async function start(extra: Record<string, string> = {}): Promise<Running> {
  const db = await freshDatabase('pglite');
  const env = parseEnv({
    NODE_ENV: 'test',
    BASE_URL: ORIGIN,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
    AUTH_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'silent',
    ...extra,
  });
  const { app } = createApp({ database: db.database, env, webRoot: null });
  const { server, port } = await listen({
    fetch: app.fetch,
    port: 0,
    hostname: '127.0.0.1',
    maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT * 1000,
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    dispose: async () => {
      (server as Server).closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await db.dispose();
    },
  };
}

/** Opens a socket that sends a POST's headers announcing `length` bytes and then one byte every `everyMs`. */
function trickler(port: number, length = 400, everyMs = 200): { socket: Socket; received: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  let data = '';
  const received = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => {
      data += chunk.toString();
    });
    socket.on('close', () => resolve(data));
    socket.on('error', () => undefined);
  });
  socket.on('connect', () => {
    socket.write(
      `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${ORIGIN}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{`,
    );
    const timer = setInterval(() => {
      if (socket.destroyed) clearInterval(timer);
      else socket.write(' ');
    }, everyMs);
    socket.on('close', () => clearInterval(timer));
  });
  return { socket, received };
}

async function timed(request: () => Promise<Response>): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

describe('slow clients', () => {
  let s: Running;
  let cookie: string;
  beforeAll(async () => {
    s = await start();
    const email = `${crypto.randomUUID()}@example.com`;
    const res = await fetch(`${s.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Busy User', email, password: 'correct horse battery staple' }),
    });
    expect(res.status).toBe(200);
    cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  });
  afterAll(() => s.dispose());

  it('40 trickling clients do not delay health, a signed-in read or a signed-in write', async () => {
    const clients = Array.from({ length: 40 }, () => trickler(s.port));
    try {
      // Let every trickler connect and start its body.
      await new Promise((r) => setTimeout(r, 500));
      const health = await timed(() => fetch(`${s.url}/api/health`));
      const read = await timed(() => fetch(`${s.url}/api/daily-plans`, { headers: { Cookie: cookie } }));
      const write = await timed(() =>
        fetch(`${s.url}/api/rituals`, {
          method: 'POST',
          headers: { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'application/json' },
          body: JSON.stringify({ type: 'morning', elements: ['10+ minutes of Prayer'] }),
        }),
      );
      expect([health.status, read.status, write.status]).toEqual([200, 200, 200]);
      expect(Math.max(health.ms, read.ms, write.ms)).toBeLessThan(1000);
      expect(clients.filter((c) => !c.socket.destroyed).length).toBe(40);
    } finally {
      for (const c of clients) c.socket.destroy();
    }
  });

  it('answers a body over 1 MB with 413 and Connection: close, and the next request on a new socket works', async () => {
    const big = JSON.stringify({ goalType: 'quarterly', description: 'x'.repeat(2 * 1024 * 1024) });
    const headers = { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'application/json' };
    const res = await fetch(`${s.url}/api/goals`, { method: 'POST', headers, body: big });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toMatchObject({ error: 'Payload Too Large' });
    // Before the header, undici reused the closed keep-alive socket and this failed with "other side closed".
    const next = await fetch(`${s.url}/api/goals`, { headers: { Cookie: cookie } });
    expect(next.status).toBe(200);
  });
  it('counts a chunked body (no Content-Length) as it arrives: over 1 MB is 413, a small one is read', async () => {
    const chunked = (text: string) => {
      const bytes = new TextEncoder().encode(text);
      return new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 64 * 1024)
            controller.enqueue(bytes.subarray(at, at + 64 * 1024));
          controller.close();
        },
      });
    };
    const headers = { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'application/json' };
    const send = (text: string) =>
      fetch(`${s.url}/api/rituals`, {
        method: 'POST',
        headers,
        body: chunked(text),
        duplex: 'half',
      } as RequestInit);
    const big = await send(JSON.stringify({ type: 'morning', elements: ['x'.repeat(2 * 1024 * 1024)] }));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: 'Payload Too Large' });
    const small = await send(JSON.stringify({ type: 'morning', elements: ['Pray', 'Walk'] }));
    expect(small.status).toBe(200);
    const saved = await fetch(`${s.url}/api/rituals`, { headers: { Cookie: cookie } });
    expect(await saved.json()).toMatchObject([{ type: 'morning', elements: ['Pray', 'Walk'] }]);
  });

  it('refuses a body that is not UTF-8 with 400 instead of saving U+FFFD, and saves the same text in UTF-8', async () => {
    const headers = { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'application/json' };
    const ritual = (elements: string[]) => JSON.stringify({ type: 'morning', elements });
    const read = async () =>
      (await (await fetch(`${s.url}/api/rituals`, { headers: { Cookie: cookie } })).json()) as unknown[];
    const before = await read();
    // 'Café' in Latin-1: the é is the lone byte 0xE9, which UTF-8 does not allow there.
    const latin1 = Buffer.from(ritual(['Café']), 'latin1');
    expect(latin1.includes(0xe9)).toBe(true);
    for (const path of ['/api/rituals', '/api/auth/sign-in/email']) {
      const res = await fetch(`${s.url}${path}`, { method: 'POST', headers, body: latin1 });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({
        error: 'Bad Request',
        message: 'The request body is not valid UTF-8',
      });
    }
    expect(await read()).toEqual(before);
    const utf8 = await fetch(`${s.url}/api/rituals`, { method: 'POST', headers, body: ritual(['Café']) });
    expect(utf8.status).toBe(200);
    expect(await read()).toMatchObject([{ type: 'morning', elements: ['Café'] }]);
  });
});

describe('body deadline and per-address socket cap', () => {
  let s: Running;
  beforeAll(async () => {
    s = await start({ REQUEST_BODY_TIMEOUT: '0.5', MAX_CONNECTIONS_PER_ADDRESS: '3' });
  });
  afterAll(() => s.dispose());

  it('answers 408 to a body slower than REQUEST_BODY_TIMEOUT and closes the connection', async () => {
    const client = trickler(s.port);
    const answer = await client.received;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('The request body arrived too slowly');
  });

  it('closes sockets beyond the cap for one address and serves again once they are gone', async () => {
    const held = Array.from({ length: 3 }, () => trickler(s.port, 400, 100));
    try {
      await new Promise((r) => setTimeout(r, 200));
      const extra = trickler(s.port);
      expect(await extra.received).toBe('');
    } finally {
      for (const c of held) c.socket.destroy();
    }
    await expect.poll(async () => (await fetch(`${s.url}/api/health`)).status).toBe(200);
  });
});
