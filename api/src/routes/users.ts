import { Hono } from 'hono';
import { z } from 'zod';
import { ROLES, USER_STATUSES, User } from '../../../models/index.ts';
import { currentUser, requireAdmin } from '../auth/guards.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';
import { idParam, listParams, listResponse } from '../lib/rest.ts';
import { readJson, validate } from '../lib/validate.ts';
import { deleteUserByAdmin, listUsers, updateUserByAdmin } from '../services/users.ts';

export const userFilter = z.strictObject({
  q: z.string().trim().max(100).optional(),
  status: z.enum(USER_STATUSES).optional(),
  role: z.enum(ROLES).optional(),
  id: z.union([idParam, z.array(idParam).max(500)]).optional(),
  organizerRequested: z.boolean().optional(),
});

export const userUpdateBody = z
  .object({
    status: z.enum(['pending', 'approved', 'disapproved', 'blocked']).optional(),
    roles: z.array(z.enum(ROLES)).min(1).max(3).optional(),
  })
  // react-admin sends the whole record on update: other fields are ignored, not refused.
  .loose();

async function load(id: string) {
  const user = await User.findByPk(Number(id));
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

export const userRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', async (c) => {
    const p = listParams(c, {
      sortable: ['id', 'email', 'name', 'surname', 'status', 'createdAt', 'activatedAt'],
      defaultSort: ['id', 'DESC'],
      filter: userFilter,
    });
    const ids = p.filter.id === undefined ? undefined : [p.filter.id].flat();
    const { rows, count } = await listUsers({ ...p, filter: { ...p.filter, id: ids } });
    return listResponse(
      c,
      'users',
      rows.map((u) => u.toFormattedJSON()),
      p.offset,
      count,
    );
  })
  .get('/:id', async (c) => {
    validate(c, idParam, c.req.param('id'), 'id');
    return c.json((await load(c.req.param('id'))).toFormattedJSON());
  })
  .put('/:id', async (c) => {
    validate(c, idParam, c.req.param('id'), 'id');
    const body = await readJson(c, userUpdateBody);
    const target = await load(c.req.param('id'));
    const updated = await updateUserByAdmin(currentUser(c), target, {
      status: body.status,
      roles: body.roles,
    });
    return c.json(updated.toFormattedJSON());
  })
  .delete('/:id', async (c) => {
    validate(c, idParam, c.req.param('id'), 'id');
    const target = await load(c.req.param('id'));
    return c.json((await deleteUserByAdmin(currentUser(c), target)).toFormattedJSON());
  });
