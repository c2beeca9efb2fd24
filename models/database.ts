import pg from 'pg';
import { Sequelize } from 'sequelize';
import { initModels } from './index.ts';
import { replicationOptions, routeReplicaReads } from './replicas.ts';

// node-postgres returns bigint (int8) as strings; our counts and sums fit in a double.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export interface Database {
  sequelize: Sequelize;
  url: string;
  /** A stop is under way (the embedded server, if any, is not restarted from now on). */
  stopping: () => void;
  /** Closes the pool, then stops the embedded server: call it last, when nothing uses the database. */
  close: () => Promise<void>;
}

/**
 * The models' connection to the primary at `url`; with `readUrls` (DATABASE_READ_URLS), also a pool of
 * read replicas that only the reads wrapped in readsMayLag use (models/replicas.ts).
 */
export function createSequelize(
  url: string,
  opts: { logging?: boolean; pool?: number; readUrls?: readonly string[] } = {},
): Sequelize {
  const sequelize = new Sequelize(url, {
    dialect: 'postgres',
    logging: opts.logging ? (sql) => console.log(sql) : false,
    pool: {
      max: opts.pool ?? 10,
      min: 0,
      idle: 10_000,
      // A pooled connection whose socket died while idle (the database restarted, a proxy dropped it) is
      // never handed out again: after an outage the first request already gets a fresh connection.
      validate: (connection: unknown) => {
        const c = connection as {
          _invalid?: boolean;
          _ending?: boolean;
          connection?: { stream?: { destroyed?: boolean } };
        };
        return !c._invalid && !c._ending && c.connection?.stream?.destroyed !== true;
      },
      // A short wait when the database is down: the request answers 503 instead of hanging.
      acquire: 10_000,
    },
    define: { underscored: true, timestamps: true },
    dialectOptions: { application_name: 'platea' },
    replication: replicationOptions(opts.readUrls ?? []),
  });
  routeReplicaReads(sequelize, opts.readUrls ?? []);
  initModels(sequelize);
  return sequelize;
}

/** Opens DATABASE_URL, or starts the embedded server when it is unset. */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  embeddedPort: number;
  log: (msg: string) => void;
  pool?: number;
  /** Read replicas of `url` (DATABASE_READ_URLS). */
  readUrls?: readonly string[];
  /** The caller stops the database itself on SIGINT/SIGTERM (see leaveStopSignalsToCaller). */
  ownsStopSignals?: boolean;
}): Promise<Database> {
  // The embedded server's package (60 MB of binaries) is loaded only when it is used.
  const module = opts.url ? null : await import('./embedded.ts');
  if (module && opts.ownsStopSignals) module.leaveStopSignalsToCaller();
  const embedded = module
    ? await module.startEmbeddedPostgres({ dataDir: opts.dataDir, port: opts.embeddedPort, log: opts.log })
    : null;
  const url = opts.url ?? (embedded?.url as string);
  const sequelize = createSequelize(url, { pool: opts.pool, readUrls: opts.readUrls });
  await sequelize.authenticate();
  return {
    sequelize,
    url,
    stopping: () => embedded?.stopping(),
    close: async () => {
      await sequelize.close();
      if (embedded) await embedded.stop();
    },
  };
}
