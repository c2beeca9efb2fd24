import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { User } from '../../../../models/index.ts';
import { CET_ZONE } from '../../lib/cet-time.ts';
import { logger } from '../../lib/logger.ts';
import { defineJob } from '../../lib/queue.ts';
import { dayNumber, dayOf, madridToday } from './period.ts';
import { dayStart, madridDayOf, select } from './sql.ts';

/**
 * The viewing rollup (migration 0040). Closed Madrid days, weeks (Monday first) and months of
 * viewing_sessions are summed into viewing_rollups by the job below, so that the platform-wide screens
 * of an administrator read a year as a few dozen rows per product instead of a million sessions
 * (services/rolled.ts). A unit is rolled once it has ended, and again at each run until it has been
 * rolled SETTLE_HOURS after its end (a session started before midnight may go on for a while); each roll
 * replaces the unit's rows in one transaction, so a run stopped halfway leaves the unit as it was.
 */
export type Grain = 'day' | 'week' | 'month';
const GRAINS: Grain[] = ['day', 'week', 'month'];
const SETTLE_HOURS = 6;
/** A run stops starting new units after this long (the first run over years of history goes on at the next). */
const RUN_BUDGET_MS = 20_000;

/** The first day (day number) of the unit of `grain` holding the day `n`. */
export function unitStart(grain: Grain, n: number): number {
  if (grain === 'day') return n;
  const d = new Date(n * 86_400_000);
  if (grain === 'week') return n - ((d.getUTCDay() + 6) % 7);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 86_400_000;
}

