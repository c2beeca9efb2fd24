import { getSetting } from '../../settings/services/config.ts';
import type { AnalyticsPeriod, AnalyticsWeb } from '../../shared/analytics.ts';
import { daysBetween } from './period.ts';
import { num, select } from './sql.ts';

/** Pages the web view lists, most viewed first. */
export const TOP_PAGES = 20;

/** GET /api/analytics/web: page views of the period and the one before, per day, and the top pages. */
export async function webAnalytics(period: AnalyticsPeriod): Promise<AnalyticsWeb> {
  const bind = [period.from, period.to, period.previousFrom, period.previousTo];
  const [perDay, previous, top, site] = await Promise.all([
    select<{ day: string; views: unknown }>(
      `SELECT day::text AS day, sum(views) AS views FROM page_views_daily
        WHERE day BETWEEN $1::date AND $2::date GROUP BY day`,
      bind.slice(0, 2),
    ),
    select<{ views: unknown }>(
      `SELECT sum(views) AS views FROM page_views_daily WHERE day BETWEEN $1::date AND $2::date`,
      bind.slice(2),
    ),
    select<{ path: string; views: unknown }>(
      `SELECT path, sum(views) AS views FROM page_views_daily WHERE day BETWEEN $1::date AND $2::date
        GROUP BY path ORDER BY 2 DESC, 1 LIMIT ${TOP_PAGES}`,
      bind.slice(0, 2),
    ),
    getSetting('site'),
  ]);
  const byDay = new Map(perDay.map((r) => [r.day, num(r.views)]));
  const days = daysBetween(period.from, period.to).map((day) => ({ day, views: byDay.get(day) ?? 0 }));
  return {
    period,
    enabled: site.analytics,
    total: { current: days.reduce((sum, d) => sum + d.views, 0), previous: num(previous[0]?.views) },
    days,
    topPages: top.map((r) => ({ path: r.path, views: num(r.views) })),
  };
}
