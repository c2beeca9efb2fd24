import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Sequelize, Transaction } from 'sequelize';
import { logger } from './logger.ts';

/**
 * The job queue: pg-boss on the same PostgreSQL, in its own schema. Jobs are inserted through the
 * caller's transaction, so a rolled-back request leaves no job and a committed one never loses its job.
 * Workers (processes with the worker role, api/src/roles.ts) take jobs with SKIP LOCKED; a worker
 * that dies mid-job leaves its job active until it expires, and pg-boss then retries it.
 */
export const QUEUE_SCHEMA = 'pgboss';

export interface QueueOptions {
  retryLimit: number;
  /** Seconds before the first retry; doubled each time when retryBackoff. */
  retryDelay: number;
  retryBackoff: boolean;
  /** A job still active after this long is taken as lost (its worker died) and retried. */
  expireInSeconds: number;
  /** Also run on this schedule (cron, UTC), once across all worker processes. */
  cron?: string;
}

export interface JobContext {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
  /** True when a failure now will not be retried. */
  lastAttempt: boolean;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

interface Registered {
  options: QueueOptions;
  handler: JobHandler<never>;
}

const queues = new Map<string, Registered>();

/** Declares a queue and the function that does its jobs (done once, at module load). */
export function defineJob<T extends object>(name: string, options: QueueOptions, handler: JobHandler<T>) {
  queues.set(name, { options: withOverrides(options), handler: handler as JobHandler<never> });
  return {
    name,
    /** Enqueues in `transaction` (required: the job exists exactly when the caller's work commits). */
    enqueue: (data: T, transaction: Transaction, options: EnqueueOptions = {}) =>
      enqueue(name, data, transaction, options),
  };
}

/**
 * JOBS_EXPIRE_SECONDS and JOBS_RETRY_DELAY_SECONDS shorten every queue's timings (the tests that kill a
 * worker mid-job use them; an operator may too). They apply to jobs enqueued by the process that has them.
 */
function withOverrides(options: QueueOptions): QueueOptions {
  const expire = Number(process.env.JOBS_EXPIRE_SECONDS);
  const delay = Number(process.env.JOBS_RETRY_DELAY_SECONDS);
  return {
    ...options,
    ...(expire > 0 ? { expireInSeconds: expire } : {}),
    ...(delay >= 0 && process.env.JOBS_RETRY_DELAY_SECONDS ? { retryDelay: delay, retryBackoff: false } : {}),
  };
}

export function definedQueues(): string[] {
  return [...queues.keys()];
}

export interface EnqueueOptions {
  expireInSeconds?: number;
  /** Not before this many seconds (a delayed check, such as the end of a broadcast's reconnect window). */
  startAfter?: number;
}

let sender: { sequelize: Sequelize; boss: PgBoss } | null = null;

/** A pg-boss that only inserts, through whatever connection each call gives it; it never polls. */
function senderFor(sequelize: Sequelize): PgBoss {
  if (sender?.sequelize !== sequelize) {
    const boss = new PgBoss({
      schema: QUEUE_SCHEMA,
      db: {
        executeSql: async (text: string, values: unknown[]) => {
          const [rows] = await sequelize.query(text, { bind: values, raw: true });
          return { rows: rows as unknown[] };
        },
      },
    });
    sender = { sequelize, boss };
  }
  return sender.boss;
}

/** The pg client a Sequelize transaction runs on. */
function clientOf(transaction: Transaction): pg.ClientBase {
  const connection = (transaction as unknown as { connection?: pg.ClientBase }).connection;
  if (!connection) throw new Error('transaction has no connection');
  return connection;
}

async function enqueue(
  name: string,
  data: object,
  transaction: Transaction,
  { startAfter, ...own }: EnqueueOptions = {},
): Promise<string> {
  const registered = queues.get(name);
  if (!registered) throw new Error(`unknown job ${name}`);
  // A job's own expiry (a transcode sized by its duration) yields to JOBS_EXPIRE_SECONDS when set.
  const options = process.env.JOBS_EXPIRE_SECONDS ? registered.options : { ...registered.options, ...own };
  const sequelize = (transaction as unknown as { sequelize: Sequelize }).sequelize;
  const client = clientOf(transaction);
  const id = await senderFor(sequelize).send(name, data, {
    ...options,
    ...(startAfter ? { startAfter } : {}),
    db: { executeSql: (text: string, values: unknown[]) => client.query(text, values) },
  });
  if (!id) throw new Error(`job ${name} was not created: is its queue missing? (run the migrations)`);
  return id;
}

function bossOptions(url: string, extra: Partial<PgBoss.ConstructorOptions> = {}): PgBoss.ConstructorOptions {
  return {
    connectionString: url,
    schema: QUEUE_SCHEMA,
    application_name: 'platea-jobs',
    // Cron schedules (QueueOptions.cron) are kept by pg-boss in the database: any worker process fires
    // each one once. Maintenance (expiry, retention) runs in every worker process too.
    schedule: extra.schedule ?? false,
    maintenanceIntervalSeconds: Number(process.env.JOBS_MAINTENANCE_SECONDS ?? 30),
    ...extra,
  };
}

/** Advisory lock key of queue creation (any constant of our own; migrations use another). */
const QUEUES_LOCK = 7_202_111;

/**
 * Runs `fn` while holding a session advisory lock on its own connection: processes starting together on
 * a new database take turns. (pg-boss serialises its schema migration, not createQueue: two processes
 * creating the same queues at once deadlocked, and one of them exited at boot.)
 */
async function oneAtATime<T>(url: string, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [QUEUES_LOCK]);
    return await fn();
  } finally {
    await client.end();
  }
}

