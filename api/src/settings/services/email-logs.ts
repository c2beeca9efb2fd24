import { Op, type WhereOptions } from 'sequelize';
import type { z } from 'zod';
import { EmailLog } from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import type { ListParams } from '../../lib/rest.ts';
import { inScope, type Scope } from '../../policy.ts';
import type { emailLogFilter } from '../schemas/email-logs.ts';

/**
 * Email tracking (spec 5): the log, filtered by address, type, state, opening, clicking and dates. An
 * organizer's scope (policy.ts scopeOf) keeps to the mails about their own channels; an admin's is all.
 */
export async function listEmailLogs(p: ListParams<z.output<typeof emailLogFilter>> & { scope: Scope }) {
  const f = p.filter;
  const where: WhereOptions[] = [];
  if (p.scope !== null) where.push({ channelId: { [Op.in]: p.scope } });
  if (f.channelId) where.push({ channelId: f.channelId });
  if (f.to) where.push({ toEmail: f.to });
  if (f.type) where.push({ type: f.type });
  if (f.status) where.push({ status: f.status });
  if (f.opened !== undefined) where.push({ openedAt: f.opened ? { [Op.ne]: null } : null });
  if (f.clicked !== undefined) where.push({ clickedAt: f.clicked ? { [Op.ne]: null } : null });
  const window = dateWindow(f.from, f.until);
  if (window) where.push({ sentAt: { [Op.gte]: window.from, [Op.lt]: window.until } });
  const { rows, count } = await EmailLog.findAndCountAll({
    where: { [Op.and]: where },
    order: [[p.sort.field, p.sort.order]],
    offset: p.offset,
    limit: p.limit,
  });
  return { rows: rows.map((r) => ({ ...r.toFormattedJSON(), links: r.links })), count };
}

/** One email with its bodies and links; another organizer's (or one about no channel) does not exist. */
export async function emailLogDetail(scope: Scope, id: number) {
  const row = await EmailLog.findByPk(id);
  if (!row || !inScope(scope, row.channelId)) throw new AppError('NOT_FOUND');
  return { ...row.toFormattedJSON(), links: row.links, bodyText: row.bodyText, bodyHtml: row.bodyHtml };
}

const DAY = 24 * 3600 * 1000;

/**
 * Spec 5: email tracking searches span less than three months. A date-only `until` includes that day;
 * `until` alone would reach back forever, so it needs a `from`.
 */
function dateWindow(from: string | undefined, until: string | undefined) {
  if (!from && !until) return null;
  if (!from) throw new AppError('EMAIL_TRACKING_RANGE_TOO_LONG', {}, [{ field: 'filter.from', message: '' }]);
  const start = new Date(from);
  const end = until ? new Date(until.length === 10 ? new Date(until).getTime() + DAY : until) : new Date();
  const limit = new Date(start);
  limit.setUTCMonth(limit.getUTCMonth() + 3);
  if (end >= limit) {
    throw new AppError('EMAIL_TRACKING_RANGE_TOO_LONG', {}, [{ field: 'filter.until', message: '' }]);
  }
  return { from: start, until: end };
}
