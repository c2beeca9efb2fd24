import { z } from 'zod';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { scopeOf } from '../../policy.ts';
import { subscribeAnswerSchema, subscriptionSchema } from '../../shared/commerce.ts';
import { subscribeBody, subscriptionFilter } from '../schemas/subscriptions.ts';
import { resumeSubscription } from '../services/subscription-resume.ts';
import {
  cancelSubscription,
  getSubscription,
  listChannelSubscriptions,
  subscribe,
} from '../services/subscriptions.ts';

/** POST /api/channels/:id/subscribe (mounted beside the catalogue's channel routes). */
export const channelSubscribeRoutes = routes('/api/channels', 'commerce').post(
  '/:id/subscribe',
  {
    summary:
      "Subscribe to a channel's monthly plan (a bare POST uses the default provider): answers the payment page to go to",
    access: 'signed-in',
    response: subscribeAnswerSchema,
    body: subscribeBody,
    bodyOptional: true,
    status: 201,
  },
  async (c, { user, params, body }) => {
    const { subscription, redirectUrl, orderId } = await subscribe({ user, channelId: params.id, ...body });
    return c.json({ ...subscription.toFormattedJSON(), redirectUrl, orderId }, 201);
  },
);

export const subscriptionRoutes = routes('/api/subscriptions', 'commerce')
  .get(
    '/',
    {
      summary: 'Subscriptions to your channels (all as admin)',
      access: 'producer',
      response: z.array(subscriptionSchema),
      list: {
        sortable: ['id', 'subscribedSince', 'validUntil', 'status', 'price'],
        defaultSort: ['id', 'DESC'],
        filter: subscriptionFilter,
      },
    },
    async (c, { user, list }) => {
      const { rows, count } = await listChannelSubscriptions({ ...list, scope: await scopeOf(user) });
      return listResponse(
        c,
        'subscriptions',
        rows.map((s) => s.toFormattedJSON()),
        list.offset,
        count,
      );
    },
  )
  .get(
    '/:id',
    {
      summary: 'One subscription (subscriber, channel producer or admin)',
      access: 'owner',
      response: subscriptionSchema,
    },
    async (c, { user, params }) => c.json((await getSubscription(user, params.id)).toFormattedJSON()),
  )
  // Cancelling keeps the content until the paid-through date (validUntil).
  .post(
    '/:id/cancel',
    {
      summary: 'Cancel; content stays until the paid-through date',
      access: 'owner',
      response: subscriptionSchema,
    },
    async (c, { user, params }) => c.json((await cancelSubscription(user, params.id)).toFormattedJSON()),
  )
  // Resuming inside the paid period charges nothing now; after it, subscribe afresh from the channel.
  .post(
    '/:id/resume',
    {
      summary: 'Resume a cancelled subscription still inside its paid period',
      access: 'owner',
      response: subscriptionSchema,
    },
    async (c, { user, params }) => c.json((await resumeSubscription(user, params.id)).toFormattedJSON()),
  );
