import { ConnectionError, DatabaseError } from 'sequelize';

/** PostgreSQL's SQLSTATE classes and codes that mean the server is gone or going, not a bad query. */
const UNAVAILABLE_SQLSTATES = /^(08|53|57P0[1-3])/;
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);

/**
 * What the drivers say, without a code, when no connection can be had: the server went away, or this
 * process's pool is closed (it is stopping, or reopening after a failover).
 */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|terminating connection|connect ECONNREFUSED|after the connection manager was closed|is not queryable/;

/**
 * Whether an error means the database cannot be reached right now (refused, reset, shutting down, too
 * many connections): the request answers 503, and the pool reconnects by itself when it is back.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (err instanceof ConnectionError) return true;
  const candidates: unknown[] = [err];
  if (err instanceof DatabaseError) candidates.push(err.parent, err.original);
  if (err instanceof Error && 'cause' in err) candidates.push(err.cause);
  for (const e of candidates) {
    if (!e || typeof e !== 'object') continue;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.test(code) || NETWORK_CODES.has(code)))
      return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}
