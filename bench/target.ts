/**
 * One benchmark target in its own process, so the load generator in bench/run.ts does not share its event loop:
 *   node bench/target.ts steward   Steward's real app (createApp + @hono/node-server, no web build), on
 *                                  PostgreSQL when DATABASE_URL is set, else on PGlite in DATA_DIR; with
 *                                  BENCH_TARGET_REMINDERS=1 it runs the reminder job queue too, as main.ts does.
 *   node bench/target.ts baseline  node:http + postgres.js doing the same authenticated work by hand on DATABASE_URL.
 * Listens on a free port of 127.0.0.1 (or BENCH_TARGET_PORT), prints one JSON line `{"port","origin"}` to stdout,
 * answers the IPC message 'drain' with 'drained' once no request is in flight, stops on SIGTERM/SIGINT.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import postgres from 'postgres';
import { createApp } from '../src/server/app.ts';
import { type Database, openPglite, openPostgres } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { parseEnv } from '../src/server/env.ts';
import { releaseStartupMemory } from '../src/server/startup-memory.ts';
import { mixAnswer } from './baseline-mix.ts';

/** better-auth's session cookie: `better-auth.session_token` (`__Secure-` prefixed over https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]*)/;

const mode = process.argv[2];

/**
 * Requests being handled. autocannon drops its sockets when a run ends while the server still works through the
 * queue; stopping waits for that, so closing the database does not fail (and log) requests nobody measures.
 */
let inFlight = 0;

async function drained(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

async function startSteward(): Promise<{ server: Server; close(): Promise<void> }> {
  // Listen first so BASE_URL (which decides the allowed Origin) can name the real port.
  let handle: ((request: Request, bindings: unknown) => Response | Promise<Response>) | undefined;
  const server = serve({
    fetch: async (request, bindings) => {
      if (!handle) return new Response('starting', { status: 503 });
      inFlight++;
      try {
        return await handle(request, bindings);
      } finally {
        inFlight--;
      }
    },
    port: Number(process.env.BENCH_TARGET_PORT || 0), // calendar-far.ts: Google's redirect URI names it
    hostname: '127.0.0.1',
  }) as Server;
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const env = parseEnv({
    NODE_ENV: 'production',
    ...process.env,
    PORT: String(port),
    BASE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '1000000',
  });
  const database: Database = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, env.DATABASE_POOL_MAX)
    : await openPglite(env.DATA_DIR);
  await migrate(database);
  const { app, ready, close } = createApp({
    database,
    env,
    webRoot: null,
    reminders: process.env.BENCH_TARGET_REMINDERS === '1', // bench/reminders.ts
  });
  await ready;
  releaseStartupMemory(); // as main.ts does before listening (a no-op without --expose-gc)
  handle = (request, bindings) => app.fetch(request, bindings as never);
  return { server, close: () => close().then(() => database.close()) };
}

/**
 * The hand-written reference: the least work an authenticated member route can do. Reads the session cookie
 * (`token.signature`, URL-encoded) and looks the token part up. It SKIPS the HMAC check of the signature that
 * better-auth does (a few microseconds of CPU), so the baseline is slightly cheaper than a faithful copy.
 * Then: session joined to users by the unique token index, expiry check, one indexed select by user id
 * (the route's own work; users by primary key here), JSON out. The routes of `npm run bench:mix` get their own
 * single statement instead (bench/baseline-mix.ts).
 */
async function startBaseline(): Promise<{ server: Server; close(): Promise<void> }> {
  const env = parseEnv(process.env);
  if (!env.DATABASE_URL) throw new Error('baseline: DATABASE_URL is required');
  const sql = postgres(env.DATABASE_URL, { max: env.DATABASE_POOL_MAX, onnotice: () => {} });

  const send = (res: ServerResponse, status: number, body: unknown) => {
    if (body === undefined) {
      res.writeHead(status);
      res.end();
      return;
    }
    const json = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
    res.end(json);
  };
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const raw = SESSION_COOKIE.exec(req.headers.cookie ?? '')?.[1];
    const value = raw ? decodeURIComponent(raw) : '';
    const dot = value.lastIndexOf('.');
    const token = dot > 0 ? value.slice(0, dot) : '';
    if (!token) return send(res, 401, { error: 'Unauthorized', message: 'Unauthorized' });
    const [session] = await sql<{ userId: string; expiresAt: Date }[]>`
      select s.user_id as "userId", s.expires_at as "expiresAt", u.name, u.email, u.time_zone as "timeZone"
      from sessions s join users u on u.id = s.user_id
      where s.token = ${token}`;
    if (!session || session.expiresAt.getTime() <= Date.now()) {
      return send(res, 401, { error: 'Unauthorized', message: 'Unauthorized' });
    }
    // bench:mix's routes (bench/baseline-mix.ts): one statement each; any other path reads the user.
    if (req.method !== 'GET' || req.url !== '/api/auth/user') {
      const mixed = await mixAnswer(
        sql,
        session.userId,
        req.method ?? 'GET',
        req.url ?? '/',
        await jsonBody(req),
      );
      if (mixed) return send(res, mixed.status, mixed.body);
    }
    const [user] = await sql<{ id: string; name: string; email: string; timeZone: string }[]>`
      select id, name, email, time_zone as "timeZone" from users where id = ${session.userId}`;
    if (!user) return send(res, 404, { error: 'Not Found', message: 'User not found' });
    send(res, 200, user);
  };
  const server = createServer((req, res) => {
    inFlight++;
    handler(req, res)
      .catch(() => send(res, 500, { error: 'Internal Server Error', message: 'Something went wrong' }))
      .finally(() => inFlight--);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, close: () => sql.end({ timeout: 5 }) };
}

/** The request's body parsed as JSON; {} when it has none. */
async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length === 0
    ? {}
    : (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
}

async function main(): Promise<void> {
  if (mode !== 'steward' && mode !== 'baseline')
    throw new Error('usage: node bench/target.ts steward|baseline');
  const { server, close } = mode === 'steward' ? await startSteward() : await startBaseline();
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ port, origin: `http://127.0.0.1:${port}` })}\n`);
  const stop = async () => {
    server.close();
    await drained(10_000);
    server.closeAllConnections();
    await close().finally(() => process.exit(0));
  };
  // bench/run.ts asks over IPC after each autocannon run and waits for the answer before going on.
  process.on('message', (message) => {
    if (message === 'drain') drained(30_000).then(() => process.send?.('drained'));
  });
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
