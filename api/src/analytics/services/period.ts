import { AppError } from '../../errors.ts';
import { CET_ZONE } from '../../lib/cet-time.ts';
import {
  type AnalyticsPeriod,
  type AnalyticsQuery,
  MAX_RANGE_DAYS,
  RANGE_DAYS,
} from '../../shared/analytics.ts';

const DAY_MS = 86_400_000;
const madridDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: CET_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's Madrid calendar day (YYYY-MM-DD). */
export const madridToday = (now = new Date()): string => madridDay.format(now);

/** A calendar day as days since 1970-01-01 (plain calendar arithmetic, no time zone), or null if not real. */
export function dayNumber(day: string): number | null {
  const [y, m, d] = day.split('-').map(Number);
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return ms / DAY_MS;
}
export const dayOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let n = dayNumber(from) as number, end = dayNumber(to) as number; n <= end; n++) out.push(dayOf(n));
  return out;
}

/**
 * The period a query asks for: a custom from/to (inclusive Madrid days; a missing `to` is today, a
 * missing `from` is the range's length before `to`), else the preset range (default month) ending today.
 * The previous period is as long and ends the day before. Out of order, in the future or over
 * MAX_RANGE_DAYS: 400 with the reason.
 */
export function periodOf(
  query: Pick<AnalyticsQuery, 'range' | 'from' | 'to'>,
  now = new Date(),
): AnalyticsPeriod {
  const today = madridToday(now);
  const length = RANGE_DAYS[query.range ?? 'month'];
  const todayN = dayNumber(today) as number;
  const toN = query.to !== undefined ? dayNumber(query.to) : todayN;
  const fromN = query.from !== undefined ? dayNumber(query.from) : toN === null ? null : toN - length + 1;
  if (toN === null || fromN === null) throw new AppError('ANALYTICS_DATE_INVALID');
  if (toN > todayN) throw new AppError('ANALYTICS_RANGE_IN_FUTURE', { today });
  if (fromN > toN) throw new AppError('ANALYTICS_RANGE_OUT_OF_ORDER', { from: dayOf(fromN), to: dayOf(toN) });
  const days = toN - fromN + 1;
  if (days > MAX_RANGE_DAYS) throw new AppError('ANALYTICS_RANGE_TOO_LONG', { max: MAX_RANGE_DAYS, days });
  return {
    from: dayOf(fromN),
    to: dayOf(toN),
    days,
    previousFrom: dayOf(fromN - days),
    previousTo: dayOf(fromN - 1),
  };
}
