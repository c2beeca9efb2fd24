import {
  type AnalyticsDay,
  type AnalyticsPeriod,
  type AnalyticsProductRow,
  HEADLINE_KEYS,
  type HeadlineFigure,
} from '../../shared/analytics.ts';
import { daysBetween } from './period.ts';
import { hasUnits, rolledByDay, rolledProducts, rolledTotals } from './rolled.ts';
import { planViewing, type ViewingPlan } from './rollup.ts';
import type { AnalyticsScope } from './scope.ts';
import { binder, dayEnd, dayStart, madridDayOf, num, select, selectViewing } from './sql.ts';

/**
 * The figures the analytics screens show. Sales come from the daily rollup (sales_daily, kept by
 * triggers: migration 0039); viewing from viewing_sessions, always narrowed first by a range on
 * started_at (its indexes lead with it, or with channel/product then started_at).
 */

type SalesSums = Pick<
  AnalyticsDay,
  'gross' | 'organizer' | 'fee' | 'support' | 'refunds' | 'tickets' | 'codes'
>;
type ViewSums = Pick<AnalyticsDay, 'viewers' | 'watchSeconds' | 'sessions'>;
const NO_SALES: SalesSums = { gross: 0, organizer: 0, fee: 0, support: 0, refunds: 0, tickets: 0, codes: 0 };
const NO_VIEWS: ViewSums = { viewers: 0, watchSeconds: 0, sessions: 0 };

const SALES_SUMS = `sum(gross) AS gross, sum(organizer) AS organizer, sum(fee) AS fee, sum(support) AS support,
  sum(refunds) AS refunds, sum(tickets) AS tickets, sum(codes) AS codes`;
const salesOf = (r: Record<string, unknown> | undefined): SalesSums => ({
  gross: num(r?.gross),
  organizer: num(r?.organizer),
  fee: num(r?.fee),
  support: num(r?.support),
  refunds: num(r?.refunds),
  tickets: num(r?.tickets),
  codes: num(r?.codes),
});

/** Narrowing of a statement: the caller's channels and, for one product's page, that product. */
export interface Narrow {
  scope: AnalyticsScope;
  productId?: number;
}

/** Sales per day from `from` to `to` (both inclusive), from the rollup. */
async function salesByDay(narrow: Narrow, from: string, to: string): Promise<Map<string, SalesSums>> {
  const b = binder([from, to]);
  const product = narrow.productId !== undefined ? `AND product_id = ${b.add(narrow.productId)}` : '';
  const rows = await select<Record<string, unknown> & { day: string }>(
    `SELECT day::text AS day, ${SALES_SUMS} FROM sales_daily
      WHERE day BETWEEN $1::date AND $2::date ${b.scope('channel_id', narrow.scope)} ${product}
      GROUP BY day`,
    b.values,
  );
  return new Map(rows.map((r) => [r.day, salesOf(r)]));
}

/** The viewing sessions started from the Madrid day $1 to the day $2, narrowed. */
function viewingWhere(b: ReturnType<typeof binder>, narrow: Narrow) {
  const product = narrow.productId !== undefined ? `AND product_id = ${b.add(narrow.productId)}` : '';
  return `started_at >= ${dayStart(1)} AND started_at < ${dayEnd(2)}
    ${b.scope('channel_id', narrow.scope)} ${product}`;
}

/** Platform-wide (an administrator without filters): the figures may come from the viewing rollup. */
const isPlatform = (narrow: Narrow) => narrow.scope === null && narrow.productId === undefined;

/** How a platform-wide period is read (services/rollup.ts); null for any narrower one (the sessions). */
export const platformPlan = (narrow: Narrow, from: string, to: string): Promise<ViewingPlan | null> =>
  isPlatform(narrow) ? planViewing(from, to) : Promise.resolve(null);

