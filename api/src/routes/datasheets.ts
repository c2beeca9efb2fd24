import { Hono } from 'hono';
import { currentUser, requireAuth } from '../auth/guards.ts';
import type { AppEnv } from '../context.ts';
import { contentLang } from '../lib/localize.ts';
import { idParam, listParams, listResponse } from '../lib/rest.ts';
import { readJson, validate } from '../lib/validate.ts';
import {
  createDatasheet,
  datasheetView,
  deleteDatasheet,
  listDatasheets,
  updateDatasheet,
} from '../services/datasheets.ts';
import { datasheetCreateBody, datasheetUpdateBody, typedProductFilter } from './course-schemas.ts';

const producer = requireAuth('PRODUCER', 'ADMIN');

/** Datasheets: a product of type datasheet (its fields flattened) with the sheet's fields and `warnings`. */
export const datasheetRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const p = listParams(c, {
      sortable: ['id', 'title', 'status', 'createdAt', 'publishedAt'],
      defaultSort: ['id', 'DESC'],
      filter: typedProductFilter,
    });
    const { rows, count } = await listDatasheets(c.get('user'), p, contentLang(c));
    return listResponse(c, 'datasheets', rows, p.offset, count);
  })
  .get('/:id', async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    return c.json(await datasheetView(c.get('user'), id, contentLang(c)));
  })
  .post('/', producer, async (c) => {
    const body = await readJson(c, datasheetCreateBody);
    const sheet = await createDatasheet(currentUser(c), body);
    return c.json(await datasheetView(currentUser(c), sheet.id, contentLang(c)), 201);
  })
  .put('/:id', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const body = await readJson(c, datasheetUpdateBody);
    await updateDatasheet(currentUser(c), id, body);
    return c.json(await datasheetView(currentUser(c), id, contentLang(c)));
  })
  .delete('/:id', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const sheet = await deleteDatasheet(currentUser(c), id);
    return c.json({ id: sheet.id, productId: sheet.productId });
  });
