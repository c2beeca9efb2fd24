import { serve } from '@hono/node-server';
import { openDatabase } from '../../models/database.ts';
import { migrate } from '../../models/migrate.ts';
import { seedDemo } from '../../seeds/index.ts';
import { createApp } from './app.ts';
import { env, publicUrl } from './env.ts';
import { logger } from './lib/logger.ts';
import { mountFrontends } from './site.ts';

// The one process: database (embedded unless DATABASE_URL), migrations, demo data, API, back office, site.
const started = Date.now();
const log = (msg: string) => logger.info(msg);

const db = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  embeddedPort: env.EMBEDDED_PG_PORT,
  log,
});
const applied = await migrate(db.sequelize, log);
if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
if (env.SEED_DEMO) await seedDemo(db.sequelize, log);

const app = createApp();
await mountFrontends(app);

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
  logger.info('server.ready', { url: publicUrl, port: env.PORT, ms: Date.now() - started });
  console.log(`Platea is ready at ${publicUrl}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info('server.stopping', { signal });
  server.close();
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await db.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
