import { type Database, openDatabase } from '../../models/database.ts';
import { migrate } from '../../models/migrate.ts';
import { onReplicaUnavailable } from '../../models/replicas.ts';
import { enqueueDemoMedia } from '../../seeds/demo-media.ts';
import { seedDemo } from '../../seeds/index.ts';
import { stopPageViews } from './analytics/services/page-views.ts';
import { viewingBuffer } from './analytics/services/viewing.ts';
import { viewKey } from './analytics/view-token.ts';
import { createApp } from './app.ts';
import { env, PROCESS_ROLES, type ProcessRole, publicUrl } from './env.ts';
import { createHttpServer } from './http.ts';
import { definedQueues, prepareQueues, startWorkers } from './jobs/index.ts';
import { listenForChanges } from './lib/db-changes.ts';
import { logger } from './lib/logger.ts';
import { startIngest as startLiveIngest } from './live/ingest.ts';
import { mediaTools, missingToolsMessage } from './media/ffmpeg.ts';
import { loadVideoRooms } from './meetings/services/provider.ts';
import { endAll as endRealtime, flushSignals } from './realtime/hub.ts';
import { loadYoga } from './realtime/routes/graphql.ts';
import { markStopping } from './settings/services/health.ts';
import { mountFrontends } from './site.ts';

/**
 * The process roles, composed here and nowhere else. Every Platea process opens the database (embedded
 * unless DATABASE_URL), applies the migrations and prepares the job queues; then it runs the roles it
 * was given (PLATEA_ROLES, default all of them):
 *  - web: HTTP on PORT (API, site, back office), the demo data, the change listener of the caches;
 *  - worker: pg-boss workers for every declared job (mail, transcodes, uploads, sweeps, schedules);
 *  - ingest: the RTMP ingest of the live broadcasts on RTMP_PORT (api/src/live/ingest.ts).
 * Any mix runs against one database: `PLATEA_ROLES=web` and `PLATEA_ROLES=worker` processes share the
 * queue in PostgreSQL. SIGTERM/SIGINT stop the roles in reverse (HTTP drained first, running requests
 * and jobs finished), and the database last.
 */
export type Role = ProcessRole;
export const ROLES = PROCESS_ROLES;

interface RoleContext {
  db: Database;
  /** The demo data was loaded by this start (first run on an empty database). */
  seeded: boolean;
}

interface RunningRole {
  /** Stops taking work and lets what runs finish, within `deadlineMs`. */
  stop: (deadlineMs: number) => Promise<void>;
}

/** How long a stopping web role keeps accepting what is already on its way (see stopWeb). */
const DRAIN_MS = 1_000;

async function startWeb({ db, seeded }: RoleContext): Promise<RunningRole> {
  // The demo's recordings are made by a worker (ffmpeg), not here: the server is ready meanwhile.
  if (seeded && env.SEED_DEMO_MEDIA) await enqueueDemoMedia();
  const stopChangeListener = await listenForChanges(db.url);
  // The meetings' provider from the admin's settings, ready before the first request (then kept current).
  await loadVideoRooms();
  const app = createApp();
  // GraphQL is loaded on first use (tests, workers); a web process has it ready before it listens.
  // The viewing tokens' key is loaded before the first heartbeat, which then queries nothing.
  await Promise.all([mountFrontends(app), loadYoga(), viewKey()]);
  viewingBuffer.start();
  const server = createHttpServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  console.log(`Platea is ready at ${publicUrl}`);
  return {
    stop: async (deadlineMs) => {
      // Drain first: the listener stays open while anything is on its way (connections the kernel
      // already queued, requests not yet read while the process was busy), each answer saying
      // `Connection: close`; then no new connection is accepted, and running requests (CSV exports
      // included) finish before anything they use is closed.
      markStopping();
      // Subscriptions end at once (their clients come back, to this process's successor or another).
      endRealtime();
      await server.drain({ minMs: Math.min(DRAIN_MS, deadlineMs / 4), deadlineMs });
      // What the last requests wrote is signalled before the process goes, and the viewing heartbeats
      // held in memory are written (before the pool closes: roles stop before the database).
      await flushSignals();
      // The page views counted since the last batch.
      await stopPageViews();
      await viewingBuffer
        .stop()
        .catch((err) =>
          logger.error('viewing.flush_failed', { error: err instanceof Error ? err.message : String(err) }),
        );
      await stopChangeListener();
    },
  };
}

