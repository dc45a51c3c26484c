/**
 * kill -9 durability: the real server (`node src/server/main.ts`) on PGlite in a fresh DATA_DIR, and on
 * a fresh PostgreSQL database when TEST_DATABASE_URL is set. Each round, four loops stream writes as fast as they
 * can — a new plan for a new date, then completion toggles on plans saved earlier — and record each write the
 * server acknowledged (2xx) with what it wrote; after a random 50–500 ms the server gets SIGKILL mid-stream. It is
 * restarted on the same data with no manual step (the PGlite folder lock is OS-held, so a killed server never
 * blocks the next start), and every acknowledged write must be there exactly as written. A toggle that was sent
 * but never answered may or may not have landed; either value is accepted for that one plan.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import type { DailyPlan } from '../../src/core/daily-plan.ts';
import { addDays } from '../../src/core/dates.ts';
import { ensureWebBuild, type ServerChild, startServerChild } from '../server-child.ts';
import { planBody } from './fixtures.ts';

const ROUNDS = 5;
const LOOPS = 4;
const PASSWORD = 'correct horse battery staple';

/** What the server acknowledged for one plan; `unanswered` is a toggle sent when the server died. */
interface Written {
  id: string;
  bigThree: string[];
  completed: boolean[];
  unanswered?: boolean[];
}

/** Every acknowledged write, by plan date, and the counts for the report. */
interface Ledger {
  plans: Map<string, Written>;
  saves: number;
  toggles: number;
  unexpected: string[];
}

const children = new Set<ServerChild>();
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const child of children) await child.stop('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

/** A fresh PostgreSQL database beside TEST_DATABASE_URL's; dropped after the file. */
async function freshPostgresUrl(adminUrl: string): Promise<string> {
  const name = `steward_durability_${randomUUID().replaceAll('-', '')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  cleanups.push(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function start(env: Record<string, string>): Promise<ServerChild> {
  const server = await startServerChild(env);
  children.add(server);
  return server;
}

/** A client of `server` that sends the allowed Origin and the session cookie. */
function client(server: ServerChild, cookie: string) {
  return (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        Origin: server.url,
        Cookie: cookie,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
}

async function signUp(server: ServerChild): Promise<string> {
  const email = `${randomUUID()}@example.com`;
  const res = await client(server, '')('POST', '/api/auth/sign-up/email', {
    name: 'Dee',
    email,
    password: PASSWORD,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  expect(cookie).toContain('session_token=');
  return cookie;
}

const flags = () => [Math.random() < 0.5, Math.random() < 0.5, Math.random() < 0.5];
const pick = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

/**
 * One writer: saves a plan for the next free date, then toggles completion on two of its plans, until a call
 * fails (the server died). Records only what was acknowledged, calling `flowing` at each save; a non-2xx answer
 * is an unexpected failure.
 */
async function writer(
  call: ReturnType<typeof client>,
  ledger: Ledger,
  nextDate: () => string,
  mine: string[],
  flowing: () => void,
): Promise<void> {
  for (;;) {
    const date = nextDate();
    const bigThree = [`Save ${date}`, `Loop task ${mine.length}`, randomUUID()];
    const body = planBody(date, { bigThree, otherTasks: [], otherTasksCompleted: [] });
    let plan: DailyPlan;
    try {
      const res = await call('POST', '/api/daily-plans', body);
      if (res.status !== 200)
        return void ledger.unexpected.push(`save ${date}: ${res.status} ${await res.text()}`);
      plan = (await res.json()) as DailyPlan;
    } catch {
      return; // the server died before answering: this save may or may not exist, and is not checked
    }
    ledger.plans.set(date, { id: plan.id, bigThree, completed: [false, false, false] });
    ledger.saves++;
    mine.push(date);
    flowing();
    for (let i = 0; i < 2; i++) {
      const target = pick(mine) ?? date;
      const written = ledger.plans.get(target) as Written;
      const completed = flags();
      written.unanswered = completed;
      try {
        const res = await call('PATCH', `/api/daily-plans/${written.id}/completion`, {
          bigThreeCompleted: completed,
        });
        if (res.status !== 200)
          return void ledger.unexpected.push(`toggle ${target}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      } catch {
        return;
      }
      written.completed = completed;
      written.unanswered = undefined;
      ledger.toggles++;
    }
  }
}

