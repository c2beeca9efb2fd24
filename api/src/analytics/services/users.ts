import { ROLES } from '../../../../models/index.ts';
import type { AnalyticsPeriod, AnalyticsUsers } from '../../shared/analytics.ts';
import { daysBetween } from './period.ts';
import { dayEnd, dayStart, madridDayOf, select } from './sql.ts';

/**
 * GET /api/analytics/users: sign-ups (created_at), activations (activated_at) and organizers approved
 * (organizer_approved_at) per Madrid day, and per role everyone who has it now, who joined in the
 * period and who joined in the one before. Deleted accounts are not counted.
 */
export async function usersAnalytics(period: AnalyticsPeriod): Promise<AnalyticsUsers> {
  const bind = [period.from, period.to, period.previousFrom];
  const perDay = (column: string, kind: string) =>
    `SELECT '${kind}' AS kind, ${madridDayOf(column)} AS day, count(*)::int AS n FROM users
      WHERE ${column} >= ${dayStart(1)} AND ${column} < ${dayEnd(2)} AND status <> 'deleted' GROUP BY 2`;
  const [counts, roles] = await Promise.all([
    select<{ kind: 's' | 'a' | 'o'; day: string; n: number }>(
      `${perDay('created_at', 's')} UNION ALL ${perDay('activated_at', 'a')}
       UNION ALL ${perDay('organizer_approved_at', 'o')}`,
      bind.slice(0, 2),
    ),
    select<{ role: string; total: number; current: number; previous: number }>(
      `SELECT role, count(*)::int AS total,
              count(*) FILTER (WHERE created_at >= ${dayStart(1)} AND created_at < ${dayEnd(2)})::int AS current,
              count(*) FILTER (WHERE created_at >= ${dayStart(3)} AND created_at < ${dayStart(1)})::int AS previous
         FROM users, unnest(roles) AS role WHERE status <> 'deleted' GROUP BY role`,
      bind,
    ),
  ]);
  const at = new Map(counts.map((c) => [`${c.kind}${c.day}`, c.n]));
  const byRole = new Map(roles.map((r) => [r.role, r]));
  return {
    period,
    days: daysBetween(period.from, period.to).map((day) => ({
      day,
      signups: at.get(`s${day}`) ?? 0,
      activations: at.get(`a${day}`) ?? 0,
      organizersApproved: at.get(`o${day}`) ?? 0,
    })),
    roles: ROLES.map((role) => byRole.get(role) ?? { role, total: 0, current: 0, previous: 0 }),
  };
}
