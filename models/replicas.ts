import { AsyncLocalStorage } from 'node:async_hooks';
import type { Options, Sequelize } from 'sequelize';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * Read replicas (DATABASE_READ_URLS), opted into per read: the primary is where everything goes, and only
 * what runs inside `readsMayLag(fn)` may read from a replica. A streaming standby replays the primary's
 * writes a moment later, so a read there may miss what was just written: fine for a public list, a
 * search or analytics, never for a read that follows the caller's own write (sign-up then /me, a save
 * then the console's list), which is why replica reads are opt-in and not Sequelize's default (every
 * SELECT outside a transaction to a replica).
 *
 * The pools are Sequelize's own (`replication`): one for the primary, one for the replicas, whose new
 * connections go to each replica in turn. A `beforePoolAcquire` hook sends every acquisition to the
 * primary unless it is a SELECT (or a read-only transaction) inside `readsMayLag`. Writes inside it go to
 * the primary as always. LISTEN (api/src/lib/db-changes.ts) and the job queue use DATABASE_URL, never these.
 *
 * A replica outage is not an outage: a read that fails on a replica (refused, gone, cancelled by replay)
 * runs again on the primary, and for REPLICA_REST_MS every lagging read goes to the primary.
 */

interface Scope {
  /** A connection of the replicas' pool was asked for: a failure may be theirs. */
  triedReplica: boolean;
}
const scope = new AsyncLocalStorage<Scope | null>();

/** After a replica failed, how long lagging reads go to the primary before a replica is tried again. */
export const REPLICA_REST_MS = 5_000;
let restingUntil = 0;
let configured = false;

/** How long a replica has to accept a connection before the read runs on the primary. */
const REPLICA_CONNECT_TIMEOUT_MS = 3_000;

const serverOf = (url: string) => {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: u.port || '5432',
    username: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: decodeURIComponent(u.pathname.slice(1)),
  };
};

/**
 * Sequelize's `replication` for the replicas at `urls` (false for none): the primary's own options
 * (DATABASE_URL's, the pool's) apply to each.
 */
export function replicationOptions(urls: readonly string[]): Options['replication'] {
  return urls.length === 0 ? false : { write: {}, read: urls.map(serverOf) };
}

/**
 * Routes each acquisition of `sequelize`'s pools (see above): the primary, unless a read inside
 * readsMayLag. A replica's connection attempt is given up after REPLICA_CONNECT_TIMEOUT_MS.
 */
export function routeReplicaReads(sequelize: Sequelize, urls: readonly string[]): void {
  if (urls.length === 0) return;
  configured = true;
  const replicas = new Set(urls.map((url) => `${serverOf(url).host}:${serverOf(url).port}`));
  sequelize.addHook('beforePoolAcquire', (options) => {
    const current = scope.getStore();
    // Sequelize's types say 'read' | 'write'; it passes the query's type, and reads from a replica on 'SELECT'.
    const read = (options?.type as string | undefined) === 'SELECT' && !options.useMaster;
    if (!current || !read || Date.now() < restingUntil) {
      if (options) options.useMaster = true;
      return;
    }
    current.triedReplica = true;
  });
  sequelize.addHook('beforeConnect', (config) => {
    if (!replicas.has(`${config.host}:${config.port}`)) return;
    // pg's own option, which Sequelize passes on (its types know only a few).
    const timeout = { connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS } as object;
    config.dialectOptions = { ...config.dialectOptions, ...timeout };
  });
}

/** How a replica's failure is said, once per rest: the process's logger (api/src/roles.ts), else stderr. */
let reportUnavailable = (error: string, primaryForMs: number) =>
  console.warn(JSON.stringify({ level: 'warn', msg: 'db.replica_unavailable', error, primaryForMs }));

export function onReplicaUnavailable(report: (error: string, primaryForMs: number) => void): void {
  reportUnavailable = report;
}

function warnUnavailable(err: unknown) {
  reportUnavailable(err instanceof Error ? err.message : String(err), REPLICA_REST_MS);
}

/** Whether a failed read may be the replica's doing: unreachable, or cancelled by a conflict with replay. */
function replicaFailure(err: unknown): boolean {
  if (isDatabaseUnavailable(err)) return true;
  const parent = (err as { parent?: { code?: string; message?: string } } | null)?.parent;
  return parent?.code === '40001' && /conflict with recovery/.test(parent.message ?? '');
}

/**
 * Runs `fn`, whose reads may lag (it must only read), on a replica when there is one; on the primary
 * when there is none, when they rest after a failure, or again when a replica failed it.
 */
export async function readsMayLag<T>(fn: () => Promise<T>): Promise<T> {
  if (!configured || Date.now() < restingUntil) return fn();
  const current: Scope = { triedReplica: false };
  try {
    return await scope.run(current, fn);
  } catch (err) {
    if (!current.triedReplica || !replicaFailure(err)) throw err;
    if (isDatabaseUnavailable(err)) {
      if (Date.now() >= restingUntil) warnUnavailable(err);
      restingUntil = Date.now() + REPLICA_REST_MS;
    }
    return scope.run(null, fn);
  }
}

/**
 * Runs `fn` on the primary even inside readsMayLag: what an in-memory cache loads (settings, sessions)
 * must never be a replica's older copy, kept until the next change.
 */
export function onPrimary<T>(fn: () => T): T {
  return scope.getStore() ? scope.run(null, fn) : fn();
}
