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
 *   3. Far ranges (ADR 041, bench/calendar-far.ts): the first and the repeated read of a month two years ahead
 *      from an ICS feed, a CalDAV account on Radicale and Google through its fakes; target p99 ≤ 50 ms repeated.
 * BENCH_ONLY=month runs 1 and 2, BENCH_ONLY=far runs 3. BENCH_DATABASE_URL as for `npm run bench` (a database
 * is created and dropped; the far targets reuse it and the PGlite folder).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { benchFarRanges, type FarTarget } from './calendar-far.ts';
import { benchMonth, serveFeeds, spreadFeed } from './calendar-feeds.ts';
import { addSource, rssMb, signUp, startTarget, stop } from './calendar-target.ts';

const DURATION = Number(process.env.BENCH_DURATION || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** 'month' runs only the month benchmark (1 and 2 below), 'far' only the far-range one (3). */
const ONLY = process.env.BENCH_ONLY;

async function measureTarget(name: string, env: Record<string, string>, feedsOrigin: string) {
  const { origin, child } = await startTarget(env);
  try {
    const cookie = await signUp(origin);
    const addFeed = (url: string) => addSource(origin, cookie, { kind: 'ics', url });
    for (const feed of ['alpha', 'beta', 'gamma']) await addFeed(`${feedsOrigin}/${feed}.ics`);
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
    await addFeed(`${feedsOrigin}/bulk.ics`);
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
  let failed = false;
  try {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const targets: FarTarget[] = [
      { name: 'steward-postgres', env: { DATABASE_URL: url.toString(), BETTER_AUTH_SECRET: secret } },
      { name: 'steward-pglite', env: { DATA_DIR: dataDir, BETTER_AUTH_SECRET: secret } },
    ];
    if (ONLY !== 'far') {
      for (const target of targets) rows.push(await measureTarget(target.name, target.env, feeds.origin));
      console.log(
        `load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}; ${CONNECTIONS} connections, ${DURATION} s`,
      );
      console.table(rows);
      failed = rows.some((r) => r.non2xx > 0);
    }
    // The far targets run on the same database and folder, with other users (ADR 041; bench/calendar-far.ts).
    if (ONLY !== 'month') failed = (await benchFarRanges(targets)).some((r) => r.non2xx > 0) || failed;
  } finally {
    await feeds.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