/** Viewing per day of the period: sessions started, distinct viewers, seconds watched. */
async function viewingByDay(
  narrow: Narrow,
  period: AnalyticsPeriod,
  plan: ViewingPlan | null,
): Promise<Map<string, ViewSums>> {
  if (plan?.days.length) return rolledByDay(binder(), plan);
  const b = binder([period.from, period.to]);
  // Distinct viewers in two steps (per day and viewer, then per day): hashing beats count(DISTINCT)'s sort.
  const rows = await selectViewing<{ day: string; sessions: number; viewers: number; watch: number }>(
    `SELECT day, sum(n)::int AS sessions, count(*)::int AS viewers, coalesce(sum(w), 0)::float8 AS watch
       FROM (SELECT ${madridDayOf('started_at')} AS day, user_id, count(*) AS n, sum(seconds_watched) AS w
               FROM viewing_sessions WHERE ${viewingWhere(b, narrow)} GROUP BY 1, 2) per_viewer
      GROUP BY day`,
    b.values,
  );
  return new Map(
    rows.map((r) => [r.day, { sessions: r.sessions, viewers: r.viewers, watchSeconds: num(r.watch) }]),
  );
}

/** Viewing over the whole period and the one before (distinct viewers over each period, not summed days). */
async function viewingTotals(
  narrow: Narrow,
  period: AnalyticsPeriod,
  plans: [ViewingPlan | null, ViewingPlan | null],
) {
  const [plan, previousPlan] = plans;
  if (plan && previousPlan && (hasUnits(plan) || hasUnits(previousPlan))) {
    const [current, previous] = await Promise.all([
      rolledTotals(binder(), plan),
      rolledTotals(binder(), previousPlan),
    ]);
    return { current, previous, estimated: true };
  }
  const b = binder([period.previousFrom, period.to, period.from]);
  const rows = await selectViewing<{ cur: boolean; sessions: number; viewers: number; watch: number }>(
    `SELECT cur, sum(n)::int AS sessions, count(*)::int AS viewers, coalesce(sum(w), 0)::float8 AS watch
       FROM (SELECT started_at >= ${dayStart(3)} AS cur, user_id, count(*) AS n, sum(seconds_watched) AS w
               FROM viewing_sessions WHERE ${viewingWhere(b, narrow)} GROUP BY 1, 2) per_viewer
      GROUP BY cur`,
    b.values,
  );
  const of = (cur: boolean) => rows.find((x) => x.cur === cur);
  const r = {
    sessions: of(true)?.sessions ?? 0,
    viewers: of(true)?.viewers ?? 0,
    watch: of(true)?.watch ?? 0,
    prev_sessions: of(false)?.sessions ?? 0,
    prev_viewers: of(false)?.viewers ?? 0,
    prev_watch: of(false)?.watch ?? 0,
  };
  return {
    current: { sessions: r.sessions, viewers: r.viewers, watchSeconds: num(r.watch) },
    previous: { sessions: r.prev_sessions, viewers: r.prev_viewers, watchSeconds: num(r.prev_watch) },
    estimated: false,
  };
}

/** Every day of the period, sales and viewing, zeros where nothing happened. */
export async function daysOf(
  narrow: Narrow,
  period: AnalyticsPeriod,
  plan: ViewingPlan | null = null,
): Promise<AnalyticsDay[]> {
  const [sales, views] = await Promise.all([
    salesByDay(narrow, period.from, period.to),
    viewingByDay(narrow, period, plan),
  ]);
  return daysBetween(period.from, period.to).map((day) => ({
    day,
    ...(sales.get(day) ?? NO_SALES),
    ...(views.get(day) ?? NO_VIEWS),
  }));
}

