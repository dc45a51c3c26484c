/**
 * `npm run bench:reminders` (see bench/README.md): reminders at scale. BENCH_REMINDER_USERS (10,000) users in 30
 * zones (bench/reminders-setup.ts), each with plan your day due at the same UTC minute (or spread over
 * BENCH_REMINDER_MINUTES minutes), Web Push on, one subscription each on a loopback push service in this process.
 * A real Steward server (bench/target.ts with the reminder queue, npm start's Node flags, NODE_ENV=production)
 * plans them with its own minute planner and sends them. Reports, per push received: lateness after its due
 * minute (p50 / p99 / max), received vs expected, duplicates, and MET / NOT MET for "all within 60 s". Then, with
 * nothing due, the scheduler's idle cost per minute for BENCH_IDLE_MINUTES (3): the server's CPU and, on
 * PostgreSQL, the statements it sends (a wire-protocol proxy, bench/pg-wire-count.ts), the database's committed
 * transactions (pg_stat_database) and its backends' CPU. On a fresh database of BENCH_DATABASE_URL (dropped at the
 * end); BENCH_REMINDERS_PGLITE=1 runs the same on PGlite after it. The load average is printed beside the figures.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { type Database, openPglite, openPostgres } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { startPushService, type TestPushService } from '../tests/push-service.ts';
import { startWireCounter } from './pg-wire-count.ts';
import { cpuMsOf, quantile, type SeededUser, seedUsers, ZONES } from './reminders-setup.ts';
import { startTarget, type Target } from './spawn-target.ts';
import { startFlags } from './start-flags.ts';

const int = (name: string, fallback: number, min = 1): number => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}`);
  return value;
};
const USERS = int('BENCH_REMINDER_USERS', 10_000);
const SPREAD = int('BENCH_REMINDER_MINUTES', 1);
/** Whole minutes between seeding and the first due minute: time for the server to start and plan. */
const LEAD = int('BENCH_REMINDER_LEAD', 3);
/** Seconds after the last due minute to wait for pushes before counting what is missing. */
const WAIT = int('BENCH_REMINDER_WAIT', 180);
const IDLE = int('BENCH_IDLE_MINUTES', 3);
const PGLITE = process.env.BENCH_REMINDERS_PGLITE === '1';
const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SECRET = process.env.BETTER_AUTH_SECRET || randomBytes(32).toString('base64');
const LIMIT_MS = 60_000;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const log = (line: string) => process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Where one backend's run keeps its data, and how to look at it from outside the server. */
interface Backend {
  name: 'postgres' | 'pglite';
  /** The server's environment for this database (DATABASE_URL or DATA_DIR). */
  env: Record<string, string>;
  open(): Promise<Database>;
  /** PostgreSQL only: the bench database's URL and name. */
  pg?: { url: string; dbName: string; admin: postgres.Sql };
}

/** What the push service had received when the wait ended, against the seeded users. */
function deliveryReport(service: TestPushService, seeded: readonly SeededUser[], startedAt: number): boolean {
  const byPath = new Map(seeded.map((user) => [user.path, user]));
  const seen = new Map<string, number>();
  const lateness: number[] = [];
  let unknown = 0;
  let wrong = 0;
  for (const push of service.received) {
    const user = byPath.get(push.path);
    if (!user) {
      unknown++;
      continue;
    }
    const times = (seen.get(push.path) ?? 0) + 1;
    seen.set(push.path, times);
    if (times > 1) continue;
    lateness.push(push.at - user.dueAt);
    const payload = service.decrypt(push) as { title?: string; url?: string };
    if (payload.title !== 'Plan your day: your Big 3 are waiting' || payload.url !== '/daily-planning')
      wrong++;
  }
  lateness.sort((a, b) => a - b);
  const duplicates = [...seen.values()].filter((n) => n > 1).length;
  const late = lateness.filter((ms) => ms > LIMIT_MS).length;
  const missing = seeded.length - seen.size;
  const met = missing === 0 && late === 0 && duplicates === 0 && unknown === 0 && wrong === 0;
  const firstAt = Math.min(...service.received.map((p) => p.at));
  const lastAt = Math.max(...service.received.map((p) => p.at));
  console.log(
    `  received ${seen.size} of ${seeded.length} expected (${missing} missing), ${duplicates} duplicated`,
  );
  if (unknown || wrong)
    console.log(`  ${unknown} pushes to unknown endpoints, ${wrong} with the wrong message`);
  console.log(
    `  lateness after the due minute: p50 ${seconds(quantile(lateness, 0.5))}, p99 ${seconds(quantile(lateness, 0.99))}, ` +
      `max ${seconds(lateness.at(-1) ?? Number.NaN)}; ${late} later than 60 s`,
  );
  if (service.received.length > 0)
    console.log(
      `  first push ${seconds(firstAt - startedAt)} after the first due minute, last ${seconds(lastAt - startedAt)}; ` +
        `${(seen.size / Math.max(0.001, (lastAt - firstAt) / 1000)).toFixed(0)} pushes/s between them`,
    );
  console.log(`  every push within 60 s of its minute, exactly once: ${met ? 'MET' : 'NOT MET'}`);
  return met;
}

