import { z } from 'zod';
import { contentLang } from '../../lib/localize.ts';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { entityAnswer, entityLandingAnswer } from '../../shared/content.ts';
import { ENTITY_BODY_LIMIT, entityCreateBody, entityFilter, entityUpdateBody } from '../schemas/entities.ts';
import {
  createEntity,
  deleteEntity,
  entityBySlug,
  getEntity,
  listEntities,
  updateEntity,
} from '../services/entities.ts';

/**
 * Entity landing pages: a producer manages their own, an admin every one (another's answers 404); the
 * public landing page of /store/{slug} is anonymous.
 */
export const entityRoutes = routes('/api/entities', 'pages')
  .get(
    '/',
    {
      summary: 'List entities: your own as producer, all as admin',
      access: 'producer',
      list: {
        sortable: ['id', 'name', 'slug', 'userId', 'createdAt', 'updatedAt'],
        defaultSort: ['name', 'ASC'],
        filter: entityFilter,
      },
      response: z.array(entityAnswer),
    },
    async (c, { user, list }) => {
      const { rows, count } = await listEntities(user, list);
      return listResponse(c, 'entities', rows, list.offset, count);
    },
  )
  .get(
    '/by-slug/:slug',
    {
      summary: 'A landing page by slug, in the request language',
      access: 'anonymous',
      response: entityLandingAnswer,
    },
    async (c, { params }) => c.json(await entityBySlug(params.slug, contentLang(c))),
  )
  .get(
    '/:id',
    { summary: 'One of your entities (any as admin)', access: 'producer', response: entityAnswer },
    async (c, { user, params }) => c.json(await getEntity(user, params.id)),
  )
  .post(
    '/',
    {
      summary: 'Create an entity: yours as producer; an admin may choose its owner',
      access: 'producer',
      body: entityCreateBody,
      bodyLimit: ENTITY_BODY_LIMIT,
      status: 201,
      response: entityAnswer,
    },
    async (c, { user, body }) => c.json(await createEntity(user, body), 201),
  )
  .put(
    '/:id',
    {
      summary: 'Change one of your entities (any as admin)',
      access: 'producer',
      body: entityUpdateBody,
      bodyLimit: ENTITY_BODY_LIMIT,
      response: entityAnswer,
    },
    async (c, { user, params, body }) => c.json(await updateEntity(user, params.id, body)),
  )
  .delete(
    '/:id',
    { summary: 'Delete an entity', access: 'admin', response: entityAnswer },
    async (c, { user, params }) => c.json(await deleteEntity(user, params.id)),
  );
