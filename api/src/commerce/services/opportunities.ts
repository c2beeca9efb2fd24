import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { Order } from '../../../../models/index.ts';
import { likePattern } from '../../lib/rest.ts';
import type { OpportunityFilter, OpportunityState } from '../schemas/opportunities.ts';

/**
 * Sales opportunities (spec 2 /account/salesopportunity, spec 6): a buyer who started a checkout of a
 * product and did not pay. One row per buyer and product, from their latest unpaid attempt:
 *  - pending: the order is waiting for the payment and was started within PENDING_ORDER_TTL_HOURS;
 *  - expired: still pending past that window (the buyer left the payment page; checkout no longer counts it);
 *  - failed:  the provider said the payment failed or its session expired.
 * A buyer who got the product afterwards (any ticket, by purchase, code or gift) is no opportunity.
 * Superseded attempts (cancelled when the buyer checked out again) are covered by the newer one.
 *
 * Privacy: the buyer's email and name are given only when they accepted promotions (users.promo_consent)
 * and the account is not deleted; otherwise they are null, and the text search does not look at them, so
 * a search cannot tell whether a given address abandoned a checkout.
 */
export const PENDING_ORDER_TTL_HOURS = 24;

const SORT_COLUMNS = {
  id: 'op.id',
  createdAt: 'op.created_at',
  amount: 'op.total',
  product: 'p.title',
} as const;
export type OpportunitySort = keyof typeof SORT_COLUMNS;
export const OPPORTUNITY_SORTABLE = Object.keys(SORT_COLUMNS) as [OpportunitySort, ...OpportunitySort[]];

interface OpportunityRow {
  id: number;
  order_id: number;
  status: 'pending' | 'failed';
  state: OpportunityState;
  product_id: number;
  product_title: string;
  product_slug: string;
  channel_id: number;
  channel_title: string;
  total: number;
  currency: string;
  created_at: Date;
  country: string | null;
  email: string | null;
  name: string | null;
  surname: string | null;
}

const CONTACTABLE = `(u.promo_consent AND u.status <> 'deleted')`;
const STATE = `CASE WHEN op.status = 'failed' THEN 'failed'
  WHEN op.created_at <= now() - make_interval(hours => ${PENDING_ORDER_TTL_HOURS}) THEN 'expired'
  ELSE 'pending' END`;

/**
 * The FROM clause: the latest unpaid attempt per buyer and product, among the products in `scopeSql`
 * (a condition on the product's channel, or TRUE), with its product, channel and buyer.
 */
const fromOf = (scopeSql: string) => `FROM (
    SELECT DISTINCT ON (o.user_id, oi.product_id)
      oi.id, o.id AS order_id, o.user_id, oi.product_id, o.status, o.total, o.currency, o.created_at, o.country
    FROM orders o
    JOIN order_items oi ON oi.order_id = o.id
    JOIN products sp ON sp.id = oi.product_id
    WHERE o.status IN ('pending', 'failed') AND ${scopeSql}
    ORDER BY o.user_id, oi.product_id, o.created_at DESC, o.id DESC
  ) op
  JOIN products p ON p.id = op.product_id
  JOIN channels ch ON ch.id = p.channel_id
  JOIN users u ON u.id = op.user_id`;

const SELECT = `SELECT op.id, op.order_id, op.status, ${STATE} AS state, op.product_id, p.title AS product_title,
  p.slug AS product_slug, p.channel_id, ch.title AS channel_title, op.total, op.currency, op.created_at,
  op.country,
  CASE WHEN ${CONTACTABLE} THEN u.email END AS email,
  CASE WHEN ${CONTACTABLE} THEN u.name END AS name,
  CASE WHEN ${CONTACTABLE} THEN u.surname END AS surname`;

/** The scope and filters as SQL with numbered binds ($1…); the scope goes inside the inner query. */
function queryParts(scope: number[] | null, f: OpportunityFilter) {
  const bind: unknown[] = [];
  const param = (value: unknown) => {
    bind.push(value);
    return `$${bind.length}`;
  };
  const scopeSql = scope ? `sp.channel_id = ANY(${param(scope)}::integer[])` : 'TRUE';
  const parts = [
    // Converted since: any ticket to the product, however it came.
    'NOT EXISTS (SELECT 1 FROM product_accesses pa WHERE pa.user_id = op.user_id AND pa.product_id = op.product_id)',
  ];
  if (f.productId) parts.push(`op.product_id = ${param(f.productId)}`);
  if (f.channelId) parts.push(`p.channel_id = ${param(f.channelId)}`);
  if (f.state) parts.push(`${STATE} = ${param(f.state)}`);
  if (f.from) parts.push(`op.created_at >= ${param(f.from)}`);
  if (f.to) parts.push(`op.created_at < ${param(f.to)}`);
  if (f.q) {
    const like = param(likePattern(f.q));
    parts.push(
      `(p.title ILIKE ${like} OR (${CONTACTABLE} AND (u.email ILIKE ${like} OR u.name ILIKE ${like} OR u.surname ILIKE ${like})))`,
    );
  }
  return { from: fromOf(scopeSql), where: `WHERE ${parts.join(' AND ')}`, bind, param };
}

function opportunityJson(r: OpportunityRow) {
  const name = [r.name, r.surname].filter(Boolean).join(' ');
  return {
    id: r.id,
    orderId: r.order_id,
    state: r.state,
    productId: r.product_id,
    product: { id: r.product_id, title: r.product_title, slug: r.product_slug },
    channelId: r.channel_id,
    channel: { id: r.channel_id, title: r.channel_title },
    amount: r.total,
    currency: r.currency,
    createdAt: r.created_at,
    country: r.country,
    /** Whether the buyer accepted promotions: only then are email and name given. */
    contactable: r.email !== null,
    email: r.email,
    name: r.email !== null && name ? name : null,
  };
}

export async function listOpportunities(opts: {
  scope: number[] | null;
  filter: OpportunityFilter;
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}) {
  const db = connectionOf(Order);
  const q = queryParts(opts.scope, opts.filter);
  const countBind = [...q.bind];
  const column = SORT_COLUMNS[opts.sort.field as OpportunitySort] ?? 'op.created_at';
  const direction = opts.sort.order === 'ASC' ? 'ASC' : 'DESC';
  const limit = q.param(opts.limit);
  const offset = q.param(opts.offset);
  const rows = await db.query<OpportunityRow>(
    `${SELECT} ${q.from} ${q.where} ORDER BY ${column} ${direction}, op.id ${direction} LIMIT ${limit} OFFSET ${offset}`,
    { bind: q.bind, type: QueryTypes.SELECT },
  );
  const [{ count }] = await db.query<{ count: number }>(
    `SELECT count(*)::integer AS count ${q.from} ${q.where}`,
    { bind: countBind, type: QueryTypes.SELECT },
  );
  return { rows: rows.map(opportunityJson), count };
}
