import { Hono } from 'hono';
import { currentUser, requireAuth } from '../auth/guards.ts';
import type { AppEnv } from '../context.ts';
import { contentLang } from '../lib/localize.ts';
import { idParam, listParams, listResponse } from '../lib/rest.ts';
import { readJson, validate } from '../lib/validate.ts';
import { createMaster, deleteMaster, listMasters, masterView, updateMaster } from '../services/masters.ts';
import { masterCreateBody, masterUpdateBody, typedProductFilter } from './course-schemas.ts';

const producer = requireAuth('PRODUCER', 'ADMIN');

/** Masters: a product of type master (its fields flattened) with its ordered `courseIds`. */
export const masterRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const p = listParams(c, {
      sortable: ['id', 'title', 'status', 'createdAt', 'publishedAt'],
      defaultSort: ['id', 'DESC'],
      filter: typedProductFilter,
    });
    const { rows, count } = await listMasters(c.get('user'), p, contentLang(c));
    return listResponse(c, 'masters', rows, p.offset, count);
  })
  .get('/:id', async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    return c.json(await masterView(c.get('user'), id, contentLang(c)));
  })
  .post('/', producer, async (c) => {
    const body = await readJson(c, masterCreateBody);
    const master = await createMaster(currentUser(c), body);
    return c.json(await masterView(currentUser(c), master.id, contentLang(c)), 201);
  })
  .put('/:id', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const body = await readJson(c, masterUpdateBody);
    await updateMaster(currentUser(c), id, body);
    return c.json(await masterView(currentUser(c), id, contentLang(c)));
  })
  .delete('/:id', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    return c.json((await deleteMaster(currentUser(c), id)).toFormattedJSON());
  });
