import { QueryTypes } from 'sequelize';
import { User } from '../../../../models/index.ts';

/**
 * Fixed-window counter kept in PostgreSQL, so every API process shares it. Returns the hits in the
 * current window (this one included) and the seconds until the window resets. now() is the start of
 * each statement's transaction, so a parallel request that began earlier can find a window opened by
 * one that began later: the wait is capped at the window, never a second more than the limit says.
 */
export async function hit(key: string, windowSeconds: number): Promise<{ hits: number; resetIn: number }> {
  const sequelize = User.sequelize;
  if (!sequelize) throw new Error('models not initialised');
  const [row] = await sequelize.query<{ hits: number; reset_in: number }>(
    `INSERT INTO rate_limits AS r (key, window_start, hits) VALUES (:key, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.window_start < now() - make_interval(secs => :window) THEN 1 ELSE r.hits + 1 END,
       window_start = CASE WHEN r.window_start < now() - make_interval(secs => :window) THEN now() ELSE r.window_start END
     RETURNING hits, LEAST(:window, ceil(extract(epoch FROM (window_start + make_interval(secs => :window) - now()))))::int AS reset_in`,
    { replacements: { key, window: windowSeconds }, type: QueryTypes.SELECT },
  );
  return { hits: row.hits, resetIn: Math.max(1, row.reset_in) };
}

/** Drops counters whose window has passed (maintenance job). */
export async function sweepRateLimits(windowSeconds: number): Promise<void> {
  await User.sequelize?.query(
    'DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => :window)',
    { replacements: { window: windowSeconds } },
  );
}
