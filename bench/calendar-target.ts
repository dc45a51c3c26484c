/**
 * What the calendar benchmarks (bench/calendar.ts, bench/calendar-far.ts) share: one Steward target in its own
 * process (bench/target.ts with npm start's Node flags and CALENDAR_ALLOW_PRIVATE_NETWORKS, so it reaches the
 * sources the bench serves on loopback), stopping it, its resident memory, and a user signed up through the API.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startFlags } from './start-flags.ts';

const TARGET = fileURLToPath(new URL('./target.ts', import.meta.url));

/** Starts Steward with `env` over the bench's environment; resolves once it listens. */
export async function startTarget(
  env: Record<string, string>,
): Promise<{ origin: string; child: ChildProcess }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true' };
  const child = spawn(process.execPath, [...(await startFlags()), TARGET, 'steward'], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const [line] = await once(createInterface({ input: child.stdout as NodeJS.ReadableStream }), 'line');
  return { origin: (JSON.parse(line as string) as { origin: string }).origin, child };
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
}

/** Signs a new user up through POST /api/auth/sign-up/email; returns its session cookie (`name=value`). */
export async function signUp(origin: string): Promise<string> {
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
  return cookie;
}

/** POSTs a calendar source as the user of `cookie`; throws unless 201 with a first sync that succeeded. */
export async function addSource(
  origin: string,
  cookie: string,
  body: Record<string, unknown>,
): Promise<void> {
  const answer = await fetch(`${origin}/api/calendar/sources`, {
    method: 'POST',
    headers: { Origin: origin, Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  if (answer.status !== 201) throw new Error(`POST /api/calendar/sources: ${answer.status} ${text}`);
  const source = JSON.parse(text) as { status: string; error: string | null };
  if (source.status !== 'ok' || source.error) throw new Error(`sync failed: ${text}`);
}
