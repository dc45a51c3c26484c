/**
 * The PGlite data folder's lock (ADR 010): one Steward server per folder, held by the operating system
 * for exactly the life of the process. The lock is a Unix domain socket at `<dataDir>/steward.lock` that the
 * server listens on. A second server finds the address in use and connects: a live holder accepts, so the folder
 * is in use; a holder that died (even by kill -9) cannot accept, so the connection is refused and the lock is
 * taken over. Nothing depends on process ids, so a reused pid can never keep a dead server's lock alive, and a
 * pid-file from an older Steward is taken over the same way.
 */
import { rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';

/** Thrown when another live Steward server holds the folder. */
export class DataDirLockedError extends Error {}

/** File name of the lock socket inside the data folder. */
export const LOCK_FILE = 'steward.lock';

/** Longest lock path a Unix domain socket takes on every platform (sun_path is 104–108 bytes). */
const MAX_SOCKET_PATH_BYTES = 100;

function listenOn(path: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      server.unref();
      resolve(server);
    });
  });
}

function holderIsAlive(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Takes the lock of `dataDir` (which must exist); resolves with its release function.
 * @throws DataDirLockedError when a live server holds it, or when the folder path is too long for a socket.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  const path = join(dataDir, LOCK_FILE);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES)
    throw new DataDirLockedError(
      `The data folder path ${dataDir} is too long for its lock (at most ${MAX_SOCKET_PATH_BYTES - LOCK_FILE.length - 1} bytes): choose a shorter DATA_DIR.`,
    );
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const server = await listenOn(path);
      return () => {
        server.close();
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      if (await holderIsAlive(path))
        throw new DataDirLockedError(`The data folder ${dataDir} is in use by another Steward server.`);
      rmSync(path, { force: true }); // left by a server that died, or a pid file from an older Steward
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${path}`);
}
