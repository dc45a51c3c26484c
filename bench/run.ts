/**
 * Steward benchmark (`npm run bench`; see bench/README.md). In one run it measures every member route
 * (bench/endpoints.ts) and the idle memory of
 *   steward-postgres  the real app on a fresh PostgreSQL database (BENCH_DATABASE_URL's server, dropped at the end),
 *   baseline          node:http + postgres.js doing session lookup + one indexed select by hand, same database,
 *                     same session cookie (signed up on steward-postgres),
 *   steward-pglite    the real app on PGlite in a fresh temp folder (removed at the end),
 * each in its own child process (bench/target.ts, with npm start's Node flags), loaded by autocannon from this process: warm-up, then the
 * measured run. Prints a table with ratios to the baseline. Exits 1 when any response was non-2xx (503 from the
 * in-flight limiter excepted: that is deliberate load shedding, reported in its own column) or a request failed.
 * Settings: BENCH_ONLY (a part of the endpoint names to run, all when unset), BENCH_DURATION (s, 4), BENCH_CONNECTIONS (50), BENCH_WARMUP (s, 1), BENCH_SETTLE (s before the idle
 * memory reading, 5), BENCH_DATABASE_URL; Steward settings such as DATABASE_POOL_MAX, MAX_IN_FLIGHT, MAX_QUEUED pass through to the targets.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { parseEnv } from '../src/server/env.ts';
import { ENDPOINTS, type MemberRequest, TARGET_CONNECTIONS } from './endpoints.ts';
import { startTarget, type Target } from './spawn-target.ts';
import { startFlags } from './start-flags.ts';

const positiveInt = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
};

const DURATION = positiveInt('BENCH_DURATION', 4);
const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 50);
const WARMUP = positiveInt('BENCH_WARMUP', 1);
const SETTLE = positiveInt('BENCH_SETTLE', 5);
/** Only the endpoints whose name contains this text (all when unset), e.g. BENCH_ONLY=ideal-weeks. */
const ONLY = process.env.BENCH_ONLY ?? '';
const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'correct horse battery staple';
/** The calendar endpoints subscribe to ICS feeds this process serves on loopback (bench/calendar-feeds.ts). */
const CALENDAR_FEEDS = { CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true' };

type TargetName = 'steward-postgres' | 'baseline' | 'steward-pglite';

interface Row {
  target: TargetName;
  endpoint: string;
  result: autocannon.Result;
  /** The endpoint's p99 target in ms (bench/endpoints.ts), if it has one. */
  p99TargetMs?: number;
  /** Non-2xx (503 excepted) and errors seen during the warm-up. */
  warmupFailures: number;
}

/** Signs a new user up through the real API and returns the session cookie (`name=token.signature`). */
async function signUp(origin: string): Promise<{ cookie: string; userId: string }> {
  const res = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench User',
      email: `bench-${randomUUID()}@example.com`,
      password: PASSWORD,
    }),
  });
  if (!res.ok) throw new Error(`sign-up on ${origin} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => /(^|\.)session_token=/.test(c));
  if (!cookie) throw new Error(`sign-up on ${origin}: no session_token cookie in Set-Cookie`);
  const { user } = (await res.json()) as { user: { id: string } };
  return { cookie, userId: user.id };
}

function memberRequest(origin: string, cookie: string): MemberRequest {
  return (method, path, body) =>
    fetch(`${origin}${path}`, {
      method,
      headers: {
        Origin: origin,
        Cookie: cookie,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

const shed = (r: autocannon.Result) => r.statusCodeStats['503']?.count ?? 0;
const failures = (r: autocannon.Result) => r.non2xx - shed(r) + r.errors;
/** The number of 2xx answers of a run. */
const okCount = (r: autocannon.Result) =>
  Object.entries(r.statusCodeStats).reduce((n, [code, s]) => n + (code[0] === '2' ? s.count : 0), 0);
/** Mean req/s counting 2xx answers only: instant 503s from load shedding must not look like throughput. */
const okRate = (r: autocannon.Result) =>
  r.requests.total > 0 ? (r.requests.average * okCount(r)) / r.requests.total : 0;

/** Resident memory (VmRSS, MB) of `pid` after the settle time: the idle server. */
async function idleRss(pid: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE * 1000));
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Math.round(kb / 1024);
}

/** The warm-up, then the measured run, of the sequence `requests` on every connection. */
async function measure(
  name: TargetName,
  endpoint: string,
  requests: autocannon.Request[],
  target: Target,
  cookie: string,
): Promise<Row> {
  process.stderr.write(`${name.padEnd(16)} ${endpoint}: warm-up ${WARMUP} s, measuring ${DURATION} s…\n`);
  const headers = { Cookie: cookie, Origin: target.origin };
  const options = { url: target.origin, connections: CONNECTIONS, headers, requests };
  const warm = await autocannon({ ...options, duration: WARMUP });
  await target.drain();
  const result = await autocannon({ ...options, duration: DURATION });
  await target.drain();
  return { target: name, endpoint, result, warmupFailures: failures(warm) };
}

/** Signs up on `target`, then measures every endpoint in ENDPOINTS. */
async function measureSteward(
  name: TargetName,
  target: Target,
): Promise<{ rows: Row[]; cookie: string; userId: string }> {
  const { cookie, userId } = await signUp(target.origin);
  const rows: Row[] = [];
  for (const endpoint of ENDPOINTS.filter((entry) => entry.name.includes(ONLY))) {
    const requests = await endpoint.prepare(memberRequest(target.origin, cookie));
    rows.push({
      ...(await measure(name, endpoint.name, requests, target, cookie)),
      p99TargetMs: endpoint.p99TargetMs,
    });
  }
  return { rows, cookie, userId };
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits).replace(/\.0+$/, '') : '–');

function printReport(rows: Row[], baseline: Row | undefined): void {
  const header = [
    'endpoint',
    'target',
    '2xx req/s (avg)',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    '503 shed',
    'errors',
    'req/s ÷ baseline',
    'p99 ÷ baseline',
  ];
  const table = rows.map(({ target, endpoint, result: r }) => {
    const b = baseline?.result;
    const isBaseline = target === 'baseline';
    return [
      isBaseline ? 'session + 1 select, by hand' : endpoint,
      target,
      fmt(okRate(r), 0),
      fmt(r.latency.p50),
      fmt(r.latency.p99),
      String(r.non2xx - shed(r)),
      String(shed(r)),
      String(r.errors),
      b ? `${(okRate(r) / okRate(b)).toFixed(2)}×` : '–',
      b ? `${(r.latency.p99 / b.latency.p99).toFixed(2)}×` : '–',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i < 2 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const row of table) console.log(line(row));
  console.log('');
  for (const { target, endpoint, result: r } of rows) {
    console.log(
      `latency under ${CONNECTIONS} concurrent requests — ${target}, ${target === 'baseline' ? 'by hand' : endpoint}: ` +
        `avg ${fmt(r.latency.average, 2)} ms, p50 ${fmt(r.latency.p50)} ms, p99 ${fmt(r.latency.p99)} ms, ` +
        `max ${fmt(r.latency.max)} ms (${r.requests.total} requests in ${r.duration} s` +
        `${shed(r) > 0 ? `; latencies include ${shed(r)} instant 503 answers` : ''})`,
    );
  }
  for (const { target, endpoint, result: r, p99TargetMs } of rows) {
    if (p99TargetMs === undefined) continue;
    // With no 2xx answer the latencies are those of failures (or autocannon's 0 of no request): never 'met'.
    const verdict =
      CONNECTIONS !== TARGET_CONNECTIONS
        ? `not judged (${CONNECTIONS} connections in this run)`
        : okCount(r) === 0
          ? `NOT MET (no request answered 2xx: ${r.requests.total} requests, ${r.errors} errors)`
          : r.latency.p99 <= p99TargetMs
            ? `met (p99 ${fmt(r.latency.p99)} ms)`
            : `NOT MET (p99 ${fmt(r.latency.p99)} ms)`;
    console.log(
      `target p99 ≤ ${p99TargetMs} ms at ${TARGET_CONNECTIONS} connections — ${target}, ${endpoint}: ${verdict}`,
    );
  }
}

async function main(): Promise<number> {
  // The settings the targets will run with (they read the same environment).
  const steward = parseEnv({ ...process.env, NODE_ENV: 'test', BETTER_AUTH_SECRET: undefined });
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `Steward benchmark — ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s measured per target; ` +
      `node ${process.version}; ${availableParallelism()} × ${cpu}; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  console.log(
    `Steward settings: DATABASE_POOL_MAX=${steward.DATABASE_POOL_MAX} MAX_IN_FLIGHT=${steward.MAX_IN_FLIGHT} ` +
      `MAX_QUEUED=${steward.MAX_QUEUED} (503 when more than ${steward.MAX_IN_FLIGHT + steward.MAX_QUEUED} requests are open); ` +
      'the baseline uses the same pool size.',
  );
  if (availableParallelism() <= 4) {
    console.log(
      `Caveat: only ${availableParallelism()} CPUs — autocannon, the server process and the database share them, so ` +
        'absolute numbers understate a dedicated server; compare the ratios.',
    );
  }
  console.log('');

  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  const dbName = `steward_bench_${randomUUID().replaceAll('-', '')}`;
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'steward-bench-'));
  const secret = process.env.BETTER_AUTH_SECRET || randomBytes(32).toString('base64');
  const rows: Row[] = [];
  const memory: { target: TargetName; when: string; mb: number }[] = [];
  const flags = await startFlags();
  let baseline: Row | undefined;
  let target: Target | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanup = () => {
    cleaning ??= (async () => {
      await target?.stop();
      await admin.unsafe(`drop database if exists ${dbName} with (force)`).catch(() => {});
      await admin.end({ timeout: 5 });
      await rm(dataDir, { recursive: true, force: true });
    })();
    return cleaning;
  };
  process.once('SIGINT', () => {
    cleanup().finally(() => process.exit(130));
  });

  try {
    await admin.unsafe(`create database ${dbName}`);

    const postgresEnv = { DATABASE_URL: dbUrl.toString(), BETTER_AUTH_SECRET: secret, ...CALENDAR_FEEDS };
    target = await startTarget('steward', postgresEnv, flags);
    memory.push({ target: 'steward-postgres', when: 'idle after start', mb: await idleRss(target.pid) });
    const onPostgres = await measureSteward('steward-postgres', target);
    rows.push(...onPostgres.rows);
    await target.stop();

    // Same database, same cookie: the baseline must accept the session Steward created.
    target = await startTarget('baseline', { DATABASE_URL: dbUrl.toString() }, flags);
    const path = '/api/auth/user';
    const who = (await (
      await fetch(`${target.origin}${path}`, { headers: { Cookie: onPostgres.cookie } })
    ).json()) as { id?: string };
    if (who.id !== onPostgres.userId)
      throw new Error(`baseline did not accept Steward's session cookie: ${JSON.stringify(who)}`);
    baseline = await measure(
      'baseline',
      'session + 1 select',
      [{ method: 'GET', path }],
      target,
      onPostgres.cookie,
    );
    rows.push(baseline);
    await target.stop();

    // PGlite: the first start creates the database (initdb); every later start opens the folder, so the idle
    // figure that counts is the second start's.
    const pgliteEnv = { DATA_DIR: dataDir, BETTER_AUTH_SECRET: secret, ...CALENDAR_FEEDS };
    target = await startTarget('steward', pgliteEnv, flags);
    memory.push({
      target: 'steward-pglite',
      when: 'idle after first start (initdb)',
      mb: await idleRss(target.pid),
    });
    await target.stop();
    target = await startTarget('steward', pgliteEnv, flags);
    memory.push({ target: 'steward-pglite', when: 'idle after start', mb: await idleRss(target.pid) });
    rows.push(...(await measureSteward('steward-pglite', target)).rows);
    await target.stop();
    target = undefined;
  } finally {
    await cleanup();
  }

  // Steward rows first in endpoint order, then the baseline they are compared with.
  rows.sort((a, b) => Number(a.target === 'baseline') - Number(b.target === 'baseline'));
  console.log('');
  printReport(rows, baseline);
  console.log('');
  console.log(
    `Memory (VmRSS, ${SETTLE} s after listening, no request yet; node ${flags.join(' ') || 'without flags'}):`,
  );
  for (const { target: name, when, mb } of memory) console.log(`  ${name.padEnd(16)} ${when}: ${mb} MB`);

  let exitCode = 0;
  for (const { target: name, endpoint, result: r, warmupFailures } of rows) {
    const codes = Object.entries(r.statusCodeStats)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${code} ×${count}`);
    if (shed(r) > 0) {
      console.log(
        `${name} ${endpoint}: ${shed(r)} × 503 from the in-flight limiter (deliberate load shedding, not counted as failure)`,
      );
    }
    if (failures(r) > 0 || warmupFailures > 0) {
      exitCode = 1;
      console.log(
        `FAILED ${name} ${endpoint}: ${codes.join(', ') || 'no non-2xx'}; ${r.errors} errors (${r.timeouts} timeouts)` +
          `; warm-up failures ${warmupFailures}`,
      );
    }
  }
  return exitCode;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
