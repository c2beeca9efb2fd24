import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { Product, type ProductStatus, type ProductType } from '../../../../models/index.ts';
import { CET_ZONE, dateToMadridLocal } from '../../lib/cet-time.ts';
import { likePattern } from '../../lib/rest.ts';
import type { OpenReason, ProductsOpenFilter } from '../schemas/products-open.ts';
import { publicChannelSql } from './catalogue-access.ts';

/**
 * What is open now across the platform (spec 2 /manage/productsopen, admins only). A product that is
 * not a draft is open when at least one holds:
 *  - live:   a broadcast is on air (a live stream in state live), or a fake live (type live) is playing
 *            one of its sessions now;
 *  - today:  it has a session today on the Central European calendar (spec 5: times in CET, Madrid's
 *            wall clock, daylight saving included) that has not ended yet;
 *  - onSale: it can be bought now by checkout's rules: published or private, inside its sale window, not
 *            past its expiration date, and (multi-date) with a future session left that is not sold out;
 *            a product of a channel that is not published is not on sale.
 * A session ends after its duration (a fake live: its video's duration, as the player plays it), or
 * DEFAULT_SESSION_MINUTES when none is known.
 */
export const DEFAULT_SESSION_MINUTES = 120;

const SESSION_END = `s.starts_at + make_interval(secs => coalesce(a.duration_seconds, s.duration_minutes * 60, ${DEFAULT_SESSION_MINUTES * 60}))`;

const OPEN = `WITH b AS (
    SELECT $1::timestamptz AS at,
      (date_trunc('day', $1::timestamptz AT TIME ZONE '${CET_ZONE}') AT TIME ZONE '${CET_ZONE}') AS day_start,
      ((date_trunc('day', $1::timestamptz AT TIME ZONE '${CET_ZONE}') + interval '1 day') AT TIME ZONE '${CET_ZONE}') AS day_end
  ), open AS (
    SELECT p.id, p.title, p.slug, p.type, p.status, p.plan, p.total_price, p.currency, p.sale_start_at,
      p.sale_end_at, p.channel_id, ch.title AS channel_title, ch.slug AS channel_slug,
      (p.status IN ('published', 'private') AND ${publicChannelSql('ch')}
        AND (p.sale_start_at IS NULL OR p.sale_start_at <= b.at)
        AND (p.sale_end_at IS NULL OR p.sale_end_at >= b.at)
        AND (p.expiration_date IS NULL OR p.expiration_date > b.at)
        AND (NOT p.multi_date
          OR NOT EXISTS (SELECT 1 FROM product_sessions s WHERE s.product_id = p.id)
          OR EXISTS (SELECT 1 FROM product_sessions s WHERE s.product_id = p.id AND s.starts_at > b.at
            AND (s.capacity IS NULL OR s.tickets_sold < s.capacity)))) AS on_sale,
      CASE
        WHEN EXISTS (SELECT 1 FROM broadcasts bc WHERE bc.product_id = p.id AND bc.state IN ('live', 'reconnecting')) THEN 'broadcast'
        WHEN p.type = 'live' AND EXISTS (SELECT 1 FROM product_sessions s WHERE s.product_id = p.id
          AND s.starts_at <= b.at AND b.at < ${SESSION_END}) THEN 'fake-live'
      END AS live,
      today.sessions, today.first_at AS session_at
    FROM products p
    JOIN channels ch ON ch.id = p.channel_id
    CROSS JOIN b
    LEFT JOIN LATERAL (
      SELECT m.duration_seconds FROM media_assets m
      WHERE m.product_id = p.id AND m.lesson_id IS NULL AND m.kind = 'video' AND m.status = 'ready'
      ORDER BY m.created_at DESC, m.id DESC LIMIT 1
    ) a ON p.type = 'live'
    CROSS JOIN LATERAL (
      SELECT json_agg(json_build_object('id', s.id, 'startsAt', s.starts_at, 'durationMinutes', s.duration_minutes,
          'title', s.title, 'capacity', s.capacity, 'ticketsSold', s.tickets_sold) ORDER BY s.starts_at) AS sessions,
        min(s.starts_at) AS first_at
      FROM product_sessions s
      WHERE s.product_id = p.id AND s.starts_at >= b.day_start AND s.starts_at < b.day_end AND ${SESSION_END} > b.at
    ) today
    WHERE p.status <> 'draft'
  )`;