/**
 * Creates (or upgrades) pg-boss's schema and every declared queue. Run once at start-up by the server,
 * the worker and the test setup, one process at a time.
 */
export async function prepareQueues(url: string): Promise<void> {
  const boss = new PgBoss(bossOptions(url, { supervise: false, max: 2 }));
  boss.on('error', (err) => logger.error('jobs.error', { error: err.message }));
  await oneAtATime(url, async () => {
    await boss.start();
    try {
      for (const [name, { options }] of queues) {
        const { cron: _cron, ...queueOptions } = options;
        await boss.createQueue(name, { name, ...queueOptions });
      }
    } finally {
      await boss.stop({ graceful: false, close: true, wait: true });
    }
  });
}

export interface Workers {
  stop: (opts?: { timeoutMs?: number }) => Promise<void>;
  healthy: () => Promise<boolean>;
}

/**
 * Starts `concurrency` parallel workers for every declared queue. `stop` lets running jobs finish (up to
 * the timeout); a job cut off is handed back by expiry and retried by the next worker.
 */
export async function startWorkers(url: string, concurrency: number): Promise<Workers> {
  const boss = new PgBoss(bossOptions(url, { max: concurrency + 2, schedule: true }));
  boss.on('error', (err) => logger.error('jobs.error', { error: err.message }));
  await boss.start();
  await oneAtATime(url, async () => {
    for (const [name, { options }] of queues) {
      const { cron, ...queueOptions } = options;
      await boss.createQueue(name, { name, ...queueOptions });
      if (cron) await boss.schedule(name, cron, {}, { tz: 'UTC' });
    }
  });
  for (const [name, { handler }] of queues) {
    for (let i = 0; i < concurrency; i++) {
      await boss.work(
        name,
        { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
        async ([job]: PgBoss.JobWithMetadata<object>[]) => {
          const context: JobContext = {
            id: job.id,
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
            lastAttempt: job.retryCount >= job.retryLimit,
          };
          try {
            await handler(job.data as never, context);
          } catch (err) {
            logger.warn('job.failed', {
              queue: name,
              id: job.id,
              attempt: job.retryCount + 1,
              error: err instanceof Error ? err.message : String(err),
            });
            throw err;
          }
        },
      );
    }
  }
  logger.info('jobs.workers_started', { queues: definedQueues(), concurrency });
  return {
    stop: async ({ timeoutMs = 10_000 } = {}) => {
      await boss.stop({ graceful: true, close: true, wait: true, timeout: timeoutMs });
    },
    healthy: async () => {
      try {
        await boss.getQueueSize(definedQueues()[0] ?? 'none');
        return true;
      } catch {
        return false;
      }
    },
  };
}

/**
 * Does the waiting jobs of one queue now, in this process (tests, and tools that must not wait for a
 * worker). Returns how many it did.
 */
export async function drainQueue(sequelize: Sequelize, name: string): Promise<number> {
  const registered = queues.get(name);
  if (!registered) throw new Error(`unknown job ${name}`);
  const boss = senderFor(sequelize);
  let done = 0;
  for (;;) {
    const jobs = (await boss.fetch(name, { batchSize: 1, includeMetadata: true })) as
      | PgBoss.JobWithMetadata<object>[]
      | null;
    const job = jobs?.[0];
    if (!job) return done;
    try {
      await registered.handler(job.data as never, {
        id: job.id,
        retryCount: job.retryCount,
        retryLimit: job.retryLimit,
        lastAttempt: job.retryCount >= job.retryLimit,
      });
      await boss.complete(name, job.id);
    } catch (err) {
      await boss.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) });
    }
    done++;
  }
}