/** Sends and measures the due minute(s) on `backend`; returns whether every push met the limit. */
async function deliver(backend: Backend, service: TestPushService, flags: string[]): Promise<boolean> {
  const database = await backend.open();
  await migrate(database);
  const first = Math.ceil(Date.now() / 60_000) * 60_000 + LEAD * 60_000;
  const dueMinutes = Array.from({ length: SPREAD }, (_, k) => new Date(first + k * 60_000));
  const seedStart = performance.now();
  const seeded = await seedUsers(
    database,
    USERS,
    dueMinutes,
    service.subscription.endpoint.replace(/\/[^/]*$/, '/u'),
    service.subscription.keys,
  );
  await database.close();
  log(`seeded ${USERS} users in ${ZONES.length} zones (${seconds(performance.now() - seedStart)})`);
  const server = await startTarget(
    'steward',
    {
      ...backend.env,
      BETTER_AUTH_SECRET: SECRET,
      CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true',
      BENCH_TARGET_REMINDERS: '1',
    },
    flags,
  );
  log(
    `server ${server.pid} up; due at ${dueMinutes.map((d) => d.toISOString().slice(11, 16)).join(', ')} UTC`,
  );
  const bench = backend.pg ? postgres(backend.pg.url, { max: 1, onnotice: () => {} }) : null;
  try {
    if (bench) {
      for (;;) {
        const [row] = await bench<{ n: number }[]>`
          select count(*)::int as n from pgboss.job where name = 'reminder-send'`;
        if ((row?.n ?? 0) >= USERS || Date.now() >= first) {
          log(
            `${row?.n ?? 0} reminder jobs planned, ${seconds(first - Date.now())} before the first due minute`,
          );
          break;
        }
        await sleep(1000);
      }
    }
    const cpuBefore = await cpuMsOf(server.pid);
    const deadline = first + (SPREAD - 1) * 60_000 + WAIT * 1000;
    while (Date.now() < deadline && new Set(service.received.map((p) => p.path)).size < USERS)
      await sleep(1000);
    const cpu = (await cpuMsOf(server.pid)) - cpuBefore;
    console.log(`\n${backend.name}: ${USERS} reminders due at ${SPREAD} minute(s), load average ${load()}`);
    const met = deliveryReport(service, seeded, first);
    console.log(`  server CPU from planning done to the last push: ${seconds(cpu)}`);
    if (bench) {
      const runs = await bench<{ ms: number; at: Date }[]>`
        select extract(epoch from completed_on - started_on) * 1000 as ms, started_on as at
        from pgboss.job where name = 'reminders-plan' and completed_on is not null order by started_on`;
      console.log(
        `  planner runs (every minute, all ${USERS} users): ${runs.map((r) => `${Math.round(r.ms)} ms`).join(', ')}`,
      );
    }
    return met;
  } finally {
    await server.stop();
    if (bench) {
      // Reminders not sent in the wait would be sent during the idle minutes: they are removed first.
      const left = await bench`
        delete from pgboss.job where name = 'reminder-send' and state not in ('completed', 'failed', 'cancelled')`;
      if (left.count > 0)
        console.log(`  ${left.count} reminder jobs left unsent, removed before the idle phase`);
    }
    await bench?.end({ timeout: 5 });
  }
}

