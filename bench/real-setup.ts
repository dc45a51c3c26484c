/**
 * The builds and servers bench/real.ts measures: a checkout of another commit beside this tree, each tree's real
 * server on its own fresh database, and its user, signed up through the API, with today's plan.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { zonedToUtc } from '../src/core/dates.ts';

/** This working tree. */
export const ROOT = join(import.meta.dirname, '..');
/** The browser's zone (this machine's), sent as X-Time-Zone as the web app does, so "today" agrees. */
export const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
/** Today's Big 3; (a) waits for the first one's text and (c) presses its checkbox. */
export const BIG_THREE = ['Draft the board memo', 'Call the bank', 'Review the budget'] as const;

/** One build under test: its source tree, its server and its signed-in user. */
export interface Target {
  label: string;
  root: string;
  url: string;
  cookie: string;
  server: ChildProcess;
  cleanUp: () => Promise<void>;
}

/** Today in the browser's zone, 'YYYY-MM-DD'. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());

/** Saves (replaces) today's plan, its Big 3 not done. */
export async function savePlan(url: string, cookie: string): Promise<void> {
  const response = await fetch(`${url}/api/daily-plans`, {
    method: 'POST',
    headers: { Origin: url, Cookie: cookie, 'Content-Type': 'application/json', 'X-Time-Zone': TIME_ZONE },
    body: JSON.stringify({
      date: today(),
      morningRitualCompleted: true,
      bigThree: BIG_THREE,
      bigThreeCompleted: [false, false, false],
      otherTasks: ['Answer emails', 'Book travel'],
      otherTasksCompleted: [false, true],
      winningDefinition: 'The memo is with the board and the budget is settled.',
      distractions: ['Social media', 'Unplanned meetings'],
    }),
  });
  if (!response.ok) throw new Error(`saving the plan: ${response.status} ${await response.text()}`);
}

/** The title of the Steward block that (d) drags on today's timeline. */
export const BENCH_BLOCK = 'Bench block';

/**
 * Books today's {@link BENCH_BLOCK} at 6:00–6:30 AM in the browser's zone, after deleting the one an earlier round
 * moved, so every round drags it from the same place.
 */
export async function bookBlock(url: string, cookie: string): Promise<void> {
  const headers = {
    Origin: url,
    Cookie: cookie,
    'Content-Type': 'application/json',
    'X-Time-Zone': TIME_ZONE,
  };
  const start = zonedToUtc(today(), 6 * 60, TIME_ZONE);
  const range = new URLSearchParams({
    startDate: start.toISOString(),
    endDate: new Date(+start + 24 * 3_600_000).toISOString(),
  });
  const events = await fetch(`${url}/api/calendar/events?${range}`, { headers });
  if (!events.ok) throw new Error(`listing events: ${events.status} ${await events.text()}`);
  for (const event of (await events.json()) as { summary: string; timeBlockId?: string }[]) {
    if (event.summary !== BENCH_BLOCK || !event.timeBlockId) continue;
    const gone = await fetch(`${url}/api/calendar/time-blocks/${event.timeBlockId}`, {
      method: 'DELETE',
      headers,
    });
    if (!gone.ok) throw new Error(`deleting the bench block: ${gone.status}`);
  }
  const booked = await fetch(`${url}/api/calendar/time-blocks`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: BENCH_BLOCK,
      start: start.toISOString(),
      end: new Date(+start + 30 * 60_000).toISOString(),
    }),
  });
  if (!booked.ok) throw new Error(`booking the bench block: ${booked.status} ${await booked.text()}`);
}

/** Signs a new user up through better-auth's email sign-up and returns the session cookie. */
export async function signUp(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { Origin: url, 'Content-Type': 'application/json', 'X-Time-Zone': TIME_ZONE },
    body: JSON.stringify({
      name: 'Ada Bench',
      email: 'ada@example.com',
      password: 'Steady-Lantern-42-Harbor',
    }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs a command in `cwd`, its output shown, and throws when it fails. */
export const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });

/**
 * A checkout of `commit` in a temporary folder (a git worktree), with this tree's node_modules linked in when
 * both lockfiles are the same, else its own `npm ci`. Returns the folder and how to remove it.
 */
export function checkout(commit: string): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'steward-real-'));
  run('git', ['worktree', 'add', '--detach', root, commit], ROOT);
  const sameLock =
    readFileSync(join(root, 'package-lock.json'), 'utf8') ===
    readFileSync(join(ROOT, 'package-lock.json'), 'utf8');
  if (sameLock) symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  else run('npm', ['ci', '--no-audit', '--no-fund'], root);
  return { root, remove: () => run('git', ['worktree', 'remove', '--force', root], ROOT) };
}

/** The Node flags of the tree's `npm start` (between `node` and src/server/main.ts), none when it has another shape. */
function startFlags(root: string): string[] {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return (/\bnode ((?:--\S+ )*)src\/server\/main\.ts/.exec(scripts.start)?.[1] ?? '')
    .split(' ')
    .filter(Boolean);
}

/**
 * Starts the tree's real server on a free port and a fresh database, waits for /api/ready, and signs up its user
 * with today's plan.
 */
export async function startTarget(label: string, root: string): Promise<Target> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'steward-real-data-'));
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const dbName = `steward_real_${port}_${Date.now()}`;
  const admin = adminUrl ? postgres(adminUrl, { max: 1, onnotice: () => {} }) : null;
  if (admin) await admin.unsafe(`create database ${dbName}`);
  const databaseUrl = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).href : '';
  const server = spawn(process.execPath, [...startFlags(root), 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: url,
      BETTER_AUTH_SECRET: 'bench-real-secret-bench-real-secret-42',
      AUTH_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'silent',
      ...(adminUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    },
  });
  const cleanUp = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
    await admin?.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin?.end();
  };
  try {
    for (const deadline = Date.now() + 180_000; ; await new Promise((r) => setTimeout(r, 200))) {
      if (server.exitCode !== null || Date.now() > deadline)
        throw new Error(`${label}: the server did not start`);
      if ((await fetch(`${url}/api/ready`).catch(() => null))?.ok) break;
    }
    const cookie = await signUp(url);
    await savePlan(url, cookie);
    return { label, root, url, cookie, server, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
