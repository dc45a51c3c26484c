/**
 * A real Radicale (Debian's package, 3.1.8) for the CalDAV tests (ADR 020): one
 * process per test file on a free 127.0.0.1 port, a temporary storage folder, htpasswd users (plain
 * passwords: 3.1.8 has bcrypt only with python3-bcrypt, which is not installed, and the file is a throwaway),
 * the rights below, no auth delay. `seedCalendar` creates a calendar collection (MKCALENDAR with a display
 * name and colour) and PUTs .ics objects into it, asserting every step succeeded.
 *
 * Rights (Radicale's from_file, the owner_only rules plus one): the user reads and writes their own calendars,
 * except `/<user>/readonly/`, which they may only read; an `admin` user (password in {@link RadicaleServer})
 * may do anything, and seeds that calendar (`seedCalendar(..., { as: 'admin' })`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import * as net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RadicaleServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  username: string;
  password: string;
  /** Basic authorization header value of the user. */
  authorization: string;
  /** Basic authorization header value of the `admin` user. */
  adminAuthorization: string;
  /** Stops the process (idempotent); the storage folder is removed. */
  stop: () => Promise<void>;
}

const ADMIN_PASSWORD = 'admin secret';

function basic(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

/** A port that was free a moment ago (Radicale needs a number; the tiny race is retried by `startRadicale`). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function answers(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/.web/`, { signal: AbortSignal.timeout(1_000) });
    await response.arrayBuffer();
    return response.status > 0;
  } catch {
    return false;
  }
}

const RIGHTS = `
[admin]
user: admin
collection: .*
permissions: RrWw

[root]
user: .+
collection:
permissions: R

[principal]
user: .+
collection: {user}
permissions: RW

[readonly]
user: .+
collection: {user}/readonly
permissions: r

[calendars]
user: .+
collection: {user}/[^/]+
permissions: rw
`;

async function launch(folder: string, users: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    '/usr/bin/radicale',
    [
      '--config',
      '', // no system or user configuration file: everything below
      '--server-hosts',
      `127.0.0.1:${port}`,
      '--auth-type',
      'htpasswd',
      '--auth-htpasswd-filename',
      users,
      '--auth-htpasswd-encryption',
      'plain',
      '--auth-delay',
      '0',
      '--rights-type',
      'from_file',
      '--rights-file',
      join(folder, 'rights'),
      '--storage-filesystem-folder',
      join(folder, 'collections'),
      '--logging-level',
      'warning',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`radicale exited (${child.exitCode}): ${stderr}`);
    if (await answers(origin)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`radicale did not answer on ${origin} within 30 s: ${stderr}`);
}

/** Starts Radicale with user `username`/`password` on a free loopback port. */
export async function startRadicale(username = 'alice', password = 'correct horse'): Promise<RadicaleServer> {
  const folder = await mkdtemp(join(tmpdir(), 'steward-radicale-'));
  const users = join(folder, 'users');
  await writeFile(users, `${username}:${password}\nadmin:${ADMIN_PASSWORD}\n`);
  await writeFile(join(folder, 'rights'), RIGHTS);
  let child: ChildProcess | undefined;
  let port = 0;
  for (let attempt = 0; attempt < 3 && !child; attempt++) {
    port = await freePort();
    try {
      child = await launch(folder, users, port);
    } catch (error) {
      if (attempt === 2) {
        await rm(folder, { recursive: true, force: true });
        throw error;
      }
    }
  }
  const running = child as ChildProcess;
  let stopped = false;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    username,
    password,
    authorization: basic(username, password),
    adminAuthorization: basic('admin', ADMIN_PASSWORD),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      if (running.exitCode === null) {
        const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
        running.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (running.exitCode === null) running.kill('SIGKILL');
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** One request to Radicale as its user; throws when the status is not one of `expected`. */
export async function davFetch(
  server: RadicaleServer,
  path: string,
  init: { method: string; body?: string; headers?: Record<string, string>; as?: 'user' | 'admin' },
  expected: readonly number[],
): Promise<Response> {
  const response = await fetch(new URL(path, server.origin), {
    method: init.method,
    headers: {
      Authorization: init.as === 'admin' ? server.adminAuthorization : server.authorization,
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  if (!expected.includes(response.status))
    throw new Error(`${init.method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Creates calendar `/<user>/<slug>/` with a display name and colour, then PUTs each object as
 * `<name>.ics`. Returns the collection's URL (the provider's calendar id).
 */
export async function seedCalendar(
  server: RadicaleServer,
  slug: string,
  calendar: {
    displayName: string;
    color?: string;
    /** Supported components; default VEVENT. */
    components?: readonly string[];
    objects?: Record<string, string>;
    /** Who creates it: the user (default) or admin (for `readonly`, which the user cannot write). */
    as?: 'user' | 'admin';
  },
): Promise<string> {
  const path = `/${server.username}/${slug}/`;
  const body = `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" xmlns:I="http://apple.com/ns/ical/">
  <D:set><D:prop>
    <D:displayname>${calendar.displayName}</D:displayname>
    ${calendar.color ? `<I:calendar-color>${calendar.color}</I:calendar-color>` : ''}
    <C:supported-calendar-component-set>${(calendar.components ?? ['VEVENT']).map((name) => `<C:comp name="${name}"/>`).join('')}</C:supported-calendar-component-set>
  </D:prop></D:set>
</C:mkcalendar>`;
  await davFetch(
    server,
    path,
    { method: 'MKCALENDAR', body, headers: { 'Content-Type': 'application/xml' }, as: calendar.as ?? 'user' },
    [201],
  );
  for (const [name, text] of Object.entries(calendar.objects ?? {}))
    await putObject(server, `${path}${name}.ics`, text, calendar.as);
  return new URL(path, server.origin).href;
}

/** PUTs one iCalendar object at `path` (create or replace). */
export async function putObject(
  server: RadicaleServer,
  path: string,
  text: string,
  as: 'user' | 'admin' = 'user',
): Promise<void> {
  await davFetch(
    server,
    path,
    { method: 'PUT', body: text, headers: { 'Content-Type': 'text/calendar; charset=utf-8' }, as },
    [201, 204],
  );
}

/** GETs one object: its text, or null when Radicale answers 404. */
export async function getObject(server: RadicaleServer, path: string): Promise<string | null> {
  const response = await davFetch(server, path, { method: 'GET' }, [200, 404]);
  const text = await response.text();
  return response.status === 404 ? null : text;
}
