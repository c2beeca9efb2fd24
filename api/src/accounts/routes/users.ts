import { z } from 'zod';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { adminUserSchema } from '../../shared/accounts.ts';
import { userFilter, userUpdateBody } from '../schemas/users.ts';
import { deleteUserByAdmin, findUser, listUsers, updateUserByAdmin } from '../services/users.ts';

/** The admin's users (spec 2, /manage/manage-users): list, read, change status and roles, delete. */
export const userRoutes = routes('/api/users', 'users')
  .get(
    '/',
    {
      summary: 'List users',
      access: 'admin',
      response: z.array(adminUserSchema),
      list: {
        sortable: ['id', 'email', 'name', 'surname', 'status', 'createdAt', 'activatedAt'],
        defaultSort: ['id', 'DESC'],
        filter: userFilter,
      },
    },
    async (c, { list }) => {
      const ids = list.filter.id === undefined ? undefined : [list.filter.id].flat();
      const { rows, count } = await listUsers({ ...list, filter: { ...list.filter, id: ids } });
      return listResponse(
        c,
        'users',
        rows.map((u) => u.toFormattedJSON()),
        list.offset,
        count,
      );
    },
  )
  .get('/:id', { summary: 'One user', access: 'admin', response: adminUserSchema }, async (c, { params }) =>
    c.json((await findUser(params.id)).toFormattedJSON()),
  )
  .put(
    '/:id',
    {
      summary: 'Change status (transition table) or roles',
      access: 'admin',
      response: adminUserSchema,
      body: userUpdateBody,
    },
    async (c, { user, params, body }) => {
      const updated = await updateUserByAdmin(user, await findUser(params.id), {
        status: body.status,
        roles: body.roles,
      });
      return c.json(updated.toFormattedJSON());
    },
  )
  .delete(
    '/:id',
    { summary: 'Delete a user (soft)', access: 'admin', response: adminUserSchema },
    async (c, { user, params }) =>
      c.json((await deleteUserByAdmin(user, await findUser(params.id))).toFormattedJSON()),
  );
