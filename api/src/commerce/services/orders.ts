import { Op, QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import {
  Channel,
  type Language,
  Order,
  OrderItem,
  type OrderStatus,
  Product,
  ProductAccess,
  Subscription,
  User,
} from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { localize } from '../../lib/localize.ts';
import { pageQuery } from '../../lib/rest.ts';
import { mediaReadiness } from '../../media/services/media-readiness.ts';
import { assertCan, inScope, type Scope } from '../../policy.ts';
import { type ContextRow, canAccessMany, decideMany, subscriptionAccess } from './entitlements.ts';

const itemsInclude = { model: OrderItem, as: 'items', include: [{ model: Product, as: 'product' }] };

/**
 * An order as the API shows it: items, invoice reference and link, the service fee on top. A paid
 * subscription period has no items but `subscription` (the channel and the period it pays for).
 */
export function orderJson(order: Order) {
  const itemsTotal = (order.items ?? []).reduce((s, i) => s + i.lineTotal(), 0);
  const buyer = (order as Order & { user?: User }).user;
  const subscription = order.subscriptionId
    ? {
        id: order.subscriptionId,
        channel: order.channel
          ? { id: order.channel.id, title: order.channel.title, slug: order.channel.slug }
          : null,
        periodStart: order.periodStart,
        periodEnd: order.periodEnd,
      }
    : null;
  return {
    ...order.toFormattedJSON(),
    email: buyer?.email,
    serviceFee: subscription ? 0 : order.items ? order.total - itemsTotal - order.supportAmount : undefined,
    subscription,
    invoiceUrl: order.invoiceNumber !== null ? `/api/orders/${order.id}/invoice` : null,
  };
}

const channelInclude = {
  model: Channel,
  as: 'channel',
  attributes: ['id', 'title', 'slug', 'language', 'translations'],
};

export async function listOrders(opts: {
  scope: Scope;
  filter: { status?: OrderStatus; channelId?: number; userId?: number; provider?: Order['provider'] };
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}) {
  const f = opts.filter;
  if (f.channelId && !inScope(opts.scope, f.channelId)) return { rows: [] as Order[], count: 0 };
  return Order.findAndCountAll({
    where: {
      ...(opts.scope ? { channelId: { [Op.in]: opts.scope } } : {}),
      ...(f.channelId ? { channelId: f.channelId } : {}),
      ...(f.status ? { status: f.status } : {}),
      ...(f.userId ? { userId: f.userId } : {}),
      ...(f.provider ? { provider: f.provider } : {}),
    },
    include: [itemsInclude, channelInclude, { model: User, as: 'user', attributes: ['id', 'email'] }],
    ...pageQuery(opts),
    distinct: true,
  });
}

/** One order: its buyer, the producer of its channel, or an administrator; NOT_FOUND otherwise. */
export async function getOrder(viewer: User, id: number) {
  const order = await Order.findByPk(id, {
    include: [itemsInclude, channelInclude, { model: User, as: 'user', attributes: ['id', 'email'] }],
  });
  if (!order) throw new AppError('NOT_FOUND');
  await assertCan(viewer, 'order.read', order);
  return order;
}

const page = (offset: number, limit: number) => ({ offset, limit });

interface MyTicketRow {
  id: number;
  productId: number;
  sessionId: number | null;
  source: ProductAccess['source'];
  orderId: number | null;
  grantedAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  total: number;
  title: string;
  language: Language;
  translations: Product['translations'];
  slug: string;
  type: Product['type'];
  image: string | null;
  status: Product['status'];
  plan: Product['plan'];
  channelId: number;
  expirationDate: string | null;
  saleStartAt: string | null;
  saleEndAt: string | null;
  channelTitle: string;
  channelLanguage: Language;
  channelTranslations: Channel['translations'];
  channelUserId: number;
  channelStatus: Channel['status'];
}

/**
 * My stuff in one round trip: the page of tickets (with the total as a window count) and the entitlement
 * context of exactly those products (entitlement_context, migration 0008), as rows of one statement
 * told apart by `kind`. Replacements, not binds: the simple protocol sends one message, not four.
 */
const MY_PRODUCTS_SQL = `
  WITH page AS (
    SELECT pa.id, pa.product_id AS "productId", pa.session_id AS "sessionId", pa.source,
           pa.order_id AS "orderId", pa.granted_at AS "grantedAt", pa.expires_at AS "expiresAt",
           pa.revoked_at AS "revokedAt", count(*) OVER () AS total,
           p.title, p.language, p.translations, p.slug, p.type, p.image, p.status, p.plan, p.channel_id AS "channelId",
           p.expiration_date AS "expirationDate", p.sale_start_at AS "saleStartAt",
           p.sale_end_at AS "saleEndAt", c.title AS "channelTitle", c.language AS "channelLanguage",
           c.translations AS "channelTranslations", c.user_id AS "channelUserId", c.status AS "channelStatus"
      FROM product_accesses pa
      JOIN products p ON p.id = pa.product_id
      JOIN channels c ON c.id = p.channel_id
     WHERE pa.user_id = :user
     ORDER BY pa.granted_at DESC, pa.id DESC
    OFFSET :offset LIMIT :limit
  )
  SELECT 'ticket' AS kind, row_to_json(page) AS ticket, NULL::integer AS a, NULL::integer AS b,
         NULL::timestamptz AS t1, NULL::timestamptz AS t2, NULL::text AS reason
    FROM page
  UNION ALL
  SELECT ctx.kind, NULL, ctx.a, ctx.b, ctx.t1, ctx.t2, ctx.reason
    FROM entitlement_context(
      :user,
      (SELECT coalesce(array_agg("productId"), '{}') FROM page),
      (SELECT coalesce(array_agg("sessionId") FILTER (WHERE "sessionId" IS NOT NULL), '{}') FROM page),
      :at
    ) AS ctx`;

/** My stuff, products: every ticket with the entitlement answer (allowed, reason, until), titles in `lang`. */
export async function myProducts(user: User, offset: number, limit: number, lang: Language) {
  // One constant query (no query building per request): the page with the total as a window count (a
  // page past the end asks for it apart); of each product and channel only what the card and the access
  // answer (entitlements' decide) read.
  const at = new Date();
  const result = await connectionOf(ProductAccess).query<
    { kind: 'ticket'; ticket: MyTicketRow } | (ContextRow & { ticket: null })
  >(MY_PRODUCTS_SQL, { replacements: { user: user.id, offset, limit, at }, type: QueryTypes.SELECT });
  const raw: MyTicketRow[] = [];
  const context: ContextRow[] = [];
  for (const row of result) {
    if (row.kind === 'ticket') raw.push(row.ticket);
    else context.push(row);
  }
  // JSON carries dates as text.
  const date = (v: string | null) => (v === null ? null : new Date(v));
  const count = raw.length ? Number(raw[0].total) : await ProductAccess.count({ where: { userId: user.id } });
  // Plain values, no models: decide() reads facts, and the card a few fields.
  const rows = raw.map((r) => ({
    ticket: {
      id: r.id,
      sessionId: r.sessionId,
      source: r.source,
      orderId: r.orderId,
      grantedAt: date(r.grantedAt) as Date,
      expiresAt: date(r.expiresAt),
      revokedAt: date(r.revokedAt),
    },
    product: {
      id: r.productId,
      title: r.title,
      localized: localize(r, lang, { title: r.title }),
      slug: r.slug,
      type: r.type,
      image: r.image,
      status: r.status,
      plan: r.plan,
      channelId: r.channelId,
      expirationDate: date(r.expirationDate),
      saleStartAt: date(r.saleStartAt),
      saleEndAt: date(r.saleEndAt),
      channel: {
        id: r.channelId,
        title: r.channelTitle,
        localized: localize({ language: r.channelLanguage, translations: r.channelTranslations }, lang, {
          title: r.channelTitle,
        }),
        userId: r.channelUserId,
        status: r.channelStatus,
      },
    },
  }));
  // The page's order (rows of a UNION come in no promised order).
  rows.sort(
    (x, y) => y.ticket.grantedAt.getTime() - x.ticket.grantedAt.getTime() || y.ticket.id - x.ticket.id,
  );
  const answers = decideMany(user, rows, context, at);
  const media = await mediaReadiness(
    rows.map((r) => r.product.id),
    at,
  );
  const items = rows.map(({ ticket, product }, i) => ({
    id: ticket.id,
    productId: product.id,
    product: {
      id: product.id,
      title: product.title,
      localized: product.localized,
      slug: product.slug,
      type: product.type,
      image: product.image,
      channel: product.channel
        ? { id: product.channel.id, title: product.channel.title, localized: product.channel.localized }
        : null,
    },
    source: ticket.source,
    orderId: ticket.orderId,
    grantedAt: ticket.grantedAt,
    access: answers[i],
    media: media.get(product.id) ?? { ready: true, availableAt: null },
  }));
  return { rows: items, count };
}

/** My stuff, subscriptions: status, since, valid until, price and whether it still gives access. */
export async function mySubscriptions(user: User, offset: number, limit: number, lang: Language) {
  const { rows, count } = await Subscription.findAndCountAll({
    where: { userId: user.id },
    include: [{ model: Channel, as: 'channel' }],
    order: [
      ['subscribedSince', 'DESC'],
      ['id', 'DESC'],
    ],
    ...page(offset, limit),
  });
  const at = new Date();
  return {
    rows: rows.map((s) => ({
      id: s.id,
      channelId: s.channelId,
      channel: s.channel
        ? {
            id: s.channel.id,
            title: s.channel.title,
            slug: s.channel.slug,
            localized: localize(s.channel, lang, { title: s.channel.title }),
          }
        : null,
      status: s.status,
      subscribedSince: s.subscribedSince,
      validUntil: s.validUntil,
      price: s.price,
      currency: s.currency,
      provider: s.provider,
      cancelledAt: s.cancelledAt,
      access: subscriptionAccess(s, at),
    })),
    count,
  };
}

/** My stuff, orders history: paid, pending and failed orders (superseded ones hidden), with invoices. */
export async function myOrders(user: User, offset: number, limit: number, lang: Language) {
  const { rows, count } = await Order.findAndCountAll({
    where: { userId: user.id, status: { [Op.ne]: 'cancelled' } },
    include: [itemsInclude, channelInclude],
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    distinct: true,
    ...page(offset, limit),
  });
  // The access answer of every paid item, decided together (one context for the whole page).
  const paidItems = rows.filter((o) => o.status === 'paid').flatMap((o) => o.items ?? []);
  const tickets = await ProductAccess.findAll({
    where: { userId: user.id, productId: paidItems.map((i) => i.productId) },
  });
  const products = await Product.findAll({
    where: { id: paidItems.map((i) => i.productId) },
    include: [{ model: Channel, as: 'channel' }],
  });
  const byId = new Map(products.map((p) => [p.id, p]));
  const answers = await canAccessMany(
    user,
    products.map((product) => ({ product, ticket: tickets.find((t) => t.productId === product.id) ?? null })),
  );
  const accessOf = new Map(products.map((p, i) => [p.id, answers[i]]));
  const out = rows.map((order) => {
    const json = orderJson(order);
    const channel = json.subscription?.channel;
    return {
      ...json,
      subscription: json.subscription && {
        ...json.subscription,
        channel: channel &&
          order.channel && { ...channel, localized: localize(order.channel, lang, { title: channel.title }) },
      },
      items: (order.items ?? []).map((item) => {
        const { product, ...rest } = item.toFormattedJSON();
        return {
          ...rest,
          product: product &&
            item.product && { ...product, localized: localize(item.product, lang, { title: product.title }) },
          access: order.status === 'paid' && byId.has(item.productId) ? accessOf.get(item.productId) : null,
        };
      }),
    };
  });
  return { rows: out, count };
}
