/**
 * `npm run bench:mix` (see bench/README.md): Steward under a realistic multi-user mix (bench/mix-workload.ts),
 * against the bare baseline (bench/target.ts, bench/baseline-mix.ts) on the same fresh PostgreSQL database, and
 * Steward on PGlite (its own folder and users), all measured in interleaved rounds of one run. Reports per target
 * the 2xx answers per second and their ratio to the baseline, per request kind p50/p99 (autocannon's latency of
 * each answer), CPU per answer of the server process and of the database's backends (/proc/<pid>/stat), and,
 * load-independent, the round trips and statements each request kind sends to PostgreSQL, counted by a
 * wire-protocol proxy (bench/pg-wire-count.ts) in a sequential pass of separate, proxied targets on the database.
 * Settings: BENCH_DURATION (s per round, 5), BENCH_ROUNDS (2), BENCH_WARMUP (s, 1), BENCH_CONNECTIONS (50),
 * BENCH_MIX_USERS (200), BENCH_MIX_PGLITE (0 skips PGlite), BENCH_DATABASE_URL, BENCH_MIX_SEED (`big`: before the
 * rounds, the PostgreSQL database gets bench/seed-history.ts's 10,000 users, the mix's users first among the 1,000
 * with a year of history; PGlite is then skipped), BENCH_MIX_COMPARE (another checkout's folder: its Steward, with
 * its own Node flags, joins the rounds on the same database and users, and on PGlite on its own folder).
 * Exits 1 on any non-2xx or error.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { openPostgres } from '../src/server/db/client.ts';
import {
  connectionCycle,
  KINDS,
  type Kind,
  type MixUser,
  runSequentially,
  seedUsers,
} from './mix-workload.ts';
import { startWireCounter, type WireCounts } from './pg-wire-count.ts';
import { BIG, seedHistory } from './seed-history.ts';
import { startTarget, type Target } from './spawn-target.ts';
import { startFlags } from './start-flags.ts';

const int = (name: string, fallback: number, min = 1): number => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}`);
  return value;
};
const DURATION = int('BENCH_DURATION', 5);
const ROUNDS = int('BENCH_ROUNDS', 2);
const WARMUP = int('BENCH_WARMUP', 1);
const CONNECTIONS = int('BENCH_CONNECTIONS', 50);
const USERS = int('BENCH_MIX_USERS', 200);
const BIG_SEED = process.env.BENCH_MIX_SEED === 'big';
if (process.env.BENCH_MIX_SEED && !BIG_SEED) throw new Error('BENCH_MIX_SEED must be big or unset');
const PGLITE = process.env.BENCH_MIX_PGLITE !== '0' && !BIG_SEED;
const COMPARE = process.env.BENCH_MIX_COMPARE ? resolve(process.env.BENCH_MIX_COMPARE) : null;
const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** Sequential passes over one connection's cycle for the round-trip counts (after one warm pass). */
const COUNT_PASSES = 3;
const TICK_MS = 10; // USER_HZ is 100 on Linux

type TargetName = 'steward-postgres' | 'steward-compare' | 'baseline' | 'steward-pglite' | 'compare-pglite';

/** What one target did over its measured rounds. */
interface Tally {
  ok: number;
  failed: number;
  errors: number;
  seconds: number;
  latencies: Map<Kind, number[]>;
  failedKinds: Map<Kind, Set<number>>;
  serverTicks: number;
  databaseTicks: number;
}

const newTally = (): Tally => ({
  ok: 0,
  failed: 0,
  errors: 0,
  seconds: 0,
  latencies: new Map(KINDS.map((kind) => [kind, []])),
  failedKinds: new Map(),
  serverTicks: 0,
  databaseTicks: 0,
});

/** utime + stime (clock ticks) of each pid still alive. */
async function ticksOf(pids: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields.length > 13) out.set(pid, Number(fields[11]) + Number(fields[12]));
  }
  return out;
}

