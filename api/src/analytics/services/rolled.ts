import { CET_ZONE } from '../../lib/cet-time.ts';
import type { ViewingPlan } from './rollup.ts';
import { addRegisters, decodeSketch, estimateDistinct, sketchBytesSql } from './sketch.ts';
import { binder, madridDayOf, num, selectViewing } from './sql.ts';

/**
 * The platform-wide viewing figures (an administrator without filters) read through the rollup
 * (services/rollup.ts): whole rolled months and weeks from viewing_rollups, the rest of the period (its
 * first and last days, today) from the sessions; distinct viewers over both merged as sketches. The
 * plan comes from planViewing; these run only when it holds at least one rolled unit.
 */
type Binder = ReturnType<typeof binder>;

const startOf = (p: string) => `((${p})::date)::timestamp AT TIME ZONE '${CET_ZONE}'`;
const endOf = (p: string) => `((${p})::date + 1)::timestamp AT TIME ZONE '${CET_ZONE}'`;

/** The sessions started on the given days (inclusive ranges); `false` for none. */
export function rangesWhere(b: Binder, ranges: [string, string][]): string {
  if (!ranges.length) return 'false';
  const parts = ranges.map(([from, to]) => {
    const f = b.add(from);
    const t = b.add(to);
    return `(started_at >= ${startOf(f)} AND started_at < ${endOf(t)})`;
  });
  return `(${parts.join(' OR ')})`;
}

/** The rolled months, weeks and days of the plan. */
function unitsWhere(b: Binder, plan: ViewingPlan): string {
  return `((grain = 'month' AND starts = ANY(${b.add(plan.months)}::date[]))
        OR (grain = 'week' AND starts = ANY(${b.add(plan.weeks)}::date[]))
        OR (grain = 'day' AND starts = ANY(${b.add(plan.dayUnits)}::date[])))`;
}

/** Whether the plan reads rolled weeks or months (distinct viewers then come from sketches). */
export const hasUnits = (plan: ViewingPlan) => plan.months.length + plan.weeks.length > 0;

/** Viewing per day: rolled days from the rollup (exact distinct viewers of that day), the others from the sessions. */
export async function rolledByDay(b: Binder, plan: ViewingPlan) {
  const rows = await selectViewing<{ day: string; sessions: number; viewers: number; watch: number }>(
    `SELECT starts::text AS day, sessions, viewers, seconds::float8 AS watch FROM viewing_rollups
      WHERE grain = 'day' AND product_id = 0 AND starts = ANY(${b.add(plan.days)}::date[])
     UNION ALL
     SELECT day, sum(n)::int, count(*)::int, coalesce(sum(w), 0)::float8
       FROM (SELECT ${madridDayOf('started_at')} AS day, user_id, count(*) AS n, sum(seconds_watched) AS w
               FROM viewing_sessions WHERE ${rangesWhere(b, plan.rawDays)} GROUP BY 1, 2) per_viewer
      GROUP BY day`,
    b.values,
  );
  return new Map(
    rows.map((r) => [r.day, { sessions: r.sessions, viewers: r.viewers, watchSeconds: num(r.watch) }]),
  );
}

/**
 * Per group: the registers its viewers reached on the rolled days of the plan (kept as register << 5 |
 * level) and on the days read from the sessions (the CTE `raw`, one row per group and viewer). `group`
 * is the column of `raw`; `rolledGroup` says it for the rollup's rows (the platform's: product 0).
 */
function registersSql(b: Binder, plan: ViewingPlan, group: string, rolledGroup: string, platform: boolean) {
  return `
  SELECT ${group}, array_agg(j) AS js, array_agg(lv) AS lvs
    FROM (SELECT ${group}, j, max(lv) AS lv
            FROM (SELECT ${group}, viewer_register(user_id) AS j, viewer_level(user_id) AS lv FROM raw
                  UNION ALL
                  SELECT ${rolledGroup} AS ${group}, code >> 5, code & 31
                    FROM viewing_rollups, unnest(registers) code
                   WHERE grain = 'day' AND product_id ${platform ? '=' : '<>'} 0
                     AND starts = ANY(${b.add(plan.dayUnits)}::date[])) reached
           GROUP BY ${group}, j) registers
   GROUP BY ${group}`;
}

/** A group's distinct viewers: its merged units' sketch and its raw days' registers. */
const viewersOf = (r: { sketch?: Buffer | null; js?: number[] | null; lvs?: number[] | null } | undefined) =>
  estimateDistinct(addRegisters(decodeSketch(r?.sketch), r?.js, r?.lvs));

/** The period's sessions, seconds and distinct viewers (estimated when units are read). */
export async function rolledTotals(b: Binder, plan: ViewingPlan) {
  const [row] = await selectViewing<{
    sessions: unknown;
    watch: unknown;
    sketch: Buffer | null;
    js: number[] | null;
    lvs: number[] | null;
  }>(
    `WITH raw AS (
       SELECT 0 AS g, user_id, count(*) AS n, sum(seconds_watched) AS w FROM viewing_sessions
        WHERE ${rangesWhere(b, plan.raw)} GROUP BY user_id
     ), units AS (
       SELECT sum(sessions) AS n, sum(seconds) AS w, bit_or(sketch) AS s FROM viewing_rollups
        WHERE product_id = 0 AND ${unitsWhere(b, plan)}
     ), registers AS (${registersSql(b, plan, 'g', '0', true)})
     SELECT coalesce(u.n, 0) + coalesce((SELECT sum(n) FROM raw), 0) AS sessions,
            coalesce(u.w, 0) + coalesce((SELECT sum(w) FROM raw), 0) AS watch,
            ${sketchBytesSql('u.s')} AS sketch, r.js, r.lvs
       FROM units u LEFT JOIN registers r ON true`,
    b.values,
  );
  return { sessions: num(row?.sessions), viewers: viewersOf(row), watchSeconds: num(row?.watch) };
}

