import { z } from 'zod';
import { contentLang } from '../../lib/localize.ts';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { speakerAnswer, speakerPageAnswer } from '../../shared/catalogue-answers.ts';
import { speakerCreateBody, speakerFilter, speakerUpdateBody } from '../schemas/speaker.ts';
import { publicListMayLag } from '../services/catalogue-access.ts';
import { speakerJson } from '../services/product-json.ts';
import {
  createSpeaker,
  deleteSpeaker,
  listSpeakers,
  speakerView,
  updateSpeaker,
} from '../services/speakers.ts';

export const speakerRoutes = routes('/api/speakers', 'catalogue')
  .get(
    '/',
    {
      summary: 'List speakers: public ones, or your own as producer (all as admin)',
      access: 'anonymous',
      replica: publicListMayLag,
      response: z.array(speakerAnswer),
      list: {
        sortable: ['id', 'name', 'slug', 'createdAt'],
        defaultSort: ['name', 'ASC'],
        filter: speakerFilter,
      },
    },
    async (c, { user, list }) => {
      const { rows, count } = await listSpeakers(user, list, contentLang(c));
      return listResponse(c, 'speakers', rows, list.offset, count);
    },
  )
  .get(
    '/by-slug/:slug',
    {
      summary: 'A speaker page by slug, with their products',
      access: 'anonymous',
      response: speakerPageAnswer,
    },
    async (c, { user, params }) =>
      c.json(await speakerView(user, { slug: params.slug }, contentLang(c), { withProducts: true })),
  )
  .get(
    '/:id',
    { summary: 'One speaker', access: 'anonymous', response: speakerAnswer },
    async (c, { user, params }) => c.json(await speakerView(user, { id: params.id }, contentLang(c))),
  )
  .post(
    '/',
    {
      summary: 'Create a speaker',
      access: 'producer',
      response: speakerAnswer,
      body: speakerCreateBody,
      status: 201,
    },
    async (c, { user, body }) => c.json(speakerJson(await createSpeaker(user, body), contentLang(c)), 201),
  )
  .put(
    '/:id',
    { summary: 'Change your speaker', access: 'producer', response: speakerAnswer, body: speakerUpdateBody },
    async (c, { user, params, body }) =>
      c.json(speakerJson(await updateSpeaker(user, params.id, body), contentLang(c))),
  )
  .delete(
    '/:id',
    { summary: 'Delete your speaker (refused while used)', access: 'producer', response: speakerAnswer },
    async (c, { user, params }) => c.json(speakerJson(await deleteSpeaker(user, params.id), contentLang(c))),
  );