/** GET /api/analytics/overview: the headline (each figure against the previous period) and the days. */
export async function overview(scope: AnalyticsScope, period: AnalyticsPeriod) {
  const narrow = { scope };
  const plans = await Promise.all([
    platformPlan(narrow, period.from, period.to),
    platformPlan(narrow, period.previousFrom, period.previousTo),
  ]);
  const [days, totals, previousSales] = await Promise.all([
    daysOf(narrow, period, plans[0]),
    viewingTotals(narrow, period, plans),
    salesByDay(narrow, period.previousFrom, period.previousTo),
  ]);
  const current: Record<string, number> = { ...NO_SALES, ...totals.current };
  for (const d of days) for (const k of Object.keys(NO_SALES)) current[k] += d[k as keyof SalesSums];
  const previous: Record<string, number> = { ...NO_SALES, ...totals.previous };
  for (const s of previousSales.values())
    for (const k of Object.keys(NO_SALES)) previous[k] += s[k as keyof SalesSums];
  const headline: HeadlineFigure[] = HEADLINE_KEYS.map((key) => ({
    key,
    current: current[key],
    previous: previous[key],
  }));
  return { period, headline, days, viewersEstimated: totals.estimated };
}

interface ProductRowSql {
  id: number;
  title: string;
  type: string;
  channel_id: number;
  channel_title: string;
  views: number;
  unique_viewers: number;
  watch: number;
  completion: number | null;
  live_peak: number | null;
  live_peak_at: Date | null;
  tickets: unknown;
  gross: unknown;
  organizer: unknown;
}

/**
 * One row per product of the scope (or the one product): its sessions, distinct viewers, seconds and
 * mean completion over the period; its peak (a broadcast's audience peak inside the period, else the
 * most sessions open at once, found by sweeping their starts and last heartbeats); its sales.
 */
export async function productRows(
  narrow: Narrow,
  period: AnalyticsPeriod,
): Promise<{ rows: AnalyticsProductRow[]; estimated: boolean }> {
  const plan = await platformPlan(narrow, period.from, period.to);
  if (plan && hasUnits(plan)) {
    // Platform-wide over rolled weeks or months: the products and their sales as below, their viewing
    // from the rollup and the sessions of the days around it.
    const [rows, viewing] = await Promise.all([
      productFigures(narrow, period, false),
      rolledProducts(binder(), plan),
    ]);
    const out = rows.map((r) => {
      const v = viewing.get(r.id);
      const live = r.live_peak !== null;
      const peakAt = live ? r.live_peak_at : (v?.peakAt ?? null);
      return {
        ...productRow(r),
        views: v?.views ?? 0,
        uniqueViewers: v?.uniqueViewers ?? 0,
        watchSeconds: v?.watchSeconds ?? 0,
        avgCompletion: v?.avgCompletion ?? null,
        peakViewers: (live ? r.live_peak : v?.peak) ?? 0,
        peakAt: peakAt ? new Date(peakAt).toISOString() : null,
      };
    });
    // As the sessions' statement orders them: most viewed, then best sold.
    out.sort((a, b) => b.views - a.views || b.gross - a.gross || a.productId - b.productId);
    return { rows: out, estimated: true };
  }
  // Two statements on two connections at once: the figures, and the peaks' sweep (a sort of every
  // session's start and end), each about as long as the other.
  const [rows, peaks] = await Promise.all([productFigures(narrow, period), overlapPeaks(narrow, period)]);
  const out = rows.map((r) => {
    const live = r.live_peak !== null;
    const overlap = peaks.get(r.id);
    const peakAt = live ? r.live_peak_at : (overlap?.t ?? null);
    return {
      ...productRow(r),
      peakViewers: (live ? r.live_peak : overlap?.n) ?? 0,
      peakAt: peakAt ? new Date(peakAt).toISOString() : null,
    };
  });
  return { rows: out, estimated: false };
}

/** A product's row as the statement answers it (its viewing overwritten by the caller). */
function productRow(r: ProductRowSql): AnalyticsProductRow {
  return {
    productId: r.id,
    title: r.title,
    type: r.type,
    channelId: r.channel_id,
    channelTitle: r.channel_title,
    views: r.views,
    uniqueViewers: r.unique_viewers,
    watchSeconds: num(r.watch),
    avgCompletion: r.completion === null ? null : Number(r.completion),
    peakViewers: 0,
    peakAt: null,
    tickets: num(r.tickets),
    gross: num(r.gross),
    organizer: num(r.organizer),
  };
}

