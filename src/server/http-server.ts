/**
 * The listening socket and its defences against slow or greedy clients (ADR 010; OWASP ASVS 5.0 resource
 * limits). Node's own timers bound how long a client may take: all headers within HEADERS_TIMEOUT_MS, the whole
 * request within REQUEST_TIMEOUT_MS (checked every second, not Node's default 30 s), idle keep-alive sockets
 * close after `keepAliveTimeoutMs` (the KEEP_ALIVE_TIMEOUT setting). One address may hold at most `maxConnectionsPerAddress` sockets at once;
 * further ones are closed as they arrive. The request body itself is read before a request takes a work slot
 * (security.ts `readBodyWithin`), so trickling clients never hold the capacity other users need.
 */
import type { AddressInfo, Socket } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';

/** Time a client has to send all request headers, in ms. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** Time a client has to send the whole request, in ms. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** What the listener needs. */
export interface ListenOptions {
  fetch: Parameters<typeof serve>[0]['fetch'];
  port: number;
  hostname: string;
  /** Most sockets one client address may hold open at once. */
  maxConnectionsPerAddress: number;
  /** Idle time after which a keep-alive socket is closed, in ms. */
  keepAliveTimeoutMs: number;
}

/** Starts listening; resolves with the server and the port it got once it listens. */
export function listen(options: ListenOptions): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve, reject) => {
    const server = serve(
      {
        fetch: options.fetch,
        port: options.port,
        hostname: options.hostname,
        serverOptions: {
          headersTimeout: HEADERS_TIMEOUT_MS,
          requestTimeout: REQUEST_TIMEOUT_MS,
          keepAliveTimeout: options.keepAliveTimeoutMs,
          connectionsCheckingInterval: 1_000,
        },
      },
      (info: AddressInfo) => resolve({ server, port: info.port }),
    );
    server.once('error', reject);
    limitConnectionsPerAddress(server, options.maxConnectionsPerAddress);
  });
}

/** Closes any socket beyond `max` open ones from the same remote address. */
function limitConnectionsPerAddress(server: ServerType, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
