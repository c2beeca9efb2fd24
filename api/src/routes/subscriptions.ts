import { Hono } from 'hono';
import { z } from 'zod';
import { SUBSCRIPTION_STATUSES, Subscription } from '../../../models/index.ts';
import { currentUser, requireAuth } from '../auth/guards.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';
import { idParam, listParams, listResponse } from '../lib/rest.ts';
import { readJson, validate } from '../lib/validate.ts';
import { channelScope, inScope } from '../services/scope.ts';
import { cancelSubscription, listChannelSubscriptions, subscribe } from '../services/subscriptions.ts';

export const subscriptionFilter = z.strictObject({
  channelId: idParam.optional(),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
});

export const subscribeBody = z.strictObject({ provider: z.enum(['demo', 'stripe']).optional() });

/** POST /api/channels/:id/subscribe (mounted beside the catalogue's channel routes). */
export const channelSubscribeRoutes = new Hono<AppEnv>().post('/:id/subscribe', requireAuth(), async (c) => {
  const channelId = validate(c, idParam, c.req.param('id'), 'id');
  // The body is optional: a bare POST subscribes with the default provider.
  const body = c.req.header('content-type') ? await readJson(c, subscribeBody) : {};
  const { subscription, redirectUrl } = await subscribe({ user: currentUser(c), channelId, ...body });
  return c.json({ ...subscription.toFormattedJSON(), redirectUrl }, 201);
});

export const subscriptionRoutes = new Hono<AppEnv>()
  .get('/', requireAuth('PRODUCER', 'ADMIN'), async (c) => {
    const p = listParams(c, {
      sortable: ['id', 'subscribedSince', 'validUntil', 'status', 'price'],
      defaultSort: ['id', 'DESC'],
      filter: subscriptionFilter,
    });
    const { rows, count } = await listChannelSubscriptions({
      ...p,
      scope: await channelScope(currentUser(c)),
    });
    return listResponse(
      c,
      'subscriptions',
      rows.map((s) => s.toFormattedJSON()),
      p.offset,
      count,
    );
  })
  .get('/:id', requireAuth(), async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    const user = currentUser(c);
    const sub = await Subscription.findByPk(id);
    if (!sub || (sub.userId !== user.id && !inScope(await channelScope(user), sub.channelId))) {
      throw new AppError('NOT_FOUND');
    }
    return c.json(sub.toFormattedJSON());
  })
  // Cancelling keeps the content until the paid-through date (validUntil).
  .post('/:id/cancel', requireAuth(), async (c) => {
    const id = validate(c, idParam, c.req.param('id'), 'id');
    return c.json((await cancelSubscription(currentUser(c), id)).toFormattedJSON());
  });