const OPEN_NOW = '(o.live IS NOT NULL OR o.session_at IS NOT NULL OR o.on_sale)';
/** Live first, then today's sessions, then what is only on sale. */
const REASON_RANK = '((o.live IS NOT NULL)::int * 4 + (o.session_at IS NOT NULL)::int * 2 + o.on_sale::int)';

const SORT_COLUMNS = {
  reasons: REASON_RANK,
  sessionAt: 'o.session_at',
  title: 'o.title',
  type: 'o.type',
  totalPrice: 'o.total_price',
  id: 'o.id',
} as const;
export type ProductsOpenSort = keyof typeof SORT_COLUMNS;
export const PRODUCTS_OPEN_SORTABLE = Object.keys(SORT_COLUMNS) as [ProductsOpenSort, ...ProductsOpenSort[]];

interface OpenRow {
  id: number;
  title: string;
  slug: string;
  type: ProductType;
  status: ProductStatus;
  plan: string;
  total_price: number;
  currency: string;
  sale_start_at: Date | null;
  sale_end_at: Date | null;
  channel_id: number;
  channel_title: string;
  channel_slug: string;
  on_sale: boolean;
  live: 'broadcast' | 'fake-live' | null;
  sessions:
    | {
        id: number;
        startsAt: string;
        durationMinutes: number | null;
        title: string | null;
        capacity: number | null;
        ticketsSold: number;
      }[]
    | null;
  session_at: Date | null;
}

function whereOf(f: ProductsOpenFilter, bind: unknown[]) {
  const param = (value: unknown) => {
    bind.push(value);
    return `$${bind.length}`;
  };
  const parts = [OPEN_NOW];
  if (f.reason === 'live') parts.push('o.live IS NOT NULL');
  if (f.reason === 'today') parts.push('o.session_at IS NOT NULL');
  if (f.reason === 'onSale') parts.push('o.on_sale');
  if (f.type) parts.push(`o.type = ${param(f.type)}`);
  if (f.channelId) parts.push(`o.channel_id = ${param(f.channelId)}`);
  if (f.q) {
    const like = param(likePattern(f.q));
    parts.push(`(o.title ILIKE ${like} OR o.channel_title ILIKE ${like})`);
  }
  return `WHERE ${parts.join(' AND ')}`;
}

function openJson(r: OpenRow) {
  const reasons: OpenReason[] = [];
  if (r.live) reasons.push('live');
  if (r.session_at) reasons.push('today');
  if (r.on_sale) reasons.push('onSale');
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    type: r.type,
    status: r.status,
    plan: r.plan,
    totalPrice: r.total_price,
    currency: r.currency,
    saleStartAt: r.sale_start_at,
    saleEndAt: r.sale_end_at,
    channelId: r.channel_id,
    channel: { id: r.channel_id, title: r.channel_title, slug: r.channel_slug },
    reasons,
    onSale: r.on_sale,
    live: r.live,
    sessionAt: r.session_at,
    sessionsToday: (r.sessions ?? []).map((s) => {
      const startsAt = new Date(s.startsAt);
      return { ...s, startsAt, startsAtLocal: dateToMadridLocal(startsAt), timeZone: CET_ZONE };
    }),
  };
}

export async function listOpenProducts(opts: {
  filter: ProductsOpenFilter;
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  at?: Date;
}) {
  const db = connectionOf(Product);
  const bind: unknown[] = [opts.at ?? new Date()];
  const where = whereOf(opts.filter, bind);
  const countBind = [...bind];
  const column = SORT_COLUMNS[opts.sort.field as ProductsOpenSort] ?? REASON_RANK;
  const direction = opts.sort.order === 'ASC' ? 'ASC' : 'DESC';
  const n = bind.length;
  const rows = await db.query<OpenRow>(
    `${OPEN} SELECT o.* FROM open o ${where}
     ORDER BY ${column} ${direction} NULLS LAST, o.session_at ASC NULLS LAST, o.title ASC, o.id ASC
     LIMIT $${n + 1} OFFSET $${n + 2}`,
    { bind: [...bind, opts.limit, opts.offset], type: QueryTypes.SELECT },
  );
  const [{ count }] = await db.query<{ count: number }>(
    `${OPEN} SELECT count(*)::integer AS count FROM open o ${where}`,
    { bind: countBind, type: QueryTypes.SELECT },
  );
  return { rows: rows.map(openJson), count };
}
