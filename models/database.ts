import pg from 'pg';
import { Sequelize } from 'sequelize';
import { startEmbeddedPostgres } from './embedded.ts';
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
    pool: { max: opts.pool ?? 10, min: 0, idle: 10_000, acquire: 30_000 },
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
  const embedded = opts.url
    ? null
    : await startEmbeddedPostgres({ dataDir: opts.dataDir, port: opts.embeddedPort, log: opts.log });
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
