/**
 * Entry point: reads the environment, opens the database (PostgreSQL by DATABASE_URL, else PGlite in DATA_DIR),
 * applies migrations, and serves the app on PORT until SIGINT/SIGTERM.
 */
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import { parseEnv } from './env.ts';
import { listen } from './http-server.ts';
import { releaseStartupMemory } from './startup-memory.ts';

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const database: Database = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, env.DATABASE_POOL_MAX)
    : await openPglite(env.DATA_DIR);
  await migrate(database);
  const webRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));
  const testNow = env.TEST_NOW ? new Date(env.TEST_NOW) : undefined;
  const { app, close, ready } = createApp({
    database,
    env,
    webRoot,
    now: testNow ? () => testNow : undefined,
    reminders: true,
  });
  await ready;
  releaseStartupMemory();
  const { server, port } = await listen({
    fetch: app.fetch,
    port: env.PORT,
    hostname: env.HOST,
    maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT * 1000,
  });
  if (env.LOG_LEVEL !== 'silent')
    console.log(`Steward listening on http://localhost:${port} (database: ${database.kind})`);
  const stop = () => {
    server.close();
    close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (
    error instanceof DataDirLockedError ||
    (error instanceof Error && error.message.startsWith('Invalid configuration'))
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
