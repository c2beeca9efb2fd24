import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser, requireAuth } from '../auth/guards.ts';
import type { AppEnv } from '../context.ts';
import { contentLang } from '../lib/localize.ts';
import { idParam, listParams, listResponse } from '../lib/rest.ts';
import { readJson, validate } from '../lib/validate.ts';
import { speakerJson } from '../services/product-json.ts';
import {
  createSpeaker,
  deleteSpeaker,
  listSpeakers,
  speakerView,
  updateSpeaker,
} from '../services/speakers.ts';
import { speakerCreateBody, speakerFilter, speakerUpdateBody } from './speaker-schemas.ts';

const producer = requireAuth('PRODUCER', 'ADMIN');

export const speakerRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const p = listParams(c, {
      sortable: ['id', 'name', 'slug', 'createdAt'],
      defaultSort: ['name', 'ASC'],
      filter: speakerFilter,
    });
    const { rows, count } = await listSpeakers(c.get('user'), p, contentLang(c));
    return listResponse(c, 'speakers', rows, p.offset, count);
  })
  .get('/by-slug/:slug', async (c) => {
    const slug = validate(c, z.string().min(1).max(200), c.req.param('slug'), 'slug');
    return c.json(await speakerView(c.get('user'), { slug }, contentLang(c), { withProducts: true }));
  })
  .get('/:id', async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    return c.json(await speakerView(c.get('user'), { id }, contentLang(c)));
  })
  .post('/', producer, async (c) => {
    const body = await readJson(c, speakerCreateBody);
    return c.json(speakerJson(await createSpeaker(currentUser(c), body), contentLang(c)), 201);
  })
  .put('/:id', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const body = await readJson(c, speakerUpdateBody);
    return c.json(speakerJson(await updateSpeaker(currentUser(c), id, body), contentLang(c)));
  })
  .delete('/:id', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    return c.json(speakerJson(await deleteSpeaker(currentUser(c), id), contentLang(c)));
  });
