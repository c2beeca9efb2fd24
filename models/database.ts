import pg from 'pg';
import { Sequelize } from 'sequelize';
import { initModels } from './index.ts';

// node-postgres returns bigint (int8) as strings; our counts and sums fit in a double.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export interface Database {
  sequelize: Sequelize;
  url: string;
  close: () => Promise<void>;
}

export function createSequelize(url: string, opts: { logging?: boolean; pool?: number } = {}): Sequelize {
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
  });
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
}): Promise<Database> {
  // The embedded server's package (60 MB of binaries) is loaded only when it is used.
  const embedded = opts.url
    ? null
    : await (await import('./embedded.ts')).startEmbeddedPostgres({
        dataDir: opts.dataDir,
        port: opts.embeddedPort,
        log: opts.log,
      });
  const url = opts.url ?? (embedded?.url as string);
  const sequelize = createSequelize(url, { pool: opts.pool });
  await sequelize.authenticate();
  return {
    sequelize,
    url,
    close: async () => {
      await sequelize.close();
      if (embedded) await embedded.stop();
    },
  };
}
