/**
 * The real server as a child process, for the e2e suites (tests/e2e/fixtures.ts) and the API tests that must kill
 * it: `node src/server/main.ts` on 127.0.0.1 and a free port (or `env.PORT` / `env.BASE_URL` when a peer must
 * know them first), on PGlite in a given DATA_DIR or on PostgreSQL by DATABASE_URL. It never deletes the data,
 * so a restart finds it. main.ts serves the web build, so `ensureWebBuild` runs package.json's build once when dist/web
 * is missing (`npm test` builds first).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A running server process. */
export interface ServerChild {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code or signal once the process has exited. */
  exited: Promise<number | string | null>;
  /** What the process printed so far (stdout and stderr). */
  output(): string;
  /** Sends `signal` (SIGTERM unless told) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Builds the SPA into dist/web unless it is there; main.ts refuses to start without it. */
export function ensureWebBuild(): void {
  if (existsSync(`${ROOT}dist/web/index.html`)) return;
  // package.json's `build`: the browser's build, then the server render's entry (ADR 062).
  for (const args of [['build'], ['build', '--ssr', 'entry-server.tsx']]) {
    const build = spawnSync(process.execPath, [`${ROOT}node_modules/vite/bin/vite.js`, ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
  }
}

/**
 * Starts `node src/server/main.ts` with `env` on top of a test configuration and waits until /api/ready
 * answers 200.
 * @throws Error with the server's output when it exits or is not ready within 120 s (the process is killed; a
 * file's server and Chromium, its server on a migrated folder, took 59 s to start at load 16 on 2 cores).
 */
export async function startServerChild(env: Record<string, string>): Promise<ServerChild> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = env.BASE_URL ?? `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: url,
      BETTER_AUTH_SECRET: 'durable-secret-durable-secret-durable-42',
      AUTH_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const server: ServerChild = { url, child, exited, output: () => output, stop };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop('SIGKILL');
  throw new Error(`Steward did not become ready (exit ${child.exitCode}):\n${output}`);
}