async function startWorker({ db }: RoleContext): Promise<RunningRole> {
  await loadVideoRooms(); // the meetings' provider its jobs close rooms with (services/provider.ts)
  const workers = await startWorkers(db.url, env.WORKER_CONCURRENCY);
  console.log(
    `Platea worker ready (${env.WORKER_CONCURRENCY} parallel jobs per queue, ${definedQueues().length} queues)`,
  );
  // Running jobs finish; a job still running at the deadline is retried by another worker after expiry.
  return { stop: (deadlineMs) => workers.stop({ timeoutMs: deadlineMs }) };
}

async function startIngest(): Promise<RunningRole> {
  // RTMP on RTMP_PORT; each live stream's ffmpeg is asked to finish (q), then killed at the deadline.
  const ingest = await startLiveIngest(env.RTMP_PORT);
  console.log(`Platea ingest ready on rtmp://${env.HOST}:${ingest.port}/live`);
  return { stop: (deadlineMs) => ingest.stop(deadlineMs) };
}

const STARTERS: Record<Role, (ctx: RoleContext) => Promise<RunningRole>> = {
  worker: startWorker,
  ingest: startIngest,
  web: startWeb,
};

/** Starts the given roles in one process (web last, so "ready" means everything is up). */
export async function runRoles(roles: readonly Role[]): Promise<void> {
  const started = Date.now();
  const log = (msg: string) => logger.info(msg);
  const order = ROLES.filter((r) => roles.includes(r)).sort((a, b) => startOrder(a) - startOrder(b));
  logger.info('process.roles', { roles: order });
  onReplicaUnavailable((error, primaryForMs) =>
    logger.warn('db.replica_unavailable', { error, primaryForMs }),
  );
  if (!env.DATABASE_URL && !order.includes('web')) {
    logger.warn('process.embedded', {
      hint: 'without DATABASE_URL this process starts the embedded PostgreSQL of DATA_DIR; run it only when no other process uses the same DATA_DIR, or set DATABASE_URL',
    });
  }
  const db = await openDatabase({
    url: env.DATABASE_URL,
    readUrls: env.DATABASE_READ_URLS,
    dataDir: env.DATA_DIR,
    embeddedPort: env.EMBEDDED_PG_PORT,
    log,
    pool: order.includes('web') ? undefined : env.WORKER_CONCURRENCY + 2,
    // The database stops last, from shutdown below: not from the embedded package's own signal hook.
    ownsStopSignals: true,
  });
  const applied = await migrate(db.sequelize, log);
  if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
  const seeded = order.includes('web') && env.SEED_DEMO ? await seedDemo(db.sequelize, log) : false;
  await prepareQueues(db.url);
  if (order.includes('web') || order.includes('worker')) {
    // Said once, clearly: without ffmpeg the media features wait, the rest of the platform works.
    void mediaTools().then((tools) => {
      const missing = missingToolsMessage(tools);
      if (missing) logger.warn('media.tools_missing', { message: missing });
      else logger.info('media.tools', { ffmpeg: tools.ffmpeg, ffprobe: tools.ffprobe });
    });
  }

  const running: RunningRole[] = [];
  let stopping = false;
  /**
   * SIGTERM/SIGINT: the roles stop in reverse order of start (web first: drain, stop accepting, let
   * in-flight requests finish; then the workers let running jobs finish or hand them back to the queue at
   * the deadline); then the pool closes and, last, the embedded PostgreSQL stops, never restarted while
   * stopping. All within SHUTDOWN_TIMEOUT_SECONDS, after which the process exits anyway (code 1).
   */
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    db.stopping();
    logger.info('server.stopping', { signal, roles: order });
    const deadlineMs = env.SHUTDOWN_TIMEOUT_SECONDS * 1000;
    const force = setTimeout(() => {
      logger.error('server.stop_timeout', { seconds: env.SHUTDOWN_TIMEOUT_SECONDS });
      process.exit(1);
    }, deadlineMs + 5_000);
    force.unref();
    let code = 0;
    try {
      for (const role of [...running].reverse()) await role.stop(deadlineMs);
      await db.close();
      logger.info('server.stopped', { signal });
    } catch (err) {
      logger.error('server.stop_failed', { error: err instanceof Error ? err.message : String(err) });
      code = 1;
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  for (const role of order) running.push(await STARTERS[role]({ db, seeded }));
  logger.info('server.ready', {
    roles: order,
    ...(order.includes('web') ? { url: publicUrl, port: env.PORT } : {}),
    ms: Date.now() - started,
  });
}

function startOrder(role: Role): number {
  return role === 'web' ? 2 : role === 'ingest' ? 1 : 0;
}
