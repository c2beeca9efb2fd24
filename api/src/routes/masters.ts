import { contentLang } from '../lib/localize.ts';
import { listResponse } from '../lib/rest.ts';
import { routes } from '../lib/route.ts';
import { masterCreateBody, masterUpdateBody, typedProductFilter } from '../schemas/course.ts';
import { createMaster, deleteMaster, listMasters, masterView, updateMaster } from '../services/masters.ts';

/** Masters: a product of type master (its fields flattened) with its ordered `courseIds`. */
export const masterRoutes = routes('/api/masters', 'catalogue')
  .get(
    '/',
    {
      summary: 'List masters',
      access: 'anonymous',
      list: {
        sortable: ['id', 'title', 'status', 'createdAt', 'publishedAt'],
        defaultSort: ['id', 'DESC'],
        filter: typedProductFilter,
      },
    },
    async (c, { user, list }) => {
      const { rows, count } = await listMasters(user, list, contentLang(c));
      return listResponse(c, 'masters', rows, list.offset, count);
    },
  )
  .get(
    '/:id',
    { summary: 'One master with its courses in order', access: 'anonymous' },
    async (c, { user, params }) => c.json(await masterView(user, params.id, contentLang(c))),
  )
  .post(
    '/',
    { summary: 'Create a master', access: 'producer', body: masterCreateBody, status: 201 },
    async (c, { user, body }) => {
      const master = await createMaster(user, body);
      return c.json(await masterView(user, master.id, contentLang(c)), 201);
    },
  )
  .put(
    '/:id',
    { summary: 'Change your master', access: 'producer', body: masterUpdateBody },
    async (c, { user, params, body }) => {
      await updateMaster(user, params.id, body);
      return c.json(await masterView(user, params.id, contentLang(c)));
    },
  )
  .delete('/:id', { summary: 'Delete your master', access: 'producer' }, async (c, { user, params }) =>
    c.json((await deleteMaster(user, params.id)).toFormattedJSON()),
  );