const usersOf = (users: readonly MixUser[], slot: number) => users.filter((_, i) => i % CONNECTIONS === slot);

/** One autocannon run of the mix on `target`; adds what it measured to `tally` unless it is a warm-up. */
async function load(
  target: Target,
  users: readonly MixUser[],
  seconds: number,
  tally: Tally | null,
  databasePids: () => Promise<number[]>,
): Promise<void> {
  let next = 0;
  const pidsBefore = await databasePids();
  const before = await ticksOf([target.pid, ...pidsBefore]);
  const result = await autocannon({
    url: target.origin,
    connections: CONNECTIONS,
    duration: seconds,
    setupClient: (client) => {
      const slot = next++;
      let kind: Kind | undefined;
      let status = 0;
      client.setRequests(
        connectionCycle(target.origin, usersOf(users, slot), slot, (k, s) => {
          kind = k;
          status = s;
        }),
      );
      client.on('response', (_status, _bytes, ms) => {
        if (!tally || !kind) return;
        tally.latencies.get(kind)?.push(ms);
        if (status < 200 || status > 299)
          tally.failedKinds.set(kind, (tally.failedKinds.get(kind) ?? new Set()).add(status));
      });
    },
  });
  const after = await ticksOf([target.pid, ...new Set([...pidsBefore, ...(await databasePids())])]);
  await target.drain();
  if (!tally) return;
  const delta = (pid: number) => (after.get(pid) ?? 0) - (before.get(pid) ?? 0);
  tally.serverTicks += delta(target.pid);
  for (const pid of after.keys()) if (pid !== target.pid) tally.databaseTicks += delta(pid);
  tally.ok += result.requests.total - result.non2xx;
  tally.failed += result.non2xx;
  tally.errors += result.errors;
  tally.seconds += result.duration;
}

/** Round trips, statements and parses per request kind: means over COUNT_PASSES sequential passes. */
async function countRoundTrips(
  target: Target,
  counts: WireCounts,
  users: readonly MixUser[],
): Promise<Map<Kind, WireCounts>> {
  let kind: Kind | undefined;
  const cycle = connectionCycle(target.origin, usersOf(users, 0), 0, (k) => {
    kind = k;
  });
  await runSequentially(target.origin, cycle, (_i, send) => send()); // warm: sessions, prepared statements
  const sums = new Map<Kind, WireCounts & { n: number }>();
  for (let pass = 0; pass < COUNT_PASSES; pass++) {
    await runSequentially(target.origin, cycle, async (_i, send) => {
      const before = { ...counts };
      await send();
      const sum = sums.get(kind as Kind) ?? { roundTrips: 0, statements: 0, parses: 0, n: 0 };
      sum.roundTrips += counts.roundTrips - before.roundTrips;
      sum.statements += counts.statements - before.statements;
      sum.parses += counts.parses - before.parses;
      sum.n++;
      sums.set(kind as Kind, sum);
    });
  }
  const mean = new Map<Kind, WireCounts>();
  for (const [k, { n, ...sum }] of sums)
    mean.set(k, { roundTrips: sum.roundTrips / n, statements: sum.statements / n, parses: sum.parses / n });
  return mean;
}

const pct = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};
const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const load1 = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function table(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const row of rows) console.log(line(row));
  console.log('');
}

