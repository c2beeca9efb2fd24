import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { currentUser, requireAdmin, requireAuth } from '../auth/guards.ts';
import type { AppEnv } from '../context.ts';
import { contentLang } from '../lib/localize.ts';
import { idParam, listParams, listResponse } from '../lib/rest.ts';
import { readJson, validate } from '../lib/validate.ts';
import {
  type ChannelMove,
  channelJson,
  channelView,
  createChannel,
  deleteChannel,
  listChannels,
  moveChannel,
  updateChannel,
} from '../services/channels.ts';
import { channelCreateBody, channelFilter, channelUpdateBody } from './channel-schemas.ts';

const producer = requireAuth('PRODUCER', 'ADMIN');

/** POST /:id/<move>: the status actions (owner: request-review, deactivate; admin: approve, ban, private). */
const move = (name: ChannelMove) => async (c: Context<AppEnv>) => {
  const id = validate(c, idParam, c.req.param('id'), 'id');
  const channel = await moveChannel(currentUser(c), id, name);
  return c.json(channelJson(channel, { lang: contentLang(c), full: true }));
};

export const channelRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const p = listParams(c, {
      sortable: ['id', 'title', 'status', 'createdAt', 'publishedAt', 'reviewRequestedAt'],
      defaultSort: ['id', 'DESC'],
      filter: channelFilter,
    });
    const { rows, count } = await listChannels(c.get('user'), p, contentLang(c));
    return listResponse(c, 'channels', rows, p.offset, count);
  })
  .get('/by-slug/:slug', async (c) => {
    const slug = validate(c, z.string().min(1).max(200), c.req.param('slug'), 'slug');
    return c.json(await channelView(c.get('user'), { slug }, contentLang(c), { withProducts: true }));
  })
  .get('/:id', async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    return c.json(await channelView(c.get('user'), { id }, contentLang(c)));
  })
  .post('/', producer, async (c) => {
    const body = await readJson(c, channelCreateBody);
    const channel = await createChannel(currentUser(c), body);
    return c.json(channelJson(channel, { lang: contentLang(c), full: true }), 201);
  })
  .put('/:id', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const body = await readJson(c, channelUpdateBody);
    const channel = await updateChannel(currentUser(c), id, body);
    return c.json(channelJson(channel, { lang: contentLang(c), full: true }));
  })
  .delete('/:id', producer, async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const channel = await deleteChannel(currentUser(c), id);
    return c.json(channelJson(channel, { lang: contentLang(c), full: true }));
  })
  .post('/:id/request-review', producer, move('request-review'))
  .post('/:id/deactivate', producer, move('deactivate'))
  .post('/:id/approve', requireAdmin, move('approve'))
  .post('/:id/ban', requireAdmin, move('ban'))
  .post('/:id/private', requireAdmin, move('private'));