/** The day after the unit of `grain` starting on the day `start` (day numbers). */
export function unitEnd(grain: Grain, start: number): number {
  if (grain === 'day') return start + 1;
  if (grain === 'week') return start + 7;
  const d = new Date(start * 86_400_000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / 86_400_000;
}

const db = () => connectionOf(User);

/**
 * The statement that writes one unit's rows ($1 grain, $2 first day, $3 the day after): one per product
 * and one for the platform (product 0). Weeks and months keep their viewers as a sketch; days as the
 * registers they reached (register << 5 | level), a few integers for a day's audience.
 */
function rollSql(grain: Grain): string {
  const sketch = grain !== 'day';
  return `WITH vs AS (
      SELECT product_id, channel_id, user_id, started_at, last_seen_at, seconds_watched,
             CASE WHEN duration_seconds IS NOT NULL THEN least(1, max_position::float8 / duration_seconds) END AS completion
        FROM viewing_sessions WHERE started_at >= ${dayStart(2)} AND started_at < ${dayStart(3)}
    ), per AS (
      SELECT product_id, min(channel_id) AS channel_id, count(*)::int AS sessions,
             count(DISTINCT user_id)::int AS viewers, coalesce(sum(seconds_watched), 0) AS seconds,
             coalesce(sum(completion), 0) AS completion_sum, count(completion)::int AS completion_n
        FROM vs GROUP BY product_id
    ), edges AS (
      SELECT product_id, started_at AS t, 1 AS d FROM vs UNION ALL SELECT product_id, last_seen_at, -1 FROM vs
    ), running AS (
      SELECT product_id, t, sum(d) OVER (PARTITION BY product_id ORDER BY t, d DESC ROWS UNBOUNDED PRECEDING) AS n
        FROM edges
    ), peaks AS (
      SELECT DISTINCT ON (product_id) product_id, n::int AS peak, t AS peak_at FROM running
       ORDER BY product_id, n DESC, t
    ), viewers AS (
      SELECT product_id, viewer_register(user_id) AS j, max(viewer_level(user_id)) AS lv
        FROM vs GROUP BY product_id, 2
    ), viewer_sets AS (${
      sketch
        ? `
      SELECT product_id, bit_or(viewer_sketch(user_id)) AS sketch, NULL::integer[] AS registers
        FROM (SELECT DISTINCT product_id, user_id FROM vs) viewers GROUP BY product_id`
        : `
      SELECT product_id, NULL::bit(8192) AS sketch, array_agg(j << 5 | lv ORDER BY j) AS registers
        FROM viewers GROUP BY product_id`
    }
    ), products AS (
      INSERT INTO viewing_rollups (grain, starts, product_id, channel_id, sessions, viewers, seconds,
                                   completion_sum, completion_n, peak, peak_at, sketch, registers)
      SELECT $1, $2::date, per.product_id, per.channel_id, per.sessions, per.viewers, per.seconds,
             per.completion_sum, per.completion_n, peaks.peak, peaks.peak_at, vsets.sketch, vsets.registers
        FROM per JOIN peaks USING (product_id) JOIN viewer_sets vsets USING (product_id)
      RETURNING 1
    )
    INSERT INTO viewing_rollups (grain, starts, product_id, channel_id, sessions, viewers, seconds,
                                 completion_sum, completion_n, peak, peak_at, sketch, registers)
    SELECT $1, $2::date, 0, 0, count(*)::int, count(DISTINCT user_id)::int, coalesce(sum(seconds_watched), 0),
           coalesce(sum(completion), 0), count(completion)::int, 0, NULL,
           ${
             sketch
               ? '(SELECT bit_or(sketch) FROM viewer_sets), NULL'
               : `NULL, (SELECT array_agg(j << 5 | lv ORDER BY j)
                          FROM (SELECT j, max(lv) AS lv FROM viewers GROUP BY j) platform)`
           }
      FROM vs HAVING count(*) > 0`;
}

/** Rolls one unit: its rows replaced and its mark set, in one transaction, one roller at a time. */
export async function rollUnit(grain: Grain, start: number): Promise<void> {
  const sequelize = db();
  const bind = [grain, dayOf(start), dayOf(unitEnd(grain, start))];
  await sequelize.transaction(async (transaction) => {
    const run = (sql: string, values: unknown[] = []) =>
      sequelize.query(sql, { bind: values, transaction, type: QueryTypes.RAW });
    await run(`SELECT pg_advisory_xact_lock(hashtext('analytics.roll-viewing'))`);
    await run(`DELETE FROM viewing_rollup_units WHERE grain = $1 AND starts = $2::date`, bind.slice(0, 2));
    // now() is the transaction's start: a session that moves after it makes the unit due again.
    await run(
      `INSERT INTO viewing_rollup_units (grain, starts, rolled_at) VALUES ($1, $2::date, now())`,
      bind.slice(0, 2),
    );
    await run(`SET LOCAL work_mem = '64MB'`);
    await run(rollSql(grain), bind);
  });
}

/** The units that have ended and are not rolled, or not rolled since they settled; the newest first. */
export async function dueUnits(now = new Date()): Promise<{ grain: Grain; start: number }[]> {
  const [first] = await select<{ day: string | null }>(
    `SELECT ${madridDayOf('min(started_at)')} AS day FROM viewing_sessions`,
    [],
  );
  if (!first?.day) return [];
  const marks = await select<{ grain: Grain; starts: string; settled: boolean }>(
    `SELECT grain, starts::text AS starts,
            rolled_at >= (CASE grain WHEN 'day' THEN starts + 1 WHEN 'week' THEN starts + 7
                                     ELSE (starts + interval '1 month')::date END)::timestamp
                          AT TIME ZONE '${CET_ZONE}' + make_interval(hours => $1) AS settled
       FROM viewing_rollup_units`,
    [SETTLE_HOURS],
  );
  const settled = new Map(marks.map((m) => [`${m.grain}:${m.starts}`, m.settled]));
  const today = dayNumber(madridToday(now)) as number;
  const firstDay = dayNumber(first.day) as number;
  const due: { grain: Grain; start: number; end: number }[] = [];
  for (const grain of GRAINS) {
    for (
      let start = unitStart(grain, firstDay);
      unitEnd(grain, start) <= today;
      start = unitEnd(grain, start)
    ) {
      if (settled.get(`${grain}:${dayOf(start)}`) !== true) {
        due.push({ grain, start, end: unitEnd(grain, start) });
      }
    }
  }
  return due.sort((a, b) => b.end - a.end || a.end - a.start - (b.end - b.start));
}

/** One run of the job: rolls the due units, newest first, within the run's budget; answers how many. */
export async function rollViewing(now = new Date(), budgetMs = RUN_BUDGET_MS): Promise<number> {
  const started = performance.now();
  let rolled = 0;
  for (const unit of await dueUnits(now)) {
    if (performance.now() - started > budgetMs) break;
    await rollUnit(unit.grain, unit.start);
    rolled++;
  }
  return rolled;
}

/**
 * Every ten minutes, one worker rolls the viewing of the days, weeks and months that have ended (the
 * first run after an upgrade works through the history, newest first, twenty seconds at a time).
 */
export const rollViewingJob = defineJob<Record<string, never>>(
  'analytics.roll-viewing',
  { retryLimit: 1, retryDelay: 60, retryBackoff: false, expireInSeconds: 300, cron: '*/10 * * * *' },
  async () => {
    const rolled = await rollViewing();
    if (rolled) logger.info('viewing.rolled', { units: rolled });
  },
);

export interface ViewingPlan {
  /** Rolled months and weeks inside the period (their first days). */
  months: string[];
  weeks: string[];
  /** Rolled days not covered by them (a few at each end of the period). */
  dayUnits: string[];
  /** The days left, read from the sessions (inclusive ranges): today, and any day not rolled yet. */
  raw: [string, string][];
  /** Rolled days inside the period (the day chart), and the days read from the sessions. */
  days: string[];
  rawDays: [string, string][];
}

/**
 * How a period is read: every whole rolled month inside it, then every whole rolled week inside what
 * is left, then the rolled days still left (a few at each end), and the sessions of the rest (today).
 */
export async function planViewing(from: string, to: string): Promise<ViewingPlan> {
  const fromN = dayNumber(from) as number;
  const toN = dayNumber(to) as number;
  const marks = await select<{ grain: Grain; starts: string }>(
    `SELECT grain, starts::text AS starts FROM viewing_rollup_units WHERE starts BETWEEN $1::date AND $2::date`,
    [from, to],
  );
  const rolled = new Set(marks.map((m) => `${m.grain}:${m.starts}`));
  const plan: ViewingPlan = { months: [], weeks: [], dayUnits: [], raw: [], days: [], rawDays: [] };
  const addRange = (ranges: [string, string][], n: number) => {
    const last = ranges[ranges.length - 1];
    if (last && dayNumber(last[1]) === n - 1) last[1] = dayOf(n);
    else ranges.push([dayOf(n), dayOf(n)]);
  };
  const covered = new Uint8Array(toN - fromN + 1);
  for (const grain of ['month', 'week'] as const) {
    for (let start = unitStart(grain, fromN); start <= toN; start = unitEnd(grain, start)) {
      const end = unitEnd(grain, start) - 1;
      if (start < fromN || end > toN || !rolled.has(`${grain}:${dayOf(start)}`)) continue;
      if (covered.subarray(start - fromN, end - fromN + 1).some((c) => c)) continue;
      covered.fill(1, start - fromN, end - fromN + 1);
      (grain === 'month' ? plan.months : plan.weeks).push(dayOf(start));
    }
  }
  for (let n = fromN; n <= toN; n++) {
    if (covered[n - fromN]) continue;
    if (rolled.has(`day:${dayOf(n)}`)) plan.dayUnits.push(dayOf(n));
    else addRange(plan.raw, n);
  }
  for (let n = fromN; n <= toN; n++) {
    if (rolled.has(`day:${dayOf(n)}`)) plan.days.push(dayOf(n));
    else addRange(plan.rawDays, n);
  }
  return plan;
}
