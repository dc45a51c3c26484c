/**
 * The calendar benchmarks (`npm run bench:calendar`; bench/README.md), on PostgreSQL and on PGlite,
 * each target in its own process (bench/target.ts with npm start's Node flags, CALENDAR_ALLOW_PRIVATE_NETWORKS
 * so it reaches the feeds this process serves on loopback):
 *   1. GET /api/calendar/events for a month with 3 ICS sources and 2,000 mirrored instances: warm-up, then
 *      BENCH_DURATION s (5) at BENCH_CONNECTIONS (10); target p99 ≤ 50 ms on PostgreSQL, ≤ 2× that on PGlite.
 *      Answers are kept in the server's memory (ADR 031), so `coldP50` also gives the median of 20 requests
 *      one at a time for ranges not asked before (what the first read after a change costs).
 *   2. The first sync of a 5,000-event ICS feed (POST /api/calendar/sources, which answers after it): wall time
 *      and the target's extra resident memory (peak VmRSS sampled every 20 ms minus VmRSS before); target ≤ 5 s
 *      and ≤ 150 MB.
 * BENCH_DATABASE_URL as for `npm run bench` (a database is created and dropped).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { benchMonth, serveFeeds, spreadFeed } from './calendar-feeds.ts';
import { startFlags } from './start-flags.ts';

const DURATION = Number(process.env.BENCH_DURATION || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET = fileURLToPath(new URL('./target.ts', import.meta.url));

async function startTarget(env: Record<string, string>): Promise<{ origin: string; child: ChildProcess }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true' };
  const child = spawn(process.execPath, [...(await startFlags()), TARGET, 'steward'], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const [line] = await once(createInterface({ input: child.stdout as NodeJS.ReadableStream }), 'line');
  return { origin: (JSON.parse(line as string) as { origin: string }).origin, child };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
}

async function member(origin: string) {
  const res = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench-${randomUUID()}@example.com`,
      password: 'correct horse battery staple',
    }),
  });
  if (!res.ok) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.includes('session_token='));
  if (!cookie) throw new Error('sign-up: no session cookie');
  const addSource = async (url: string) => {
    const answer = await fetch(`${origin}/api/calendar/sources`, {
      method: 'POST',
      headers: { Origin: origin, Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'ics', url }),
    });
    const text = await answer.text();
    if (answer.status !== 201) throw new Error(`POST /api/calendar/sources: ${answer.status} ${text}`);
    const source = JSON.parse(text) as { status: string; error: string | null };
    if (source.status !== 'ok' || source.error) throw new Error(`sync failed: ${text}`);
  };
  return { cookie, addSource };
}

async function measureTarget(name: string, env: Record<string, string>, feedsOrigin: string) {
  const { origin, child } = await startTarget(env);
  try {
    const { cookie, addSource } = await member(origin);
    for (const feed of ['alpha', 'beta', 'gamma']) await addSource(`${feedsOrigin}/${feed}.ics`);
    const month = benchMonth();
    const path = `/api/calendar/events?startDate=${month.start.toISOString()}&endDate=${month.end.toISOString()}`;
    const check = await fetch(`${origin}${path}`, { headers: { Cookie: cookie } });
    const count = ((await check.json()) as unknown[]).length;
    const options = { url: `${origin}${path}`, connections: CONNECTIONS, headers: { Cookie: cookie } };
    await autocannon({ ...options, duration: 1 });
    const result = await autocannon({ ...options, duration: DURATION });
    // An answer not in the server's memory (ADR 031): each range once, one request at a time.
    const cold: number[] = [];
    for (let n = 1; n <= 20; n++) {
      const started = performance.now();
      const res = await fetch(
        `${origin}${path.replace(/endDate=[^&]+/, `endDate=${new Date(month.end.getTime() + n).toISOString()}`)}`,
        {
          headers: { Cookie: cookie },
        },
      );
      if (res.status !== 200) throw new Error(`GET events: ${res.status}`);
      await res.arrayBuffer();
      cold.push(performance.now() - started);
    }
    cold.sort((a, b) => a - b);

    const pid = child.pid ?? 0;
    const before = await rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => {
      rssMb(pid).then(
        (mb) => {
          peak = Math.max(peak, mb);
        },
        () => {},
      );
    }, 20);
    const started = performance.now();
    await addSource(`${feedsOrigin}/bulk.ics`);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, await rssMb(pid));
    return {
      target: name,
      events: count,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      coldP50: Math.round(cold[10] ?? 0),
      non2xx: result.non2xx + result.errors,
      syncSeconds: seconds.toFixed(2),
      extraRssMb: Math.round(peak - before),
    };
  } finally {
    await stop(child);
  }
}

async function main(): Promise<void> {
  const month = benchMonth();
  const feeds = await serveFeeds({
    '/alpha.ics': spreadFeed('alpha', 667, month),
    '/beta.ics': spreadFeed('beta', 667, month),
    '/gamma.ics': spreadFeed('gamma', 666, month),
    '/bulk.ics': spreadFeed('bulk', 5_000, {
      start: month.start,
      end: new Date(month.start.getTime() + 100 * 86_400_000),
    }),
  });
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  const name = `steward_bench_${randomUUID().replaceAll('-', '')}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'steward-bench-calendar-'));
  const secret = randomBytes(32).toString('base64');
  const rows = [];
  try {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    rows.push(
      await measureTarget(
        'steward-postgres',
        { DATABASE_URL: url.toString(), BETTER_AUTH_SECRET: secret },
        feeds.origin,
      ),
    );
    rows.push(
      await measureTarget('steward-pglite', { DATA_DIR: dataDir, BETTER_AUTH_SECRET: secret }, feeds.origin),
    );
  } finally {
    await feeds.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}; ${CONNECTIONS} connections, ${DURATION} s`,
  );
  console.table(rows);
  if (rows.some((r) => r.non2xx > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
