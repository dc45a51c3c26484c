/**
 * A loopback TCP proxy in front of PostgreSQL that counts what clients send, for `npm run bench:mix`'s round
 * trips per operation. It reads the frontend side of the wire protocol (PostgreSQL documentation, "Frontend/Backend
 * Protocol", chapter 55): an untyped startup message (or SSLRequest / GSSENCRequest first), then typed messages
 * (one type byte, an int32 length that counts itself). Counted per connection, for connections whose startup
 * message names `application_name` `postgres.js` (Steward's pool and the baseline; pg-boss's connections are not
 * a request's work):
 *   round trips  messages after which the client waits for the server: Sync ('S'), Flush ('H'), Query ('Q');
 *   statements   executions: Execute ('E') and Query ('Q');
 *   parses       Parse ('P'): a statement text parsed (unnamed, or named on first use on that connection).
 * The server's side is passed through unread.
 */
import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';

/** Counters since the proxy started. */
export interface WireCounts {
  roundTrips: number;
  statements: number;
  parses: number;
}

/** The SSLRequest and GSSENCRequest codes: answered by the server with one byte, then the real startup follows. */
const ENCRYPTION_REQUESTS = new Set([80877103, 80877104]);

/**
 * Counts one client connection's messages into `counts` once its application name is known to be counted, and
 * its statements into `byApp` under its application name, whatever it is.
 */
function counter(counts: WireCounts, byApp: Map<string, number>) {
  let app = '';
  let buffer = Buffer.alloc(0);
  let started = false;
  let counted = false;
  return (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (!started) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        if (!ENCRYPTION_REQUESTS.has(code)) {
          started = true;
          const fields = buffer
            .subarray(8, length - 1)
            .toString('utf8')
            .split('\0');
          app = fields.includes('application_name')
            ? (fields[fields.indexOf('application_name') + 1] ?? '')
            : '';
          counted = app === 'postgres.js';
        }
        buffer = buffer.subarray(length);
        continue;
      }
      if (buffer.length < 5) return;
      const length = buffer.readInt32BE(1) + 1;
      if (buffer.length < length) return;
      const type = String.fromCharCode(buffer[0] as number);
      if (counted) {
        if (type === 'S' || type === 'H' || type === 'Q') counts.roundTrips++;
        if (type === 'E' || type === 'Q') counts.statements++;
        if (type === 'P') counts.parses++;
      }
      if (type === 'E' || type === 'Q') byApp.set(app, (byApp.get(app) ?? 0) + 1);
      buffer = buffer.subarray(length);
    }
  };
}

/**
 * Starts the proxy on a free port of 127.0.0.1 forwarding to `target` (a postgres:// URL). Returns the URL to
 * give clients (the same URL with the proxy's host and port), the live counters, the statements of every
 * connection by application name ('' for none; pg-boss names its pool `pgboss`), and a close function.
 */
export async function startWireCounter(
  target: string,
): Promise<{ url: string; counts: WireCounts; byApp: Map<string, number>; close(): Promise<void> }> {
  const to = new URL(target);
  const counts: WireCounts = { roundTrips: 0, statements: 0, parses: 0 };
  const byApp = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(to.port || 5432), to.hostname);
    sockets.add(client).add(upstream);
    const count = counter(counts, byApp);
    client.on('data', (chunk: Buffer) => {
      count(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(typeof address === 'object' && address ? address.port : 0);
  return {
    url: url.toString(),
    counts,
    byApp,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
