import { openDatabase } from '../../models/database.ts';
import { migrate } from '../../models/migrate.ts';
import { env } from './env.ts';
import { prepareQueues, startWorkers } from './jobs/index.ts';
import { logger } from './lib/logger.ts';

// `npm run worker`: a process that only does jobs (mail now; transcodes and notifications later). Run as
// many as you like beside `npm start` with WORKERS=off; they share the queue in PostgreSQL.
const log = (msg: string) => logger.info(msg);
if (!env.DATABASE_URL) {
  logger.warn('worker.embedded', {
    hint: 'without DATABASE_URL the worker starts the embedded PostgreSQL of DATA_DIR; run it only when npm start is not running on the same DATA_DIR, or set DATABASE_URL',
  });
}
const db = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  embeddedPort: env.EMBEDDED_PG_PORT,
  log,
  pool: env.WORKER_CONCURRENCY + 2,
});
await migrate(db.sequelize, log);
await prepareQueues(db.url);
const workers = await startWorkers(db.url, env.WORKER_CONCURRENCY);
console.log(`Platea worker ready (${env.WORKER_CONCURRENCY} parallel jobs per queue)`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info('worker.stopping', { signal });
  const force = setTimeout(() => process.exit(1), (env.SHUTDOWN_TIMEOUT_SECONDS + 5) * 1000);
  force.unref();
  let code = 0;
  try {
    // Running jobs finish; a job still running at the deadline is retried by another worker after expiry.
    await workers.stop({ timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000 });
    await db.close();
  } catch (err) {
    logger.error('worker.stop_failed', { error: err instanceof Error ? err.message : String(err) });
    code = 1;
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
