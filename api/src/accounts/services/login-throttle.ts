import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { User } from '../../../../models/index.ts';

/**
 * The sign-in throttle (README, "Security"): failures slow the guesser down, they never lock an
 * account. Each key (one IP with one account, or one IP alone) has a number of free failures in the
 * window; after that every failure makes the next attempt wait twice as long, up to `maxSeconds`.
 * The owner signing in from another address is not affected, and a success forgets the failures of
 * that IP and account.
 *
 * A claim counts the attempt and decides in one statement: it is counted as a failure before the
 * password is checked (and given back on success), so forty parallel guesses count as forty and only
 * the free ones get to try.
 */
export interface ThrottlePolicy {
  /** Failures allowed in the window before delays start. */
  free: number;
  /** The first delay; each further failure doubles it. */
  baseSeconds: number;
  maxSeconds: number;
  /** Failures older than this (counted from the latest one) are forgotten. */
  windowSeconds: number;
}

export type Claim = { allowed: true } | { allowed: false; retryAfter: number };

/**
 * When the attempt after the n-th failure at time `at` may start, as SQL over the expressions `n` and
 * `at`. Within the free allowance it is -infinity, so no later attempt is ever blocked by it.
 */
const blockedUntilSql = (n: string, at: string) =>
  `CASE WHEN ${n} < :free THEN '-infinity'::timestamptz
     ELSE ${at} + make_interval(secs => least(:max::float8, :base::float8 * power(2, least(${n} - :free, 30)))) END`;

// One instant per claim: the clock time of the VALUES row, which the update reads as EXCLUDED (not now(),
// the transaction's start: a claim that waited for the row lock must see the time it got it).
const at = 'EXCLUDED.last_failure_at';
const stale = `t.last_failure_at < ${at} - make_interval(secs => :window)`;
const blocked = `t.blocked_until > ${at}`;
const nextFailures = `CASE WHEN ${stale} THEN 1 ELSE t.failures + 1 END`;

const CLAIM_SQL = `
  INSERT INTO login_throttle AS t (key, failures, last_failure_at, blocked_until, allowed)
  SELECT :key, 1, c.at, ${blockedUntilSql('1', 'c.at')}, true FROM (SELECT clock_timestamp() AS at) c
  ON CONFLICT (key) DO UPDATE SET
    allowed = NOT (${blocked}),
    failures = CASE WHEN ${blocked} THEN t.failures ELSE ${nextFailures} END,
    last_failure_at = CASE WHEN ${blocked} THEN t.last_failure_at ELSE ${at} END,
    blocked_until = CASE WHEN ${blocked} THEN t.blocked_until ELSE ${blockedUntilSql(nextFailures, at)} END
  RETURNING allowed,
    -- Only a refused claim has a wait, and then blocked_until is finite (PostgreSQL before 17 cannot
    -- subtract -infinity).
    CASE WHEN allowed THEN 0 ELSE greatest(1, ceil(extract(epoch FROM blocked_until - clock_timestamp())))::int END
      AS retry_after`;

/** Counts one attempt for `key` (as a failure until `forget` or `giveBack` says otherwise). */
export async function claim(key: string, policy: ThrottlePolicy): Promise<Claim> {
  const [row] = await connectionOf(User).query<{ allowed: boolean; retry_after: number }>(CLAIM_SQL, {
    replacements: {
      key,
      free: policy.free,
      base: policy.baseSeconds,
      max: policy.maxSeconds,
      window: policy.windowSeconds,
    },
    type: QueryTypes.SELECT,
  });
  return row.allowed ? { allowed: true } : { allowed: false, retryAfter: row.retry_after };
}

/**
 * Gives back one claimed attempt that turned out not to be a failure (a success from a shared IP, or
 * an attempt refused by another key before the password was checked); below the free allowance the
 * key is open again at once.
 */
export async function giveBack(key: string, policy: ThrottlePolicy): Promise<void> {
  await connectionOf(User).query(
    `UPDATE login_throttle SET failures = greatest(failures - 1, 0),
       blocked_until = CASE WHEN failures - 1 < :free THEN '-infinity' ELSE blocked_until END
     WHERE key = :key`,
    { replacements: { key, free: policy.free } },
  );
}

/** Forgets every failure of `key` (a successful sign-in for that IP and account). */
export async function forget(key: string): Promise<void> {
  await connectionOf(User).query('DELETE FROM login_throttle WHERE key = :key', { replacements: { key } });
}

/** Forgets the failures of every address for one account (its password was just reset). */
export async function forgetAccount(keyPrefix: string, email: string): Promise<void> {
  await connectionOf(User).query(
    'DELETE FROM login_throttle WHERE starts_with(key, :prefix) AND right(key, :length) = :suffix',
    { replacements: { prefix: keyPrefix, suffix: `:${email}`, length: email.length + 1 } },
  );
}

/** Drops keys whose last failure is older than the window and whose wait is over (maintenance job). */
export async function sweepThrottle(windowSeconds: number): Promise<number> {
  const rows = await connectionOf(User).query<{ key: string }>(
    `DELETE FROM login_throttle
      WHERE last_failure_at < clock_timestamp() - make_interval(secs => :window)
        AND blocked_until < clock_timestamp()
      RETURNING key`,
    { replacements: { window: windowSeconds }, type: QueryTypes.SELECT },
  );
  return rows.length;
}
