/**
 * Starts a benchmark target (`node bench/target.ts steward|baseline`, bench/target.ts) as a child process with
 * the given environment and Node flags, and waits for its `{"port","origin"}` line. Shared by `npm run bench`
 * (bench/run.ts) and `npm run bench:mix` (bench/mix.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const TARGET_SCRIPT = fileURLToPath(new URL('./target.ts', import.meta.url));

/** A running target. */
export interface Target {
  origin: string;
  pid: number;
  /** Resolves when the target has finished the requests autocannon abandoned at the end of a run. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();

/**
 * Starts `node bench/target.ts <mode>` with `env` and waits for its `{"port","origin"}` line. `script` runs another
 * checkout's target instead (bench:mix's BENCH_MIX_COMPARE: that tree's server, measured beside this one).
 */
export async function startTarget(
  mode: 'steward' | 'baseline',
  env: Record<string, string>,
  nodeFlags: string[],
  script = TARGET_SCRIPT,
): Promise<Target> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATABASE_URL;
  delete childEnv.DATA_DIR;
  Object.assign(childEnv, env);
  const child = spawn(process.execPath, [...nodeFlags, script, mode], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  children.add(child);
  const exited = once(child, 'exit').then(([code]) => {
    children.delete(child);
    return code as number | null;
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const ready = once(lines, 'line').then(([line]) => JSON.parse(line as string) as { origin: string });
  const first = await Promise.race([ready, exited.then((code) => code)]);
  if (typeof first !== 'object' || first === null)
    throw new Error(`bench target ${mode} exited (${first}) before listening`);
  return {
    origin: first.origin,
    pid: child.pid ?? 0,
    drain: async () => {
      const drained = once(child, 'message');
      child.send('drain');
      await Promise.race([drained, exited]);
    },
    stop: async () => {
      if (!children.has(child)) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
