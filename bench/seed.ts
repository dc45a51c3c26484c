/**
 * `npm run bench:seed` (bench/README.md): builds the database at scale of bench/seed-history.ts (10,000 users,
 * 1,000 with a year of history) in a fresh PostgreSQL database on BENCH_DATABASE_URL, migrated first, and prints
 * how long each part took and the table sizes. The database is dropped at the end unless BENCH_SEED_KEEP=1 (then
 * its URL is printed). BENCH_SEED_USERS and BENCH_SEED_HISTORY_USERS override the two counts.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import postgres from 'postgres';
import { openPostgres } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { BIG, seedHistory } from './seed-history.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const shape = {
  ...BIG,
  users: Number(process.env.BENCH_SEED_USERS || BIG.users),
  historyUsers: Number(process.env.BENCH_SEED_HISTORY_USERS || BIG.historyUsers),
};

async function main(): Promise<void> {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  const name = `steward_seed_${randomUUID().replaceAll('-', '')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  await admin.unsafe(`create database ${name}`);
  const database = openPostgres(url.toString(), 8);
  try {
    await migrate(database);
    console.log(`bench:seed — ${JSON.stringify(shape)}, load average ${loadavg()[0]?.toFixed(2)}`);
    const report = await seedHistory(database, shape, { end: '2025-03-09' });
    const analyzeStart = performance.now();
    const analyzed = postgres(url.toString(), { max: 1, onnotice: () => {} });
    await analyzed.unsafe('analyze');
    const sizes = await analyzed<{ table: string; rows: number; size: string }[]>`
      select relname as table, n_live_tup::int as rows, pg_size_pretty(pg_total_relation_size(relid)) as size
      from pg_stat_user_tables where n_live_tup > 0 order by pg_total_relation_size(relid) desc`;
    const total = await analyzed<
      { size: string }[]
    >`select pg_size_pretty(pg_database_size(current_database())) as size`;
    await analyzed.end();
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `${report.rows.toLocaleString('en')} rows: users and accounts ${s(report.usersMs)}, history ` +
        `${s(report.historyMs)}, ANALYZE ${s(performance.now() - analyzeStart)}; database ${total[0]?.size}, ` +
        `load average ${loadavg()[0]?.toFixed(2)}`,
    );
    console.table(sizes);
    if (process.env.BENCH_SEED_KEEP === '1') console.log(`kept: ${url}`);
  } finally {
    await database.close();
    if (process.env.BENCH_SEED_KEEP !== '1')
      await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