/** Checks every acknowledged write against the restarted server; settles unanswered toggles to what landed. */
async function verify(server: ServerChild, cookie: string, ledger: Ledger, round: number): Promise<void> {
  const res = await client(server, cookie)('GET', '/api/daily-plans');
  expect(res.status, `round ${round}: the session survives the restart`).toBe(200);
  const stored = new Map(((await res.json()) as DailyPlan[]).map((p) => [p.date, p]));
  const lost: string[] = [];
  for (const [date, written] of ledger.plans) {
    const plan = stored.get(date);
    const landed = [written.completed, written.unanswered].filter((f) => f !== undefined);
    if (!plan) lost.push(`${date}: acknowledged save is missing`);
    else if (plan.id !== written.id || JSON.stringify(plan.bigThree) !== JSON.stringify(written.bigThree))
      lost.push(
        `${date}: saved as ${written.id} ${JSON.stringify(written.bigThree)}, found ${plan.id} ${JSON.stringify(plan.bigThree)}`,
      );
    else if (!landed.some((f) => JSON.stringify(f) === JSON.stringify(plan.bigThreeCompleted)))
      lost.push(
        `${date}: completion acknowledged as ${JSON.stringify(written.completed)}, found ${JSON.stringify(plan.bigThreeCompleted)}`,
      );
    else {
      written.completed = plan.bigThreeCompleted;
      written.unanswered = undefined;
    }
  }
  expect(lost, `round ${round}: acknowledged writes lost after kill -9`).toEqual([]);
}

/** Streams, kills and restarts `ROUNDS` times on one backend (`env` names its data) and checks after each. */
async function killRounds(name: string, env: Record<string, string>): Promise<void> {
  ensureWebBuild();
  let server = await start(env);
  const cookie = await signUp(server);
  const ledger: Ledger = { plans: new Map(), saves: 0, toggles: 0, unexpected: [] };
  const mine: string[][] = Array.from({ length: LOOPS }, () => []);
  let day = 0;
  const nextDate = () => addDays('2030-01-01', day++);
  const report: string[] = [];

  for (let round = 1; round <= ROUNDS; round++) {
    const call = client(server, cookie);
    const before = { saves: ledger.saves, toggles: ledger.toggles };
    let flowing = () => {};
    const firstAck = new Promise<void>((resolve) => {
      flowing = resolve;
    });
    const loops = mine.map((dates) => writer(call, ledger, nextDate, dates, flowing));
    // The delay counts from the first acknowledged write, so the kill lands mid-stream, not in the warm-up.
    await Promise.race([firstAck, Promise.all(loops)]);
    const delay = 50 + Math.floor(Math.random() * 451);
    await new Promise((r) => setTimeout(r, delay));
    await server.stop('SIGKILL');
    children.delete(server);
    expect(await server.exited).toBe('SIGKILL');
    await Promise.all(loops);
    expect(ledger.unexpected, `round ${round}: answers other than 2xx before the kill`).toEqual([]);

    const restarted = Date.now();
    server = await start(env); // same DATA_DIR / database, no manual step
    const restartMs = Date.now() - restarted;
    await verify(server, cookie, ledger, round);
    const saves = ledger.saves - before.saves;
    const toggles = ledger.toggles - before.toggles;
    report.push(
      `round ${round}: kill ${delay} ms in, ${saves} saves + ${toggles} toggles acked, restart ${restartMs} ms`,
    );
  }
  await server.stop('SIGTERM');
  children.delete(server);
  console.info(
    `${name}: ${report.join('; ')}; total ${ledger.saves} saves, ${ledger.toggles} toggles, none lost`,
  );
  expect(ledger.saves).toBeGreaterThan(ROUNDS);
}

function tempDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'steward-dur-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

const TITLE = `keeps every acknowledged write through ${ROUNDS} SIGKILLs mid-stream`;
// 11 server starts per backend at 3–15 s each on a loaded 2-core machine; the write loops themselves are short.
const TIMEOUT_MS = 300_000;
const adminUrl = process.env.TEST_DATABASE_URL;

// The two backends are independent (own process, own data), so they run at the same time.
describe.concurrent('kill -9 durability', () => {
  it(`PGlite ${TITLE}`, () => killRounds('PGlite', { DATA_DIR: tempDataDir() }), TIMEOUT_MS);

  it.skipIf(!adminUrl)(
    `PostgreSQL ${TITLE}`,
    async () =>
      killRounds('PostgreSQL', {
        DATA_DIR: tempDataDir(),
        DATABASE_URL: await freshPostgresUrl(adminUrl as string),
      }),
    TIMEOUT_MS,
  );
});
