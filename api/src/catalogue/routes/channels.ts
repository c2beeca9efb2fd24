import type { Context } from 'hono';
import { z } from 'zod';
import type { User } from '../../../../models/index.ts';
import type { AppEnv } from '../../context.ts';
import { contentLang } from '../../lib/localize.ts';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { channelAnswer, channelPageAnswer } from '../../shared/catalogue-answers.ts';
import {
  channelCreateBody,
  channelDeactivateBody,
  channelFilter,
  channelUpdateBody,
} from '../schemas/channel.ts';
import { publicListMayLag } from '../services/catalogue-access.ts';
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

/** POST /:id/<move>: the status actions (owner: request-review, deactivate; admin: approve, ban, private). */
const move =
  (name: ChannelMove) =>
  async (c: Context<AppEnv>, { user, params }: { user: User; params: { id: number } }) =>
    c.json(channelJson(await moveChannel(user, params.id, name), { lang: contentLang(c), full: true }));

export const channelRoutes = routes('/api/channels', 'catalogue')
  .get(
    '/',
    {
      summary: 'List channels: public ones, or your own as producer (all as admin)',
      access: 'anonymous',
      replica: publicListMayLag,
      response: z.array(channelAnswer),
      list: {
        sortable: ['id', 'title', 'status', 'createdAt', 'publishedAt', 'reviewRequestedAt'],
        defaultSort: ['id', 'DESC'],
        filter: channelFilter,
      },
    },
    async (c, { user, list }) => {
      const { rows, count } = await listChannels(user, list, contentLang(c));
      return listResponse(c, 'channels', rows, list.offset, count);
    },
  )
  .get(
    '/by-slug/:slug',
    {
      summary: 'A channel page by slug, with its products',
      access: 'anonymous',
      response: channelPageAnswer,
    },
    async (c, { user, params }) =>
      c.json(await channelView(user, { slug: params.slug }, contentLang(c), { withProducts: true })),
  )
  .get(
    '/:id',
    { summary: 'One channel', access: 'anonymous', response: channelAnswer },
    async (c, { user, params }) => c.json(await channelView(user, { id: params.id }, contentLang(c))),
  )
  .post(
    '/',
    {
      summary: 'Create a channel (draft)',
      access: 'producer',
      response: channelAnswer,
      body: channelCreateBody,
      status: 201,
    },
    async (c, { user, body }) =>
      c.json(channelJson(await createChannel(user, body), { lang: contentLang(c), full: true }), 201),
  )
  .put(
    '/:id',
    { summary: 'Change your channel', access: 'producer', response: channelAnswer, body: channelUpdateBody },
    async (c, { user, params, body }) =>
      c.json(channelJson(await updateChannel(user, params.id, body), { lang: contentLang(c), full: true })),
  )
  .delete(
    '/:id',
    { summary: 'Delete your channel', access: 'producer', response: channelAnswer },
    async (c, { user, params }) =>
      c.json(channelJson(await deleteChannel(user, params.id), { lang: contentLang(c), full: true })),
  )
  .post(
    '/:id/request-review',
    { summary: 'Ask for publication (draft to revision)', access: 'producer', response: channelAnswer },
    move('request-review'),
  )
  .post(
    '/:id/deactivate',
    {
      summary: "Back to draft: the owner's deactivation, or an admin sending it back with a reason (emailed)",
      access: 'producer',
      response: channelAnswer,
      body: channelDeactivateBody,
      bodyOptional: true,
    },
    async (c, { user, params, body }) =>
      c.json(
        channelJson(await moveChannel(user, params.id, 'deactivate', { reason: body?.reason }), {
          lang: contentLang(c),
          full: true,
        }),
      ),
  )
  .post(
    '/:id/approve',
    { summary: 'Approve and publish (emails the owner)', access: 'admin', response: channelAnswer },
    move('approve'),
  )
  .post('/:id/ban', { summary: 'Ban a channel', access: 'admin', response: channelAnswer }, move('ban'))
  .post(
    '/:id/private',
    { summary: 'Make a channel private', access: 'admin', response: channelAnswer },
    move('private'),
  );
