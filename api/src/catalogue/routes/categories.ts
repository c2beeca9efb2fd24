import { z } from 'zod';
import { contentLang } from '../../lib/localize.ts';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { categoryAnswer } from '../../shared/catalogue-answers.ts';
import { categoryCreateBody, categoryFilter, categoryUpdateBody } from '../schemas/categories.ts';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from '../services/categories.ts';

export const categoryRoutes = routes('/api/categories', 'catalogue')
  .get(
    '/',
    {
      summary: 'List categories',
      access: 'anonymous',
      response: z.array(categoryAnswer),
      list: {
        sortable: ['id', 'name', 'slug', 'position'],
        defaultSort: ['position', 'ASC'],
        filter: categoryFilter,
      },
    },
    async (c, { list }) => {
      const { rows, count } = await listCategories(list, contentLang(c));
      return listResponse(c, 'categories', rows, list.offset, count);
    },
  )
  .get(
    '/:id',
    { summary: 'One category', access: 'anonymous', response: categoryAnswer },
    async (c, { params }) => c.json(await getCategory(params.id, contentLang(c))),
  )
  .post(
    '/',
    {
      summary: 'Create a category',
      access: 'admin',
      response: categoryAnswer,
      body: categoryCreateBody,
      status: 201,
    },
    async (c, { body }) => c.json(await createCategory(body, contentLang(c)), 201),
  )
  .put(
    '/:id',
    { summary: 'Change a category', access: 'admin', response: categoryAnswer, body: categoryUpdateBody },
    async (c, { params, body }) => c.json(await updateCategory(params.id, body, contentLang(c))),
  )
  .delete(
    '/:id',
    { summary: 'Delete a category', access: 'admin', response: categoryAnswer },
    async (c, { params }) => c.json(await deleteCategory(params.id, contentLang(c))),
  );