/** Seeds BIG into the database at `url`, `users` first among those with history, then ANALYZEs it. */
async function seedBig(url: string, users: readonly MixUser[]): Promise<void> {
  process.stderr.write(`seeding ${BIG.users} users, ${BIG.historyUsers} with a year (load ${load1()})…\n`);
  const database = openPostgres(url, 8);
  try {
    const started = performance.now();
    const report = await seedHistory(database, BIG, { existing: users.map((u) => u.id), end: '2025-03-09' });
    await database.db.execute('analyze');
    console.log(
      `Seeded ${report.rows.toLocaleString('en')} rows (BENCH_MIX_SEED=big) in ` +
        `${((performance.now() - started) / 1000).toFixed(0)} s, ANALYZE included (load ${load1()})\n`,
    );
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  console.log(
    `bench:mix — ${USERS} users, ${CONNECTIONS} connections, ${ROUNDS} × ${DURATION} s per target (interleaved), ` +
      `${availableParallelism()} CPUs, load average ${load1()}\n`,
  );
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  const dbName = `steward_mix_${randomUUID().replaceAll('-', '')}`;
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'steward-mix-'));
  const secret = process.env.BETTER_AUTH_SECRET || randomBytes(32).toString('base64');
  const flags = await startFlags();
  const running = new Set<Target>();
  const start = async (mode: 'steward' | 'baseline', env: Record<string, string>) => {
    const target = await startTarget(mode, { BETTER_AUTH_SECRET: secret, ...env }, flags);
    running.add(target);
    return target;
  };
  const stop = async (target: Target) => {
    running.delete(target);
    await target.stop();
  };
  const cleanup = async () => {
    for (const target of [...running]) await stop(target);
    await admin.unsafe(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end({ timeout: 5 });
    await rm(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    cleanup().finally(() => process.exit(130));
  });
  const tallies = new Map<TargetName, Tally>();
  const trips = new Map<'steward-postgres' | 'baseline', Map<Kind, WireCounts>>();
  const loads: string[] = [];
  try {
    await admin.unsafe(`create database ${dbName}`);
    const databasePids = async () =>
      (await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${dbName}`).map(
        (r) => r.pid,
      );
    const steward = await start('steward', { DATABASE_URL: dbUrl.toString() });
    process.stderr.write(`seeding ${USERS} users through the API…\n`);
    const users = await seedUsers(steward.origin, USERS);
    if (BIG_SEED) await seedBig(dbUrl.toString(), users);
    const baseline = await start('baseline', { DATABASE_URL: dbUrl.toString() });

    const pairs: [TargetName, Target, readonly MixUser[]][] = [
      ['steward-postgres', steward, users],
      ['baseline', baseline, users],
    ];
    const flagsB = COMPARE ? await startFlags(join(COMPARE, 'package.json')) : [];
    const scriptB = join(COMPARE ?? '', 'bench/target.ts');
    const startCompare = async (env: Record<string, string>) => {
      const other = await startTarget('steward', { ...env, BETTER_AUTH_SECRET: secret }, flagsB, scriptB);
      running.add(other);
      return other;
    };
    if (COMPARE)
      pairs.splice(1, 0, ['steward-compare', await startCompare({ DATABASE_URL: dbUrl.toString() }), users]);
    // PGlite (each tree on its own folder and its own users) joins the same interleaved rounds.
    if (PGLITE) {
      const pglite = await start('steward', { DATA_DIR: join(dataDir, 'this') });
      process.stderr.write(`PGlite: seeding ${USERS} users…\n`);
      pairs.push(['steward-pglite', pglite, await seedUsers(pglite.origin, USERS)]);
      if (COMPARE) {
        const other = await startCompare({ DATA_DIR: join(dataDir, 'compare') });
        pairs.push(['compare-pglite', other, await seedUsers(other.origin, USERS)]);
      }
    }
    const pidsOf = (name: TargetName) => (name.endsWith('pglite') ? async () => [] : databasePids);
    for (const [name, target, who] of pairs) await load(target, who, WARMUP, null, pidsOf(name));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, target, who] of pairs) {
        process.stderr.write(`round ${round}: ${name}, ${DURATION} s (load ${load1()})…\n`);
        loads.push(load1());
        await load(
          target,
          who,
          DURATION,
          tallies.get(name) ?? tallies.set(name, newTally()).get(name) ?? null,
          pidsOf(name),
        );
      }
    }
    for (const [, target] of pairs) await stop(target);

    // Round trips: the same requests one at a time, each target behind the counting proxy.
    for (const [name, mode] of [
      ['steward-postgres', 'steward'],
      ['baseline', 'baseline'],
    ] as const) {
      const proxy = await startWireCounter(dbUrl.toString());
      const target = await start(mode, { DATABASE_URL: proxy.url });
      trips.set(name, await countRoundTrips(target, proxy.counts, users));
      await stop(target);
      await proxy.close();
    }
  } finally {
    await cleanup();
  }
  return report(tallies, trips, loads);
}

function report(
  tallies: Map<TargetName, Tally>,
  trips: Map<'steward-postgres' | 'baseline', Map<Kind, WireCounts>>,
  loads: string[],
): number {
  console.log(`Load average at the start of each measured round: ${loads.join('; ')}\n`);
  const rate = (t: Tally) => t.ok / t.seconds;
  const base = tallies.get('baseline');
  const all = (t: Tally) => [...t.latencies.values()].flat();
  table(
    [
      'target',
      '2xx answers/s',
      '÷ baseline',
      'p50 ms',
      'p99 ms',
      'non-2xx',
      'errors',
      'server CPU ms/answer',
      'PostgreSQL CPU ms/answer',
    ],
    [...tallies].map(([name, t]) => [
      name,
      fmt(rate(t), 0),
      base ? `${fmt(rate(t) / rate(base), 2)}×` : '–',
      fmt(pct(all(t), 50)),
      fmt(pct(all(t), 99)),
      String(t.failed),
      String(t.errors),
      fmt((t.serverTicks * TICK_MS) / t.ok, 2),
      name.endsWith('pglite') ? '(in the server)' : fmt((t.databaseTicks * TICK_MS) / t.ok, 2),
    ]),
  );
  const steward = tallies.get('steward-postgres');
  const pglite = tallies.get('steward-pglite');
  const lat = (t: Tally | undefined, kind: Kind, p: number) => pct(t?.latencies.get(kind) ?? [], p);
  table(
    ['request', 'Steward PG p50 / p99', 'baseline p50 / p99', 'p50 ÷ baseline', 'Steward PGlite p50 / p99'],
    KINDS.map((kind) => [
      kind,
      `${fmt(lat(steward, kind, 50))} / ${fmt(lat(steward, kind, 99))}`,
      `${fmt(lat(base, kind, 50))} / ${fmt(lat(base, kind, 99))}`,
      `${fmt(lat(steward, kind, 50) / lat(base, kind, 50), 2)}×`,
      `${fmt(lat(pglite, kind, 50))} / ${fmt(lat(pglite, kind, 99))}`,
    ]),
  );
  const s = trips.get('steward-postgres');
  const b = trips.get('baseline');
  console.log(
    'PostgreSQL round trips per request (Sync + Flush + Query messages), statements and parses, one at a time:',
  );
  table(
    [
      'request',
      'Steward round trips',
      'baseline round trips',
      'Steward statements',
      'baseline statements',
      'Steward parses',
    ],
    KINDS.map((kind) => [
      kind,
      fmt(s?.get(kind)?.roundTrips ?? Number.NaN),
      fmt(b?.get(kind)?.roundTrips ?? Number.NaN),
      fmt(s?.get(kind)?.statements ?? Number.NaN),
      fmt(b?.get(kind)?.statements ?? Number.NaN),
      fmt(s?.get(kind)?.parses ?? Number.NaN),
    ]),
  );
  let exitCode = 0;
  for (const [name, t] of tallies) {
    if (t.failed + t.errors === 0) continue;
    exitCode = 1;
    const kinds = [...t.failedKinds].map(([kind, codes]) => `${kind}: ${[...codes].join(', ')}`).join('; ');
    console.log(`FAILED ${name}: ${t.failed} non-2xx (${kinds || '–'}), ${t.errors} errors`);
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
