/** The email log's vocabulary (GET /api/email-logs) and the search window rule of spec 5. */
import { MAIL_TYPES } from '../../../../api/src/shared/mail-types.ts';

export const EMAIL_TYPES = MAIL_TYPES;
export const EMAIL_STATUSES = ['queued', 'retrying', 'sent', 'logged', 'failed'] as const;

export const typeChoices = EMAIL_TYPES.map((id) => ({ id, name: `ADMIN.EMAILS.TYPES.${id}` }));
export const statusChoices = EMAIL_STATUSES.map((id) => ({ id, name: `ADMIN.EMAILS.STATUS.${id}` }));

/** Chip colours, each pair at least 4.5:1 (WCAG AA). */
export const TYPE_COLORS: Record<string, { bg: string; fg: string }> = {
  activation: { bg: '#e8e3ff', fg: '#3b22b8' },
  reset: { bg: '#fff1cc', fg: '#6b4500' },
  approved: { bg: '#dcf3e3', fg: '#17602f' },
  accountExists: { bg: '#e3ecff', fg: '#1f3f8f' },
  channelPublished: { bg: '#ffe3f1', fg: '#8a1f55' },
  orderPaid: { bg: '#dff4f7', fg: '#0d5560' },
};
export const STATUS_COLORS: Record<string, { bg: string; fg: string }> = {
  queued: { bg: '#e3ecff', fg: '#1f3f8f' },
  retrying: { bg: '#fff1cc', fg: '#6b4500' },
  sent: { bg: '#dcf3e3', fg: '#17602f' },
  logged: { bg: '#e6e8ec', fg: '#3f4654' },
  failed: { bg: '#a8221b', fg: '#ffffff' },
};
export const NEUTRAL_COLORS = { bg: '#e6e8ec', fg: '#3f4654' };

/** Dates to the minute: seconds only widen the columns. */
export const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

const DAY = 24 * 3600 * 1000;

/** YYYY-MM-DD of a date, in UTC as the API reads date-only values. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The list's opening filter: the last 30 days, today included. */
export function lastThirtyDays(now = new Date()) {
  return { from: isoDate(new Date(now.getTime() - 30 * DAY)), until: isoDate(now) };
}

/**
 * The API's rule (422 EMAIL_TRACKING_RANGE_TOO_LONG), checked before asking: a window needs its start,
 * runs to the end of `until` (or to now) and must end before three months after its start. Answers the
 * i18n key of the problem, or null.
 */
export function windowError(from: unknown, until: unknown, now = new Date()): string | null {
  const start = typeof from === 'string' && from ? from : null;
  const end = typeof until === 'string' && until ? until : null;
  if (!start) return end ? 'ADMIN.EMAILS.FROM_REQUIRED' : null;
  const startTime = Date.parse(start);
  if (Number.isNaN(startTime)) return null;
  if (end && end < start) return 'ADMIN.EMAILS.UNTIL_BEFORE_FROM';
  const endTime = end ? Date.parse(end) + DAY : now.getTime();
  const limit = new Date(startTime);
  limit.setUTCMonth(limit.getUTCMonth() + 3);
  return endTime >= limit.getTime() ? 'ADMIN.EMAILS.RANGE_TOO_LONG' : null;
}
