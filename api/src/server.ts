import { openDatabase } from '../../models/database.ts';
import { migrate } from '../../models/migrate.ts';
import { seedDemo } from '../../seeds/index.ts';
import { createApp } from './app.ts';
import { env, publicUrl } from './env.ts';
import { createHttpServer } from './http.ts';
import { prepareQueues, startWorkers, type Workers } from './jobs/index.ts';
import { listenForChanges } from './lib/db-changes.ts';
import { logger } from './lib/logger.ts';
import { enqueueDemoMedia } from './media/demo.ts';
import { mediaTools, missingToolsMessage } from './media/ffmpeg.ts';
import { deleteExpiredUploads, resumeIngests } from './media/uploads.ts';
import { markStopping } from './services/health.ts';
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
const seeded = env.SEED_DEMO ? await seedDemo(db.sequelize, log) : false;

await prepareQueues(db.url);
// The demo's recordings are made by a worker (ffmpeg), not here: the server is ready meanwhile.
if (seeded && env.SEED_DEMO_MEDIA) await enqueueDemoMedia();
const workers: Workers | null =
  env.WORKERS === 'inline' ? await startWorkers(db.url, env.WORKER_CONCURRENCY) : null;

const stopChangeListener = await listenForChanges(db.url);
// Said once, clearly: without ffmpeg the media features wait, the rest of the platform works.
void mediaTools().then((tools) => {
  const missing = missingToolsMessage(tools);
  if (missing) logger.warn('media.tools_missing', { message: missing });
  else logger.info('media.tools', { ffmpeg: tools.ffmpeg, ffprobe: tools.ffprobe });
});
// Uploads live on this machine's disk until copied to media storage: finish what a stop interrupted,
// and delete abandoned uploads hourly.
void resumeIngests().then(
  (n) => n && logger.info('media.ingests_resumed', { count: n }),
  (err) => logger.error('media.ingests_resume_failed', { error: err.message }),
);
const uploadSweep = setInterval(
  () =>
    void deleteExpiredUploads().then(
      (n) => n && logger.info('media.uploads_expired', { count: n }),
      (err) => logger.warn('media.uploads_sweep_failed', { error: err.message }),
    ),
  3600_000,
);
uploadSweep.unref();
const app = createApp();
await mountFrontends(app);

const server = createHttpServer(app);
server.listen(env.PORT, env.HOST, () => {
  logger.info('server.ready', { url: publicUrl, port: env.PORT, ms: Date.now() - started });
  console.log(`Platea is ready at ${publicUrl}`);
});

let stopping = false;
/** How long a stopping server keeps accepting what is already on its way (see shutdown). */
const DRAIN_MS = 1_000;
/**
 * SIGTERM/SIGINT: drain, stop accepting connections, let in-flight requests finish, let running jobs finish
 * (or hand them back to the queue at the deadline), then close the database; all within
 * SHUTDOWN_TIMEOUT_SECONDS, after which the process exits anyway.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info('server.stopping', { signal });
  const deadlineMs = env.SHUTDOWN_TIMEOUT_SECONDS * 1000;
  const force = setTimeout(() => {
    logger.error('server.stop_timeout', { seconds: env.SHUTDOWN_TIMEOUT_SECONDS });
    process.exit(1);
  }, deadlineMs + 5_000);
  force.unref();
  let code = 0;
  try {
    // Drain first: for a moment the listener stays open, so connections the kernel already accepted
    // (and requests not yet read while the process was busy) are served, each answer saying
    // `Connection: close`; closing at once would reset them. Then no new connection is accepted.
    server.startDraining();
    markStopping();
    await new Promise((r) => setTimeout(r, Math.min(DRAIN_MS, deadlineMs / 4)));
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive sockets would hold close() open; busy ones close after their response.
    server.closeIdleConnections();
    const idleSweep = setInterval(() => server.closeIdleConnections(), 200);
    await Promise.race([closed, new Promise((r) => setTimeout(r, deadlineMs))]);
    clearInterval(idleSweep);
    await workers?.stop({ timeoutMs: deadlineMs });
    await stopChangeListener();
    await db.close();
    logger.info('server.stopped', { signal });
  } catch (err) {
    logger.error('server.stop_failed', { error: err instanceof Error ? err.message : String(err) });
    code = 1;
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
