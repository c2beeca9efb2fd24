import { z } from 'zod';
import { contentLang } from '../../lib/localize.ts';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { productAnswer, productFieldsAnswer, sessionAnswer } from '../../shared/catalogue-answers.ts';
import { productCardsSchema } from '../../shared/product-card.ts';
import {
  productCreateBody,
  productFilter,
  productUpdateBody,
  sessionCreateBody,
  sessionUpdateBody,
} from '../schemas/product.ts';
import { publicListMayLag } from '../services/catalogue-access.ts';
import { sessionJson } from '../services/product-json.ts';
import { listProducts, productView } from '../services/product-queries.ts';
import { createSession, deleteSession, listSessions, updateSession } from '../services/product-sessions.ts';
import { createProduct, deleteProduct, updateProduct } from '../services/products.ts';

/** A deleted product: its stored fields as they were (no price or texts resolved). */
const deletedProductAnswer = productFieldsAnswer.omit({ currentPrice: true, localized: true });

export const productRoutes = routes('/api/products', 'catalogue')
  .get(
    '/',
    {
      summary:
        'List products as cards (texts in the asked language): public ones, or your own as producer (all as admin)',
      access: 'anonymous',
      replica: publicListMayLag,
      response: productCardsSchema,
      list: {
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
      },
    },
    async (c, { user, list }) => {
      const { rows, count } = await listProducts(user, list, contentLang(c));
      return listResponse(c, 'products', rows, list.offset, count);
    },
  )
  .get(
    '/by-slug/:slug',
    { summary: 'A product page by slug', access: 'anonymous', response: productAnswer },
    async (c, { user, params }) => c.json(await productView(user, { slug: params.slug }, contentLang(c))),
  )
  .get(
    '/:id',
    { summary: 'One product', access: 'anonymous', response: productAnswer },
    async (c, { user, params }) => c.json(await productView(user, { id: params.id }, contentLang(c))),
  )
  .post(
    '/',
    {
      summary: 'Create a product in one of your channels',
      access: 'producer',
      body: productCreateBody,
      status: 201,
      response: productAnswer,
    },
    async (c, { user, body }) => {
      const product = await createProduct(user, body);
      return c.json(await productView(user, { id: product.id }, contentLang(c)), 201);
    },
  )
  .put(
    '/:id',
    {
      summary: 'Change your product (spec-4 locks once published)',
      access: 'producer',
      body: productUpdateBody,
      response: productAnswer,
    },
    async (c, { user, params, body }) => {
      await updateProduct(user, params.id, body);
      return c.json(await productView(user, { id: params.id }, contentLang(c)));
    },
  )
  .delete(
    '/:id',
    { summary: 'Delete your product', access: 'producer', response: deletedProductAnswer },
    async (c, { user, params }) => {
      const product = await deleteProduct(user, params.id);
      return c.json({ ...product.get({ plain: true }), search: undefined });
    },
  )
  .get(
    '/:id/sessions',
    { summary: "A product's sessions", access: 'anonymous', response: z.array(sessionAnswer) },
    async (c, { user, params }) => {
      const sessions = (await listSessions(user, params.id)).map((s) => sessionJson(s, contentLang(c)));
      return listResponse(c, 'sessions', sessions, 0, sessions.length);
    },
  )
  .post(
    '/:id/sessions',
    {
      summary: 'Add a session (Central European time)',
      access: 'producer',
      body: sessionCreateBody,
      status: 201,
      response: sessionAnswer,
    },
    async (c, { user, params, body }) =>
      c.json(sessionJson(await createSession(user, params.id, body), contentLang(c)), 201),
  )
  .put(
    '/:id/sessions/:sessionId',
    { summary: 'Change a session', access: 'producer', body: sessionUpdateBody, response: sessionAnswer },
    async (c, { user, params, body }) =>
      c.json(sessionJson(await updateSession(user, params.id, params.sessionId, body), contentLang(c))),
  )
  .delete(
    '/:id/sessions/:sessionId',
    { summary: 'Delete a session', access: 'producer', response: sessionAnswer },
    async (c, { user, params }) =>
      c.json(sessionJson(await deleteSession(user, params.id, params.sessionId), contentLang(c))),
  );
