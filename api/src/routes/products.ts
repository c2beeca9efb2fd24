import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser, requireAuth } from '../auth/guards.ts';
import type { AppEnv } from '../context.ts';
import { contentLang } from '../lib/localize.ts';
import { idParam, listParams, listResponse } from '../lib/rest.ts';
import { readJson, validate } from '../lib/validate.ts';
import { sessionJson } from '../services/product-json.ts';
import { listProducts, productView } from '../services/product-queries.ts';
import { createSession, deleteSession, listSessions, updateSession } from '../services/product-sessions.ts';
import { createProduct, deleteProduct, updateProduct } from '../services/products.ts';
import {
  productCreateBody,
  productFilter,
  productUpdateBody,
  sessionCreateBody,
  sessionUpdateBody,
} from './product-schemas.ts';

const producer = requireAuth('PRODUCER', 'ADMIN');
const slugParam = z.string().min(1).max(200);

export const productRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const p = listParams(c, {
      sortable: [
        'id',
        'title',
        'type',
        'status',
        'plan',
        'totalPrice',
        'createdAt',
        'publishedAt',
        'saleStartAt',
      ],
      defaultSort: ['id', 'DESC'],
      filter: productFilter,
    });
    const { rows, count } = await listProducts(c.get('user'), p, contentLang(c));
    return listResponse(c, 'products', rows, p.offset, count);
  })
  .get('/by-slug/:slug', async (c) => {
    const slug = validate(c, slugParam, c.req.param('slug'), 'slug');
    return c.json(await productView(c.get('user'), { slug }, contentLang(c)));
  })
  .get('/:id', async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    return c.json(await productView(c.get('user'), { id }, contentLang(c)));
  })
  .post('/', producer, async (c) => {
    const body = await readJson(c, productCreateBody);
    const product = await createProduct(currentUser(c), body);
    return c.json(await productView(currentUser(c), { id: product.id }, contentLang(c)), 201);
  })
  .put('/:id', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const body = await readJson(c, productUpdateBody);
    await updateProduct(currentUser(c), id, body);
    return c.json(await productView(currentUser(c), { id }, contentLang(c)));
  })
  .delete('/:id', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const product = await deleteProduct(currentUser(c), id);
    return c.json({ ...product.get({ plain: true }), search: undefined });
  })
  .get('/:id/sessions', async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const sessions = (await listSessions(c.get('user'), id)).map(sessionJson);
    return listResponse(c, 'sessions', sessions, 0, sessions.length);
  })
  .post('/:id/sessions', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const body = await readJson(c, sessionCreateBody);
    return c.json(sessionJson(await createSession(currentUser(c), id, body)), 201);
  })
  .put('/:id/sessions/:sessionId', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const sessionId = validate(c, idParam, c.req.param('sessionId'), 'sessionId');
    const body = await readJson(c, sessionUpdateBody);
    return c.json(sessionJson(await updateSession(currentUser(c), id, sessionId, body)));
  })
  .delete('/:id/sessions/:sessionId', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const sessionId = validate(c, idParam, c.req.param('sessionId'), 'sessionId');
    return c.json(sessionJson(await deleteSession(currentUser(c), id, sessionId)));
  });
