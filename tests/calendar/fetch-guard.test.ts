/**
 * The SSRF guard on loopback (ADR 018): refused addresses make no
 * connection, redirects are re-checked, caps and the deadline hold, validators round-trip.
 */
import * as zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guardedGet,
  guardedRequest,
  MAX_REDIRECTS,
  MAX_RESPONSE_BYTES,
  parseCalendarUrl,
} from '../../src/server/calendar/fetch-guard.ts';
import { CalendarError } from '../../src/server/calendar/provider.ts';
import { parseEnv } from '../../src/server/env.ts';
import { rejection, startHttpServer, startTrap } from './loopback.ts';

let trap: Awaited<ReturnType<typeof startTrap>>;
let server: Awaited<ReturnType<typeof startHttpServer>>;
let other: Awaited<ReturnType<typeof startHttpServer>>;

/** Only the first hop's address (127.0.0.1) is allowed: what a redirect reaches is checked as in production. */
const FIRST_HOP_ONLY = { allowPrivateNetworks: false, allowAddresses: ['127.0.0.1'] } as const;

beforeAll(async () => {
  trap = await startTrap();
  const P = trap.port;
  other = await startHttpServer({
    '/echo-auth': (request, response) => response.end(`auth=${request.headers.authorization ?? ''}`),
  });
  server = await startHttpServer({
    '/ok': (_request, response) => response.end('hello'),
    '/echo-auth': (request, response) => response.end(`auth=${request.headers.authorization ?? ''}`),
    '/to-trap-127.0.0.2': (_request, response) =>
      response.writeHead(302, { Location: `http://127.0.0.2:${P}/` }).end(),
    '/to-trap-ipv6': (_request, response) =>
      response.writeHead(301, { Location: `http://[::1]:${P}/` }).end(),
    '/to-metadata': (_request, response) =>
      response.writeHead(307, { Location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    '/to-mapped': (_request, response) =>
      response.writeHead(308, { Location: `http://[::ffff:127.0.0.1]:${P}/` }).end(),
    '/to-file': (_request, response) => response.writeHead(302, { Location: 'file:///etc/passwd' }).end(),
    '/chain/*': (request, response) => {
      const left = Number(request.url?.split('/').pop());
      if (left === 0) response.end('end of chain');
      else response.writeHead(302, { Location: `/chain/${left - 1}` }).end();
    },
    '/same-origin-redirect': (_request, response) =>
      response.writeHead(302, { Location: '/echo-auth' }).end(),
    '/cross-origin-redirect': (_request, response) =>
      response.writeHead(302, { Location: `${other.origin}/echo-auth` }).end(),
    '/big-chunked': (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/calendar' });
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent <= MAX_RESPONSE_BYTES) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      pump();
    },
    '/big-declared': (_request, response) =>
      response.writeHead(200, { 'Content-Length': String(MAX_RESPONSE_BYTES + 1) }).end(),
    '/gzip-bomb': (_request, response) =>
      response
        .writeHead(200, { 'Content-Encoding': 'gzip' })
        .end(zlib.gzipSync(Buffer.alloc(MAX_RESPONSE_BYTES + 1024, 0))),
    '/gzip-small': (_request, response) =>
      response.writeHead(200, { 'Content-Encoding': 'gzip' }).end(zlib.gzipSync('BEGIN:VCALENDAR')),
    '/bad-gzip': (_request, response) =>
      response.writeHead(200, { 'Content-Encoding': 'gzip' }).end('this is not gzip'),
    '/slow-body': (_request, response) => {
      response.writeHead(200);
      response.write('partial'); // and never ends
    },
    '/no-answer': () => {}, // never answers
    '/etag': (request, response) => {
      if (request.headers['if-none-match'] === '"v1"') response.writeHead(304, { ETag: '"v1"' }).end();
      else response.writeHead(200, { ETag: '"v1"' }).end('body v1');
    },
    '/last-modified': (request, response) => {
      const stamp = 'Tue, 10 Mar 2026 10:00:00 GMT';
      if (request.headers['if-modified-since'] === stamp) response.writeHead(304).end();
      else response.writeHead(200, { 'Last-Modified': stamp }).end('body');
    },
    '/401': (_request, response) => response.writeHead(401).end(),
    '/403': (_request, response) => response.writeHead(403).end(),
    '/410': (_request, response) => response.writeHead(410).end(),
    '/429': (_request, response) => response.writeHead(429, { 'Retry-After': '7' }).end(),
    '/500': (_request, response) => response.writeHead(500).end(),
    '/418': (_request, response) => response.writeHead(418).end(),
  });
});

afterAll(async () => {
  await Promise.all([trap?.close(), server?.close(), other?.close()]);
});

describe('SSRF table: refused without a connection (allowPrivateNetworks false)', () => {
  const urls = (P: number) => [
    `http://127.0.0.1:${P}/`,
    `http://localhost:${P}/`,
    `http://0.0.0.0:${P}/`,
    `http://[::1]:${P}/`,
    `http://[::ffff:127.0.0.1]:${P}/`,
    `http://[0:0:0:0:0:ffff:7f00:1]:${P}/`,
    `http://127.0.0.2:${P}/`,
    `http://127.255.255.254:${P}/`,
    `http://2130706433:${P}/`, // decimal 127.0.0.1
    `http://0x7f000001:${P}/`, // hex
    `http://0177.0.0.1:${P}/`, // octal
    `http://0x7f.0.0.1:${P}/`, // mixed
    `http://127.1:${P}/`, // short form
    `http://0:${P}/`, // 0.0.0.0
    `http://10.0.0.1:${P}/`,
    `http://10.255.255.254:${P}/`,
    `http://172.16.0.1:${P}/`,
    `http://172.31.255.254:${P}/`,
    `http://192.168.0.1:${P}/`,
    `http://192.168.255.254:${P}/`,
    `http://169.254.169.254:${P}/latest/meta-data/`, // cloud metadata
    `http://169.254.0.1:${P}/`,
    `http://100.64.0.1:${P}/`, // CGNAT
    `http://100.127.255.254:${P}/`,
    `http://224.0.0.1:${P}/`, // multicast
    `http://239.255.255.250:${P}/`,
    `http://255.255.255.255:${P}/`, // broadcast
    `http://[::]:${P}/`, // unspecified
    `http://[fc00::1]:${P}/`, // ULA
    `http://[fd00::2]:${P}/`, // ULA: this host's own address, the trap would see it
    `http://[fe80::1]:${P}/`, // link-local
    `http://[ff02::1]:${P}/`, // multicast
    `http://[64:ff9b::7f00:1]:${P}/`, // NAT64 of 127.0.0.1
    `http://[::ffff:169.254.169.254]:${P}/`, // mapped metadata
    `http://[2002:7f00:1::]:${P}/`, // 6to4 of 127.0.0.1
    `https://127.0.0.1:${P}/`,
    `webcal://localhost:${P}/calendar.ics`,
    `http://user:secret@127.0.0.1:${P}/`,
  ];

  it('has at least 30 rows', () => {
    expect(urls(1).length).toBeGreaterThanOrEqual(30);
  });

  it.each(urls(0).map((_, index) => index))('row %i is refused and nothing connects', async (index) => {
    const url = urls(trap.port)[index] as string;
    const before = trap.connections();
    const error = await rejection(guardedGet({ url, allowPrivateNetworks: false, timeoutMs: 3_000 }));
    expect(error, url).toBeInstanceOf(CalendarError);
    expect(error, url).toMatchObject({ kind: 'refused', field: 'url' });
    expect(trap.connections(), url).toBe(before);
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/calendar.ics',
    'gopher://127.0.0.1:70/',
    'data:text/calendar,BEGIN:VCALENDAR',
    'javascript:alert(1)',
    'not a url',
    'http://[fe80::1%25eth0]/',
  ])('%s is refused as not a usable address', async (url) => {
    const error = await rejection(guardedGet({ url, allowPrivateNetworks: true }));
    expect(error).toMatchObject({ kind: 'refused', field: 'url' });
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://169.254.1.1/',
    'http://[::ffff:169.254.169.254]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[fe80::1]/',
    'http://[fd00:ec2::254]/',
  ])('refuses link-local and metadata address %s even when private networks are allowed', async (url) => {
    const error = await rejection(guardedGet({ url, allowPrivateNetworks: true, timeoutMs: 3_000 }));
    expect(error).toMatchObject({ kind: 'refused', field: 'url' });
  });

  it('refuses the unspecified address even when private networks are allowed', async () => {
    const before = trap.connections();
    const error = await rejection(
      guardedGet({ url: `http://0.0.0.0:${trap.port}/`, allowPrivateNetworks: true }),
    );
    expect(error).toMatchObject({ kind: 'refused' });
    expect(trap.connections()).toBe(before);
  });
});

describe('CALENDAR_ALLOW_PRIVATE_NETWORKS', () => {
  it('defaults to false: loopback is refused', async () => {
    const env = parseEnv({});
    expect(env.CALENDAR_ALLOW_PRIVATE_NETWORKS).toBe(false);
    const error = await rejection(
      guardedGet({ url: `${server.origin}/ok`, allowPrivateNetworks: env.CALENDAR_ALLOW_PRIVATE_NETWORKS }),
    );
    expect(error).toMatchObject({ kind: 'refused' });
  });

  it('true lets loopback through, by address and by name', async () => {
    const env = parseEnv({ CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true' });
    const allow = env.CALENDAR_ALLOW_PRIVATE_NETWORKS;
    const byAddress = await guardedGet({ url: `${server.origin}/ok`, allowPrivateNetworks: allow });
    const byName = await guardedGet({
      url: `http://localhost:${server.port}/ok`,
      allowPrivateNetworks: allow,
    });
    for (const answer of [byAddress, byName])
      expect(answer.status === 'ok' && answer.body.toString()).toBe('hello');
  });
});

describe('redirects', () => {
  it.each([
    ['127.0.0.2 (another loopback address)', '/to-trap-127.0.0.2'],
    ['[::1]', '/to-trap-ipv6'],
    ['[::ffff:127.0.0.1] (IPv4-mapped)', '/to-mapped'],
    ['cloud metadata', '/to-metadata'],
  ])('a redirect to %s is refused after the first hop, without connecting', async (_label, path) => {
    const before = trap.connections();
    const error = await rejection(
      guardedGet({ url: `${server.origin}${path}`, ...FIRST_HOP_ONLY, timeoutMs: 3_000 }),
    );
    expect(error).toMatchObject({ kind: 'refused', field: 'url' });
    expect((error as CalendarError).userMessage).toMatch(/redirects to a private or local network/);
    expect(trap.connections()).toBe(before);
  });

  it('a redirect to file: is refused', async () => {
    const error = await rejection(guardedGet({ url: `${server.origin}/to-file`, ...FIRST_HOP_ONLY }));
    expect(error).toMatchObject({ kind: 'refused' });
  });

  it(`follows ${MAX_REDIRECTS} redirects and refuses the ${MAX_REDIRECTS + 1}th`, async () => {
    const five = await guardedGet({ url: `${server.origin}/chain/${MAX_REDIRECTS}`, ...FIRST_HOP_ONLY });
    expect(five).toMatchObject({ status: 'ok', url: `${server.origin}/chain/0` });
    const six = await rejection(
      guardedGet({ url: `${server.origin}/chain/${MAX_REDIRECTS + 1}`, ...FIRST_HOP_ONLY }),
    );
    expect(six).toMatchObject({ kind: 'unreachable' });
    expect((six as CalendarError).userMessage).toMatch(/redirects more than 5 times/);
  });

  it('keeps Authorization on the same origin and drops it across origins', async () => {
    const headers = { Authorization: 'Bearer secret-token' };
    const same = await guardedRequest({
      url: `${server.origin}/same-origin-redirect`,
      headers,
      ...FIRST_HOP_ONLY,
    });
    expect(same.body.toString()).toBe('auth=Bearer secret-token');
    const cross = await guardedRequest({
      url: `${server.origin}/cross-origin-redirect`,
      headers,
      ...FIRST_HOP_ONLY,
    });
    expect(cross.url).toBe(`${other.origin}/echo-auth`);
    expect(cross.body.toString()).toBe('auth=');
  });

  it('turns credentials in the URL into Basic authorization for the original origin only', async () => {
    const url = `http://ada:pa%3Ass@127.0.0.1:${server.port}`;
    const same = await guardedRequest({ url: `${url}/echo-auth`, ...FIRST_HOP_ONLY });
    expect(same.body.toString()).toBe(`auth=Basic ${Buffer.from('ada:pa:ss').toString('base64')}`);
    const cross = await guardedRequest({ url: `${url}/cross-origin-redirect`, ...FIRST_HOP_ONLY });
    expect(cross.body.toString()).toBe('auth=');
  });
});

describe('caps, deadline and statuses', () => {
  const loopback = { allowPrivateNetworks: true } as const;

  it.each([
    ['a chunked body over 10 MB', '/big-chunked'],
    ['a declared Content-Length over 10 MB', '/big-declared'],
    ['a gzip body that decompresses to over 10 MB', '/gzip-bomb'],
  ])('%s → invalid-data', async (_label, path) => {
    const error = await rejection(guardedGet({ url: `${server.origin}${path}`, ...loopback }));
    expect(error).toMatchObject({ kind: 'invalid-data', userMessage: 'The calendar is larger than 10 MB.' });
  });

  it('decodes gzip bodies, and a corrupt one is invalid-data', async () => {
    const answer = await guardedGet({ url: `${server.origin}/gzip-small`, ...loopback });
    expect(answer.status === 'ok' && answer.body.toString()).toBe('BEGIN:VCALENDAR');
    const error = await rejection(guardedGet({ url: `${server.origin}/bad-gzip`, ...loopback }));
    expect(error).toMatchObject({ kind: 'invalid-data' });
  });

  it.each([
    ['a body that never ends', '/slow-body'],
    ['a server that never answers', '/no-answer'],
  ])('%s → unreachable at the deadline', async (_label, path) => {
    const started = performance.now();
    const error = await rejection(
      guardedGet({ url: `${server.origin}${path}`, ...loopback, timeoutMs: 300 }),
    );
    expect(error).toMatchObject({ kind: 'unreachable' });
    expect((error as CalendarError).userMessage).toMatch(/did not answer within/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('a closed port → unreachable', async () => {
    const closed = await startHttpServer({});
    await closed.close();
    const error = await rejection(guardedGet({ url: `${closed.origin}/`, ...loopback }));
    expect(error).toMatchObject({ kind: 'unreachable' });
  });

  it('a name that does not resolve → unreachable', async () => {
    const error = await rejection(
      guardedGet({ url: 'http://no-such-host.invalid/', ...loopback, timeoutMs: 5_000 }),
    );
    expect(error).toMatchObject({ kind: 'unreachable' });
  });

  it('the caller can abort', async () => {
    const controller = new AbortController();
    const pending = guardedGet({ url: `${server.origin}/no-answer`, ...loopback, signal: controller.signal });
    controller.abort(new Error('stop'));
    expect(await rejection(pending)).toMatchObject({ message: 'stop' });
  });

  it.each([
    ['/401', 'auth-expired'],
    ['/403', 'auth-expired'],
    ['/missing', 'not-found'],
    ['/410', 'not-found'],
    ['/429', 'rate-limited'],
    ['/500', 'unreachable'],
    ['/418', 'invalid-data'],
  ])('HTTP %s → %s', async (path, kind) => {
    const error = await rejection(guardedGet({ url: `${server.origin}${path}`, ...loopback }));
    expect(error).toMatchObject({ kind });
    if (kind === 'rate-limited') expect(error).toMatchObject({ retryAfterSeconds: 7 });
  });
});

describe('conditional requests', () => {
  const loopback = { allowPrivateNetworks: true } as const;

  it('an ETag round trip gives not-modified', async () => {
    const first = await guardedGet({ url: `${server.origin}/etag`, ...loopback });
    expect(first).toMatchObject({ status: 'ok', validators: { etag: '"v1"' } });
    const second = await guardedGet({
      url: `${server.origin}/etag`,
      ...loopback,
      validators: first.validators,
    });
    expect(second).toEqual({
      status: 'not-modified',
      url: `${server.origin}/etag`,
      validators: { etag: '"v1"' },
    });
  });

  it('a Last-Modified round trip gives not-modified', async () => {
    const first = await guardedGet({ url: `${server.origin}/last-modified`, ...loopback });
    expect(first.validators).toEqual({ lastModified: 'Tue, 10 Mar 2026 10:00:00 GMT' });
    const second = await guardedGet({
      url: `${server.origin}/last-modified`,
      ...loopback,
      validators: first.validators,
    });
    expect(second.status).toBe('not-modified');
  });
});

describe('webcal://', () => {
  it('is read as https: (unit)', () => {
    expect(parseCalendarUrl('webcal://example.com/a.ics').url.href).toBe('https://example.com/a.ics');
    expect(parseCalendarUrl('WEBCALS://example.com/a.ics').url.href).toBe('https://example.com/a.ics');
  });

  it('speaks TLS to the server (a TLS ClientHello reaches the listener)', async () => {
    trap.firstBytes.length = 0;
    const error = await rejection(
      guardedGet({
        url: `webcal://127.0.0.1:${trap.port}/calendar.ics`,
        allowPrivateNetworks: true,
        timeoutMs: 3_000,
      }),
    );
    expect(error).toMatchObject({ kind: 'unreachable' }); // the trap hangs up: no TLS server there
    expect(trap.firstBytes[0]?.[0]).toBe(0x16); // TLS record type 22: handshake
  });
});
