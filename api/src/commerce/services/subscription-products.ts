import { literal, Op } from 'sequelize';
import { Channel, type Language, Product, Subscription, type User } from '../../../../models/index.ts';
import { localize } from '../../lib/localize.ts';
import { mediaReadiness } from '../../media/services/media-readiness.ts';
import { canAccessMany } from './entitlements.ts';

/**
 * My stuff, what my subscriptions include: the published products of the channels I am subscribed to
 * (paid through now, also once cancelled) that I hold no ticket for, newest first, in the shape of my
 * products' rows with `source: 'subscription'`, their access answer and whether they play yet.
 */
export async function mySubscriptionProducts(user: User, offset: number, limit: number, lang: Language) {
  const at = new Date();
  const subscriptions = await Subscription.findAll({
    where: { userId: user.id, validUntil: { [Op.gt]: at } },
    attributes: ['channelId'],
  });
  const channelIds = [...new Set(subscriptions.map((s) => s.channelId))];
  if (channelIds.length === 0) return { rows: [], count: 0 };
  // A product with a ticket is listed once, among my products (user.id is an integer from the session).
  const owned = literal(
    `(SELECT pa.product_id FROM product_accesses pa WHERE pa.user_id = ${Number(user.id)})`,
  );
  const { rows, count } = await Product.findAndCountAll({
    where: {
      channelId: { [Op.in]: channelIds },
      status: 'published',
      id: { [Op.notIn]: owned },
    },
    include: [{ model: Channel, as: 'channel' }],
    order: [
      ['publishedAt', 'DESC'],
      ['id', 'DESC'],
    ],
    offset,
    limit,
  });
  const answers = await canAccessMany(
    user,
    rows.map((product) => ({ product, ticket: null })),
    at,
  );
  const media = await mediaReadiness(
    rows.map((p) => p.id),
    at,
  );
  return {
    rows: rows.map((product, i) => ({
      id: product.id,
      productId: product.id,
      product: {
        id: product.id,
        title: product.title,
        localized: localize(product, lang, { title: product.title }),
        slug: product.slug,
        type: product.type,
        image: product.image,
        channel: product.channel
          ? {
              id: product.channel.id,
              title: product.channel.title,
              localized: localize(product.channel, lang, { title: product.channel.title }),
            }
          : null,
      },
      source: 'subscription' as const,
      orderId: null,
      grantedAt: null,
      access: answers[i],
      media: media.get(product.id) ?? { ready: true, availableAt: null },
    })),
    count,
  };
}
