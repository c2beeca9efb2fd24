import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { Channel, type Language, type Translations, type User } from '../../../../models/index.ts';
import { localize } from '../../lib/localize.ts';
import { PENDING } from '../../meetings/services/rooms.ts';
import type { Dashboard, DashboardCounts } from '../../shared/dashboard.ts';

/** "New" on the global view: created (or sold, or started) in the last 30 days. */
export const DASHBOARD_DAYS = 30;

/**
 * The period starts at midnight UTC 30 days ago: a whole day, so that the sales and opportunities lists
 * filtered "from" that date (a bare date is midnight UTC there too) show exactly what was counted.
 */
export function periodStart(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(day.getTime() - DASHBOARD_DAYS * 86_400_000);
}
/** Rows of each table the global view shows; totals tells the rest. */
export const DASHBOARD_LIST_LIMIT = 50;

// One statement for the five counts and the two totals, over the caller's own channels and their
// products. Opportunities are counted as /api/opportunities lists them (services/opportunities.ts): the
// latest unpaid attempt (pending, expired or failed) per buyer and product, started in the period, while
// that buyer has no ticket for the product. So the period's count and that list filtered from the same
// day agree.
const COUNTS_SQL = `
WITH my_channels AS (SELECT id, created_at FROM channels WHERE user_id = $1),
my_products AS (
  SELECT p.id, p.created_at FROM products p JOIN my_channels c ON c.id = p.channel_id
)
SELECT
  (SELECT count(*) FROM my_channels)::int AS channels,
  (SELECT count(*) FROM my_channels WHERE created_at >= $2)::int AS new_channels,
  (SELECT count(*) FROM my_products)::int AS products,
  (SELECT count(*) FROM my_products WHERE created_at >= $2)::int AS new_products,
  (SELECT count(*) FROM sales s
    WHERE s.product_id IN (SELECT id FROM my_products) AND s.paid_at >= $2)::int AS tickets_sold,
  (SELECT count(*) FROM coupons k
    WHERE k.product_id IN (SELECT id FROM my_products) AND k.kind = 'code' AND k.created_at >= $2)::int AS codes,
  (SELECT count(*) FROM (
    SELECT DISTINCT ON (o.user_id, i.product_id) o.user_id, i.product_id, o.created_at
      FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE i.product_id IN (SELECT id FROM my_products) AND o.status IN ('pending', 'failed')
     ORDER BY o.user_id, i.product_id, o.created_at DESC, o.id DESC
  ) op
   WHERE op.created_at >= $2
     AND NOT EXISTS (
       SELECT 1 FROM product_accesses a WHERE a.user_id = op.user_id AND a.product_id = op.product_id)
  )::int AS opportunities`;

interface CountsRow {
  channels: number;
  new_channels: number;
  products: number;
  new_products: number;
  tickets_sold: number;
  codes: number;
  opportunities: number;
}

interface Texts {
  language: Language;
  translations: Translations;
}

interface ProductRow {
  id: number;
  title: string;
  slug: string;
  type: string;
  status: string;
  language: Language;
  translations: Translations;
  created_at: Date;
  channel_id: number;
  channel_slug: string;
  channel_title: string;
  channel_language: Language;
  channel_translations: Translations;
  tickets_sold: number;
}

interface MeetRow extends Omit<ProductRow, 'type' | 'status' | 'created_at' | 'tickets_sold'> {
  room_id: number | null;
  room_ref: string | null;
  room_status: 'idle' | 'live' | 'ended' | null;
  room_started_at: Date | null;
  next_session: Date | null;
  open: boolean;
}

const PRODUCT_COLUMNS = `p.id, p.title, p.slug, p.type, p.status, p.language, p.translations, p.created_at,
  c.id AS channel_id, c.slug AS channel_slug, c.title AS channel_title, c.language AS channel_language,
  c.translations AS channel_translations`;

