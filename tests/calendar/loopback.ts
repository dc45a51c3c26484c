/** Loopback servers for the calendar fetch tests: a plain HTTP server with a route table, and a TCP trap. */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as net from 'node:net';

export type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** An HTTP server on `host` (default 127.0.0.1) answering from `routes` by path; 404 otherwise. */
export async function startHttpServer(
  routes: Record<string, Handler>,
  host = '127.0.0.1',
): Promise<{ origin: string; port: number; requests: http.IncomingMessage[]; close: () => Promise<void> }> {
  const requests: http.IncomingMessage[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request);
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const handler =
      routes[path] ??
      Object.entries(routes).find(
        ([prefix]) => prefix.endsWith('*') && path.startsWith(prefix.slice(0, -1)),
      )?.[1];
    if (handler) handler(request, response);
    else response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  if (!port) throw new Error('test server did not get a port');
  return {
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A TCP listener on every address of this host (`::`, dual stack: 127.0.0.0/8, ::1, 0.0.0.0, the host's own
 * fd00::/fe80:: addresses) that only counts connections and what their first bytes were: proof that a refused
 * URL made no connection, and that webcal:// spoke TLS.
 */
export async function startTrap(): Promise<{
  port: number;
  connections: () => number;
  firstBytes: Buffer[];
  close: () => Promise<void>;
}> {
  let count = 0;
  const firstBytes: Buffer[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    count++;
    sockets.add(socket);
    socket.once('data', (chunk: Buffer) => {
      firstBytes.push(chunk);
      socket.destroy();
    });
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '::', ipv6Only: false }, resolve));
  const { port } = server.address() as AddressInfo;
  if (!port) throw new Error('trap did not get a port');
  return {
    port,
    connections: () => count,
    firstBytes,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Runs `promise` and returns what it rejected with (fails the test when it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection, got a value');
}
