import { z } from 'zod';
import { contentLang } from '../../lib/localize.ts';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { pageAnswer, publishedPageAnswer } from '../../shared/content.ts';
import { PAGE_BODY_LIMIT, pageCreateBody, pageFilter, pageUpdateBody } from '../schemas/pages.ts';
import { createPage, deletePage, getPage, listPages, publishedPage, updatePage } from '../services/pages.ts';

/** Static pages: the team's CRUD (/manage/pages) and the public page of /page/{slug}. */
export const pageRoutes = routes('/api/pages', 'pages')
  .get(
    '/',
    {
      summary: 'List pages (drafts included)',
      access: 'admin',
      list: {
        sortable: ['id', 'name', 'slug', 'published', 'createdAt', 'updatedAt'],
        defaultSort: ['name', 'ASC'],
        filter: pageFilter,
      },
      response: z.array(pageAnswer),
    },
    async (c, { list }) => {
      const { rows, count } = await listPages(list);
      return listResponse(c, 'pages', rows, list.offset, count);
    },
  )
  .get(
    '/by-slug/:slug',
    {
      summary: 'A published page by slug, in the request language (?lang= or Accept-Language)',
      access: 'anonymous',
      response: publishedPageAnswer,
    },
    async (c, { params }) => c.json(await publishedPage(params.slug, contentLang(c))),
  )
  .get(
    '/:id',
    { summary: 'One page, with every language', access: 'admin', response: pageAnswer },
    async (c, { params }) => c.json(await getPage(params.id)),
  )
  .post(
    '/',
    {
      summary: 'Create a page (slug from the name unless given)',
      access: 'admin',
      body: pageCreateBody,
      bodyLimit: PAGE_BODY_LIMIT,
      status: 201,
      response: pageAnswer,
    },
    async (c, { body }) => c.json(await createPage(body), 201),
  )
  .put(
    '/:id',
    {
      summary: 'Change a page',
      access: 'admin',
      body: pageUpdateBody,
      bodyLimit: PAGE_BODY_LIMIT,
      response: pageAnswer,
    },
    async (c, { params, body }) => c.json(await updatePage(params.id, body)),
  )
  .delete(
    '/:id',
    { summary: 'Delete a page', access: 'admin', response: pageAnswer },
    async (c, { params }) => c.json(await deletePage(params.id)),
  );