/** GET /api/me/dashboard: the counts, the tables and the meets of the caller's own global view. */
export async function dashboardFor(user: User, lang: Language, now = new Date()): Promise<Dashboard> {
  const db = connectionOf(Channel);
  const since = periodStart(now);
  const [counts] = await db.query<CountsRow>(COUNTS_SQL, {
    bind: [user.id, since],
    type: QueryTypes.SELECT,
  });
  const channels = await Channel.findAll({
    where: { userId: user.id },
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: DASHBOARD_LIST_LIMIT,
  });
  const productCounts = await db.query<{ channel_id: number; n: number }>(
    `SELECT channel_id, count(*)::int AS n FROM products WHERE channel_id = ANY($1::int[]) GROUP BY channel_id`,
    { bind: [channels.map((c) => c.id)], type: QueryTypes.SELECT },
  );
  const products = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS},
       (SELECT count(*) FROM sales s WHERE s.product_id = p.id)::int AS tickets_sold
       FROM products p JOIN channels c ON c.id = p.channel_id
      WHERE c.user_id = $1
      ORDER BY p.created_at DESC, p.id DESC LIMIT ${DASHBOARD_LIST_LIMIT}`,
    { bind: [user.id], type: QueryTypes.SELECT },
  );
  const meets = await db.query<MeetRow>(
    `SELECT ${PRODUCT_COLUMNS}, r.id AS room_id, r.room_id AS room_ref, r.status AS room_status,
            r.started_at AS room_started_at,
            -- Open: live with the provider (a start still under way holds a pending room id).
            (r.status = 'live' AND NOT starts_with(r.room_id, $3)) IS TRUE AS open,
            (SELECT min(s.starts_at) FROM product_sessions s WHERE s.product_id = p.id
                AND s.starts_at + make_interval(mins => coalesce(s.duration_minutes, 60)) > $2) AS next_session
       FROM products p JOIN channels c ON c.id = p.channel_id
       LEFT JOIN LATERAL (
         SELECT * FROM meet_rooms m WHERE m.product_id = p.id AND m.kind = 'meet' ORDER BY m.created_at DESC, m.id DESC LIMIT 1
       ) r ON true
      WHERE c.user_id = $1 AND p.type = 'meet'
      -- The open ones first, then the next to come, then the newest without a date.
      ORDER BY open DESC, next_session ASC NULLS LAST, p.created_at DESC, p.id DESC
      LIMIT ${DASHBOARD_LIST_LIMIT}`,
    { bind: [user.id, now, PENDING], type: QueryTypes.SELECT },
  );

  const title = (row: Texts & { title: string }) => localize(row, lang, { title: row.title }).title ?? '';
  const channelOf = (r: ProductRow | MeetRow) => ({
    id: r.channel_id,
    slug: r.channel_slug,
    title: title({
      title: r.channel_title,
      language: r.channel_language,
      translations: r.channel_translations,
    }),
  });
  const perChannel = new Map(productCounts.map((r) => [r.channel_id, r.n]));

  return {
    days: DASHBOARD_DAYS,
    since: since.toISOString(),
    counts: countsOf(counts),
    totals: { channels: counts.channels, products: counts.products },
    channels: channels.map((c) => ({
      id: c.id,
      title: title(c),
      slug: c.slug,
      status: c.status,
      marketplaceUrl: c.marketplaceUrl,
      products: perChannel.get(c.id) ?? 0,
      createdAt: c.createdAt.toISOString(),
    })),
    products: products.map((p) => ({
      id: p.id,
      title: title(p),
      slug: p.slug,
      type: p.type,
      status: p.status,
      channel: channelOf(p),
      ticketsSold: p.tickets_sold,
      createdAt: new Date(p.created_at).toISOString(),
    })),
    meets: meets.map((m) => ({
      productId: m.id,
      title: title(m),
      slug: m.slug,
      channel: channelOf(m),
      room:
        m.room_id === null || m.room_ref === null || m.room_status === null
          ? null
          : {
              id: m.room_id,
              roomId: m.room_ref,
              status: m.room_status,
              startedAt: m.room_started_at ? new Date(m.room_started_at).toISOString() : null,
            },
      nextSession: m.next_session ? new Date(m.next_session).toISOString() : null,
      open: m.open,
    })),
  };
}

function countsOf(row: CountsRow): DashboardCounts {
  return {
    newChannels: row.new_channels,
    newProducts: row.new_products,
    ticketsSold: row.tickets_sold,
    codes: row.codes,
    opportunities: row.opportunities,
  };
}
