import { contentLang } from '../lib/localize.ts';
import { listResponse } from '../lib/rest.ts';
import { routes } from '../lib/route.ts';
import { datasheetCreateBody, datasheetUpdateBody, typedProductFilter } from '../schemas/course.ts';
import {
  createDatasheet,
  datasheetView,
  deleteDatasheet,
  listDatasheets,
  updateDatasheet,
} from '../services/datasheets.ts';

/** Datasheets: a product of type datasheet (its fields flattened) with the sheet's fields and `warnings`. */
export const datasheetRoutes = routes('/api/datasheets', 'catalogue')
  .get(
    '/',
    {
      summary: 'List datasheets',
      access: 'anonymous',
      list: {
        sortable: ['id', 'title', 'status', 'createdAt', 'publishedAt'],
        defaultSort: ['id', 'DESC'],
        filter: typedProductFilter,
      },
    },
    async (c, { user, list }) => {
      const { rows, count } = await listDatasheets(user, list, contentLang(c));
      return listResponse(c, 'datasheets', rows, list.offset, count);
    },
  )
  .get(
    '/:id',
    { summary: 'One datasheet with every OEE field', access: 'anonymous' },
    async (c, { user, params }) => c.json(await datasheetView(user, params.id, contentLang(c))),
  )
  .post(
    '/',
    {
      summary: 'Create a datasheet (recommended limits come back as warnings)',
      access: 'producer',
      body: datasheetCreateBody,
      status: 201,
    },
    async (c, { user, body }) => {
      const sheet = await createDatasheet(user, body);
      return c.json(await datasheetView(user, sheet.id, contentLang(c)), 201);
    },
  )
  .put(
    '/:id',
    { summary: 'Change your datasheet', access: 'producer', body: datasheetUpdateBody },
    async (c, { user, params, body }) => {
      await updateDatasheet(user, params.id, body);
      return c.json(await datasheetView(user, params.id, contentLang(c)));
    },
  )
  .delete('/:id', { summary: 'Delete your datasheet', access: 'producer' }, async (c, { user, params }) => {
    const sheet = await deleteDatasheet(user, params.id);
    return c.json({ id: sheet.id, productId: sheet.productId });
  });