/** The idle cost: a fresh server on the same data, nothing due, measured minute by minute. */
async function idle(backend: Backend, flags: string[]): Promise<void> {
  const proxy = backend.pg ? await startWireCounter(backend.pg.url) : null;
  const env = proxy ? { DATABASE_URL: proxy.url } : backend.env;
  const server: Target = await startTarget(
    'steward',
    {
      ...env,
      BETTER_AUTH_SECRET: SECRET,
      CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true',
      BENCH_TARGET_REMINDERS: '1',
    },
    flags,
  );
  const pg = backend.pg;
  const backendPids = async () =>
    pg
      ? (
          await pg.admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${pg.dbName}`
        ).map((r) => r.pid)
      : [];
  const commits = async () =>
    pg
      ? Number(
          (
            await pg.admin<
              { n: string }[]
            >`select xact_commit as n from pg_stat_database where datname = ${pg.dbName}`
          )[0]?.n ?? 0,
        )
      : 0;
  const snapshot = async () => {
    const pids = await backendPids();
    let db = 0;
    for (const pid of pids) db += await cpuMsOf(pid);
    return {
      server: await cpuMsOf(server.pid),
      db,
      pids: pids.join(','),
      steward: proxy?.byApp.get('postgres.js') ?? 0,
      boss: [...(proxy?.byApp ?? [])]
        .filter(([app]) => app.startsWith('pgboss'))
        .reduce((n, [, v]) => n + v, 0),
      commits: await commits(),
    };
  };
  try {
    // Let start-up (pg-boss's first supervise and cron pass) settle, then measure whole minutes.
    await sleep(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000 - Date.now() + 5_000);
    console.log(`\n${backend.name}: idle, ${USERS} users with nothing due for ${IDLE} minutes, per minute:`);
    console.log(
      '  minute  server CPU  statements (steward + pg-boss)  commits  db backends CPU  load average',
    );
    let before = await snapshot();
    const totals = { server: 0, steward: 0, boss: 0, commits: 0, db: 0 };
    let dbMinutes = 0;
    for (let minute = 1; minute <= IDLE; minute++) {
      await sleep(60_000);
      const after = await snapshot();
      const row = {
        server: after.server - before.server,
        steward: after.steward - before.steward,
        boss: after.boss - before.boss,
        commits: after.commits - before.commits,
        // Backends that came or went in the minute are left out (their share is unknown).
        db: after.pids === before.pids ? after.db - before.db : Number.NaN,
      };
      for (const key of Object.keys(totals) as (keyof typeof totals)[])
        if (!Number.isNaN(row[key])) totals[key] += row[key];
      if (!Number.isNaN(row.db)) dbMinutes++;
      const statements = pg ? `${row.steward + row.boss} (${row.steward} + ${row.boss})` : 'n/a';
      const commits = pg ? String(row.commits) : 'n/a';
      const db = !pg ? 'n/a' : Number.isNaN(row.db) ? 'pool changed' : `${row.db} ms`;
      console.log(
        `  ${String(minute).padStart(6)}  ${`${row.server} ms`.padStart(10)}  ${statements.padEnd(30)}` +
          `  ${commits.padStart(7)}  ${db.padStart(15)}  ${load()}`,
      );
      before = after;
    }
    console.log(
      `  mean: ${Math.round(totals.server / IDLE)} ms server CPU per minute (${((totals.server / IDLE / 60_000) * 100).toFixed(2)} % of one core)` +
        (pg
          ? `, ${Math.round((totals.steward + totals.boss) / IDLE)} statements per minute (steward ${Math.round(totals.steward / IDLE)}, ` +
            `pg-boss ${Math.round(totals.boss / IDLE)}), ${Math.round(totals.commits / IDLE)} commits per minute, ` +
            `${dbMinutes ? `${Math.round(totals.db / dbMinutes)} ms` : 'n/a'} db backend CPU per minute ` +
            `(over the ${dbMinutes} minutes whose backends stayed the same)`
          : ''),
    );
  } finally {
    await server.stop();
    await proxy?.close();
  }
}

async function main(): Promise<number> {
  console.log(
    `bench:reminders — ${USERS} users in ${ZONES.length} zones, due ${LEAD} min after seeding over ${SPREAD} minute(s); ` +
      `${availableParallelism()} CPUs, load average ${load()}`,
  );
  const flags = await startFlags();
  const service = await startPushService();
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  const dbName = `steward_reminders_${randomUUID().replaceAll('-', '')}`;
  const dbUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();
  const dataDir = await mkdtemp(join(tmpdir(), 'steward-reminders-'));
  const cleanup = async () => {
    await admin.unsafe(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end({ timeout: 5 });
    await rm(dataDir, { recursive: true, force: true });
    await service.close();
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  try {
    await admin.unsafe(`create database ${dbName}`);
    const backends: Backend[] = [
      {
        name: 'postgres',
        env: { DATABASE_URL: dbUrl, DATA_DIR: dataDir },
        open: async () => openPostgres(dbUrl, 4),
        pg: { url: dbUrl, dbName, admin },
      },
    ];
    if (PGLITE) {
      const pgliteDir = join(dataDir, 'pglite');
      backends.push({ name: 'pglite', env: { DATA_DIR: pgliteDir }, open: () => openPglite(pgliteDir) });
    }
    let met = true;
    for (const backend of backends) {
      service.received.length = 0;
      met = (await deliver(backend, service, flags)) && met;
      await idle(backend, flags);
    }
    return met ? 0 : 1;
  } finally {
    await cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
