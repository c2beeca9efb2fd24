import type { AnalyticsChannelRow, AnalyticsPeriod } from '../../shared/analytics.ts';
import { hasUnits, rolledChannels } from './rolled.ts';
import { planViewing } from './rollup.ts';
import type { AnalyticsScope } from './scope.ts';
import { binder, dayEnd, dayStart, num, selectViewing } from './sql.ts';

/**
 * GET /api/analytics/channels: one row per channel of the scope: its products, its sales of the period
 * (rollup), its distinct viewers and seconds watched (sessions started in the period) and its active
 * subscribers now.
 */
export async function channelsAnalytics(scope: AnalyticsScope, period: AnalyticsPeriod) {
  // Platform-wide over rolled weeks or months: the viewing comes from the rollup (services/rolled.ts).
  const plan = scope === null ? await planViewing(period.from, period.to) : null;
  const rolled = plan && hasUnits(plan) ? rolledChannels(binder(), plan) : null;
  const b = binder([period.from, period.to]);
  const sessions = rolled
    ? 'false'
    : `started_at >= ${dayStart(1)} AND started_at < ${dayEnd(2)} ${b.scope('channel_id', scope)}`;
  const figures = selectViewing<Record<string, unknown> & { id: number; title: string; user_id: number }>(
    `WITH s AS (
       SELECT channel_id, sum(tickets) AS tickets, sum(gross) AS gross, sum(organizer) AS organizer
         FROM sales_daily WHERE day BETWEEN $1::date AND $2::date ${b.scope('channel_id', scope)}
        GROUP BY channel_id
     ), v AS (
       SELECT channel_id, count(*) AS viewers, sum(w) AS watch
         FROM (SELECT channel_id, user_id, sum(seconds_watched) AS w FROM viewing_sessions
                WHERE ${sessions} GROUP BY channel_id, user_id) per_viewer
        GROUP BY channel_id
     ), pr AS (
       SELECT channel_id, count(*) AS products FROM products WHERE true ${b.scope('channel_id', scope)}
        GROUP BY channel_id
     ), sub AS (
       SELECT channel_id, count(*) AS subscribers FROM subscriptions
        WHERE status = 'subscribed' ${b.scope('channel_id', scope)} GROUP BY channel_id
     )
     SELECT c.id, c.title, c.user_id, pr.products, s.tickets, s.gross, s.organizer, v.viewers, v.watch,
            sub.subscribers
       FROM channels c
       LEFT JOIN s ON s.channel_id = c.id LEFT JOIN v ON v.channel_id = c.id
       LEFT JOIN pr ON pr.channel_id = c.id LEFT JOIN sub ON sub.channel_id = c.id
      WHERE true ${b.scope('c.id', scope)}
      ORDER BY coalesce(s.gross, 0) DESC, coalesce(v.viewers, 0) DESC, c.id`,
    b.values,
  );
  const [rows, viewing] = await Promise.all([figures, rolled]);
  const out: AnalyticsChannelRow[] = rows.map((r) => ({
    channelId: r.id,
    title: r.title,
    organizerId: r.user_id,
    products: num(r.products),
    tickets: num(r.tickets),
    gross: num(r.gross),
    organizer: num(r.organizer),
    viewers: viewing ? (viewing.get(r.id)?.viewers ?? 0) : num(r.viewers),
    watchSeconds: viewing ? (viewing.get(r.id)?.watchSeconds ?? 0) : num(r.watch),
    subscribers: num(r.subscribers),
  }));
  // The statement ordered by sales then its own viewers; with the rollup's, the same order here.
  if (viewing) out.sort((a, b) => b.gross - a.gross || b.viewers - a.viewers || a.channelId - b.channelId);
  return { period, rows: out, viewersEstimated: viewing !== null };
}
