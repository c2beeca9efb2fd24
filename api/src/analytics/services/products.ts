import { Product } from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { inScope } from '../../policy.ts';
import { type AnalyticsPeriod, type AnalyticsProduct, RETENTION_BUCKETS } from '../../shared/analytics.ts';
import { daysOf, productRows } from './figures.ts';
import type { AnalyticsScope } from './scope.ts';
import { binder, dayEnd, dayStart, select } from './sql.ts';

/** GET /api/analytics/products: every product of the scope over the period. */
export async function productsAnalytics(scope: AnalyticsScope, period: AnalyticsPeriod) {
  const { rows, estimated } = await productRows({ scope }, period);
  return { period, rows, viewersEstimated: estimated };
}

/**
 * GET /api/analytics/products/:id: one product of the caller's scope (anyone else's answers 404, as if it
 * did not exist), with its days, retention curve, devices and countries.
 */
export async function productAnalytics(
  scope: AnalyticsScope,
  productId: number,
  period: AnalyticsPeriod,
): Promise<AnalyticsProduct> {
  const product = await Product.findByPk(productId, { attributes: ['id', 'channelId'] });
  if (!product || !inScope(scope, product.channelId)) throw new AppError('NOT_FOUND');
  const narrow = { scope, productId };
  const b = binder([period.from, period.to, productId]);
  const sessions = `started_at >= ${dayStart(1)} AND started_at < ${dayEnd(2)} AND product_id = $3`;
  const [rows, days, patterns, devices, countries] = await Promise.all([
    productRows(narrow, period),
    daysOf(narrow, period),
    // Sessions watching the same sections are counted together: few patterns, not one row per session.
    select<{ bits: string; n: number }>(
      `SELECT sections::text AS bits, count(*)::int AS n FROM viewing_sessions
        WHERE ${sessions} AND duration_seconds IS NOT NULL GROUP BY sections`,
      b.values,
    ),
    select<{ device: string; sessions: number }>(
      `SELECT device, count(*)::int AS sessions FROM viewing_sessions WHERE ${sessions}
        GROUP BY device ORDER BY 2 DESC, 1`,
      b.values,
    ),
    select<{ country: string | null; sessions: number }>(
      `SELECT country, count(*)::int AS sessions FROM viewing_sessions WHERE ${sessions}
        GROUP BY country ORDER BY 2 DESC, 1 NULLS LAST`,
      b.values,
    ),
  ]);
  return { period, product: rows.rows[0], days, retention: retentionOf(patterns), devices, countries };
}

/** For each hundredth of the media, the share of sessions whose bit is set; empty without sessions. */
export function retentionOf(patterns: { bits: string; n: number }[]) {
  const total = patterns.reduce((sum, p) => sum + p.n, 0);
  if (!total) return [];
  const watched = new Array<number>(RETENTION_BUCKETS).fill(0);
  for (const { bits, n } of patterns) {
    for (let i = 0; i < RETENTION_BUCKETS; i++) if (bits.charCodeAt(i) === 49) watched[i] += n;
  }
  return watched.map((w, at) => ({ at, share: w / total }));
}