/**
 * Per product, the most sessions open at once and its first moment: every start (+1) and last heartbeat
 * (-1) in time order, starts first at the same instant, summed as they come.
 */
async function overlapPeaks(narrow: Narrow, period: AnalyticsPeriod) {
  const b = binder([period.from, period.to]);
  const rows = await selectViewing<{ product_id: number; n: number; t: Date }>(
    `WITH vs AS (
       SELECT product_id, started_at, last_seen_at FROM viewing_sessions WHERE ${viewingWhere(b, narrow)}
     ), edges AS (
       SELECT product_id, started_at AS t, 1 AS d FROM vs
       UNION ALL SELECT product_id, last_seen_at, -1 FROM vs
     ), running AS (
       SELECT product_id, t,
              sum(d) OVER (PARTITION BY product_id ORDER BY t, d DESC ROWS UNBOUNDED PRECEDING) AS n
         FROM edges
     )
     SELECT DISTINCT ON (product_id) product_id, n::int AS n, t FROM running ORDER BY product_id, n DESC, t`,
    b.values,
  );
  return new Map(rows.map((r) => [r.product_id, { n: r.n, t: r.t }]));
}

/** Per product: sessions, distinct viewers, seconds, completion, a broadcast's peak in the period, sales. */
function productFigures(narrow: Narrow, period: AnalyticsPeriod, viewing = true) {
  const b = binder([period.from, period.to]);
  // Without viewing (the caller reads it from the rollup), no session is read.
  const sessions = viewing ? viewingWhere(b, narrow) : 'false';
  const productOnly = narrow.productId !== undefined ? `AND p.id = ${b.add(narrow.productId)}` : '';
  const salesProduct = narrow.productId !== undefined ? `AND product_id = $${b.values.length}` : '';
  return selectViewing<ProductRowSql>(
    `WITH per_viewer AS (
       SELECT product_id, user_id, count(*) AS n, sum(seconds_watched) AS w,
              sum(least(1, max_position::float8 / duration_seconds)) FILTER (WHERE duration_seconds IS NOT NULL) AS c,
              count(*) FILTER (WHERE duration_seconds IS NOT NULL) AS cn
         FROM viewing_sessions WHERE ${sessions} GROUP BY product_id, user_id
     ), v AS (
       SELECT product_id, sum(n)::int AS views, count(*)::int AS unique_viewers, sum(w)::float8 AS watch,
              sum(c) / nullif(sum(cn), 0) AS completion
         FROM per_viewer GROUP BY product_id
     ), s AS (
       SELECT product_id, ${SALES_SUMS} FROM sales_daily
        WHERE day BETWEEN $1::date AND $2::date AND product_id <> 0
          ${b.scope('channel_id', narrow.scope)} ${salesProduct}
        GROUP BY product_id
     )
     SELECT p.id, p.title, p.type, p.channel_id, c.title AS channel_title,
            coalesce(v.views, 0) AS views, coalesce(v.unique_viewers, 0) AS unique_viewers,
            coalesce(v.watch, 0) AS watch, v.completion,
            br.peak_viewers AS live_peak, br.peak_at AS live_peak_at,
            s.tickets, s.gross, s.organizer
       FROM products p
       JOIN channels c ON c.id = p.channel_id
       LEFT JOIN v ON v.product_id = p.id
       LEFT JOIN s ON s.product_id = p.id
       LEFT JOIN broadcasts br ON br.product_id = p.id AND br.peak_viewers > 0
            AND br.peak_at >= ${dayStart(1)} AND br.peak_at < ${dayEnd(2)}
      WHERE true ${b.scope('p.channel_id', narrow.scope)} ${productOnly}
      ORDER BY coalesce(v.views, 0) DESC, coalesce(s.gross, 0) DESC, p.id`,
    b.values,
  );
}
