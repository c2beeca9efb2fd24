import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Sequelize } from 'sequelize';
import { type MigrationFn, SequelizeStorage, Umzug } from 'umzug';

export type Migration = MigrationFn<Sequelize>;

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works: it only has to be the same for every process that migrates this database.
const MIGRATION_LOCK = 7_240_001;

export function migrator(sequelize: Sequelize, log: (msg: string) => void = () => {}) {
  const files = readdirSync(migrationsDir)
    .filter((f) => /^\d{4}-[a-z0-9-]+\.ts$/.test(f))
    .sort();
  return new Umzug<Sequelize>({
    migrations: files.map((file) => ({
      name: file.replace(/\.ts$/, ''),
      up: async (params) => {
        const mod = (await import(pathToFileURL(join(migrationsDir, file)).href)) as { up: Migration };
        await mod.up(params);
      },
    })),
    context: sequelize,
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: {
      info: (e) => log(`migrate: ${JSON.stringify(e)}`),
      warn: (e) => log(`migrate: ${JSON.stringify(e)}`),
      error: (e) => log(`migrate: ${JSON.stringify(e)}`),
      debug: () => {},
    },
  });
}

/** Runs pending migrations once, even when several processes start together. */
export async function migrate(sequelize: Sequelize, log?: (msg: string) => void): Promise<string[]> {
  const conn = await sequelize.connectionManager.getConnection({ type: 'write' });
  try {
    await (conn as unknown as { query: (sql: string) => Promise<unknown> }).query(
      `SELECT pg_advisory_lock(${MIGRATION_LOCK})`,
    );
    const done = await migrator(sequelize, log).up();
    return done.map((m) => m.name);
  } finally {
    await (conn as unknown as { query: (sql: string) => Promise<unknown> }).query(
      `SELECT pg_advisory_unlock(${MIGRATION_LOCK})`,
    );
    sequelize.connectionManager.releaseConnection(conn);
  }
}