export interface RolledProductViewing {
  views: number;
  uniqueViewers: number;
  watchSeconds: number;
  avgCompletion: number | null;
  /** The most sessions open at once inside one rolled unit or the days read from the sessions, and when. */
  peak: number;
  peakAt: Date | null;
}

/** Per product: sessions, estimated distinct viewers, seconds, completion and the peak of open sessions. */
export async function rolledProducts(
  b: Binder,
  plan: ViewingPlan,
): Promise<Map<number, RolledProductViewing>> {
  const raw = rangesWhere(b, plan.raw);
  const units = unitsWhere(b, plan);
  const figures = selectViewing<{
    product_id: number;
    views: unknown;
    watch: unknown;
    completion: number | null;
    sketch: Buffer | null;
    js: number[] | null;
    lvs: number[] | null;
  }>(
    `WITH raw AS (
       SELECT product_id, user_id, count(*) AS n, sum(seconds_watched) AS w,
              sum(least(1, max_position::float8 / duration_seconds)) FILTER (WHERE duration_seconds IS NOT NULL) AS c,
              count(*) FILTER (WHERE duration_seconds IS NOT NULL) AS cn
         FROM viewing_sessions WHERE ${raw} GROUP BY product_id, user_id
     ), parts AS (
       SELECT product_id, sessions::numeric AS n, seconds::numeric AS w, completion_sum AS c,
              completion_n::numeric AS cn, sketch
         FROM viewing_rollups WHERE product_id <> 0 AND ${units}
       UNION ALL
       SELECT product_id, sum(n), sum(w), sum(c), sum(cn), NULL FROM raw GROUP BY product_id
     ), merged AS (
       SELECT product_id, sum(n) AS views, sum(w) AS watch, sum(c) / nullif(sum(cn), 0) AS completion,
              bit_or(sketch) AS s
         FROM parts GROUP BY product_id
     ), registers AS (${registersSql(b, plan, 'product_id', 'product_id', false)})
     SELECT m.product_id, m.views, m.watch, m.completion, ${sketchBytesSql('m.s')} AS sketch, r.js, r.lvs
       FROM merged m LEFT JOIN registers r USING (product_id)`,
    b.values,
  );
  // The peaks on a second connection at once (the sweep sorts every start and end of the days read).
  const pb = binder();
  const peaks = selectViewing<{ product_id: number; peak: number; peak_at: Date }>(
    `WITH vs AS (
       SELECT product_id, started_at, last_seen_at FROM viewing_sessions WHERE ${rangesWhere(pb, plan.raw)}
     ), edges AS (
       SELECT product_id, started_at AS t, 1 AS d FROM vs UNION ALL SELECT product_id, last_seen_at, -1 FROM vs
     ), running AS (
       SELECT product_id, t,
              sum(d) OVER (PARTITION BY product_id ORDER BY t, d DESC ROWS UNBOUNDED PRECEDING) AS n
         FROM edges
     ), raw_peak AS (
       SELECT product_id, max(n) AS n FROM running GROUP BY product_id
     ), peaks AS (
       SELECT product_id, n::int AS peak, min(t) AS peak_at FROM running JOIN raw_peak USING (product_id, n)
        GROUP BY product_id, n
       UNION ALL
       SELECT product_id, peak, peak_at FROM viewing_rollups WHERE product_id <> 0 AND ${unitsWhere(pb, plan)}
     )
     SELECT DISTINCT ON (product_id) product_id, peak, peak_at FROM peaks ORDER BY product_id, peak DESC, peak_at`,
    pb.values,
  );
  const [rows, best] = await Promise.all([figures, peaks]);
  const peakOf = new Map(best.map((p) => [p.product_id, p]));
  return new Map(
    rows.map((r) => [
      r.product_id,
      {
        views: num(r.views),
        uniqueViewers: viewersOf(r),
        watchSeconds: num(r.watch),
        avgCompletion: r.completion === null ? null : Number(r.completion),
        peak: peakOf.get(r.product_id)?.peak ?? 0,
        peakAt: peakOf.get(r.product_id)?.peak_at ?? null,
      },
    ]),
  );
}

/** Per channel: estimated distinct viewers and seconds watched. */
export async function rolledChannels(b: Binder, plan: ViewingPlan) {
  const rows = await selectViewing<{
    channel_id: number;
    watch: unknown;
    sketch: Buffer | null;
    js: number[] | null;
    lvs: number[] | null;
  }>(
    `WITH raw AS (
       SELECT channel_id, user_id, sum(seconds_watched) AS w FROM viewing_sessions
        WHERE ${rangesWhere(b, plan.raw)} GROUP BY channel_id, user_id
     ), parts AS (
       SELECT channel_id, seconds::numeric AS w, sketch FROM viewing_rollups
        WHERE product_id <> 0 AND ${unitsWhere(b, plan)}
       UNION ALL
       SELECT channel_id, sum(w), NULL FROM raw GROUP BY channel_id
     ), merged AS (SELECT channel_id, sum(w) AS w, bit_or(sketch) AS s FROM parts GROUP BY channel_id),
     registers AS (${registersSql(b, plan, 'channel_id', 'channel_id', false)})
     SELECT m.channel_id, m.w AS watch, ${sketchBytesSql('m.s')} AS sketch, r.js, r.lvs
       FROM merged m LEFT JOIN registers r USING (channel_id)`,
    b.values,
  );
  return new Map(rows.map((r) => [r.channel_id, { viewers: viewersOf(r), watchSeconds: num(r.watch) }]));
}
