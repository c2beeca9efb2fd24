import { Hono } from 'hono';
import { Op, type WhereOptions } from 'sequelize';
import { z } from 'zod';
import { EmailLog } from '../../../models/index.ts';
import { requireAdmin } from '../auth/guards.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';
import { idParam, listParams, listResponse } from '../lib/rest.ts';
import { validate } from '../lib/validate.ts';

const filter = z.strictObject({
  to: z.string().trim().toLowerCase().max(254).optional(),
  type: z.string().max(40).optional(),
  status: z.enum(['sent', 'logged', 'failed']).optional(),
  opened: z.boolean().optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  until: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});

export const emailLogRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', async (c) => {
    const p = listParams(c, {
      sortable: ['id', 'sentAt', 'openedAt', 'toEmail'],
      defaultSort: ['id', 'DESC'],
      filter,
    });
    const f = p.filter;
    const where: WhereOptions[] = [];
    if (f.to) where.push({ toEmail: f.to });
    if (f.type) where.push({ type: f.type });
    if (f.status) where.push({ status: f.status });
    if (f.opened !== undefined) where.push({ openedAt: f.opened ? { [Op.ne]: null } : null });
    if (f.from) where.push({ sentAt: { [Op.gte]: new Date(f.from) } });
    if (f.until) where.push({ sentAt: { [Op.lte]: new Date(f.until) } });
    const { rows, count } = await EmailLog.findAndCountAll({
      where: { [Op.and]: where },
      order: [[p.sort.field, p.sort.order]],
      offset: p.offset,
      limit: p.limit,
    });
    return listResponse(
      c,
      'email-logs',
      rows.map((r) => ({ ...r.toFormattedJSON(), links: r.links })),
      p.offset,
      count,
    );
  })
  .get('/:id', async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const row = await EmailLog.findByPk(id);
    if (!row) throw new AppError('NOT_FOUND');
    return c.json({
      ...row.toFormattedJSON(),
      links: row.links,
      bodyText: row.bodyText,
      bodyHtml: row.bodyHtml,
    });
  });
